// Start-up configuration: defaults, and one readable line per wrong variable.
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/server/env';

describe('parseEnv', () => {
  it('fills the defaults a newcomer needs', () => {
    const parsed = parseEnv({});
    expect(parsed.ok && parsed.env).toMatchObject({ PORT: 8080, DATA_DIR: 'data', HOST: '0.0.0.0' });
    expect(parsed.ok && [parsed.env.DATABASE_URL, parsed.env.SMTP_URL]).toEqual([undefined, undefined]);
  });

  it('names each wrong variable and what it expects', () => {
    const parsed = parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail' });
    expect(parsed.ok).toBe(false);
    const problems = parsed.ok ? [] : parsed.problems;
    expect(problems).toHaveLength(3);
    expect(problems.find((p) => p.startsWith('PORT'))).toMatch(/number.*"eighty"/);
    expect(problems.find((p) => p.startsWith('DATABASE_URL'))).toMatch(/postgres:\/\//);
    expect(problems.find((p) => p.startsWith('SMTP_URL'))).toMatch(/smtp:\/\//);
  });

  it('splits the consumer hosts list', () => {
    const parsed = parseEnv({ CONSUMER_HOSTS: ' Ride.example , book.example ' });
    expect(parsed.ok && parsed.env.CONSUMER_HOSTS).toEqual(['ride.example', 'book.example']);
  });
});
