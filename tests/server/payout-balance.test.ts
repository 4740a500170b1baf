// Payouts never take the partner's wallet below zero, on both databases: a burst of parallel payouts spends each
// available rupee once, a payout on a negative balance is refused with a field error saying what is available,
// and a payout of exactly the balance leaves zero.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants, walletTransactions } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { partnerToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const host = DEMO.host;
const BURST = 10;

describe.each(testDatabases())('payouts against the balance on $name', (target) => {
  let t: TestApp;
  let owner: string;
  let tenantId: string;
  let keys = 0;
  const auth = () => ({ host, authorization: `Bearer ${owner}` });
  const payout = (amount: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/partner/wallet/payouts',
      headers: { ...auth(), 'idempotency-key': `payout-balance-${(keys += 1)}` },
      payload: { amount, reference: `UTR ${keys}` },
    });
  const balance = async () => {
    const answer = await t.app.inject({ url: '/api/v1/partner/wallet', headers: auth() });
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json() as { data: { total: { balance: number } } }).data.total.balance;
  };
  /** Brings the wallet to `target` paise with one adjusting ledger entry, as the platform's own books would. */
  const setBalance = async (target: number) => {
    const difference = target - (await balance());
    if (difference === 0) return;
    await t.database.db.insert(walletTransactions).values({
      tenantId,
      riderId: null,
      direction: difference > 0 ? 'credit' : 'debit',
      amount: Math.abs(difference),
      currency: 'INR',
      description: 'Test adjustment',
    });
    expect(await balance()).toBe(target);
  };

  beforeAll(async () => {
    t = await startTestApp(target);
    owner = await partnerToken(t);
    const [demo] = await t.database.db.select().from(tenants).where(eq(tenants.domain, host));
    tenantId = demo!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`lets exactly 2 of ${BURST} parallel ₹1,000 payouts through on ₹2,198, leaving ₹198`, async () => {
    await setBalance(219_800);
    const answers = await Promise.all(Array.from({ length: BURST }, () => payout(100_000)));
    const statuses = answers.map((answer) => answer.statusCode);
    console.log(`payout burst on ${target.name}: ${BURST} sent, statuses ${statuses.sort().join(' ')}`);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 422)).toHaveLength(BURST - 2);
    expect(await balance()).toBe(19_800);
    const refused = answers.find((answer) => answer.statusCode === 422)!.json();
    expect(refused.error.fields.amount).toBe('Only ₹198.00 is available to pay out.');
  });

  it('refuses any payout on a negative balance, and a ₹1 crore one, with a field error', async () => {
    await setBalance(-780_100);
    for (const amount of [100, 1_000_000_000]) {
      const answer = await payout(amount);
      expect(answer.statusCode, answer.body).toBe(422);
      expect(answer.json().error.fields.amount).toMatch(/Nothing is available to pay out/);
    }
    expect(await balance()).toBe(-780_100);
  });

  it('pays out exactly the balance, to zero, and then nothing more', async () => {
    await setBalance(54_321);
    const over = await payout(54_322);
    expect(over.statusCode).toBe(422);
    expect(over.json().error.fields.amount).toBe('Only ₹543.21 is available to pay out.');
    const exact = await payout(54_321);
    expect(exact.statusCode, exact.body).toBe(201);
    expect(await balance()).toBe(0);
    expect((await payout(1)).statusCode).toBe(422);
  });
});
