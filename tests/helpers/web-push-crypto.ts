// The browser's and the push service's side of Web Push's cryptography, written from the RFCs with node:crypto
// alone (not the web-push package the server uses, so a shared mistake cannot pass): a subscription's keys,
// decrypting an aes128gcm payload (RFC 8291 over RFC 8188), and checking a VAPID Authorization header (RFC 8292).
import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';

export interface BrowserKeys {
  ecdh: ECDH;
  authSecret: Buffer;
  /** As PushSubscription.toJSON() gives them: base64url. */
  json: { p256dh: string; auth: string };
}

/** A P-256 key pair and a 16-byte auth secret, as a browser makes for each subscription. */
export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    ecdh,
    authSecret,
    json: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
  };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();
/** HKDF-Expand for one block (every length here is at most 32 bytes). */
const expand = (prk: Buffer, info: Buffer, length: number) =>
  hmac(prk, Buffer.concat([info, Buffer.from([1])])).subarray(0, length);

/** RFC 8291 section 3.4 and RFC 8188: the plaintext of a one-record aes128gcm body. */
export function decryptAes128gcm(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const ecdhSecret = keys.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), serverPublic]);
  const ikm = expand(hmac(keys.authSecret, ecdhSecret), keyInfo, 32);
  const prk = hmac(salt, ikm);
  const cek = expand(prk, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = expand(prk, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  // The last record ends in the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the last record has no 0x02 delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

const DAY_SECONDS = 24 * 3600;

/** The raw P-256 point of `k` as a key node:crypto verifies with. */
function publicKeyOf(k: string) {
  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33).toString('base64url'),
  };
  return createPublicKey({ key: jwk, format: 'jwk' });
}

/** RFC 8292: `vapid t=<JWT>, k=<key>`, the JWT ES256-signed by k, for this origin, expiring within 24 h, with a
 * contact. Answers the claims, or throws saying what is wrong. */
export function verifyVapid(
  authorization: string | undefined,
  origin: string,
  nowSeconds: number,
): VapidClaims {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  const [, token = '', k = ''] = match;
  const [header = '', payload = '', signature = ''] = token.split('.');
  const alg = (JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string }).alg;
  if (alg !== 'ES256') throw new Error(`the JWT is signed with ${alg}, not ES256`);
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: publicKeyOf(k), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the JWT signature does not verify against k');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as VapidClaims;
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`);
  if (!(claims.exp > nowSeconds && claims.exp <= nowSeconds + DAY_SECONDS))
    throw new Error(`exp ${claims.exp} is not within the next 24 hours`);
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) throw new Error(`sub ${claims.sub} is not a contact`);
  return claims;
}
