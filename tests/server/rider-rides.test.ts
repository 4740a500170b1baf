// A rider's own rides through the real API: only theirs, live ones first, one page at a time; nobody else's,
// and nothing without a rider session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { riderRidesResponseSchema } from '../../src/domain/rides/rider-rides';
import { DEMO } from '../../src/server/db/seed';
import { acceptWithNewDriver, bookSedan } from '../helpers/rides';
import { partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const host = DEMO.host;

describe.each(testDatabases())('rider rides on $name', (target) => {
  let t: TestApp;
  let rider: string;
  let booked: string[];
  let live: string;

  beforeAll(async () => {
    t = await startTestApp(target);
    rider = await riderToken(t, '+919811122233');
    booked = [];
    for (const key of ['rider-rides-1', 'rider-rides-2', 'rider-rides-3'])
      booked.push(await bookSedan(t, rider, key));
    live = booked[0]!;
    await acceptWithNewDriver(t, await partnerToken(t), live, {
      firstName: 'Kumar',
      lastName: 'Vel',
      phone: '+919800033333',
      vehicleNumber: 'TN33 KV3333',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = (token: string | null, query = '') =>
    t.app.inject({
      url: `/api/v1/rides${query}`,
      headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  it("answers the rider's own rides, the live one first with its driver", async () => {
    const reply = await list(rider);
    expect(reply.statusCode, reply.body).toBe(200);
    const page = riderRidesResponseSchema.parse(reply.json());
    expect(page.total).toBe(3);
    expect(page.items.map((ride) => ride.id).sort()).toEqual([...booked].sort());
    expect(page.items[0]).toMatchObject({
      id: live,
      status: 'accepted',
      driverName: 'Kumar Vel',
      vehicleLabel: 'Dzire · TN33 KV3333',
    });
  });

  it('pages with offset and limit, and refuses a page size out of range', async () => {
    const first = riderRidesResponseSchema.parse((await list(rider, '?limit=2')).json());
    const second = riderRidesResponseSchema.parse((await list(rider, '?limit=2&offset=2')).json());
    expect([first.items.length, second.items.length, second.total]).toEqual([2, 1, 3]);
    expect(new Set([...first.items, ...second.items].map((ride) => ride.id)).size).toBe(3);
    const tooMany = await list(rider, '?limit=500');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields.limit).toBe('At most 50 rides a page');
  });

  it('answers one ride alone when asked (a wallet line leads there), and only if it is theirs', async () => {
    const one = riderRidesResponseSchema.parse((await list(rider, `?ride=${booked[1]}`)).json());
    expect([one.total, one.items.map((ride) => ride.id)]).toEqual([1, [booked[1]]]);
    const otherRider = await riderToken(t, '+919811144455');
    const notTheirs = riderRidesResponseSchema.parse((await list(otherRider, `?ride=${booked[1]}`)).json());
    expect(notTheirs).toEqual({ total: 0, items: [] });
    const malformed = await list(rider, '?ride=42');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields.ride).toBe('A ride is named by its id');
  });

  it("shows another rider none of these, and needs a rider's session", async () => {
    const other = riderRidesResponseSchema.parse((await list(await riderToken(t, '+919811144455'))).json());
    expect(other).toEqual({ total: 0, items: [] });
    expect((await list(null)).statusCode).toBe(401);
    expect((await list(await partnerToken(t))).statusCode).toBe(403);
  });
});
