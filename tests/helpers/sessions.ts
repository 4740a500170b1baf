// Logs in through the real API, reading codes from the real SMTP server or the recorded SMS, as a person would.
import { DEMO } from '../../src/server/db/seed';
import type { TestApp } from './test-app';

export async function riderToken(
  t: TestApp,
  phone = '+919876543210',
  host: string = DEMO.host,
): Promise<string> {
  const before = t.sms.length;
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/rider/code',
    headers: { host },
    payload: { phone },
  });
  if (sent.statusCode !== 200) throw new Error(`rider code: ${sent.body}`);
  const code = await t.codeTo(phone, before);
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/rider/verify',
    headers: { host },
    payload: { phone, code },
  });
  if (verified.statusCode !== 200) throw new Error(`rider verify: ${verified.body}`);
  return (verified.json() as { token: string }).token;
}

export async function partnerToken(
  t: TestApp,
  email: string = DEMO.partnerEmail,
  host: string = DEMO.host,
): Promise<string> {
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/partner/code',
    headers: { host },
    payload: { email },
  });
  if (sent.statusCode !== 200) throw new Error(`partner code: ${sent.body}`);
  const code = await t.smtp.codeFor(email);
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/partner/verify',
    headers: { host },
    payload: { email, code },
  });
  if (verified.statusCode !== 200) throw new Error(`partner verify: ${verified.body}`);
  return (verified.json() as { token: string }).token;
}

/** A driver's session: the number must belong to a driver the partner added and verified. `remoteAddress`
 * spreads a test's many drivers over networks, each of which may ask for only so many codes an hour. */
export async function driverToken(
  t: TestApp,
  phone: string,
  host: string = DEMO.host,
  remoteAddress?: string,
): Promise<string> {
  const before = t.sms.length;
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/driver/code',
    headers: { host },
    payload: { phone },
    remoteAddress,
  });
  if (sent.statusCode !== 200) throw new Error(`driver code: ${sent.body}`);
  const code = await t.codeTo(phone, before);
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/driver/verify',
    headers: { host },
    payload: { phone, code },
    remoteAddress,
  });
  if (verified.statusCode !== 200) throw new Error(`driver verify: ${verified.body}`);
  return (verified.json() as { token: string }).token;
}
