// The referral code of a link like `/?ref=CODE`, kept on the device from the visit to the sign-in that makes the
// rider's account (which may come days later); a sign-in forgets it, since only a new account can use it.
import { STORAGE_KEYS } from '../domain/constants';
import { normaliseReferralCode, REFERRAL_PARAM } from '../domain/money/referral-code';
import { readSetting, writeSetting } from './storage';

/** Keeps the code of the address the page opened with, if it carries a well-formed one. */
export function rememberReferralLink(search: string): void {
  const code = normaliseReferralCode(new URLSearchParams(search).get(REFERRAL_PARAM));
  if (code) writeSetting(STORAGE_KEYS.referralCode, code);
}

export const rememberedReferralCode = (): string | undefined =>
  normaliseReferralCode(readSetting(STORAGE_KEYS.referralCode)) ?? undefined;

export const forgetReferralCode = () => writeSetting(STORAGE_KEYS.referralCode, null);
