// A partner of its own for a browser test: signed up through the real API, a small API caller with its token,
// and the console opened signed in under the service worker. Shared by the offline console's tests.
import { eq } from 'drizzle-orm';
import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { tenants } from '../../src/server/db/schema';
import type { LiveServer } from './browser';

/** A new partner with an empty fleet, signed up without a domain of its own: the business is named after the
 * first label of `domain`, so its instant address is `domain`. Answers its owner's token. */
export async function signUpPartner(server: LiveServer, domain: string, email: string): Promise<string> {
  const signup = await server.app.inject({
    method: 'POST',
    url: '/api/v1/auth/partner/signup',
    headers: { host: domain },
    payload: { businessName: domain.split('.')[0], email, domain: '' },
  });
  expect(signup.statusCode, signup.body).toBe(200);
  expect(signup.json().domain).toBe(domain);
  const code = await server.smtp.codeFor(email);
  const verified = await server.app.inject({
    method: 'POST',
    url: '/api/v1/auth/partner/signup/verify',
    headers: { host: domain },
    payload: { email, domain, code },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return (verified.json() as { token: string }).token;
}

let keys = 0;
/** Calls the partner API as the owner; every write carries an Idempotency-Key of its own. */
export function partnerApi(server: LiveServer, domain: string, token: string) {
  return async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const reply = await server.app.inject({
      method,
      url,
      headers: {
        host: domain,
        authorization: `Bearer ${token}`,
        ...(method === 'POST' ? { 'idempotency-key': `setup-${(keys += 1)}-${domain.split('.')[0]}` } : {}),
      },
      ...(payload ? { payload } : {}),
    });
    expect(reply.statusCode, reply.body).toBeLessThan(300);
    return reply.json() as { id: string };
  };
}

/** Adds drivers by full name, each with a phone from `phonePrefix` and its index, and verifies them. */
export async function addVerifiedDrivers(
  api: ReturnType<typeof partnerApi>,
  names: readonly string[],
  phonePrefix: string,
) {
  for (const [i, name] of names.entries()) {
    const [firstName, lastName] = name.split(' ');
    const driver = await api('POST', '/api/v1/partner/drivers', {
      firstName,
      lastName,
      phone: `${phonePrefix}${i}`,
    });
    await api('POST', `/api/v1/partner/drivers/${driver.id}/status`, { action: 'verify' });
  }
}

export async function tenantId(server: LiveServer, domain: string): Promise<string> {
  const [row] = await server.database.db.select().from(tenants).where(eq(tenants.domain, domain));
  return row!.id;
}

/** Opens the console signed in, and waits until the service worker controls the page. */
export async function openConsole(context: BrowserContext, origin: string, token: string, path: string) {
  const page = await context.newPage();
  await page.goto(`${origin}/travel/login`);
  await page.evaluate((value) => localStorage.setItem('business_auth_token', value), token);
  await page.goto(`${origin}${path}`);
  await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active));
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return page;
}
