// Cancellation and no-show fees, one rule set per tenant. A rider cancels free until `freeUntilMinutes` before
// pickup, and always within `graceMinutes` of booking (a mistaken booking costs nothing); later, the
// cancellation fee applies. A rider who does not come after the driver waited `noShowWaitMinutes` at the
// pickup owes the no-show fee. Each fee is a fixed amount (minor units) or a percentage of the ride's total,
// and never more than that total. The server computes both; the rider's screen only shows the answer.
import { z } from 'zod';

export const FEE_KINDS = ['fixed', 'percent'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

/** Fixed fees above ₹10,000 are surely typos. */
export const MAX_FIXED_FEE = 1_000_000;

const minutes = (max: number, message: string) =>
  z
    .number({ error: 'Enter a number' })
    .int('Enter whole minutes')
    .min(0, 'Enter 0 or more')
    .max(max, message);

export const cancellationRulesSchema = z
  .object({
    freeUntilMinutes: minutes(2880, 'At most 48 hours (2880 minutes)'),
    graceMinutes: minutes(60, 'At most 60 minutes'),
    cancelFeeKind: z.enum(FEE_KINDS),
    /** Minor units when fixed, a whole percentage when percent. */
    cancelFeeValue: z.number({ error: 'Enter a number' }).int().min(0, 'Enter 0 or more'),
    noShowWaitMinutes: minutes(120, 'At most 120 minutes').min(1, 'Wait at least 1 minute'),
    noShowFeeKind: z.enum(FEE_KINDS),
    noShowFeeValue: z.number({ error: 'Enter a number' }).int().min(0, 'Enter 0 or more'),
  })
  .superRefine((rules, ctx) => {
    for (const prefix of ['cancelFee', 'noShowFee'] as const) {
      const kind = rules[`${prefix}Kind`];
      const value = rules[`${prefix}Value`];
      if (kind === 'percent' && value > 100)
        ctx.addIssue({ code: 'custom', path: [`${prefix}Value`], message: 'At most 100%' });
      if (kind === 'fixed' && value > MAX_FIXED_FEE)
        ctx.addIssue({ code: 'custom', path: [`${prefix}Value`], message: 'At most 10,000' });
    }
  });
export type CancellationRules = z.infer<typeof cancellationRulesSchema>;

/** Free until an hour before pickup or five minutes after booking; then ₹100; a no-show after 15 minutes'
 * wait costs a quarter of the fare. */
export const DEFAULT_CANCELLATION_RULES: CancellationRules = {
  freeUntilMinutes: 60,
  graceMinutes: 5,
  cancelFeeKind: 'fixed',
  cancelFeeValue: 10_000,
  noShowWaitMinutes: 15,
  noShowFeeKind: 'percent',
  noShowFeeValue: 25,
};

/** A tenant's stored rules (a JSON column that may be empty or older), with the defaults filling gaps. */
export function rulesOf(stored: unknown): CancellationRules {
  const merged = { ...DEFAULT_CANCELLATION_RULES, ...(typeof stored === 'object' && stored ? stored : {}) };
  return cancellationRulesSchema.safeParse(merged).data ?? DEFAULT_CANCELLATION_RULES;
}

interface PricedRide {
  totalAmount: number;
  pickupAt: Date;
  createdAt: Date;
}

const MINUTE = 60_000;

export function feeOf(kind: FeeKind, value: number, total: number): number {
  const fee = kind === 'fixed' ? value : Math.round((total * value) / 100);
  return Math.max(0, Math.min(fee, total));
}

/** The last instant the rider may cancel free: the later of the pickup window and the grace after booking. */
export function freeUntil(rules: CancellationRules, ride: PricedRide): Date {
  return new Date(
    Math.max(
      ride.pickupAt.getTime() - rules.freeUntilMinutes * MINUTE,
      ride.createdAt.getTime() + rules.graceMinutes * MINUTE,
    ),
  );
}

export interface CancellationQuote {
  fee: number;
  /** While cancelling is still free, until when; null once the fee applies. */
  freeUntil: Date | null;
}

export function cancellationQuote(rules: CancellationRules, ride: PricedRide, now: Date): CancellationQuote {
  const until = freeUntil(rules, ride);
  if (now.getTime() < until.getTime()) return { fee: 0, freeUntil: until };
  return { fee: feeOf(rules.cancelFeeKind, rules.cancelFeeValue, ride.totalAmount), freeUntil: null };
}

/** When the driver may mark the rider as not come: the wait after arriving; null before arriving. */
export function noShowAt(rules: CancellationRules, arrivedAt: Date | null): Date | null {
  return arrivedAt ? new Date(arrivedAt.getTime() + rules.noShowWaitMinutes * MINUTE) : null;
}

export const noShowFee = (rules: CancellationRules, total: number) =>
  feeOf(rules.noShowFeeKind, rules.noShowFeeValue, total);

/** Why a no-show cannot be marked yet, or null when it can: only on an accepted ride, after the wait. */
export function noShowRefusal(
  rules: CancellationRules,
  ride: { status: string; arrivedAt: Date | null },
  now: Date,
): string | null {
  const allowedAt = ride.status === 'accepted' ? noShowAt(rules, ride.arrivedAt) : null;
  if (!allowedAt) return 'A no-show is for an accepted ride whose driver has arrived at the pickup.';
  if (now >= allowedAt) return null;
  const minutes = Math.ceil((allowedAt.getTime() - now.getTime()) / MINUTE);
  return `Wait ${minutes} more minute${minutes === 1 ? '' : 's'} for the rider before marking a no-show.`;
}

/** What `GET /api/v1/rides/{id}/cancellation` answers: the fee cancelling now would cost. */
export const cancellationQuoteSchema = z.object({
  data: z.object({
    fee: z.number().int().min(0),
    currency: z.string(),
    freeUntil: z.string().nullable(),
  }),
});
export type CancellationQuoteResponse = z.infer<typeof cancellationQuoteSchema>['data'];

/** The rider's cancel: the fee they saw, so a fee that rose meanwhile (the free window closed while the
 * dialog was open) is refused and shown again instead of charged unseen. */
export const riderCancelSchema = z.object({
  acceptedFee: z.number().int().min(0),
  reason: z.string().trim().max(200).optional(),
});
export type RiderCancel = z.infer<typeof riderCancelSchema>;
