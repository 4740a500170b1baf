// The console home's figures through the real API: rides counted by pickup day with the rides booked in the
// period beside them (a booking made today for tomorrow is booked today and counted tomorrow), and revenue and
// commission answered only to the roles that read money, by the rides list and by the partner agent alike.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerRole } from '../../src/domain/constants';
import { ridesResponseSchema } from '../../src/domain/rides/partner-rides';
import { tenants } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { findTenantById } from '../../src/server/lib/tenants';
import { answerPartner } from '../../src/server/modules/assistants/partner-agent';
import { partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const host = DEMO.host;
/** A calendar day in the demo partner's zone (India), days from today. */
const istDate = (offsetDays: number) =>
  new Date(Date.now() + 5.5 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe.each(testDatabases())('console home figures on $name', (target) => {
  let t: TestApp;
  let rider: string;
  const tokens = {} as Record<PartnerRole, string>;
  beforeAll(async () => {
    t = await startTestApp(target);
    tokens.owner = await partnerToken(t);
    rider = await riderToken(t);
    for (const role of ['dispatcher', 'accountant'] as const) {
      const email = `${role}@demo-travels.test`;
      const invited = await t.app.inject({
        method: 'POST',
        url: '/api/v1/partner/staff',
        headers: { host, authorization: `Bearer ${tokens.owner}`, 'idempotency-key': `invite-${role}-0001` },
        payload: { name: role, email, role },
      });
      expect(invited.statusCode, invited.body).toBe(201);
      tokens[role] = await partnerToken(t, email);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const figures = async (query: string, role: PartnerRole = 'owner') => {
    const reply = await t.app.inject({
      url: `/api/v1/partner/rides?${query}&limit=1`,
      headers: { host, authorization: `Bearer ${tokens[role]}` },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return { raw: reply.json() as Record<string, unknown>, parsed: ridesResponseSchema.parse(reply.json()) };
  };

  async function bookFor(pickupTime: string): Promise<void> {
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quotes',
      headers: { host },
      payload: {
        pickupLocation: { name: 'T. Nagar', lat: 13.0418, lng: 80.2341 },
        dropoffLocation: { name: 'Adyar', lat: 13.0012, lng: 80.2565 },
        pickupTime,
      },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const booking = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: { host, authorization: `Bearer ${rider}`, 'idempotency-key': 'tomorrow-booking-0001' },
      payload: {
        rideSearchId: quote.json().data.ride_search_id,
        vehicleType: 'sedan',
        customerName: 'Priya',
        customerPhone: '9876543210',
      },
    });
    expect(booking.statusCode, booking.body).toBe(201);
  }

  it("counts a booking made today for tomorrow on tomorrow's counters, and as booked today", async () => {
    const tomorrowQuery = `dateFilter=custom&from=${istDate(1)}&to=${istDate(1)}`;
    const [today, tomorrow] = [await figures('dateFilter=today'), await figures(tomorrowQuery)];
    await bookFor(`${istDate(1)}T12:00:00+05:30`);
    const [todayAfter, tomorrowAfter] = [await figures('dateFilter=today'), await figures(tomorrowQuery)];

    expect(todayAfter.parsed.counts).toEqual(today.parsed.counts);
    expect(todayAfter.parsed.bookedInPeriod).toBe(today.parsed.bookedInPeriod + 1);
    expect(tomorrowAfter.parsed.counts.all).toBe(tomorrow.parsed.counts.all + 1);
    expect(tomorrowAfter.parsed.counts.booked).toBe(tomorrow.parsed.counts.booked + 1);
    expect(tomorrowAfter.parsed.bookedInPeriod).toBe(tomorrow.parsed.bookedInPeriod);
  });

  it('answers revenue and commission to the owner and the accountant, and leaves them out for a dispatcher', async () => {
    const month = `dateFilter=custom&from=2020-01-01&to=${istDate(0)}`;
    const owner = await figures(month, 'owner');
    expect(owner.parsed.revenue).toBeGreaterThan(0);
    expect(owner.parsed.commission).toBeGreaterThan(0);
    const accountant = await figures(month, 'accountant');
    expect(accountant.parsed.revenue).toBe(owner.parsed.revenue);
    expect(accountant.parsed.commission).toBe(owner.parsed.commission);

    const dispatcher = await figures(month, 'dispatcher');
    expect(Object.keys(dispatcher.raw)).not.toContain('revenue');
    expect(Object.keys(dispatcher.raw)).not.toContain('commission');
    expect(dispatcher.parsed.counts).toEqual(owner.parsed.counts);
  });

  it("the partner agent tells revenue to the owner and refuses it to a dispatcher, as the console's figures do", async () => {
    const [row] = await t.database.db.select().from(tenants).where(eq(tenants.domain, host));
    const tenant = (await findTenantById(t.database.db, row!.id))!;
    const owner = await answerPartner(t.database.db, tenant, 'owner', 'revenue this month', null);
    expect(owner.reply.kind).toBe('revenue');
    const dispatcher = await answerPartner(t.database.db, tenant, 'dispatcher', 'revenue this month', null);
    expect(dispatcher.reply).toEqual({
      kind: 'refused',
      reason: 'A dispatcher account cannot see revenue or commission.',
    });
  });
});
