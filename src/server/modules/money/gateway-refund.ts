// The card gateway's refund call, in PayU's protocol: a form post of `cancel_refund_transaction` to the
// merchant post-service beside the hosted checkout, with the gateway's payment id (var1), our unique token for
// this refund (var2, so a retried request is the same refund, not a second one) and the amount (var3), signed
// with sha512(key|command|var1|salt). The gateway answers JSON with `status` 1 when it took the refund.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { majorUnits } from '../../../domain/money/payments';

export const REFUND_COMMAND = 'cancel_refund_transaction';
const TIMEOUT_MS = 15_000;

export function postServiceHash(key: string, command: string, var1: string, salt: string): string {
  return createHash('sha512').update([key, command, var1, salt].join('|')).digest('hex');
}

/** The post-service lives on the checkout's host: `…/_payment` → `…/merchant/postservice.php?form=2`. */
export const postServiceUrl = (checkoutUrl: string) =>
  new URL('/merchant/postservice.php?form=2', checkoutUrl).toString();

const answerSchema = z.object({
  status: z.coerce.number(),
  msg: z.string().default(''),
  request_id: z.union([z.string(), z.number()]).nullish(),
});

export interface CardRefund {
  checkoutUrl: string;
  key: string;
  salt: string;
  gatewayPaymentId: string;
  token: string;
  amount: number;
}

export type RefundAnswer = { ok: true; reference: string } | { ok: false; message: string };

export async function requestCardRefund(refund: CardRefund): Promise<RefundAnswer> {
  const form = new URLSearchParams({
    key: refund.key,
    command: REFUND_COMMAND,
    var1: refund.gatewayPaymentId,
    var2: refund.token,
    var3: majorUnits(refund.amount),
    hash: postServiceHash(refund.key, REFUND_COMMAND, refund.gatewayPaymentId, refund.salt),
  });
  let text: string;
  try {
    const answer = await fetch(postServiceUrl(refund.checkoutUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    text = await answer.text();
  } catch {
    return { ok: false, message: 'The card gateway could not be reached; try again.' };
  }
  const parsed = answerSchema.safeParse(safeJson(text));
  if (!parsed.success) return { ok: false, message: 'The card gateway gave an answer we could not read.' };
  if (parsed.data.status !== 1) return { ok: false, message: parsed.data.msg || 'Refused' };
  return { ok: true, reference: String(parsed.data.request_id ?? '') };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
