// Refunds of a ride's payment: a card payment goes back through the gateway's refund call (partly or fully,
// never beyond what was captured), a cash refund is the partner's record of money handed back with a note.
import { z } from 'zod';

export const REFUND_METHODS = ['card', 'cash'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

export const refundRequestSchema = z.object({
  method: z.enum(REFUND_METHODS),
  amount: z.number({ error: 'Enter an amount' }).int().min(1, 'Enter an amount above 0'),
  note: z.string().trim().max(200, 'At most 200 characters').default(''),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

export const refundSchema = z.object({
  id: z.string(),
  method: z.enum(REFUND_METHODS),
  amount: z.number().int(),
  note: z.string(),
  /** The gateway's refund request id for card refunds. */
  reference: z.string().nullable(),
  createdAt: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

/** A ride's payment as the refund dialog shows it. */
export const rideRefundsSchema = z.object({
  data: z.object({
    currency: z.string(),
    /** What the rider paid: the captured card amount, or the fare for cash and UPI. */
    paid: z.number().int(),
    cardCaptured: z.number().int(),
    refunded: z.number().int(),
    refundable: z.number().int(),
    items: z.array(refundSchema),
  }),
});
export type RideRefunds = z.infer<typeof rideRefundsSchema>['data'];

/** How much more may go back: never more than paid, and by card never more than captured. */
export function refundableBy(
  method: RefundMethod,
  state: { paid: number; cardCaptured: number; refunded: number; cardRefunded: number },
): number {
  const left = state.paid - state.refunded;
  return Math.max(0, method === 'card' ? Math.min(left, state.cardCaptured - state.cardRefunded) : left);
}
