// Payment contracts: the hosted-checkout form the pay page posts (PayU-style field names), the callback
// the gateway posts back, and the UPI deep link riders open in their UPI app.
import { z } from 'zod';

export const CHECKOUT_FIELDS = [
  'key',
  'txnid',
  'amount',
  'productinfo',
  'firstname',
  'email',
  'phone',
  'surl',
  'furl',
  'hash',
] as const;

export const checkoutFormSchema = z.object({
  action: z.url(),
  fields: z.object(
    Object.fromEntries(CHECKOUT_FIELDS.map((name) => [name, z.string()])) as Record<
      (typeof CHECKOUT_FIELDS)[number],
      z.ZodString
    >,
  ),
});
export type CheckoutForm = z.infer<typeof checkoutFormSchema>;

export const checkoutResponseSchema = z.object({ data: checkoutFormSchema });

export const gatewayCallbackSchema = z.object({
  key: z.string(),
  txnid: z.string().min(1),
  amount: z.string(),
  productinfo: z.string(),
  firstname: z.string(),
  email: z.string(),
  status: z.string(),
  hash: z.string().regex(/^[0-9a-f]{128}$/i, 'hash must be a SHA-512 hex digest'),
  mihpayid: z.string().optional(),
  udf1: z.string().default(''),
  udf2: z.string().default(''),
  udf3: z.string().default(''),
  udf4: z.string().default(''),
  udf5: z.string().default(''),
});
export type GatewayCallback = z.infer<typeof gatewayCallbackSchema>;

/** Rupees with two decimals, as gateways and UPI apps expect amounts. */
export function majorUnits(amountMinor: number): string {
  return (amountMinor / 100).toFixed(2);
}

export function upiPaymentLink(payment: {
  vpa: string;
  payeeName: string;
  amountMinor: number;
  currency: string;
  note: string;
  reference: string;
}): string {
  const params = new URLSearchParams({
    pa: payment.vpa,
    pn: payment.payeeName,
    am: majorUnits(payment.amountMinor),
    cu: payment.currency,
    tn: payment.note,
    tr: payment.reference,
  });
  return `upi://pay?${params.toString().replace(/\+/g, '%20')}`;
}
