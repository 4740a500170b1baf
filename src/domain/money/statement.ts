// The partner's wallet statement for a period (CSV or PDF for their accountant) and the payouts they record to
// their bank. The period is the wallet's own date filter, in the partner's time zone.
import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { checkCustomRange, dateFilterShape } from '../date-filter';

export const STATEMENT_FORMATS = ['csv', 'pdf'] as const;

/** The period, and the language the files read in (the page's; English without it). */
export const statementQuerySchema = z
  .object({
    ...dateFilterShape,
    dateFilter: dateFilterShape.dateFilter.unwrap().default('thisMonth'),
    lang: z.enum(LANGUAGES, 'Unknown language').optional(),
  })
  .superRefine(checkCustomRange);
export type StatementQuery = z.infer<typeof statementQuerySchema>;

/** Ledger entry kinds this module names; entries written before kinds existed are `entry`. */
export const LEDGER_KINDS = {
  commission: 'commission',
  cashback: 'cashback',
  payout: 'payout',
  /** The platform's monthly fee, charged once a month by the terms in effect at the month's start. */
  platformFee: 'platform_fee',
  /** A rider's referral reward: for a friend's first ride (no ride id) or for their own first ride (its id). */
  referral: 'referral',
  /** The part of a fare the rider paid from their wallet at booking. */
  walletPayment: 'wallet_payment',
  /** That part given back when the ride was cancelled. */
  walletRefund: 'wallet_refund',
  /** A fee the rider owed, added to a fare with their consent and paid with it when the ride completed. */
  feeSettled: 'fee_settled',
} as const;

export const statementEntrySchema = z.object({
  createdAt: z.string(),
  description: z.string(),
  kind: z.string(),
  transaction: z.enum(['credit', 'debit']),
  amount: z.number().int().positive(),
  rideId: z.string().nullable(),
  /** The balance after this entry. */
  balance: z.number().int(),
});

export const statementSchema = z.object({
  businessName: z.string(),
  currency: z.string(),
  timezone: z.string(),
  from: z.string(),
  to: z.string(),
  openingBalance: z.number().int(),
  closingBalance: z.number().int(),
  credits: z.number().int(),
  debits: z.number().int(),
  commission: z.number().int(),
  /** The commission rates the period's commission entries were taken at (a change of terms gives two). */
  commissionRatesBps: z.array(z.number().int()),
  platformFees: z.number().int(),
  payouts: z.number().int(),
  /** GST on the invoices issued in the period, by kind (`TAX_KINDS`; a string here, so the wallet screen does
   * not load the invoice contracts). */
  taxes: z.array(z.object({ kind: z.string(), amount: z.number().int() })),
  invoices: z.number().int(),
  entries: z.array(statementEntrySchema),
});
export type Statement = z.infer<typeof statementSchema>;

export const payoutRequestSchema = z.object({
  amount: z
    .number({ error: 'Enter the amount paid out' })
    .int('Enter the amount in paise')
    .positive('Enter an amount above zero')
    .max(1_000_000_000, 'That amount is too large'),
  reference: z
    .string()
    .trim()
    .min(1, 'Enter the bank reference')
    .max(60, 'Use at most 60 characters')
    .regex(/^[\p{L}\p{N} ./#:_-]+$/u, 'Use letters, digits, spaces and . / # : _ -'),
});
export type PayoutRequest = z.infer<typeof payoutRequestSchema>;
