// A stand-in for the hosted card checkout (PayU's form protocol): it checks the request hash with the
// merchant salt, "charges" the card, and answers an HTML page that posts the signed result to surl or furl.
// Hashes are computed here independently of the app, so a wrong signature on either side fails the test.
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const GATEWAY_KEY = 'testkey01';
export const GATEWAY_SALT = 'test-salt-never-in-browser';

const sha512 = (text: string) => createHash('sha512').update(text).digest('hex');
const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export interface CheckoutGateway {
  url: string;
  /** Form posts received, with whether their request hash verified. */
  received: { fields: Record<string, string>; hashOk: boolean }[];
  /** What the next checkout answers: a paid card or a declined one. */
  nextOutcome: 'success' | 'failure';
  close: () => Promise<void>;
}

/** The gateway's signed answer; `salt` is the merchant's unless a test forges one with another. */
export function signedCallback(
  fields: Record<string, string>,
  status: string,
  salt = GATEWAY_SALT,
): Record<string, string> {
  const reverse = [
    salt,
    status,
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    fields.email,
    fields.firstname,
    fields.productinfo,
    fields.amount,
    fields.txnid,
    fields.key,
  ];
  return {
    key: fields.key ?? '',
    txnid: fields.txnid ?? '',
    amount: fields.amount ?? '',
    productinfo: fields.productinfo ?? '',
    firstname: fields.firstname ?? '',
    email: fields.email ?? '',
    status,
    mihpayid: `MIH${Date.now()}`,
    hash: sha512(reverse.join('|')),
  };
}

export async function startCheckoutGateway(): Promise<CheckoutGateway> {
  const gateway: CheckoutGateway = { url: '', received: [], nextOutcome: 'success', close: async () => {} };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const fields = Object.fromEntries(new URLSearchParams(body));
      const expected = sha512(
        [
          fields.key,
          fields.txnid,
          fields.amount,
          fields.productinfo,
          fields.firstname,
          fields.email,
          '',
          '',
          '',
          '',
          '',
          '',
          '',
          '',
          '',
          '',
          GATEWAY_SALT,
        ].join('|'),
      );
      const hashOk = fields.key === GATEWAY_KEY && fields.hash === expected;
      gateway.received.push({ fields, hashOk });
      if (!hashOk) {
        res.writeHead(400, { 'content-type': 'text/plain' }).end('Transaction failed: hash mismatch');
        return;
      }
      const status = gateway.nextOutcome;
      const target = status === 'success' ? fields.surl : fields.furl;
      const inputs = Object.entries(signedCallback(fields, status))
        .map(([name, value]) => `<input type="hidden" name="${name}" value="${escape(value)}">`)
        .join('');
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(
          `<!doctype html><title>Test gateway</title><form id="back" method="post" action="${escape(target ?? '')}">${inputs}</form><script>document.getElementById('back').submit()</script>`,
        );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gateway.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/_payment`;
  gateway.close = () => new Promise((resolve) => server.close(() => resolve()));
  return gateway;
}
