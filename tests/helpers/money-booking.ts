// Books through the real API with the money parts a rider may add at the summary (a wallet part, a promo code,
// a fee owed settled), and gives a rider a known wallet balance, for the wallet and promo code tests.
import { and, eq } from 'drizzle-orm';
import { bookedRideSchema, quoteResponseSchema } from '../../src/domain/booking/booking';
import { tenants, users, walletTransactions } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import type { TestApp } from './test-app';

/** A sedan quote of the demo tenant's: its search id and the sedan's fee. */
export async function sedanQuote(t: TestApp, pickupAt = new Date(Date.now() + 3 * 3600_000)) {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/api/v1/quotes',
    headers: { host: DEMO.host },
    payload: {
      pickupLocation: { name: 'T. Nagar', lat: 13.0418, lng: 80.2341 },
      dropoffLocation: { name: 'Adyar', lat: 13.0012, lng: 80.2565 },
      pickupTime: pickupAt.toISOString(),
    },
  });
  if (reply.statusCode !== 200) throw new Error(`quote: ${reply.body}`);
  const { data } = quoteResponseSchema.parse(reply.json());
  const sedan = data.ride_details.find((detail) => detail.vehicle.vehicle_type === 'sedan')!;
  return { rideSearchId: data.ride_search_id, fee: sedan.fee };
}

/** The raw booking reply, so a test can read a refusal as well as a ride. */
export async function bookWithMoney(
  t: TestApp,
  token: string,
  key: string,
  rideSearchId: string,
  extra: Record<string, unknown> = {},
) {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    headers: { host: DEMO.host, authorization: `Bearer ${token}`, 'idempotency-key': key },
    payload: {
      rideSearchId,
      vehicleType: 'sedan',
      customerName: 'Priya',
      customerPhone: '9876543210',
      ...extra,
    },
  });
  const ride = reply.statusCode === 201 ? bookedRideSchema.parse(reply.json().data[0]) : null;
  return { reply, ride };
}

export async function demoTenantId(t: TestApp): Promise<string> {
  const [demo] = await t.database.db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.domain, DEMO.host));
  return demo!.id;
}

/** The rider account behind a phone on the demo tenant. */
export async function riderId(t: TestApp, phone: string): Promise<string> {
  const [rider] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), eq(users.role, 'rider'), eq(users.tenantId, await demoTenantId(t))));
  return rider!.id;
}

/** Gives a rider a wallet entry, as earlier cashback (a credit) or an unpaid fee (a debit) would. */
export async function walletEntry(t: TestApp, rider: string, direction: 'credit' | 'debit', amount: number) {
  await t.database.db.insert(walletTransactions).values({
    tenantId: await demoTenantId(t),
    riderId: rider,
    direction,
    amount,
    currency: 'INR',
    description:
      direction === 'credit' ? 'Cashback for an earlier ride' : 'Cancellation fee for an earlier ride',
    kind: direction === 'credit' ? 'cashback' : 'cancellation_fee',
  });
}

/** The rider's balance and entries through the real wallet API. */
export async function riderWallet(t: TestApp, token: string) {
  const reply = await t.app.inject({
    url: '/api/v1/wallet?dateFilter=custom&from=2020-01-01&to=2099-12-31',
    headers: { host: DEMO.host, authorization: `Bearer ${token}` },
  });
  if (reply.statusCode !== 200) throw new Error(`wallet: ${reply.body}`);
  return reply.json().data as {
    total: { balance: number };
    transactions: { kind: string; transaction: string; amount: number; rideId: string | null }[];
  };
}
