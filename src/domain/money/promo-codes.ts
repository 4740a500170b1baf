// Promo codes: the partner's contract to create one, the rider's check of a code against a quote, and the pure
// rules both the check and the booking apply (the booking again under the code's lock). Amounts are paise.
// A discount comes off the ride amount only (never the driver allowance or tolls, passed on at cost), so it is
// capped at the ride amount and the invoice takes it off that one line.
import { z } from 'zod';
import { VEHICLE_TYPES } from '../constants';
import { rideSearchIdSchema } from '../booking/booking';

export const PROMO_KINDS = ['percent', 'flat'] as const;

export const promoCodeTextSchema = z
  .string({ error: 'Enter a code' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{3,20}$/, 'Use 3 to 20 letters, digits or dashes');

const paise = (message: string) => z.number({ error: message }).int(message).positive(message);

export const promoCodeRequestSchema = z
  .object({
    code: promoCodeTextSchema,
    kind: z.enum(PROMO_KINDS),
    percentBps: z.number().int().min(1, 'Enter a percentage').max(10_000, 'At most 100 %').nullish(),
    maxDiscount: paise('Enter the largest discount').nullish(),
    flatAmount: paise('Enter the amount off').nullish(),
    firstRideOnly: z.boolean().default(false),
    validFrom: z.iso.datetime({ offset: true }).nullish(),
    validUntil: z.iso.datetime({ offset: true }).nullish(),
    totalLimit: paise('Enter how many times in all').nullish(),
    perRiderLimit: paise('Enter how many times per rider').nullish(),
    vehicleTypes: z.array(z.enum(VEHICLE_TYPES)).max(VEHICLE_TYPES.length).default([]),
  })
  .superRefine((code, ctx) => {
    if (code.kind === 'percent' && !code.percentBps)
      ctx.addIssue({ code: 'custom', path: ['percentBps'], message: 'Enter a percentage' });
    if (code.kind === 'percent' && !code.maxDiscount)
      ctx.addIssue({ code: 'custom', path: ['maxDiscount'], message: 'Enter the largest discount' });
    if (code.kind === 'flat' && !code.flatAmount)
      ctx.addIssue({ code: 'custom', path: ['flatAmount'], message: 'Enter the amount off' });
    if (code.validFrom && code.validUntil && Date.parse(code.validUntil) <= Date.parse(code.validFrom))
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: 'The end must be after the start' });
  });
export type PromoCodeRequest = z.infer<typeof promoCodeRequestSchema>;

export const promoCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  percentBps: z.number().int().nullable(),
  maxDiscount: z.number().int().nullable(),
  flatAmount: z.number().int().nullable(),
  firstRideOnly: z.boolean(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  totalLimit: z.number().int().nullable(),
  perRiderLimit: z.number().int().nullable(),
  vehicleTypes: z.array(z.enum(VEHICLE_TYPES)),
  /** Rides booked with it and not cancelled. */
  uses: z.number().int().nonnegative(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PromoCode = z.infer<typeof promoCodeSchema>;

export const promoCodesResponseSchema = z.object({ data: z.array(promoCodeSchema) });
export const promoCodeResponseSchema = z.object({ data: promoCodeSchema });

/** Why a code does not apply; the client words each in the rider's language. */
export const PROMO_REFUSALS = [
  'unknown',
  'notYetValid',
  'expired',
  'usedUp',
  'usedByYou',
  'firstRideOnly',
  'notForVehicle',
] as const;
export type PromoRefusal = (typeof PROMO_REFUSALS)[number];

export const PROMO_REFUSAL_TEXT: Record<PromoRefusal, string> = {
  unknown: 'There is no such promo code.',
  notYetValid: 'This promo code is not valid yet.',
  expired: 'This promo code has expired.',
  usedUp: 'This promo code has been used up.',
  usedByYou: 'You have already used this promo code.',
  firstRideOnly: 'This promo code is for a first ride only.',
  notForVehicle: 'This promo code is not for this vehicle.',
};

export const promoCheckRequestSchema = z.object({
  rideSearchId: rideSearchIdSchema,
  vehicleType: z.enum(VEHICLE_TYPES),
  code: promoCodeTextSchema,
});
export type PromoCheckRequest = z.infer<typeof promoCheckRequestSchema>;

export const promoCheckResponseSchema = z.object({
  data: z.discriminatedUnion('applies', [
    z.object({
      applies: z.literal(true),
      code: z.string(),
      currency: z.string(),
      discount: z.number().int().nonnegative(),
      /** The quote's total for the vehicle with the discount taken off. */
      totalAmount: z.number().int().nonnegative(),
    }),
    z.object({ applies: z.literal(false), reason: z.enum(PROMO_REFUSALS), message: z.string() }),
  ]),
});
export type PromoCheckResponse = z.infer<typeof promoCheckResponseSchema>;

/** What the rules read of a stored code. */
export interface PromoRules {
  kind: string;
  percentBps: number | null;
  maxDiscount: number | null;
  flatAmount: number | null;
  firstRideOnly: boolean;
  validFrom: Date | null;
  validUntil: Date | null;
  totalLimit: number | null;
  perRiderLimit: number | null;
  vehicleTypes: string[];
}

export interface PromoUse {
  now: Date;
  vehicleType: string;
  /** Rides booked with the code and not cancelled: by anyone, and by this rider. */
  uses: number;
  riderUses: number;
  /** The rider's earlier rides with this partner that were not cancelled. */
  riderRides: number;
}

export function promoRefusal(code: PromoRules, use: PromoUse): PromoRefusal | null {
  if (code.validFrom && use.now < code.validFrom) return 'notYetValid';
  if (code.validUntil && use.now >= code.validUntil) return 'expired';
  if (code.vehicleTypes.length > 0 && !code.vehicleTypes.includes(use.vehicleType)) return 'notForVehicle';
  if (code.firstRideOnly && use.riderRides > 0) return 'firstRideOnly';
  if (code.perRiderLimit !== null && use.riderUses >= code.perRiderLimit) return 'usedByYou';
  if (code.totalLimit !== null && use.uses >= code.totalLimit) return 'usedUp';
  return null;
}

/** The discount in paise: a percentage of the ride amount rounded half up and capped, or a flat amount; never
 * more than the ride amount. */
export function promoDiscount(code: PromoRules, rideAmount: number): number {
  const off =
    code.kind === 'percent'
      ? Math.min(Math.round(((code.percentBps ?? 0) * rideAmount) / 10_000), code.maxDiscount ?? 0)
      : (code.flatAmount ?? 0);
  return Math.max(0, Math.min(off, rideAmount));
}
