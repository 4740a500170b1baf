// The partner's message log through the real API: a ride's messages after its booking and assignment with their
// fate, the last day's counts by channel and status, never a login code's code, another partner's ride a 404 and a
// rider refused; and the partner's own SMS sender and templates, checked against the kind's variables, then used
// for the next text.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rideMessagesSchema, messageSummarySchema } from '../../src/domain/messages/message-log';
import { partnerSettingsSchema } from '../../src/domain/partners/partner-settings';
import { messages, tenants } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { acceptWithNewDriver, bookSedan } from '../helpers/rides';
import { partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';
import { waitFor } from '../helpers/wait-for';

const RIVAL = 'rival-texts.localhost';
const RIDER_PHONE = '+919876543210';
/** Stands in for a login code still in the outbox: no answer may carry it. */
const SECRET_CODE = 'SECRET-CODE-5517';

describe.each(testDatabases())('message log on $name', (target) => {
  let t: TestApp;
  let owner: string;
  let rider: string;
  let rival: string;
  let keys = 0;

  const call = (
    token: string,
    method: 'GET' | 'PATCH',
    url: string,
    payload?: object,
    host: string = DEMO.host,
  ) =>
    t.app.inject({
      method,
      url,
      headers: {
        host,
        authorization: `Bearer ${token}`,
        ...(method === 'GET' ? {} : { 'idempotency-key': `message-log-${(keys += 1)}` }),
      },
      ...(payload ? { payload } : {}),
    });
  const rideLog = async (rideId: string) => {
    const reply = await call(owner, 'GET', `/api/v1/partner/rides/${rideId}/messages`);
    expect(reply.statusCode, reply.body).toBe(200);
    return { body: reply.body, data: rideMessagesSchema.parse(reply.json()).data };
  };
  const tenantOf = async (host: string) =>
    (await t.database.db.select().from(tenants).where(eq(tenants.domain, host)))[0]!.id;

  async function signUpRival(): Promise<string> {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/partner/signup',
      headers: { host: 'travelx.localhost' },
      payload: { businessName: 'Rival Texts', email: 'owner@rival-texts.test', domain: '' },
    });
    expect(signup.json().domain, signup.body).toBe(RIVAL);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/partner/signup/verify',
      headers: { host: 'travelx.localhost' },
      payload: {
        email: 'owner@rival-texts.test',
        domain: RIVAL,
        code: await t.smtp.codeFor('owner@rival-texts.test'),
      },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    return verified.json().token as string;
  }

  /** A booked ride accepted with a new driver; the rider is texted the driver's name. */
  async function assignedRide(n: number): Promise<string> {
    const rideId = await bookSedan(t, rider, `message-log-ride-${n}`);
    await acceptWithNewDriver(t, owner, rideId, {
      firstName: 'Murugan',
      lastName: `M${n}`,
      phone: `+91981113000${n}`,
      vehicleNumber: `TN09 ML000${n}`,
    });
    return rideId;
  }

  beforeAll(async () => {
    t = await startTestApp(target);
    owner = await partnerToken(t);
    rider = await riderToken(t, RIDER_PHONE);
    rival = await signUpRival();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it("lists a ride's messages newest first with their fate, never a code", async () => {
    const rideId = await assignedRide(1);
    const demo = await tenantOf(DEMO.host);
    await t.database.db.insert(messages).values({
      tenantId: demo,
      rideId,
      channel: 'sms',
      kind: 'phone_code',
      recipient: RIDER_PHONE,
      payload: { code: SECRET_CODE, brand: 'Demo' },
      status: 'sent',
      nextAttemptAt: null,
      createdAt: new Date(Date.now() - 3600_000),
    });
    const log = await waitFor(async () => {
      const found = await rideLog(rideId);
      const assigned = found.data.find((m) => m.kind === 'driver_assigned' && m.channel === 'sms');
      return assigned?.status === 'sent' ? found : undefined;
    }, 'the driver_assigned text to be sent');
    const assigned = log.data.find((m) => m.kind === 'driver_assigned' && m.channel === 'sms')!;
    expect(assigned).toMatchObject({
      recipient: RIDER_PHONE,
      recipientRole: null,
      provider: 'log',
      providerId: expect.stringMatching(/^test-\d+$/),
      failureReason: null,
      attempts: 1,
      fallbackOf: null,
      sentAt: expect.any(String),
      deliveredAt: null,
    });
    const times = log.data.map((m) => m.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(log.data.at(-1)?.kind).toBe('phone_code');
    expect(log.body).not.toContain(SECRET_CODE);
    expect(log.body).not.toContain('payload');
  });

  it("answers 404 for another partner's ride and 403 to a rider", async () => {
    const rideId = await bookSedan(t, rider, 'message-log-ride-foreign');
    const foreign = await call(rival, 'GET', `/api/v1/partner/rides/${rideId}/messages`, undefined, RIVAL);
    expect(foreign.statusCode, foreign.body).toBe(404);
    expect(foreign.json().error.message).toBe('This ride was not found.');
    const asRider = await call(rider, 'GET', `/api/v1/partner/rides/${rideId}/messages`);
    expect(asRider.statusCode).toBe(403);
    expect((await call(rider, 'GET', '/api/v1/partner/messages/summary')).statusCode).toBe(403);
  });

  it("counts the last day's messages by channel and status, login codes included, with no content", async () => {
    const rivalId = await tenantOf(RIVAL);
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);
    const row = (channel: string, status: string, createdAt: Date) => ({
      tenantId: rivalId,
      channel,
      kind: 'login_code',
      recipient: '+919812340000',
      payload: { code: SECRET_CODE },
      status,
      nextAttemptAt: null,
      createdAt,
    });
    await t.database.db
      .insert(messages)
      .values([
        row('sms', 'delivered', hoursAgo(1)),
        row('sms', 'delivered', hoursAgo(23)),
        row('whatsapp', 'failed', hoursAgo(2)),
        row('sms', 'failed', hoursAgo(25)),
      ]);
    const reply = await call(rival, 'GET', '/api/v1/partner/messages/summary', undefined, RIVAL);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.body).not.toContain(SECRET_CODE);
    const { counts } = messageSummarySchema.parse(reply.json());
    const none = { queued: 0, sent: 0, delivered: 0, failed: 0 };
    // The texts are the rows above; the rival's own sign-up e-mails may be in its log too.
    expect({ sms: counts.sms, whatsapp: counts.whatsapp, push: counts.push }).toEqual({
      sms: { ...none, delivered: 2 },
      whatsapp: { ...none, failed: 1 },
      push: none,
    });
    expect(Object.keys(counts).sort()).toEqual(['email', 'push', 'sms', 'whatsapp']);
    const demo = await call(owner, 'GET', '/api/v1/partner/messages/summary');
    // The rider's own login code is among the demo partner's texts.
    expect(messageSummarySchema.parse(demo.json()).counts.sms.sent).toBeGreaterThanOrEqual(1);
  });

  it("saves the partner's own sender and templates, refusing a wording with the wrong variables", async () => {
    const text = '{#brand#}: {#driver#} is coming in {#vehicle#}. Trip code {#tripCode#}. Track: {#link#}';
    const own = {
      sender: 'DEMOCB',
      entityId: '1201160000000000001',
      templates: { driver_assigned: { templateId: '1207160000000000042', text } },
    };
    const wrong = await call(owner, 'PATCH', '/api/v1/partner/settings', {
      ownSms: {
        ...own,
        templates: {
          driver_assigned: { templateId: '1207160000000000042', text: 'Your driver {#driver#} comes' },
        },
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields['ownSms.templates.driver_assigned.text']).toBe(
      'Use exactly these variables: {#brand#} {#driver#} {#vehicle#} {#tripCode#} {#link#}',
    );
    const senderless = await call(owner, 'PATCH', '/api/v1/partner/settings', {
      ownSms: { ...own, sender: '' },
    });
    expect(senderless.json().error.fields).toEqual({
      'ownSms.sender': 'Give the sender your templates are registered under',
    });
    const badSender = await call(owner, 'PATCH', '/api/v1/partner/settings', {
      ownSms: { ...own, sender: 'AB' },
    });
    expect(Object.keys(badSender.json().error.fields)).toEqual(['ownSms.sender']);

    const saved = await call(owner, 'PATCH', '/api/v1/partner/settings', { ownSms: own });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(partnerSettingsSchema.parse(saved.json()).ownSms).toEqual(own);

    const before = t.sms.length;
    await assignedRide(2);
    const sent = await t.textTo(RIDER_PHONE, before, /is coming in/);
    expect(sent.sender).toBe('DEMOCB');
    expect(sent.dlt).toEqual({ entityId: own.entityId, templateId: '1207160000000000042' });
    expect(sent.text).toMatch(/^.+: Murugan is coming in Dzire TN09 ML0002\. Trip code \d{4}\. Track: \S+$/);

    const cleared = await call(owner, 'PATCH', '/api/v1/partner/settings', {
      ownSms: { sender: '', entityId: '', templates: {} },
    });
    expect(partnerSettingsSchema.parse(cleared.json()).ownSms).toEqual({
      sender: '',
      entityId: '',
      templates: {},
    });
  });
});
