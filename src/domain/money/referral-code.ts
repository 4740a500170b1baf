// A rider's referral code: short, upper-case, without characters read alike (0/O, 1/I/L), so one read out over
// the phone still works. Apart from the contracts so the page's first script can read a link's code without zod.

export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 6;
/** The query parameter of a referral link. */
export const REFERRAL_PARAM = 'ref';

const CODE_PATTERN = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`);

/** A new random code; the unique index decides whether it is free. */
export function newReferralCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(REFERRAL_CODE_LENGTH));
  return Array.from(bytes, (byte) => REFERRAL_CODE_ALPHABET[byte % REFERRAL_CODE_ALPHABET.length]).join('');
}

/** A code as typed or pasted (any case, spaces) in its stored form, or null when it cannot be one. */
export function normaliseReferralCode(raw: string | null | undefined): string | null {
  const code = (raw ?? '').replace(/\s+/g, '').toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}
