// The platform's own revenue: per partner and calendar month (the partner's time zone), the commission taken on
// its completed rides and the monthly fee charged, read from the partners' own ledgers so the same minor unit
// appears on both sides.
import { z } from 'zod';

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month like 2026-11');

export const revenueQuerySchema = z.object({
  from: month,
  to: month,
});
export type RevenueQuery = z.infer<typeof revenueQuerySchema>;

export const revenueRowSchema = z.object({
  tenantId: z.string(),
  businessName: z.string(),
  month,
  currency: z.string(),
  completedRides: z.number().int().min(0),
  commission: z.number().int(),
  monthlyFee: z.number().int().min(0),
  total: z.number().int(),
  /** The commission rates used that month (a change mid-month gives two). */
  commissionRatesBps: z.array(z.number().int()),
});
export type RevenueRow = z.infer<typeof revenueRowSchema>;

export const revenueResponseSchema = z.object({
  rows: z.array(revenueRowSchema),
  /** Totals by currency. */
  totals: z.array(
    z.object({
      currency: z.string(),
      commission: z.number().int(),
      monthlyFee: z.number().int(),
      total: z.number().int(),
    }),
  ),
});
export type RevenueResponse = z.infer<typeof revenueResponseSchema>;

export const revenueStatementQuerySchema = z.object({ month });
