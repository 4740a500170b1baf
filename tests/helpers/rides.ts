// Puts a ride in a known state through the real API, as a rider and a partner would: booked by the rider,
// then accepted by the partner with a new verified driver and a sedan of the demo tenant, then driven to the end.
import { eq } from 'drizzle-orm';
import { drivers, rides, tenants, vehicles } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { isoDateInZone } from '../../src/domain/date-filter';
import type { TestApp } from './test-app';

/** A pickup `ahead` ms from now, or in a minute when that would fall on tomorrow in the zone: the partner's
 * boards open on today's rides there, and a test may run at any hour. */
export function pickupLaterToday(ahead: number, timezone = 'Asia/Kolkata'): Date {
  const wanted = new Date(Date.now() + ahead);
  return isoDateInZone(timezone, wanted) === isoDateInZone(timezone) ? wanted : new Date(Date.now() + 60_000);
}

/** Books on `host` (the demo tenant's by default); `extra` joins the booking's body, such as the visit session it came from. */
export async function bookSedan(
  t: TestApp,
  riderToken: string,
  idempotencyKey: string,
  {
    host = DEMO.host,
    extra = {},
    pickupAt = new Date(Date.now() + 3600_000),
  }: { host?: string; extra?: Record<string, unknown>; pickupAt?: Date } = {},
): Promise<string> {
  const quote = await t.app.inject({
    method: 'POST',
    url: '/api/v1/quotes',
    headers: { host },
    payload: {
      pickupLocation: { name: 'T. Nagar', lat: 13.0418, lng: 80.2341 },
      dropoffLocation: { name: 'Adyar', lat: 13.0012, lng: 80.2565 },
      pickupTime: pickupAt.toISOString(),
    },
  });
  const booking = await t.app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    headers: { host, authorization: `Bearer ${riderToken}`, 'idempotency-key': idempotencyKey },
    payload: {
      rideSearchId: quote.json().data.ride_search_id,
      vehicleType: 'sedan',
      customerName: 'Priya',
      customerPhone: '9876543210',
      ...extra,
    },
  });
  if (booking.statusCode !== 201) throw new Error(`booking: ${booking.body}`);
  return (booking.json() as { data: { rideId: string }[] }).data[0]!.rideId;
}

export interface NewDriver {
  firstName: string;
  lastName: string;
  phone: string;
  vehicleNumber: string;
}

/** Adds a verified driver and a free sedan, and has the partner accept the ride with them. */
export async function acceptWithNewDriver(
  t: TestApp,
  partnerToken: string,
  rideId: string,
  driver: NewDriver,
) {
  const [demo] = await t.database.db.select().from(tenants).where(eq(tenants.domain, DEMO.host));
  const [added] = await t.database.db
    .insert(drivers)
    .values({
      tenantId: demo!.id,
      firstName: driver.firstName,
      lastName: driver.lastName,
      phone: driver.phone,
      accountStatus: 'Verified',
    })
    .returning();
  const [car] = await t.database.db
    .insert(vehicles)
    .values({ tenantId: demo!.id, vehicleType: 'sedan', model: 'Dzire', number: driver.vehicleNumber })
    .returning();
  const accepted = await t.app.inject({
    method: 'POST',
    url: `/api/v1/partner/rides/${rideId}/actions`,
    headers: {
      host: DEMO.host,
      authorization: `Bearer ${partnerToken}`,
      'idempotency-key': `accept-${rideId}`,
    },
    payload: { action: 'accept', driverId: added!.id, vehicleId: car!.id },
  });
  if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.body}`);
  return added!;
}

/** Starts (with the rider's trip code) and completes an accepted ride through the partner's API: the rider's
 * cashback lands in their wallet as it would after a real trip. */
export async function completeRide(t: TestApp, partnerToken: string, rideId: string) {
  const [ride] = await t.database.db.select().from(rides).where(eq(rides.id, rideId));
  for (const body of [{ action: 'start', tripCode: ride!.tripCode }, { action: 'complete' }]) {
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/v1/partner/rides/${rideId}/actions`,
      headers: {
        host: DEMO.host,
        authorization: `Bearer ${partnerToken}`,
        'idempotency-key': `${body.action}-${rideId}`,
      },
      payload: body,
    });
    if (done.statusCode !== 200) throw new Error(`${body.action}: ${done.body}`);
  }
}
