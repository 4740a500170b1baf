// Every partner endpoint admits exactly the roles the one table in domain/partners/partner-staff.ts names: each
// role is sent to each registered partner route, so a new route or a changed row is checked without a new test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_ROLES, type PartnerRole } from '../../src/domain/constants';
import { PARTNER_ROUTE_ROLES } from '../../src/domain/partners/partner-staff';
import { DEMO } from '../../src/server/db/seed';
import { partnerToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const host = DEMO.host;
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabases())('partner roles on $name', (target) => {
  let t: TestApp;
  const tokens = {} as Record<PartnerRole, string>;
  beforeAll(async () => {
    t = await startTestApp(target);
    tokens.owner = await partnerToken(t);
    for (const role of ['dispatcher', 'accountant'] as const) {
      const email = `${role}@demo-travels.test`;
      const invited = await t.app.inject({
        method: 'POST',
        url: '/api/v1/partner/staff',
        headers: { host, authorization: `Bearer ${tokens.owner}`, 'idempotency-key': `invite-${role}-0001` },
        payload: { name: role, email, role },
      });
      expect(invited.statusCode, invited.body).toBe(201);
      tokens[role] = await partnerToken(t, email);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const partnerRoutes = () =>
    t.app.routeCatalogue.filter((route) => route.url.startsWith('/api/v1/partner/'));

  it('lists every registered partner route in the role table, and no route that does not exist', () => {
    const registered = partnerRoutes().map((route) => `${route.method} ${route.url}`);
    expect(registered.filter((route) => !(route in PARTNER_ROUTE_ROLES))).toEqual([]);
    expect(Object.keys(PARTNER_ROUTE_ROLES).filter((route) => !registered.includes(route))).toEqual([]);
  });

  it('answers 403 to exactly the roles the table leaves out, on every partner route', async () => {
    const wrong: string[] = [];
    let sent = 0;
    for (const route of partnerRoutes()) {
      const admitted = PARTNER_ROUTE_ROLES[`${route.method} ${route.url}`] ?? [];
      for (const role of PARTNER_ROLES) {
        // Admitted roles get an empty body and an unknown id, so nothing changes; refused ones must never run.
        const reply = await t.app.inject({
          method: route.method as 'GET',
          url: route.url.replace(/:\w+/g, NO_SUCH_ID),
          headers: {
            host,
            authorization: `Bearer ${tokens[role]}`,
            'idempotency-key': `roles-${role}-${(sent += 1)}-0001`,
          },
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const refused = reply.statusCode === 403;
        if (refused === admitted.includes(role) || reply.statusCode >= 500)
          wrong.push(`${role} ${route.method} ${route.url}: ${reply.statusCode}`);
        if (refused) expect(reply.json().error.message).toContain(`Your role (${role}) cannot do this.`);
      }
    }
    expect(wrong).toEqual([]);
    expect(sent).toBeGreaterThan(90);
  });
});
