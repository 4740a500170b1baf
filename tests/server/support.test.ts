// Help and support through the real API: a rider's ticket (about one of their rides or none), the partner's
// answer on the Help page reaching the rider by e-mail or text, statuses, replays of a queued ticket, and
// nobody reaching another's tickets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketListSchema, ticketSchema } from '../../src/domain/riders/support';
import { and, eq } from 'drizzle-orm';
import { messages } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { bookSedan } from '../helpers/rides';
import { partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const host = DEMO.host;

describe.each(testDatabases())('support on $name', (target) => {
  let t: TestApp;
  let rider: string;
  let partner: string;
  let rideId: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    rider = await riderToken(t, '+919855500011');
    partner = await partnerToken(t);
    rideId = await bookSedan(t, rider, 'support-ride-1');
  });
  afterAll(async () => {
    await t?.close();
  });
  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    token: string,
    payload?: object,
    key?: string,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { host, authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
      ...(payload ? { payload } : {}),
    });

  it('takes a ticket about a ride once, however often a queued copy is sent', async () => {
    const body = { message: 'I left my umbrella in the car.', rideId };
    const first = await call('POST', '/support/tickets', rider, body, 'ticket-queued-0001');
    expect(first.statusCode, first.body).toBe(201);
    const again = await call('POST', '/support/tickets', rider, body, 'ticket-queued-0001');
    expect(again.headers['idempotent-replayed']).toBe('true');
    const ticket = ticketSchema.parse(first.json());
    expect(ticket).toMatchObject({ status: 'open', rideId, rideLabel: expect.stringContaining('→') });
    const mine = ticketListSchema.parse((await call('GET', '/support/tickets', rider)).json()).items;
    expect(mine.map((item) => item.id)).toEqual([ticket.id]);
  });

  it('refuses an empty message, a ride that is not theirs, and a missing key', async () => {
    const empty = await call('POST', '/support/tickets', rider, { message: '   ' }, 'ticket-empty-0001');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.message).toBe('Write your message');
    const other = await riderToken(t, '+919855500022');
    const notTheirs = await call(
      'POST',
      '/support/tickets',
      other,
      { message: 'Hello', rideId },
      'ticket-other-01',
    );
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().error.fields.rideId).toBe('Pick one of your rides');
    expect((await call('POST', '/support/tickets', rider, { message: 'Hi' })).statusCode).toBe(400);
    expect(ticketListSchema.parse((await call('GET', '/support/tickets', other)).json()).items).toEqual([]);
  });

  it('lets the partner answer, texting a rider without e-mail, and e-mailing one with it', async () => {
    const [open] = ticketListSchema.parse(
      (await call('GET', '/partner/support/tickets?status=open', partner)).json(),
    ).items;
    expect(open?.riderPhone).toBe('+919855500011');
    const before = t.sms.length;
    const answered = await call('POST', `/partner/support/tickets/${open!.id}/answer`, partner, {
      message: 'Found it: the driver will drop it off tomorrow.',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(ticketSchema.parse(answered.json()).status).toBe('answered');
    expect(await t.textTo('+919855500011', before)).toMatchObject({
      to: '+919855500011',
      text: expect.stringContaining('Found it: the driver will drop it off tomorrow.'),
    });
    const seen = ticketListSchema.parse((await call('GET', '/support/tickets', rider)).json()).items[0]!;
    expect(seen.messages.map((message) => message.author)).toEqual(['rider', 'partner']);

    const reopened = await call('POST', `/support/tickets/${open!.id}/messages`, rider, {
      message: 'Thank you!',
    });
    expect(ticketSchema.parse(reopened.json()).status).toBe('open');

    const withEmail = await riderToken(t, '+919855500033');
    await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/me/profile',
      headers: { host, authorization: `Bearer ${withEmail}` },
      payload: { email: 'reader@example.com' },
    });
    const asked = ticketSchema.parse(
      (
        await call(
          'POST',
          '/support/tickets',
          withEmail,
          { message: 'Do you go to Ooty?' },
          'ticket-mail-0001',
        )
      ).json(),
    );
    await call('POST', `/partner/support/tickets/${asked.id}/answer`, partner, {
      message: 'Yes, every day.',
    });
    // The answer is sent before the reply, so it has arrived.
    const mail = t.smtp.mails.find((caught) => caught.to.includes('reader@example.com'));
    expect(mail?.raw.replace(/=\r?\n/g, '')).toContain('Yes, every day.');
    const [logged] = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.recipient, 'reader@example.com'), eq(messages.channel, 'email')));
    expect(logged).toMatchObject({ kind: 'support_reply', status: 'sent', provider: 'smtp' });
    expect(mail?.raw).toContain(`Message-ID: ${logged!.providerId}`);
  });

  it('closes and reopens, refuses answers to a closed ticket, and keeps tickets to their tenant', async () => {
    const [ticket] = ticketListSchema.parse(
      (await call('GET', '/partner/support/tickets', partner)).json(),
    ).items;
    const closed = await call('POST', `/partner/support/tickets/${ticket!.id}/status`, partner, {
      status: 'closed',
    });
    expect(ticketSchema.parse(closed.json()).status).toBe('closed');
    const refused = await call('POST', `/partner/support/tickets/${ticket!.id}/answer`, partner, {
      message: 'Hi',
    });
    expect(refused.statusCode).toBe(409);
    expect((await call('GET', '/partner/support/tickets', rider)).statusCode).toBe(403);
    const unknown = await call('POST', `/partner/support/tickets/${crypto.randomUUID()}/answer`, partner, {
      message: 'Hi',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
