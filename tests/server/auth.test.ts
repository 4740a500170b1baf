// Partner (e-mail) and rider (phone) login through the real API, codes read from a real SMTP server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, otpCodes, sessions } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const host = DEMO.host;

describe.each(testDatabases())('auth on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (
    url: string,
    payload: object,
    headers: Record<string, string> = {},
    remoteAddress = '10.0.0.1',
  ) => t.app.inject({ method: 'POST', url, payload, headers: { host, ...headers }, remoteAddress });

  async function partnerLogin(email = DEMO.partnerEmail) {
    const sent = await post('/api/v1/auth/partner/code', { email });
    expect(sent.statusCode).toBe(200);
    const code = await t.smtp.codeFor(email);
    const verified = await post('/api/v1/auth/partner/verify', { email, code });
    expect(verified.statusCode).toBe(200);
    return verified.json() as { token: string; user: { role: string; email: string } };
  }

  it('logs a partner in with the e-mailed code, and only once per code', async () => {
    const sent = await post('/api/v1/auth/partner/code', { email: `  ${DEMO.partnerEmail.toUpperCase()} ` });
    expect(sent.json()).toEqual({ sent: true, expiresInSeconds: 600 });
    const code = await t.smtp.codeFor(DEMO.partnerEmail);
    const session = await post('/api/v1/auth/partner/verify', { email: DEMO.partnerEmail, code });
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({ role: 'partner', email: DEMO.partnerEmail });

    const me = await t.app.inject({
      url: '/api/v1/auth/me',
      headers: { host, authorization: `Bearer ${session.json().token}` },
    });
    expect(me.json().user.email).toBe(DEMO.partnerEmail);

    const again = await post('/api/v1/auth/partner/verify', { email: DEMO.partnerEmail, code });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('code_invalid');
  });

  it('stores only a hash of codes and session tokens', async () => {
    const { token } = await partnerLogin();
    const code = await t.smtp.codeFor(DEMO.partnerEmail);
    const codeRows = await t.database.db.select().from(otpCodes);
    expect(codeRows.every((row) => row.codeHash.length === 64 && !row.codeHash.includes(code))).toBe(true);
    const sessionRows = await t.database.db.select().from(sessions);
    expect(sessionRows.some((row) => row.tokenHash === token)).toBe(false);
  });

  it('locks a code after five wrong tries, even for the right code', async () => {
    const email = DEMO.partnerEmail;
    await post('/api/v1/auth/partner/code', { email }, {}, '10.0.0.2');
    const code = await t.smtp.codeFor(email);
    const wrong = code === '0000' ? '1111' : '0000';
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(await post('/api/v1/auth/partner/verify', { email, code: wrong }));
    expect(answers.slice(0, 4).map((a) => a.statusCode)).toEqual([400, 400, 400, 400]);
    expect(answers[0]!.json().error.message).toMatch(/4 tries left/);
    expect(answers[4]!.statusCode).toBe(423);
    const right = await post('/api/v1/auth/partner/verify', { email, code });
    expect(right.statusCode).toBe(423);
    expect(right.json().error.code).toBe('code_locked');
  });

  it('rejects an expired code', async () => {
    const email = DEMO.partnerEmail;
    await post('/api/v1/auth/partner/code', { email }, {}, '10.0.0.3');
    const code = await t.smtp.codeFor(email);
    await t.database.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.address, email));
    const late = await post('/api/v1/auth/partner/verify', { email, code });
    expect(late.statusCode).toBe(410);
    expect(late.json().error.code).toBe('code_expired');
  });

  it('limits codes per address and per client', async () => {
    await t.database.db.delete(otpCodes);
    const email = DEMO.partnerEmail;
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await post('/api/v1/auth/partner/code', { email }, {}, '10.0.1.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

    await t.database.db.delete(otpCodes);
    const fromOneClient = [];
    for (let i = 0; i < 21; i++) {
      const phone = `+9198400${String(10000 + i)}`;
      fromOneClient.push((await post('/api/v1/auth/rider/code', { phone }, {}, '10.0.2.2')).statusCode);
    }
    expect(fromOneClient.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(fromOneClient[20]).toBe(429);
    await t.database.db.delete(otpCodes);
  });

  it('answers an unknown e-mail exactly like a partner, in about the same time, and mails it nothing', async () => {
    await t.database.db.delete(otpCodes);
    const timed = async (email: string, ip: string) => {
      const started = performance.now();
      const answer = await post('/api/v1/auth/partner/code', { email }, {}, ip);
      return { answer, ms: performance.now() - started };
    };
    const known = [];
    const unknown = [];
    for (let i = 0; i < 5; i++) {
      known.push(await timed(DEMO.partnerEmail, `10.0.4.${i}`));
      unknown.push(await timed('nobody@example.com', `10.0.5.${i}`));
    }
    for (const { answer } of [...known, ...unknown]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ sent: true, expiresInSeconds: 600 });
    }
    const median = (runs: { ms: number }[]) => runs.map((r) => r.ms).sort((a, b) => a - b)[runs.length >> 1]!;
    expect(median(unknown)).toBeGreaterThan(median(known) / 4);
    expect(median(known)).toBeLessThan(median(unknown) * 4 + 5);
    await t.smtp.codeFor(DEMO.partnerEmail);
    expect(t.smtp.mails.some((mail) => mail.to.includes('nobody@example.com'))).toBe(false);

    const sixth = await post('/api/v1/auth/partner/code', { email: 'nobody@example.com' }, {}, '10.0.5.9');
    expect(sixth.statusCode).toBe(429);
    await t.database.db.delete(otpCodes);
  });

  it('answers an unknown driver phone like a known one and texts it nothing', async () => {
    const answer = await post('/api/v1/auth/driver/code', { phone: '+919811100999' }, {}, '10.0.6.1');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      sent: true,
      expiresInSeconds: 600,
      channel: 'sms',
      messageId: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
    });
    const queued = await t.database.db.select().from(messages).where(eq(messages.recipient, '+919811100999'));
    expect(queued).toEqual([]);
    // Asking how the code fares tells nothing either: it reads as sent.
    const fares = await t.app.inject({
      url: `/api/v1/auth/code-messages/${answer.json().messageId}`,
      headers: { host },
    });
    expect(fares.json()).toEqual({ channel: 'sms', status: 'sent', fellBackToSms: false });
  });

  it('counts a burst of parallel code requests one by one', async () => {
    await t.database.db.delete(otpCodes);
    const forOneAddress = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        post('/api/v1/auth/partner/code', { email: DEMO.partnerEmail }, {}, `10.0.7.${i}`),
      ),
    );
    expect(forOneAddress.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(forOneAddress.filter((a) => a.statusCode === 429)).toHaveLength(20);

    await t.database.db.delete(otpCodes);
    const fromOneClient = await Promise.all(
      Array.from({ length: 29 }, (_, i) =>
        post('/api/v1/auth/rider/code', { phone: `+9198401${String(10000 + i)}` }, {}, '10.0.8.8'),
      ),
    );
    expect(fromOneClient.filter((a) => a.statusCode === 200)).toHaveLength(20);
    expect(fromOneClient.filter((a) => a.statusCode === 429)).toHaveLength(9);
    const issued = await t.database.db.select().from(otpCodes);
    expect(issued).toHaveLength(20);
    await t.database.db.delete(otpCodes);
  });

  it('answers clear errors for bad input', async () => {
    const badEmail = await post('/api/v1/auth/partner/code', { email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.fields.email).toMatch(/valid e-mail/);

    const shortCode = await post('/api/v1/auth/partner/verify', { email: DEMO.partnerEmail, code: '12' });
    expect(shortCode.statusCode).toBe(400);
    expect(shortCode.json().error.fields.code).toMatch(/4-digit/);

    const badPhone = await post('/api/v1/auth/rider/code', { phone: '12' });
    expect(badPhone.json().error.fields.phone).toBe('Invalid phone number');
  });

  it('signs a rider up on the first right SMS code and logs out for good', async () => {
    const phone = '+91 98765 00001';
    const before = t.sms.length;
    expect((await post('/api/v1/auth/rider/code', { phone }, {}, '10.0.3.3')).statusCode).toBe(200);
    const text = await t.textTo(phone, before);
    expect(text?.to).toBe('+919876500001');
    const code = /(\d{4})/.exec(text?.text ?? '')?.[1] ?? '';
    const session = await post('/api/v1/auth/rider/verify', { phone, code, name: 'Asha' });
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({ role: 'rider', phone: '+919876500001', name: 'Asha' });
    const auth = { authorization: `Bearer ${session.json().token}` };

    const partnerOnly = await t.app.inject({ url: '/api/v1/auth/me', headers: { host, ...auth } });
    expect(partnerOnly.statusCode).toBe(200);
    expect((await post('/api/v1/auth/logout', {}, auth)).statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/v1/auth/me', headers: { host, ...auth } });
    expect(after.statusCode).toBe(401);
  });

  it('never accepts a session on another tenant host', async () => {
    const { token } = await partnerLogin();
    const elsewhere = await t.app.inject({
      url: '/api/v1/auth/me',
      headers: { host: 'other-partner.example', authorization: `Bearer ${token}` },
    });
    expect(elsewhere.statusCode).toBe(401);
  });
});
