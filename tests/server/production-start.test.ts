// A production start without what a live platform needs stops at once, with one line naming the variable.
import { describe, expect, it } from 'vitest';
import { LIVE_PLATFORM_ENV, refusedStart } from '../helpers/production-env';

describe('production start', () => {
  it('exits non-zero with one line naming AUTH_SECRET when it is missing', async () => {
    const { AUTH_SECRET: _left, ...withoutSecret } = LIVE_PLATFORM_ENV;
    const { code, lines } = await refusedStart({
      ...withoutSecret,
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'key',
    });
    expect(code).toBe(1);
    expect(lines).toEqual([
      expect.stringMatching(/^Configuration error: AUTH_SECRET: needed in production: .*\(not set\)$/),
    ]);
  });
});
