// Cancellation and no-show fees on real databases: the partner's rule saved in Settings, the fee the rider is
// shown before cancelling is the fee charged to their wallet (once, even when replayed), a fee that rose after
// it was shown is refused, the free window costs nothing, a no-show only after the driver's wait (by the driver
// and by the office), and another rider or another tenant's rider gets 404.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancellationQuoteSchema, DEFAULT_CANCELLATION_RULES } from '../../src/domain/rides/cancellation';
import { walletResponseSchema } from '../../src/domain/money/wallet';
import { rides, tenantHosts, tenants, users } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { acceptWithNewDriver, bookSedan } from '../helpers/rides';
import { partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const host = DEMO.host;
const OTHER_HOST = 'other-fees.test';
let keys = 0;
const key = () => `fees-${Date.now()}-${(keys += 1)}`;

describe.each(testDatabases())('cancellation and no-show fees on $name', (target) => {
  let t: TestApp;
  let partner: string;
  let rider: string;

  const call = (
    token: string,
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: {
        host,
        authorization: `Bearer ${token}`,
        ...(method === 'GET' ? {} : { 'idempotency-key': key() }),
        ...headers,
      },
      ...(payload ? { payload } : {}),
    });
  const setRules = async (changes: Partial<typeof DEFAULT_CANCELLATION_RULES>) => {
    const saved = await call(partner, 'PATCH', '/api/v1/partner/settings', {
      cancellation: { ...DEFAULT_CANCELLATION_RULES, ...changes },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json();
  };
  const quote = async (rideId: string, token = rider) => {
    const answer = await call(token, 'GET', `/api/v1/rides/${rideId}/cancellation`);
    expect(answer.statusCode, answer.body).toBe(200);
    return cancellationQuoteSchema.parse(answer.json()).data;
  };
  const walletOf = async (token: string) =>
    walletResponseSchema.parse((await call(token, 'GET', '/api/v1/wallet')).json()).data;
  const rideRow = async (rideId: string) =>
    (await t.database.db.select().from(rides).where(eq(rides.id, rideId)))[0]!;

  beforeAll(async () => {
    t = await startTestApp(target);
    partner = await partnerToken(t);
    rider = await riderToken(t, '+919812300001');
  });
  afterAll(async () => {
    await setRules({}).catch(() => undefined);
    await t?.close();
  });

  it('saves the rules in Settings, refusing a bad one field by field', async () => {
    const bad = await call(partner, 'PATCH', '/api/v1/partner/settings', {
      cancellation: { ...DEFAULT_CANCELLATION_RULES, cancelFeeKind: 'percent', cancelFeeValue: 150 },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toMatch(/At most 100%/);
    const saved = await setRules({ freeUntilMinutes: 120, graceMinutes: 0, cancelFeeValue: 15_000 });
    expect(saved.cancellation).toMatchObject({ freeUntilMinutes: 120, cancelFeeValue: 15_000 });
    const read = await call(partner, 'GET', '/api/v1/partner/settings');
    expect(read.json().cancellation.freeUntilMinutes).toBe(120);
  });

  it('charges the fee it showed, once, to the rider’s wallet', async () => {
    await setRules({ freeUntilMinutes: 120, graceMinutes: 0, cancelFeeValue: 15_000 });
    const rideId = await bookSedan(t, rider, key());
    const shown = await quote(rideId);
    expect(shown).toEqual({ fee: 15_000, currency: 'INR', freeUntil: null });
    const before = (await walletOf(rider)).total.balance;

    const unseen = await call(rider, 'POST', `/api/v1/rides/${rideId}/cancel`, { acceptedFee: 0 });
    expect(unseen.statusCode).toBe(409);
    expect((await rideRow(rideId)).status).toBe('booked');

    const cancelKey = key();
    const headers = { 'idempotency-key': cancelKey };
    const cancelled = await call(
      rider,
      'POST',
      `/api/v1/rides/${rideId}/cancel`,
      { acceptedFee: 15_000 },
      headers,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.fee).toBe(shown.fee);
    const replay = await call(
      rider,
      'POST',
      `/api/v1/rides/${rideId}/cancel`,
      { acceptedFee: 15_000 },
      headers,
    );
    expect(replay.headers['idempotent-replayed']).toBe('true');

    const row = await rideRow(rideId);
    expect(row).toMatchObject({ status: 'cancelled', cancellationFee: shown.fee });
    const wallet = await walletOf(rider);
    expect(wallet.total.balance).toBe(before - shown.fee);
    expect(wallet.transactions.filter((entry) => entry.rideId === rideId)).toEqual([
      expect.objectContaining({ transaction: 'debit', amount: shown.fee }),
    ]);
    const again = await call(rider, 'GET', `/api/v1/rides/${rideId}/cancellation`);
    expect(again.statusCode).toBe(409);
  });

  it('is free inside the window and says until when', async () => {
    await setRules({ freeUntilMinutes: 30, graceMinutes: 0 });
    const rideId = await bookSedan(t, rider, key());
    const shown = await quote(rideId);
    const pickupAt = (await rideRow(rideId)).pickupAt;
    expect(shown.fee).toBe(0);
    expect(new Date(shown.freeUntil!).getTime()).toBe(pickupAt.getTime() - 30 * 60_000);
    const before = (await walletOf(rider)).total.balance;
    const cancelled = await call(rider, 'POST', `/api/v1/rides/${rideId}/cancel`, { acceptedFee: 0 });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.fee).toBe(0);
    expect((await rideRow(rideId)).cancellationFee).toBe(0);
    expect((await walletOf(rider)).total.balance).toBe(before);
  });

  it('answers 404 to another rider and to a rider of another tenant', async () => {
    const rideId = await bookSedan(t, rider, key());
    const stranger = await riderToken(t, '+919812300002');
    expect((await call(stranger, 'GET', `/api/v1/rides/${rideId}/cancellation`)).statusCode).toBe(404);
    expect(
      (await call(stranger, 'POST', `/api/v1/rides/${rideId}/cancel`, { acceptedFee: 99_999 })).statusCode,
    ).toBe(404);

    const [other] = await t.database.db
      .insert(tenants)
      .values({ businessName: 'Other Fees', email: 'o@other-fees.test', domain: OTHER_HOST })
      .returning();
    await t.database.db.insert(tenantHosts).values({ host: OTHER_HOST, tenantId: other!.id });
    await t.database.db.insert(users).values({ tenantId: other!.id, role: 'rider', phone: '+919812300003' });
    const outsider = await riderToken(t, '+919812300003', OTHER_HOST);
    const elsewhere = { host: OTHER_HOST };
    expect(
      (await call(outsider, 'GET', `/api/v1/rides/${rideId}/cancellation`, undefined, elsewhere)).statusCode,
    ).toBe(404);
    const refused = await call(
      outsider,
      'POST',
      `/api/v1/rides/${rideId}/cancel`,
      { acceptedFee: 99_999 },
      elsewhere,
    );
    expect(refused.statusCode).toBe(404);
    expect((await rideRow(rideId)).status).toBe('booked');
  });

  it('lets the driver mark a no-show only after the wait, and charges the no-show fee', async () => {
    await setRules({ noShowWaitMinutes: 15, noShowFeeKind: 'percent', noShowFeeValue: 25 });
    // Due in 20 minutes: the driver app believes "arrived" from 30 minutes before the pickup.
    const rideId = await bookSedan(t, rider, key(), { pickupAt: new Date(Date.now() + 20 * 60_000) });
    const phone = '+919800011122';
    await acceptWithNewDriver(t, partner, rideId, {
      firstName: 'Ravi',
      lastName: 'K',
      phone,
      vehicleNumber: 'TN01FE1234',
    });
    const textsBefore = t.sms.length;
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/driver/code',
      headers: { host },
      payload: { phone },
    });
    const code = await t.codeTo(phone, textsBefore);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/driver/verify',
      headers: { host },
      payload: { phone, code },
    });
    const driver = login.json().token as string;
    const act = (body: object) => call(driver, 'POST', `/api/v1/driver/rides/${rideId}/actions`, body);

    expect((await act({ action: 'noShow' })).statusCode).toBe(409);
    expect((await act({ action: 'arrived' })).statusCode).toBe(200);
    const early = await act({ action: 'noShow' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toMatch(/Wait 1[45] more minutes/);
    expect((await rideRow(rideId)).status).toBe('accepted');

    // The driver has waited: the arrival is moved back past the wait instead of sleeping through it.
    await t.database.db
      .update(rides)
      .set({ arrivedAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(rides.id, rideId));
    const before = (await walletOf(rider)).total.balance;
    const marked = await act({ action: 'noShow' });
    expect(marked.statusCode, marked.body).toBe(200);
    const row = await rideRow(rideId);
    expect(row.status).toBe('cancelled');
    expect(row.cancelReason).toBe('The rider did not come');
    expect(row.cancellationFee).toBe(Math.round(row.totalAmount / 4));
    expect((await walletOf(rider)).total.balance).toBe(before - row.cancellationFee!);
  });

  it('lets the office mark a no-show after the wait too', async () => {
    await setRules({ noShowWaitMinutes: 10, noShowFeeKind: 'fixed', noShowFeeValue: 20_000 });
    const rideId = await bookSedan(t, rider, key());
    await acceptWithNewDriver(t, partner, rideId, {
      firstName: 'Mani',
      lastName: 'S',
      phone: '+919800011133',
      vehicleNumber: 'TN01FE5678',
    });
    const office = (body: object) => call(partner, 'POST', `/api/v1/partner/rides/${rideId}/actions`, body);
    expect((await office({ action: 'noShow' })).statusCode).toBe(409);
    await t.database.db
      .update(rides)
      .set({ arrivedAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(rides.id, rideId));
    expect((await office({ action: 'noShow' })).statusCode).toBe(409);
    await t.database.db
      .update(rides)
      .set({ arrivedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(rides.id, rideId));
    const marked = await office({ action: 'noShow' });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().ride.status).toBe('cancelled');
    expect((await rideRow(rideId)).cancellationFee).toBe(20_000);
  });
});
