// The login contracts the form resolver and the API share.
import { describe, expect, it } from 'vitest';
import { otpCodeSchema, partnerCodeRequestSchema } from '../../src/domain/auth/auth';
import { phoneSchema } from '../../src/domain/phone';

describe('login contracts', () => {
  it('normalises e-mail addresses', () => {
    expect(partnerCodeRequestSchema.parse({ email: '  Partner@Demo-Travels.TEST ' })).toEqual({
      email: 'partner@demo-travels.test',
    });
    expect(partnerCodeRequestSchema.safeParse({ email: 'partner@' }).success).toBe(false);
  });

  it('answers phones in E.164, India by default, any country with its dial code', () => {
    expect(phoneSchema.parse('98765 43210')).toBe('+919876543210');
    expect(phoneSchema.parse('+1 (415) 555-2671')).toBe('+14155552671');
    expect(phoneSchema.parse('+971 50 123 4567')).toBe('+971501234567');
    const bad = phoneSchema.safeParse('12345');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Invalid phone number');
  });

  it('takes exactly four digits as a code', () => {
    expect(otpCodeSchema.parse(' 0420 ')).toBe('0420');
    for (const wrong of ['420', '04200', 'abcd', ''])
      expect(otpCodeSchema.safeParse(wrong).success).toBe(false);
  });
});
