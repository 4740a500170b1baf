// The rules every one-time code answers by, whichever table keeps it (riders', drivers' and partners' codes, and
// the platform owners'): which code may be tried, and what a right or wrong one answers.
import { OTP } from '../../domain/constants';
import { ERROR_CODES } from '../../domain/errors';
import { HttpError } from '../http-error';
import { sameBytes } from './same-bytes';

interface StoredCode {
  codeHash: string;
  attempts: number;
  expiresAt: Date;
}

export const codeLockedError = () =>
  new HttpError(
    423,
    ERROR_CODES.codeLocked,
    'Too many wrong tries. This code is locked; ask for a new code.',
  );

/** The address's newest unused code, if it may still be tried. */
export function assertTryable<T extends StoredCode>(active: T | undefined, now: Date): T {
  if (!active)
    throw new HttpError(
      400,
      ERROR_CODES.codeInvalid,
      'There is no active code for this address. Ask for a new code.',
    );
  if (active.attempts >= OTP.maxAttempts) throw codeLockedError();
  if (active.expiresAt <= now)
    throw new HttpError(410, ERROR_CODES.codeExpired, 'This code has expired. Ask for a new code.');
  return active;
}

/** Compares a tried code (its try already counted) with the stored one: a right one is used up by `consume`,
 * which answers false when another request used it first; a wrong one says how many tries are left. */
export async function judgeCode(
  active: StoredCode,
  givenHash: string,
  consume: () => Promise<boolean>,
): Promise<void> {
  if (sameBytes(Buffer.from(active.codeHash, 'hex'), Buffer.from(givenHash, 'hex'))) {
    if (!(await consume()))
      throw new HttpError(400, ERROR_CODES.codeInvalid, 'This code was already used. Ask for a new code.');
    return;
  }
  const left = OTP.maxAttempts - active.attempts;
  if (left <= 0) throw codeLockedError();
  throw new HttpError(
    400,
    ERROR_CODES.codeInvalid,
    `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
  );
}
