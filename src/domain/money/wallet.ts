// Wallet contracts: an append-only ledger in minor units; the balance is the sum of all entries, the list
// shows the chosen period (This Month by default), newest first.
import { z } from 'zod';
import { checkCustomRange, dateFilterShape } from '../date-filter';

export const walletQuerySchema = z
  .object({
    ...dateFilterShape,
    dateFilter: dateFilterShape.dateFilter.unwrap().default('thisMonth'),
    offset: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(100),
  })
  .superRefine(checkCustomRange);
export type WalletQuery = z.infer<typeof walletQuerySchema>;

export const walletTransactionSchema = z.object({
  id: z.string(),
  description: z.string(),
  createdAt: z.string(),
  transaction: z.enum(['credit', 'debit']),
  amount: z.number().int().positive(),
  rideId: z.string().nullable(),
  /** Why the entry was written (`LEDGER_KINDS`, the fee kinds, or `entry` for the oldest); a copy kept offline
   * before kinds were answered reads as `entry`. */
  kind: z.string().default('entry'),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

export const walletResponseSchema = z.object({
  data: z.object({
    total: z.object({ currency: z.string(), balance: z.number().int() }),
    transactions: z.array(walletTransactionSchema),
    /** A rider's cashback promised on rides still open: credited only when each completes, so not in the balance. */
    pendingCashback: z
      .object({
        amount: z.number().int().nonnegative(),
        rides: z.array(
          z.object({ rideId: z.string(), amount: z.number().int().positive(), pickupAt: z.string() }),
        ),
      })
      .optional(),
  }),
});
export type WalletResponse = z.infer<typeof walletResponseSchema>;
