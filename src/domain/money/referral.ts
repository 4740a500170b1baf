// Referrals: each rider has a short code (and a link `/?ref=CODE` on the partner's site); when a rider who joined
// by it completes a first ride, both get the amounts the partner set, once. The code itself: referral-code.ts.
import { z } from 'zod';
import { normaliseReferralCode } from './referral-code';

/** The most a partner may give either side, in minor units (₹5,000). */
export const REFERRAL_REWARD_MAX = 500_000;

/** The code a sign-in carries: anything unusable reads as none, so a bad link never blocks signing in. */
export const referralCodeInputSchema = z
  .string()
  .optional()
  .transform((raw) => normaliseReferralCode(raw) ?? undefined);

const reward = (field: string) =>
  z
    .number({ error: `Enter the ${field} reward` })
    .int('Enter the amount in paise')
    .min(0, 'Enter 0 or more')
    .max(REFERRAL_REWARD_MAX, `Enter at most ${REFERRAL_REWARD_MAX / 100}`);

/** Settings › Rider rewards: what the referring rider and the new rider each get (minor units, 0: none). */
export const referralRewardsSchema = z.object({
  referrerReward: reward("referrer's"),
  refereeReward: reward("new rider's"),
});
export type ReferralRewards = z.infer<typeof referralRewardsSchema>;

export const referralRewardsResponseSchema = referralRewardsSchema.extend({ currency: z.string() });
export type ReferralRewardsResponse = z.infer<typeof referralRewardsResponseSchema>;

/** GET /api/v1/referral: the signed-in rider's code, link and what it is worth. */
export const referralSchema = referralRewardsResponseSchema.extend({
  code: z.string(),
  link: z.string(),
  /** Riders who joined with this code, and of them those whose first ride earned both rewards. */
  joined: z.number().int().nonnegative(),
  rewarded: z.number().int().nonnegative(),
});
export type Referral = z.infer<typeof referralSchema>;

export const invitationQuerySchema = z.object({ code: z.string().max(64) });

/** GET /api/v1/referral/invitation: what a new rider joining by this code gets; 404 for an unknown code. */
export const invitationSchema = z.object({
  refereeReward: z.number().int().nonnegative(),
  currency: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
