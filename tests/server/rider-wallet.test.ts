// The rider's wallet through the real API: the cashback stored at booking is the one figure the completion text,
// the wallet entry and the invoice show; until the ride completes it is pending, apart from the balance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { walletResponseSchema } from '../../src/domain/money/wallet';
import { invoiceSnapshotSchema } from '../../src/domain/money/invoice';
import { invoices, rides, walletTransactions } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { acceptWithNewDriver, bookSedan, completeRide } from '../helpers/rides';
import { partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

describe.each(testDatabases())('rider wallet on $name', (target) => {
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

  const wallet = async () => {
    const reply = await t.app.inject({
      url: '/api/v1/wallet?dateFilter=custom&from=2020-01-01&to=2099-12-31',
      headers: { host: DEMO.host, authorization: `Bearer ${rider}` },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return walletResponseSchema.parse(reply.json()).data;
  };

  it('shows the one stored cashback in the completion text, the wallet and the invoice', async () => {
    const rideId = await bookSedan(t, rider, 'wallet-cashback-0001');
    const [booked] = await t.database.db.select().from(rides).where(eq(rides.id, rideId));
    expect(booked!.cashbackAmount % 100).toBe(0);
    // A ride booked under the earlier rule kept paise: nothing downstream may round it into another figure.
    await t.database.db.update(rides).set({ cashbackAmount: 1250 }).where(eq(rides.id, rideId));
    await acceptWithNewDriver(t, partner, rideId, {
      firstName: 'Ravi',
      lastName: 'Kumar',
      phone: '+919811100001',
      vehicleNumber: 'TN01WA0001',
    });
    const before = t.sms.length;
    await completeRide(t, partner, rideId);

    const text = await t.textTo('9876543210', before, /completed/);
    expect(text.text).toContain('Cashback ₹12.50 added to your wallet.');
    const entries = await t.database.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.rideId, rideId));
    expect(entries.find((entry) => entry.riderId !== null)).toMatchObject({
      direction: 'credit',
      amount: 1250,
      kind: 'cashback',
    });
    expect((await wallet()).transactions.find((e) => e.rideId === rideId)?.amount).toBe(1250);
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.rideId, rideId));
    expect(invoiceSnapshotSchema.parse(invoice!.snapshot).cashback).toBe(1250);
  });

  it('keeps the cashback of an open ride pending, apart from the balance, until the ride completes', async () => {
    const before = await wallet();
    const rideId = await bookSedan(t, rider, 'wallet-pending-0001');
    const [booked] = await t.database.db.select().from(rides).where(eq(rides.id, rideId));
    expect(booked!.cashbackAmount).toBeGreaterThan(0);
    const open = await wallet();
    expect(open.total.balance).toBe(before.total.balance);
    expect(open.pendingCashback!.rides).toContainEqual({
      rideId,
      amount: booked!.cashbackAmount,
      pickupAt: booked!.pickupAt.toISOString(),
    });
    expect(open.pendingCashback!.amount).toBe(before.pendingCashback!.amount + booked!.cashbackAmount);

    await acceptWithNewDriver(t, partner, rideId, {
      firstName: 'Anil',
      lastName: 'Das',
      phone: '+919811100002',
      vehicleNumber: 'TN01WA0002',
    });
    await completeRide(t, partner, rideId);
    const done = await wallet();
    expect(done.pendingCashback!.rides.map((ride) => ride.rideId)).not.toContain(rideId);
    expect(done.pendingCashback!.amount).toBe(before.pendingCashback!.amount);
    expect(done.total.balance).toBe(before.total.balance + booked!.cashbackAmount);
    expect(done.transactions.find((entry) => entry.rideId === rideId)).toMatchObject({
      kind: 'cashback',
      transaction: 'credit',
    });
  });
});
