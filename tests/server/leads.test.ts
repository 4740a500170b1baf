// Leads through the real API: a phone number left in the PWA chat opens one lead per phone (updated, never
// duplicated), the spec's lead-create call does the same, booking converts it, and each partner sees only theirs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadCreatedSchema, leadsResponseSchema } from '../../src/domain/riders/leads';
import { tenantHosts, tenants, users } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const host = DEMO.host;

describe.each(testDatabases())('leads on $name', (target) => {
  let t: TestApp;
  let partner: string;
  let rider: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    partner = await partnerToken(t);
    rider = await riderToken(t, '+919845012345');
  });
  afterAll(async () => {
    await t?.close();
  });

  const say = async (text: string, token = rider) => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/v1/agent/messages',
      headers: { host, authorization: `Bearer ${token}` },
      payload: { text },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().reply as { text: string; choices: string[] };
  };
  const leadsOf = async (query = '', token = partner, on: string = host) => {
    const answer = await t.app.inject({
      url: `/api/v1/partner/leads${query}`,
      headers: { host: on, authorization: `Bearer ${token}` },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return leadsResponseSchema.parse(answer.json());
  };
  const createLead = (payload: unknown, on: string = host) =>
    t.app.inject({ method: 'POST', url: '/api/v1/leads', headers: { host: on }, payload: payload as object });

  it('opens one lead for a phone number left in the chat, and updates it as the chat goes on', async () => {
    expect((await leadsOf()).total).toBe(0);
    await say('Chennai to Vellore, call me on 98765 01234');
    const opened = await leadsOf();
    expect(opened.items).toEqual([
      expect.objectContaining({
        phone: '+919876501234',
        name: 'Arjun Menon',
        source: 'chat',
        status: 'open',
        trip: { pickup: 'Chennai', dropoff: 'Vellore', pickupTime: null, vehicleType: null },
      }),
    ]);
    await say('tomorrow 9 am, my number is +91 98765 01234');
    const updated = await leadsOf();
    expect(updated.total).toBe(1);
    expect(updated.items[0]!.id).toBe(opened.items[0]!.id);
    expect(updated.items[0]!.trip?.pickupTime).not.toBeNull();
    expect(updated.items[0]!.updatedAt > opened.items[0]!.updatedAt).toBe(true);
  });

  it('converts the lead when that rider books, and a later enquiry opens a new one', async () => {
    const offers = await say('sedan');
    expect(offers.text).toMatch(/^Book a Sedan/);
    expect((await say('yes')).text).toMatch(/^Booked!/);
    const converted = await leadsOf('?status=converted');
    expect(converted.items.map((lead) => lead.phone)).toEqual(['+919876501234']);
    expect((await leadsOf('?status=open')).total).toBe(0);

    await say('need a cab again, reach me at 98765 01234');
    const all = await leadsOf();
    expect(all.total).toBe(2);
    expect(all.items.map((lead) => lead.status)).toEqual(['open', 'converted']);
  });

  it('takes the spec’s lead create: a phone number, and a name and e-mail when given', async () => {
    const created = await createLead({ phone_number: '+91 90031 23456', name: 'Divya' });
    expect(created.statusCode, created.body).toBe(201);
    const lead = leadCreatedSchema.parse(created.json()).data;
    expect(lead).toMatchObject({
      phone: '+919003123456',
      name: 'Divya',
      source: 'web',
      status: 'open',
      trip: null,
    });
    const again = await createLead({ phone_number: '9003123456', email: 'divya@example.com' });
    expect(leadCreatedSchema.parse(again.json()).data).toMatchObject({
      id: lead.id,
      name: 'Divya',
      email: 'divya@example.com',
    });

    const noPhone = await createLead({ name: 'Nobody' });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().error.fields.phone_number).toBeDefined();
    expect((await createLead({ phone_number: '12' })).json().error.fields.phone_number).toBe(
      'Invalid phone number',
    );
    expect(
      (await createLead({ phone_number: '9003123456', email: 'not-mail' })).json().error.fields.email,
    ).toBe('Invalid e-mail address');
    const notObject = await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads',
      headers: { host, 'content-type': 'application/json' },
      payload: '"9003123456"',
    });
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json().error.message).toMatch(/Invalid lead data provided/);
  });

  it('shows each partner only their own leads, and only to partners', async () => {
    const [other] = await t.database.db
      .insert(tenants)
      .values({ businessName: 'Other Cabs', email: 'owner@other.test', domain: 'other.test' })
      .returning();
    await t.database.db.insert(tenantHosts).values({ host: 'other.test', tenantId: other!.id });
    await t.database.db
      .insert(users)
      .values({ tenantId: other!.id, role: 'partner', name: 'Other', email: 'owner@other.test' });
    const otherPartner = await partnerToken(t, 'owner@other.test', 'other.test');

    expect(
      (await createLead({ phone_number: '+919003123456', name: 'Divya elsewhere' }, 'other.test')).statusCode,
    ).toBe(201);
    const theirs = await leadsOf('', otherPartner, 'other.test');
    expect(theirs.items).toEqual([
      expect.objectContaining({ phone: '+919003123456', name: 'Divya elsewhere' }),
    ]);
    const ours = await leadsOf();
    expect(ours.items.find((lead) => lead.phone === '+919003123456')?.name).toBe('Divya');
    expect(ours.items.some((lead) => lead.name === 'Divya elsewhere')).toBe(false);

    const crossed = await t.app.inject({
      url: '/api/v1/partner/leads',
      headers: { host: 'other.test', authorization: `Bearer ${partner}` },
    });
    expect(crossed.statusCode).toBe(401);
    const asRider = await t.app.inject({
      url: '/api/v1/partner/leads',
      headers: { host, authorization: `Bearer ${rider}` },
    });
    expect(asRider.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/partner/leads', headers: { host } })).statusCode).toBe(401);
  });

  it('pages the list with the true total', async () => {
    const page = await leadsOf('?limit=1&offset=1');
    expect(page.total).toBe(3);
    expect(page.items).toHaveLength(1);
    const bad = await t.app.inject({
      url: '/api/v1/partner/leads?limit=0&status=lost',
      headers: { host, authorization: `Bearer ${partner}` },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['limit', 'status']);
  });
});
