// Start-up configuration: defaults, and one readable line per wrong variable.
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/server/env';
import { LIVE_PLATFORM_ENV } from '../helpers/production-env';

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

  it('takes the metrics variables, a short token named without its value', () => {
    const empty = parseEnv({ METRICS_PORT: '' });
    expect(empty.ok && [empty.env.METRICS_PORT, empty.env.METRICS_HOST]).toEqual([undefined, '127.0.0.1']);
    const parsed = parseEnv({ METRICS_PORT: '0', METRICS_TOKEN: 'too-short-secret' });
    const problems = parsed.ok ? [] : parsed.problems;
    expect(problems).toEqual([
      'METRICS_PORT: a port number from 1 to 65535 (got "0")',
      'METRICS_TOKEN: at least 24 characters (got a value of 16 characters)',
    ]);
  });

  it('splits the consumer hosts list', () => {
    const parsed = parseEnv({ CONSUMER_HOSTS: ' Ride.example , book.example ' });
    expect(parsed.ok && parsed.env.CONSUMER_HOSTS).toEqual(['ride.example', 'book.example']);
  });

  describe('in production', () => {
    const live = { ...LIVE_PLATFORM_ENV, SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'key' };
    const problemsWithout = (variable: string, value?: string) => {
      const parsed = parseEnv({ ...live, [variable]: value });
      return parsed.ok ? [] : parsed.problems;
    };

    it('starts with everything a live platform needs', () => {
      expect(parseEnv(live).ok).toBe(true);
    });

    it('refuses a missing or localhost PLATFORM_DOMAIN, naming it', () => {
      for (const value of [undefined, 'localhost'])
        expect(problemsWithout('PLATFORM_DOMAIN', value)).toEqual([
          expect.stringMatching(/^PLATFORM_DOMAIN: needed in production: .*instant addresses/),
        ]);
    });

    it('refuses a missing or short AUTH_SECRET without printing it', () => {
      expect(problemsWithout('AUTH_SECRET')).toEqual([
        expect.stringMatching(/^AUTH_SECRET: needed in production: .*at least 32 characters.*\(not set\)$/),
      ]);
      const short = problemsWithout('AUTH_SECRET', 'sixteen-chars-ok');
      expect(short).toEqual([expect.stringMatching(/^AUTH_SECRET: .*\(got a value of 16 characters\)$/)]);
    });

    it('refuses a missing SMTP_URL, naming it', () => {
      expect(problemsWithout('SMTP_URL')).toEqual([
        expect.stringMatching(/^SMTP_URL: needed in production: .*e-mailed codes.*\(not set\)$/),
      ]);
    });

    it('refuses the log SMS gateway, and names every lack at once', () => {
      const parsed = parseEnv({ NODE_ENV: 'production' });
      const named = (parsed.ok ? [] : parsed.problems).map((problem) => problem.split(':')[0]);
      expect(named.sort()).toEqual(['AUTH_SECRET', 'PLATFORM_DOMAIN', 'SMS_PROVIDER', 'SMTP_URL']);
    });

    it('asks none of it outside production', () => {
      expect(parseEnv({ NODE_ENV: 'development' }).ok).toBe(true);
    });
  });
});
