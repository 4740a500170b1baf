// Wallets, customers and ride events through the real API, each only ever showing its own tenant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNull } from 'drizzle-orm';
import { customersResponseSchema, rideEventsResponseSchema } from '../../src/domain/riders/customers';
import { walletResponseSchema } from '../../src/domain/money/wallet';
import { drivers, rideEvents, tenants, users, walletTransactions } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

describe.each(testDatabases())('records on $name', (target) => {
  let t: TestApp;
  let partner: string;
  let rider: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    [partner, rider] = [await partnerToken(t), await riderToken(t)];
  });
  afterAll(async () => {
    await t?.close();
  });
  const get = (url: string, token = partner) =>
    t.app.inject({ url: `/api/v1${url}`, headers: { host: DEMO.host, authorization: `Bearer ${token}` } });

  it('balances the partner wallet as the sum of the whole ledger', async () => {
    const wallet = walletResponseSchema.parse(
      (await get('/partner/wallet?dateFilter=custom&from=2020-01-01&to=2099-12-31')).json(),
    ).data;
    const ledger = await t.database.db
      .select()
      .from(walletTransactions)
      .where(isNull(walletTransactions.riderId));
    const sum = ledger.reduce((total, e) => total + (e.direction === 'credit' ? e.amount : -e.amount), 0);
    expect(wallet.total).toEqual({ currency: 'INR', balance: sum });
    expect(wallet.transactions).toHaveLength(ledger.length);
    const times = wallet.transactions.map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const thisMonth = walletResponseSchema.parse((await get('/partner/wallet')).json()).data;
    expect(thisMonth.total.balance).toBe(sum);
    expect(thisMonth.transactions.length).toBeLessThanOrEqual(ledger.length);
  });

  it('shows a rider their own cashback only', async () => {
    const wallet = walletResponseSchema.parse(
      (await get('/wallet?dateFilter=custom&from=2020-01-01&to=2099-12-31', rider)).json(),
    ).data;
    const [me] = await t.database.db.select().from(users).where(eq(users.phone, '+919876543210'));
    const mine = await t.database.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.riderId, me!.id));
    expect(wallet.total.balance).toBe(mine.reduce((s, e) => s + e.amount, 0));
    expect(wallet.transactions.every((e) => e.transaction === 'credit')).toBe(true);
    expect((await get('/partner/wallet', rider)).statusCode).toBe(403);
  });

  it('lists riders, drivers and partners with search, sort and a true total', async () => {
    const riders = customersResponseSchema.parse((await get('/partner/customers?type=user&limit=2')).json());
    expect(riders.total).toBeGreaterThanOrEqual(5);
    expect(riders.items).toHaveLength(2);
    const oldest = customersResponseSchema.parse(
      (await get('/partner/customers?type=user&sort=oldest&limit=100')).json(),
    );
    const newest = customersResponseSchema.parse(
      (await get('/partner/customers?type=user&sort=newest&limit=100')).json(),
    );
    expect(oldest.items.map((c) => c.id)).toEqual([...newest.items].reverse().map((c) => c.id));
    const priya = customersResponseSchema.parse((await get('/partner/customers?type=user&q=priya')).json());
    expect(priya.items.map((c) => c.name)).toEqual(['Priya Raghavan']);
    const crew = customersResponseSchema.parse(
      (await get('/partner/customers?type=driver&limit=100')).json(),
    );
    const driverRows = await t.database.db.select().from(drivers);
    expect(crew.total).toBe(driverRows.length);
    expect(crew.items.filter((c) => c.status === 'Active')).toHaveLength(
      driverRows.filter((d) => d.accountStatus === 'Verified').length,
    );
    const partners = customersResponseSchema.parse((await get('/partner/customers?type=partner')).json());
    expect(partners.items[0]).toMatchObject({ email: DEMO.partnerEmail, company: DEMO.businessName });
    expect((await get('/partner/customers?type=alien')).statusCode).toBe(400);
  });

  it('logs ride events by window and ride id', async () => {
    const [latest] = await t.database.db.select().from(rideEvents).limit(1);
    await t.database.db
      .update(rideEvents)
      .set({ createdAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(rideEvents.id, latest!.id));
    const recent = rideEventsResponseSchema.parse((await get('/partner/ride-events?window=30')).json());
    expect(recent.items.map((e) => e.id)).toContain(latest!.id);
    expect(recent.items.every((e) => Date.now() - Date.parse(e.createdAt) <= 30 * 60_000)).toBe(true);
    const byRide = rideEventsResponseSchema.parse(
      (await get(`/partner/ride-events?window=30&q=${latest!.rideId.slice(0, 8)}`)).json(),
    );
    expect(byRide.items.every((e) => e.rideId === latest!.rideId)).toBe(true);
  });

  it('shows another tenant nothing of this one', async () => {
    const [other] = await t.database.db
      .insert(tenants)
      .values({ businessName: 'Other', email: 'o@o.test', domain: 'o.test' })
      .returning();
    await t.database.db
      .insert(users)
      .values({ tenantId: other!.id, role: 'rider', phone: '+919811111111', name: 'Other Rider' });
    const riders = customersResponseSchema.parse(
      (await get('/partner/customers?type=user&limit=100')).json(),
    );
    expect(riders.items.map((c) => c.name)).not.toContain('Other Rider');
  });
});
