// The VAPID key pair: made once and kept in the database so every process and restart sign with the key browsers
// subscribed with; the environment's pair when set (both or neither); the subject from MAIL_FROM unless set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import type { DatabaseHandle } from '../../src/server/db/client';
import { envSchema, parseEnv } from '../../src/server/env';
import { vapidDetails } from '../../src/server/modules/messages';
import { testDatabases } from '../helpers/test-databases';

const env = (extra: Record<string, string> = {}) => envSchema.parse({ NODE_ENV: 'test', ...extra });

describe.each(testDatabases())('VAPID keys on $name', (target) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('makes a pair once and answers the same pair to every later start, even two starting together', async () => {
    const [first, second] = await Promise.all([
      vapidDetails(database.db, env()),
      vapidDetails(database.db, env()),
    ]);
    const later = await vapidDetails(database.db, env({ MAIL_FROM: 'Rides <rides@cabs.example>' }));
    expect(second).toEqual(first);
    expect(later).toEqual({ ...first, subject: 'mailto:rides@cabs.example' });
    expect(first.subject).toBe('mailto:no-reply@travelx.invalid');
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
  });

  it("signs with the environment's pair and subject when they are set", async () => {
    const pair = webpush.generateVAPIDKeys();
    const configured = env({
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
      VAPID_SUBJECT: 'https://cabs.example/contact',
    });
    expect(await vapidDetails(database.db, configured)).toEqual({
      ...pair,
      subject: 'https://cabs.example/contact',
    });
  });
});

describe('VAPID environment', () => {
  it('wants both keys or neither, in their base64url form, and a mailto: or https: subject', () => {
    const pair = webpush.generateVAPIDKeys();
    const problems = (source: Record<string, string>) => {
      const parsed = parseEnv(source);
      return parsed.ok ? [] : parsed.problems;
    };
    expect(problems({ VAPID_PUBLIC_KEY: pair.publicKey })).toEqual([
      `VAPID_PRIVATE_KEY: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (not set)`,
    ]);
    expect(problems({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: pair.privateKey })[0]).toContain(
      'VAPID_PUBLIC_KEY: a base64url P-256 public key (87 characters)',
    );
    expect(problems({ VAPID_SUBJECT: 'ops@cabs.example' })[0]).toContain(
      'VAPID_SUBJECT: a mailto: address or an https:// URL',
    );
    expect(problems({ ...{ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey } })).toEqual(
      [],
    );
  });
});
