// Guessing a login code does not pay, for riders' texted codes and partners' e-mailed ones alike: a code locks
// after five tries even when they arrive all at once, an address takes eight wrong tries an hour over all its
// codes, codes expire after ten minutes, and an address (or a client) is sent only so many codes. An attacker
// doing everything the limits allow for an hour, from many addresses, is counted, and the chance of their
// getting in is computed from what the server let them try.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP } from '../../src/domain/constants';
import { otpCodes, tenants, users } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

interface CodeKind {
  name: string;
  path: string;
  field: 'phone' | 'email';
  address: (n: number) => string;
}

const KINDS: CodeKind[] = [
  {
    name: 'rider phone codes',
    path: 'rider',
    field: 'phone',
    address: (n) => `+9198111${String(n).padStart(5, '0')}`,
  },
  {
    name: 'partner e-mail codes',
    path: 'partner',
    field: 'email',
    address: (n) => `desk${n}@demo-travels.test`,
  },
];

const CODES = 10 ** OTP.length;

/** The chance that guesses spread over codes (k guesses on the i-th) hit one: each code is drawn uniformly. */
const chanceOf = (guessesPerCode: number[]) =>
  1 - guessesPerCode.reduce((miss, k) => miss * (1 - k / CODES), 1);

describe.each(testDatabases())('login-code brute force on $name', (target) => {
  let t: TestApp;
  let client = 0;
  let address = 0;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A new address of this kind; partners' must belong to a partner account. */
  async function newAddress(kind: CodeKind) {
    address += 1;
    const value = kind.address(address);
    if (kind.field === 'email') {
      const [demo] = await t.database.db.select().from(tenants).where(eq(tenants.domain, DEMO.host));
      await t.database.db
        .insert(users)
        .values({ tenantId: demo!.id, role: 'partner', email: value, name: 'Desk' });
    }
    return value;
  }
  /** How many texts had gone before the last code was asked for each address. */
  const textsBefore = new Map<string, number>();
  // Each request from its own client address, as a botnet would send them.
  const send = (kind: CodeKind, to: string) =>
    textsBefore.set(to, t.sms.length) &&
    t.app.inject({
      method: 'POST',
      url: `/api/v1/auth/${kind.path}/code`,
      headers: { host: DEMO.host },
      remoteAddress: `10.77.${(client += 1) >> 8}.${client & 255}`,
      payload: { [kind.field]: to },
    });
  const guess = (kind: CodeKind, to: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/auth/${kind.path}/verify`,
      headers: { host: DEMO.host },
      remoteAddress: `10.78.${(client += 1) >> 8}.${client & 255}`,
      payload: { [kind.field]: to, code },
    });
  async function codeSentTo(kind: CodeKind, to: string) {
    if (kind.field === 'email') return t.smtp.codeFor(to);
    return t.codeTo(to, textsBefore.get(to));
  }
  /** Codes other than the right one, so a lucky guess never makes the counts flaky. */
  const wrongGuesses = (right: string, n: number, from = 0) =>
    Array.from({ length: n + 1 }, (_, i) => String((from + i) % CODES).padStart(OTP.length, '0'))
      .filter((code) => code !== right)
      .slice(0, n);
  const triesOf = async (to: string) =>
    (
      await t.database.db
        .select({ attempts: otpCodes.attempts })
        .from(otpCodes)
        .where(and(eq(otpCodes.address, to)))
        .orderBy(otpCodes.createdAt)
    ).map((row) => row.attempts);

  describe.each(KINDS)('$name', (kind) => {
    it('locks a code after five tries, even when twenty arrive at once, and then refuses the right one', async () => {
      const to = await newAddress(kind);
      expect((await send(kind, to)).statusCode).toBe(200);
      const right = await codeSentTo(kind, to);
      const answers = await Promise.all(wrongGuesses(right, 20).map((code) => guess(kind, to, code)));
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses.filter((status) => status === 400)).toHaveLength(OTP.maxAttempts - 1);
      expect(statuses.filter((status) => status === 423)).toHaveLength(20 - (OTP.maxAttempts - 1));
      expect(await triesOf(to)).toEqual([OTP.maxAttempts]);
      const late = await guess(kind, to, right);
      expect(late.statusCode).toBe(423);
      expect(late.json().error.code).toBe('code_locked');
    });

    it('compares only one of a burst that arrives when one try is left', async () => {
      const to = await newAddress(kind);
      await send(kind, to);
      const right = await codeSentTo(kind, to);
      for (const code of wrongGuesses(right, OTP.maxAttempts - 1)) await guess(kind, to, code);
      const burst = await Promise.all(
        [...wrongGuesses(right, 10, 5000), right].map((code) => guess(kind, to, code)),
      );
      const rightAnswer = burst.at(-1)!.statusCode;
      // Either the right code took the last try (and it is not counted) or a wrong one did and locked it.
      if (rightAnswer === 200) expect(await triesOf(to)).toEqual([OTP.maxAttempts - 1]);
      else expect([rightAnswer, ...(await triesOf(to))]).toEqual([423, OTP.maxAttempts]);
      expect(burst.filter((answer) => answer.statusCode < 300).length).toBeLessThanOrEqual(1);
    });

    it('takes at most eight wrong tries an hour over all of an address’s codes', async () => {
      const to = await newAddress(kind);
      await send(kind, to);
      for (const code of wrongGuesses(await codeSentTo(kind, to), OTP.maxAttempts))
        await guess(kind, to, code);
      await send(kind, to);
      const right = await codeSentTo(kind, to);
      const left = OTP.wrongTriesPerAddress - OTP.maxAttempts;
      for (const code of wrongGuesses(right, left))
        expect((await guess(kind, to, code)).statusCode).toBe(400);
      const capped = await guess(kind, to, right);
      expect(capped.statusCode).toBe(429);
      expect(capped.json().error.message).toMatch(/Too many wrong codes .* Try again in \d+ minutes/);
      // Once those tries are more than an hour and a code's life old, the address may try again.
      await t.database.db
        .update(otpCodes)
        .set({ createdAt: sql`${otpCodes.createdAt} - interval '71 minutes'` })
        .where(and(eq(otpCodes.address, to), sql`${otpCodes.attempts} >= ${OTP.maxAttempts}`));
      expect((await guess(kind, to, right)).statusCode).toBe(200);
    });

    it('refuses the right code once it has expired', async () => {
      const to = await newAddress(kind);
      await send(kind, to);
      const right = await codeSentTo(kind, to);
      await t.database.db
        .update(otpCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(otpCodes.address, to));
      const late = await guess(kind, to, right);
      expect(late.statusCode).toBe(410);
      expect(late.json().error.code).toBe('code_expired');
    });

    it('sends one address five codes an hour, whoever asks, and one client twenty', async () => {
      const to = await newAddress(kind);
      const statuses = [];
      for (let i = 0; i <= OTP.perAddressLimit; i += 1) statuses.push((await send(kind, to)).statusCode);
      expect(statuses).toEqual([...Array<number>(OTP.perAddressLimit).fill(200), 429]);
      const fromOneClient = [];
      for (let i = 0; i <= OTP.perIpLimit; i += 1)
        fromOneClient.push(
          (
            await t.app.inject({
              method: 'POST',
              url: `/api/v1/auth/${kind.path}/code`,
              headers: { host: DEMO.host },
              remoteAddress: `10.79.${KINDS.indexOf(kind)}.1`,
              payload: { [kind.field]: await newAddress(kind) },
            })
          ).statusCode,
        );
      expect(fromOneClient).toEqual([...Array<number>(OTP.perIpLimit).fill(200), 429]);
    });

    it('gives an attacker with every limit spent for an hour a chance below one in a thousand', async () => {
      const to = await newAddress(kind);
      let from = 0;
      // Ask for a code, then throw ten guesses at it at once, until the server sends no more codes.
      while ((await send(kind, to)).statusCode === 200) {
        const right = await codeSentTo(kind, to);
        await Promise.all(wrongGuesses(right, 10, from).map((code) => guess(kind, to, code)));
        from += 10;
      }
      const perCode = await triesOf(to);
      const guesses = perCode.reduce((sum, k) => sum + k, 0);
      expect(perCode).toHaveLength(OTP.perAddressLimit);
      expect(guesses).toBe(OTP.wrongTriesPerAddress);
      const chance = chanceOf(perCode);
      // The bound whatever the spread: every guess in any hour falls on a code sent within the last 70 minutes.
      const bound = OTP.wrongTriesPerAddress / CODES;
      expect(chance).toBeLessThanOrEqual(bound);
      expect(bound).toBeLessThan(1e-3);
      console.info(
        `${kind.name} on ${target.name}: ${perCode.length} codes sent, ${guesses} guesses compared in an hour ` +
          `(per code ${perCode.join(', ')}); chance of guessing one ${chance.toExponential(2)}, ` +
          `at most ${bound.toExponential(2)} an hour per address`,
      );
    });
  });
});
