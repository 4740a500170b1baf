// What the terms endpoints answer, for the platform owner's console and the partner's Billing settings alike:
// the terms in effect now, those set to start later, and every earlier row, newest first.
import { z } from 'zod';
import { partnerTermsSchema } from '../partners/partner-terms';

export const termsOverviewSchema = z.object({
  /** Own terms, or the platform default (tenantId null) the partner falls under. */
  current: partnerTermsSchema,
  upcoming: z.array(partnerTermsSchema),
  history: z.array(partnerTermsSchema),
  /** The partner's chosen cashback and the rate riders get now (clamped to the current range). */
  cashbackBps: z.number().int().min(0),
  effectiveCashbackBps: z.number().int().min(0),
  /** Commission taken this calendar month in the partner's time zone, minor units. */
  commissionThisMonth: z.number().int().min(0),
  currency: z.string(),
});
export type TermsOverview = z.infer<typeof termsOverviewSchema>;

/** The platform default's own page: in effect now, upcoming and history. */
export const defaultTermsOverviewSchema = z.object({
  current: partnerTermsSchema,
  upcoming: z.array(partnerTermsSchema),
  history: z.array(partnerTermsSchema),
});
export type DefaultTermsOverview = z.infer<typeof defaultTermsOverviewSchema>;

export const riderRewardsSchema = z.object({ cashbackBps: z.number().int().min(0).max(10_000) });
