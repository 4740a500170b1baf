// Paying part or all of a fare from the rider's wallet, through the real API: the balance is checked under a lock
// on the rider, the debit is written with the ride, only the rest is due by UPI or card, parallel bookings cannot
// spend one balance twice, and a cancelled ride gives its wallet part back exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { majorUnits } from '../../src/domain/money/payments';
import { payments, rides, tenants, walletTransactions } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { bookWithMoney, riderId, riderWallet, sedanQuote, walletEntry } from '../helpers/money-booking';
import { acceptWithNewDriver, completeRide } from '../helpers/rides';
import { partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

describe.each(testDatabases())('spending the wallet on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
    await t.database.db
      .update(tenants)
      .set({
        upiVpa: 'demotravels@okaxis',
        paymentGatewayUrl: 'https://checkout.invalid/pay',
        paymentKey: 'key',
        paymentSalt: 'salt',
      })
      .where(eq(tenants.domain, DEMO.host));
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A new rider with `balance` paise in their wallet. */
  async function riderWith(phone: string, balance: number) {
    const token = await riderToken(t, phone);
    const id = await riderId(t, phone);
    if (balance > 0) await walletEntry(t, id, 'credit', balance);
    return { token, id };
  }

  const entriesOf = (rideId: string) =>
    t.database.db.select().from(walletTransactions).where(eq(walletTransactions.rideId, rideId));

  it('pays part of a fare from the wallet, with its debit, and leaves only the rest to UPI', async () => {
    const rider = await riderWith('+919800000101', 20_000);
    const { rideSearchId, fee } = await sedanQuote(t);
    const { reply, ride } = await bookWithMoney(t, rider.token, 'wallet-part-0001', rideSearchId, {
      walletAmount: 15_000,
      paymentMethod: 'upi',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(ride).toMatchObject({
      totalAmount: fee.total_fee,
      walletAmount: 15_000,
      amountDue: fee.total_fee - 15_000,
    });
    expect(new URL(ride!.upiLink!).searchParams.get('am')).toBe(majorUnits(fee.total_fee - 15_000));
    const [row] = await t.database.db.select().from(rides).where(eq(rides.id, ride!.rideId));
    expect(row!.walletAmount).toBe(15_000);
    expect(await entriesOf(ride!.rideId)).toEqual([
      expect.objectContaining({
        direction: 'debit',
        amount: 15_000,
        kind: 'wallet_payment',
        riderId: rider.id,
      }),
    ]);
    const wallet = await riderWallet(t, rider.token);
    expect(wallet.total.balance).toBe(5_000);
    const listed = await t.app.inject({
      url: '/api/v1/rides',
      headers: { host: DEMO.host, authorization: `Bearer ${rider.token}` },
    });
    expect(listed.json().items.find((item: { id: string }) => item.id === ride!.rideId)).toMatchObject({
      walletAmount: 15_000,
      promoDiscount: 0,
      settledFee: 0,
      totalAmount: fee.total_fee,
    });
  });

  it('opens no card payment when the wallet pays the whole fare', async () => {
    const { rideSearchId, fee } = await sedanQuote(t);
    const rider = await riderWith('+919800000102', fee.total_fee + 1_000);
    const { reply, ride } = await bookWithMoney(t, rider.token, 'wallet-all-0001', rideSearchId, {
      walletAmount: fee.total_fee,
      paymentMethod: 'card',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(ride).toMatchObject({ amountDue: 0, paymentTxnId: null, walletAmount: fee.total_fee });
    expect(await t.database.db.select().from(payments).where(eq(payments.rideId, ride!.rideId))).toEqual([]);
    expect((await riderWallet(t, rider.token)).total.balance).toBe(1_000);
  });

  it('opens the card payment for the rest only', async () => {
    const rider = await riderWith('+919800000103', 10_000);
    const { rideSearchId, fee } = await sedanQuote(t);
    const { ride } = await bookWithMoney(t, rider.token, 'wallet-card-0001', rideSearchId, {
      walletAmount: 10_000,
      paymentMethod: 'card',
    });
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.rideId, ride!.rideId));
    expect(payment!.amount).toBe(fee.total_fee - 10_000);
  });

  it('refuses to spend more than the balance or the fare, writing nothing', async () => {
    const rider = await riderWith('+919800000104', 5_000);
    const { rideSearchId, fee } = await sedanQuote(t);
    const over = await bookWithMoney(t, rider.token, 'wallet-over-0001', rideSearchId, {
      walletAmount: 5_001,
    });
    expect(over.reply.statusCode).toBe(409);
    expect(over.reply.json().error).toMatchObject({
      message: 'Your wallet balance is INR 50.00; use that much or less.',
      fields: { walletAmount: 'More than your wallet balance' },
    });
    const rich = await riderWith('+919800000105', fee.total_fee * 2);
    const beyondFare = await bookWithMoney(t, rich.token, 'wallet-over-0002', rideSearchId, {
      walletAmount: fee.total_fee + 1,
    });
    expect(beyondFare.reply.statusCode).toBe(409);
    expect(beyondFare.reply.json().error.fields).toEqual({ walletAmount: 'More than the fare' });
    for (const who of [rider, rich]) {
      expect(await t.database.db.select().from(rides).where(eq(rides.riderId, who.id))).toEqual([]);
      expect((await riderWallet(t, who.token)).transactions).toHaveLength(1);
    }
  });

  it('lets only one of two parallel bookings spend the same balance', async () => {
    const rider = await riderWith('+919800000106', 12_000);
    const { rideSearchId } = await sedanQuote(t);
    const both = await Promise.all(
      ['wallet-race-0001', 'wallet-race-0002'].map((key) =>
        bookWithMoney(t, rider.token, key, rideSearchId, { walletAmount: 12_000 }),
      ),
    );
    expect(both.map((b) => b.reply.statusCode).sort()).toEqual([201, 409]);
    expect((await riderWallet(t, rider.token)).total.balance).toBe(0);
    const debits = await t.database.db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.riderId, rider.id), eq(walletTransactions.kind, 'wallet_payment')));
    expect(debits).toHaveLength(1);
  });

  it('gives the wallet part back once when the rider cancels', async () => {
    const rider = await riderWith('+919800000107', 8_000);
    const { rideSearchId } = await sedanQuote(t);
    const { ride } = await bookWithMoney(t, rider.token, 'wallet-cancel-0001', rideSearchId, {
      walletAmount: 8_000,
    });
    const headers = { host: DEMO.host, authorization: `Bearer ${rider.token}` };
    const cancel = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/rides/${ride!.rideId}/cancel`,
        headers: { ...headers, 'idempotency-key': key },
        payload: { acceptedFee: 0 },
      });
    expect((await cancel('wallet-cancel-key-1')).statusCode).toBe(200);
    expect((await cancel('wallet-cancel-key-2')).statusCode).toBe(409);
    const refunds = (await entriesOf(ride!.rideId)).filter((entry) => entry.kind === 'wallet_refund');
    expect(refunds).toEqual([
      expect.objectContaining({
        direction: 'credit',
        amount: 8_000,
        description: expect.stringContaining('cancelled'),
      }),
    ]);
    expect((await riderWallet(t, rider.token)).total.balance).toBe(8_000);
  });

  it('adds a fee owed to the fare only with consent, and credits it back when the ride completes', async () => {
    const rider = await riderWith('+919800000108', 0);
    await walletEntry(t, rider.id, 'debit', 3_000);
    const { rideSearchId, fee } = await sedanQuote(t);
    const without = await bookWithMoney(t, rider.token, 'wallet-fee-0001', rideSearchId);
    expect(without.ride).toMatchObject({ settledFee: 0, totalAmount: fee.total_fee });
    const { reply, ride } = await bookWithMoney(t, rider.token, 'wallet-fee-0002', rideSearchId, {
      settleFee: true,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(ride).toMatchObject({ settledFee: 3_000, totalAmount: fee.total_fee + 3_000 });
    // Cashback is on this ride's fare, not on the old fee paid with it.
    expect(ride!.cashbackAmount).toBe(without.ride!.cashbackAmount);
    expect((await riderWallet(t, rider.token)).total.balance).toBe(-3_000);

    const partner = await partnerToken(t);
    await acceptWithNewDriver(t, partner, ride!.rideId, {
      firstName: 'Selvi',
      lastName: 'K',
      phone: '+919811100081',
      vehicleNumber: 'TN01WS0081',
    });
    await completeRide(t, partner, ride!.rideId);
    const settled = (await entriesOf(ride!.rideId)).filter((entry) => entry.kind === 'fee_settled');
    expect(settled).toEqual([expect.objectContaining({ direction: 'credit', amount: 3_000 })]);
    expect((await riderWallet(t, rider.token)).total.balance).toBe(ride!.cashbackAmount);
  });
});
