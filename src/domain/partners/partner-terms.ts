// The platform's terms with a partner: the commission it takes on each completed ride (a rate and what it applies
// to), the range the partner's rider cashback must sit in, and a monthly fee. Shared by the server, which applies
// the terms in effect when a ride completes, and by every screen that shows them before and after a partner goes
// live.
import { z } from 'zod';

/** What the commission is a share of: the whole fare the rider pays, or the fare without tolls (which the partner
 * passes on at cost). */
export const COMMISSION_BASES = ['total', 'fare_without_tolls'] as const;
export type CommissionBase = (typeof COMMISSION_BASES)[number];

export const TERMS_LIMITS = {
  /** 50 %: above that a "commission" is a typo. */
  maxCommissionBps: 5_000,
  maxCashbackBps: 5_000,
  /** Minor units: 10,00,000 rupees a month. */
  maxMonthlyFee: 100_000_000,
  maxNoteLength: 500,
} as const;

/** The platform's built-in default, in effect for a partner without terms of its own and before the platform's
 * owner set any default. */
export const DEFAULT_TERMS = {
  commissionBps: 1_000,
  commissionBase: 'total',
  cashbackMinBps: 0,
  cashbackMaxBps: 1_000,
  monthlyFee: 0,
} as const satisfies TermsValues;

const bps = (max: number) => z.number().int().min(0).max(max);

const termsValuesObject = z.object({
  commissionBps: bps(TERMS_LIMITS.maxCommissionBps),
  commissionBase: z.enum(COMMISSION_BASES),
  cashbackMinBps: bps(TERMS_LIMITS.maxCashbackBps),
  cashbackMaxBps: bps(TERMS_LIMITS.maxCashbackBps),
  monthlyFee: z.number().int().min(0).max(TERMS_LIMITS.maxMonthlyFee),
});
export type TermsValues = z.infer<typeof termsValuesObject>;

const rangeInOrder = (terms: Pick<TermsValues, 'cashbackMinBps' | 'cashbackMaxBps'>) =>
  terms.cashbackMinBps <= terms.cashbackMaxBps;
const rangeMessage = {
  message: 'The lowest cashback must not be above the highest',
  path: ['cashbackMaxBps'],
};

export const termsValuesSchema = termsValuesObject.refine(rangeInOrder, rangeMessage);

/** Terms as a partner or the platform's owner reads them: in effect from an instant, with who set them. */
export const partnerTermsSchema = termsValuesObject.extend({
  id: z.string(),
  /** Null: the platform's default (or the built-in one, with id `default`). */
  tenantId: z.string().nullable(),
  effectiveFrom: z.iso.datetime({ offset: true }),
  note: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type PartnerTerms = z.infer<typeof partnerTermsSchema>;

/** A change of terms: from a calendar day (`YYYY-MM-DD`, the partner's midnight), today or later, never on past
 * rides. */
export const termsChangeSchema = termsValuesObject
  .extend({
    effectiveFrom: z.iso.date({ message: 'Choose the day the terms start' }),
    note: z.string().trim().max(TERMS_LIMITS.maxNoteLength).default(''),
  })
  .refine(rangeInOrder, rangeMessage);
export type TermsChange = z.infer<typeof termsChangeSchema>;

/** What the commission of a completed ride is a share of, in minor units. */
export function commissionBaseAmount(
  ride: { totalAmount: number; tolls: number },
  base: CommissionBase,
): number {
  return base === 'fare_without_tolls' ? Math.max(0, ride.totalAmount - ride.tolls) : ride.totalAmount;
}

/** The platform's commission on a completed ride, rounded down to the minor unit. */
export function commissionFor(
  ride: { totalAmount: number; tolls: number },
  terms: Pick<TermsValues, 'commissionBps' | 'commissionBase'>,
): number {
  return Math.floor((commissionBaseAmount(ride, terms.commissionBase) * terms.commissionBps) / 10_000);
}

/** The cashback rate riders get: the partner's choice, kept within the range its terms allow. */
export function cashbackBpsWithin(
  chosenBps: number,
  terms: Pick<TermsValues, 'cashbackMinBps' | 'cashbackMaxBps'>,
): number {
  return Math.min(terms.cashbackMaxBps, Math.max(terms.cashbackMinBps, chosenBps));
}

/** Basis points as a percentage for people: 1000 → "10", 250 → "2.5". */
export const percentOfBps = (bps: number) => String(bps / 100);
