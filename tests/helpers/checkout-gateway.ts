// A stand-in for the hosted card checkout (PayU's form protocol): it checks the request hash with the
// merchant salt, "charges" the card, and answers an HTML page that posts the signed result to surl or furl.
// It also speaks PayU's merchant post-service for refunds (`cancel_refund_transaction`, signed
// sha512(key|command|var1|salt)): it refunds only what it captured, and a repeated token is the same refund.
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
  /** Card charges captured, in paise, by the gateway's payment id (mihpayid). */
  captured: Map<string, number>;
  /** Refunds taken, by the merchant's token (var2). */
  refunds: Map<string, { mihpayid: string; amount: number; requestId: string }>;
  /** Post-service calls received, with whether their hash verified. */
  refundCalls: { fields: Record<string, string>; hashOk: boolean }[];
  close: () => Promise<void>;
}

const paise = (amount: string | undefined) => Math.round(Number(amount ?? 'NaN') * 100);

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
    mihpayid: `${Date.now()}${Math.floor(Math.random() * 1e6)}`,
    hash: sha512(reverse.join('|')),
  };
}

/** PayU's answers to `cancel_refund_transaction`: status 1 when queued, 0 with a message otherwise. */
function refund(gateway: CheckoutGateway, fields: Record<string, string>): object {
  const hashOk =
    fields.key === GATEWAY_KEY &&
    fields.hash === sha512([fields.key, fields.command, fields.var1, GATEWAY_SALT].join('|'));
  gateway.refundCalls.push({ fields, hashOk });
  if (!hashOk) return { status: 0, msg: 'Invalid Hash.' };
  if (fields.command !== 'cancel_refund_transaction') return { status: 0, msg: 'Invalid command.' };
  const mihpayid = fields.var1 ?? '';
  const token = fields.var2 ?? '';
  const amount = paise(fields.var3);
  const captured = gateway.captured.get(mihpayid);
  if (captured === undefined) return { status: 0, msg: 'Invalid payuid', error_code: 105 };
  const earlier = gateway.refunds.get(token);
  if (earlier)
    return earlier.mihpayid === mihpayid && earlier.amount === amount
      ? { status: 1, msg: 'Refund Request Queued', request_id: earlier.requestId, mihpayid, error_code: 102 }
      : { status: 0, msg: 'Token already used for another refund', error_code: 107 };
  if (!Number.isInteger(amount) || amount <= 0) return { status: 0, msg: 'Invalid amount', error_code: 104 };
  const refunded = [...gateway.refunds.values()]
    .filter((r) => r.mihpayid === mihpayid)
    .reduce((sum, r) => sum + r.amount, 0);
  if (refunded + amount > captured)
    return { status: 0, msg: 'Refund amount exceeds the captured amount', error_code: 106 };
  const requestId = String(100000 + gateway.refunds.size);
  gateway.refunds.set(token, { mihpayid, amount, requestId });
  return { status: 1, msg: 'Refund Request Queued', request_id: requestId, mihpayid, error_code: 102 };
}

/** Pays a checkout form at the stand-in as a browser would, and answers the signed callback it posts back. */
export async function payAtGateway(form: { action: string; fields: Record<string, string> }) {
  const page = await fetch(form.action, { method: 'POST', body: new URLSearchParams(form.fields) });
  const html = await page.text();
  return Object.fromEntries(
    [...html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [
      m[1]!,
      m[2]!.replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c))),
    ]),
  );
}

export async function startCheckoutGateway(): Promise<CheckoutGateway> {
  const gateway: CheckoutGateway = {
    url: '',
    received: [],
    nextOutcome: 'success',
    captured: new Map(),
    refunds: new Map(),
    refundCalls: [],
    close: async () => {},
  };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const fields = Object.fromEntries(new URLSearchParams(body));
      if (req.url?.startsWith('/merchant/postservice')) {
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify(refund(gateway, fields)));
        return;
      }
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
      const callback = signedCallback(fields, status);
      if (status === 'success') gateway.captured.set(callback.mihpayid!, paise(fields.amount));
      const inputs = Object.entries(callback)
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
