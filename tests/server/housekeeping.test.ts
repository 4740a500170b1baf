// The sweep keeps replay answers for two days and drops only rows past their keeping time, and uploaded images
// only once a day has passed with no post showing them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  blogPosts,
  idempotencyKeys,
  media,
  otpCodes,
  tenants,
  whatsappInbox,
} from '../../src/server/db/schema';
import { sweepExpired } from '../../src/server/lib/housekeeping';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

describe('housekeeping', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(testDatabases()[0]!);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('drops only what has outlived its keeping time', async () => {
    const db = t.database.db;
    const [tenant] = await db.select().from(tenants);
    const now = new Date('2026-06-10T12:00:00Z');
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3600_000);
    await db.insert(idempotencyKeys).values([
      {
        tenantId: tenant!.id,
        key: 'kept-one-day',
        requestHash: 'h',
        statusCode: 200,
        responseBody: {},
        createdAt: hoursAgo(25),
      },
      {
        tenantId: tenant!.id,
        key: 'gone-three-days',
        requestHash: 'h',
        statusCode: 200,
        responseBody: {},
        createdAt: hoursAgo(72),
      },
    ]);
    await db.insert(otpCodes).values({
      tenantId: tenant!.id,
      role: 'partner',
      address: 'a@b.c',
      clientIp: '1',
      codeHash: 'x',
      expiresAt: hoursAgo(48),
    });
    await db.insert(whatsappInbox).values([
      { tenantId: tenant!.id, messageId: 'wamid.kept-three-days', receivedAt: hoursAgo(72) },
      { tenantId: tenant!.id, messageId: 'wamid.gone-eight-days', receivedAt: hoursAgo(8 * 24) },
    ]);
    const image = (createdAt: Date) => ({ tenantId: tenant!.id, width: 1, height: 1, createdAt });
    const [unused, fresh, shown] = await db
      .insert(media)
      .values([image(hoursAgo(30)), image(hoursAgo(2)), image(hoursAgo(30))])
      .returning();
    const [post] = await db.select().from(blogPosts).limit(1);
    await db.update(blogPosts).set({ imageId: shown!.id }).where(eq(blogPosts.id, post!.id));
    expect(await sweepExpired(db, now)).toEqual({
      idempotencyKeys: 1,
      otpCodes: 1,
      whatsappMessages: 1,
      unusedMedia: 1,
      retiredSlugs: 0,
    });
    const left = (await db.select().from(media)).map((m) => m.id);
    expect(left).not.toContain(unused!.id);
    expect(left).toEqual(expect.arrayContaining([fresh!.id, shown!.id]));
    expect((await db.select().from(idempotencyKeys)).map((k) => k.key)).toContain('kept-one-day');
    expect((await db.select().from(whatsappInbox)).map((m) => m.messageId)).toEqual([
      'wamid.kept-three-days',
    ]);
    expect(await sweepExpired(db, now)).toEqual({
      idempotencyKeys: 0,
      otpCodes: 0,
      whatsappMessages: 0,
      unusedMedia: 0,
      retiredSlugs: 0,
    });
  });
});
