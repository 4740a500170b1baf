// Referrals through the real API: a rider's code is made once; a link's code marks only a new account of the same
// partner; the referred rider's first completed ride credits both riders once, even when two of their rides
// complete together or a completion is sent again; rewards of 0 credit nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { walletResponseSchema } from '../../src/domain/money/wallet';
import { invitationSchema, referralSchema } from '../../src/domain/money/referral';
import { rides, tenantHosts, tenants, users, walletTransactions } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { acceptWithNewDriver, bookSedan, completeRide } from '../helpers/rides';
import { partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const OTHER_HOST = 'other-referrals.test';
const REFERRER_REWARD = 5000;
const REFEREE_REWARD = 3000;

describe.each(testDatabases())('referrals on $name', (target) => {
  let t: TestApp;
  let partner: string;
  let referrer: string;
  let code: string;
  let drivers = 0;

  beforeAll(async () => {
    t = await startTestApp(target);
    partner = await partnerToken(t);
    referrer = await riderToken(t, '+919811200001');
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, token?: string, host = DEMO.host) =>
    t.app.inject({ url, headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

  async function setRewards(referrerReward: number, refereeReward: number) {
    return t.app.inject({
      method: 'PUT',
      url: '/api/v1/partner/referral-rewards',
      headers: {
        host: DEMO.host,
        authorization: `Bearer ${partner}`,
        'idempotency-key': `rewards-${Math.random()}`,
      },
      payload: { referrerReward, refereeReward },
    });
  }

  /** Signs in as a person would who opened a referral link: the verify request carries the code. */
  async function signInWith(phone: string, referralCode: string, host = DEMO.host) {
    const before = t.sms.length;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/rider/code',
      headers: { host },
      payload: { phone },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/rider/verify',
      headers: { host },
      payload: { phone, code: await t.codeTo(phone, before), referralCode },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    return (verified.json() as { token: string }).token;
  }

  const userByPhone = async (phone: string) => {
    const [user] = await t.database.db.select().from(users).where(eq(users.phone, phone));
    return user!;
  };

  async function referralOf(token: string) {
    const reply = await get('/api/v1/referral', token);
    expect(reply.statusCode, reply.body).toBe(200);
    return referralSchema.parse(reply.json());
  }

  async function walletOf(token: string) {
    const reply = await get('/api/v1/wallet?dateFilter=custom&from=2020-01-01&to=2099-12-31', token);
    expect(reply.statusCode, reply.body).toBe(200);
    return walletResponseSchema.parse(reply.json()).data;
  }

  const referralEntries = (riderId: string) =>
    t.database.db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.riderId, riderId), eq(walletTransactions.kind, 'referral')));

  /** A booked ride of `token`'s rider, accepted and started: ready to complete. */
  async function startedRide(token: string) {
    const rideId = await bookSedan(t, token, `referral-ride-${Math.random()}`);
    drivers += 1;
    await acceptWithNewDriver(t, partner, rideId, {
      firstName: 'Driver',
      lastName: String(drivers),
      phone: `+91984440${String(drivers).padStart(4, '0')}`,
      vehicleNumber: `TN07RF${String(drivers).padStart(4, '0')}`,
    });
    const [ride] = await t.database.db.select().from(rides).where(eq(rides.id, rideId));
    const started = await act(rideId, { action: 'start', tripCode: ride!.tripCode }, `start-${rideId}`);
    expect(started.statusCode, started.body).toBe(200);
    return rideId;
  }

  const act = (rideId: string, payload: object, key: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/partner/rides/${rideId}/actions`,
      headers: { host: DEMO.host, authorization: `Bearer ${partner}`, 'idempotency-key': key },
      payload,
    });

  it('makes a rider one readable code on first ask, the same under parallel asks and later', async () => {
    const first = await Promise.all([referralOf(referrer), referralOf(referrer), referralOf(referrer)]);
    code = first[0]!.code;
    expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/);
    expect(first.map((answer) => answer.code)).toEqual([code, code, code]);
    expect((await referralOf(referrer)).code).toBe(code);
    expect((await userByPhone('+919811200001')).referralCode).toBe(code);
    const [demo] = await t.database.db.select().from(tenants).where(eq(tenants.domain, DEMO.host));
    expect(first[0]).toMatchObject({
      link: `https://${demo!.domain}/?ref=${code}`,
      referrerReward: 0,
      refereeReward: 0,
      joined: 0,
      rewarded: 0,
    });
    expect((await get('/api/v1/referral')).statusCode).toBe(401);
  });

  it('lets the owner set both rewards within limits, with field errors', async () => {
    const bad = await setRewards(-1, 600_000);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields ?? bad.json().error?.fields ?? {})).toEqual(
      expect.arrayContaining(['referrerReward', 'refereeReward']),
    );
    const saved = await setRewards(REFERRER_REWARD, REFEREE_REWARD);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      referrerReward: REFERRER_REWARD,
      refereeReward: REFEREE_REWARD,
      currency: 'INR',
    });
    const read = await get('/api/v1/partner/referral-rewards', partner);
    expect(read.json()).toMatchObject({ referrerReward: REFERRER_REWARD, refereeReward: REFEREE_REWARD });
    expect((await get('/api/v1/partner/referral-rewards', referrer)).statusCode).toBe(403);
    const invitation = await get(`/api/v1/referral/invitation?code=${code.toLowerCase()}`);
    expect(invitationSchema.parse(invitation.json())).toEqual({
      refereeReward: REFEREE_REWARD,
      currency: 'INR',
    });
    expect((await get('/api/v1/referral/invitation?code=ZZZZZZ')).statusCode).toBe(404);
  });

  it('marks only a new account of the same partner as referred, never by its own code', async () => {
    await signInWith('+919811200002', code.toLowerCase());
    expect((await userByPhone('+919811200002')).referredBy).toBe((await userByPhone('+919811200001')).id);

    await riderToken(t, '+919811200003');
    await signInWith('+919811200003', code);
    expect((await userByPhone('+919811200003')).referredBy).toBeNull();

    await signInWith('+919811200001', code);
    expect((await userByPhone('+919811200001')).referredBy).toBeNull();

    await signInWith('+919811200004', 'NOT-A-CODE');
    expect((await userByPhone('+919811200004')).referredBy).toBeNull();

    const [other] = await t.database.db
      .insert(tenants)
      .values({ businessName: 'Other Referrals', email: 'o@other-referrals.test', domain: OTHER_HOST })
      .returning();
    await t.database.db.insert(tenantHosts).values({ host: OTHER_HOST, tenantId: other!.id });
    await t.database.db
      .insert(users)
      .values({ tenantId: other!.id, role: 'rider', phone: '+919811200009', referralCode: 'HTRK42' });
    await signInWith('+919811200005', 'HTRK42');
    expect((await userByPhone('+919811200005')).referredBy).toBeNull();
    expect((await referralOf(referrer)).joined).toBe(1);
  });

  it('credits both riders once when two first rides complete together and a completion is sent again', async () => {
    const referee = await signInWith('+919811200006', code);
    const [one, two] = [await startedRide(referee), await startedRide(referee)];
    const completions = await Promise.all([
      act(one, { action: 'complete' }, `complete-${one}`),
      act(two, { action: 'complete' }, `complete-${two}`),
    ]);
    expect(completions.map((reply) => reply.statusCode)).toEqual([200, 200]);
    expect((await act(one, { action: 'complete' }, `complete-${one}`)).statusCode).toBe(200);
    expect((await act(two, { action: 'complete' }, `complete-${two}-again`)).statusCode).toBe(409);

    const referrerId = (await userByPhone('+919811200001')).id;
    const refereeRow = await userByPhone('+919811200006');
    expect(refereeRow.referralRewardedAt).not.toBeNull();
    const given = await referralEntries(referrerId);
    expect(given).toHaveLength(1);
    expect(given[0]).toMatchObject({ amount: REFERRER_REWARD, direction: 'credit', rideId: null });
    const got = await referralEntries(refereeRow.id);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ amount: REFEREE_REWARD, direction: 'credit' });
    expect([one, two]).toContain(got[0]!.rideId);

    const refereeWallet = await walletOf(referee);
    expect(refereeWallet.transactions.filter((entry) => entry.kind === 'referral')).toEqual([
      expect.objectContaining({ amount: REFEREE_REWARD, transaction: 'credit', rideId: got[0]!.rideId }),
    ]);
    const referrerWallet = await walletOf(referrer);
    expect(referrerWallet.transactions.filter((entry) => entry.kind === 'referral')).toEqual([
      expect.objectContaining({ amount: REFERRER_REWARD, transaction: 'credit', rideId: null }),
    ]);
    expect(referrerWallet.total.balance).toBe(REFERRER_REWARD);
    expect((await referralOf(referrer)).rewarded).toBe(1);

    // A later ride is not a first ride.
    await act(await startedRide(referee), { action: 'complete' }, `complete-later-${referee}`);
    expect(await referralEntries(referrerId)).toHaveLength(1);
  });

  it('credits nothing when the rewards are 0, and a later ride is no first ride once they are set', async () => {
    expect((await setRewards(0, 0)).statusCode).toBe(200);
    const referee = await signInWith('+919811200007', code);
    await act(await startedRide(referee), { action: 'complete' }, `complete-zero-${referee}`);
    const row = await userByPhone('+919811200007');
    expect(row.referredBy).not.toBeNull();
    expect(row.referralRewardedAt).toBeNull();
    expect(await referralEntries(row.id)).toHaveLength(0);

    expect((await setRewards(REFERRER_REWARD, REFEREE_REWARD)).statusCode).toBe(200);
    await act(await startedRide(referee), { action: 'complete' }, `complete-second-${referee}`);
    expect(await referralEntries(row.id)).toHaveLength(0);
    expect(await referralEntries((await userByPhone('+919811200001')).id)).toHaveLength(1);
  });

  it('gives only the side with an amount when the other is 0', async () => {
    expect((await setRewards(0, REFEREE_REWARD)).statusCode).toBe(200);
    const referee = await signInWith('+919811200008', code);
    await completeRide(t, partner, await bookAndAccept(referee));
    const row = await userByPhone('+919811200008');
    expect(await referralEntries(row.id)).toHaveLength(1);
    expect(await referralEntries((await userByPhone('+919811200001')).id)).toHaveLength(1);
  });

  async function bookAndAccept(token: string) {
    const rideId = await bookSedan(t, token, `referral-accept-${Math.random()}`);
    drivers += 1;
    await acceptWithNewDriver(t, partner, rideId, {
      firstName: 'Driver',
      lastName: String(drivers),
      phone: `+91984440${String(drivers).padStart(4, '0')}`,
      vehicleNumber: `TN07RF${String(drivers).padStart(4, '0')}`,
    });
    return rideId;
  }
});
