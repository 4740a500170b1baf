// One trip-code counter per ride for every path that starts it, on both databases: wrong codes in the console and
// in the driver app count together, five lock the start in both with the same message (the right code included),
// and parallel wrong attempts from both paths never get past the limit.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPATCH } from '../../src/domain/drivers/driver-app';
import { rides } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { acceptWithNewDriver, bookSedan } from '../helpers/rides';
import { driverToken, partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const host = DEMO.host;
type Path = 'console' | 'driver';

describe.each(testDatabases())('the trip-code lockout on $name', (target) => {
  let t: TestApp;
  let partner: string;
  let rider: string;
  let keys = 0;

  /** A booked ride accepted by a new driver, with that driver's session and the rider's code. */
  async function acceptedRide(n: number) {
    const rideId = await bookSedan(t, rider, `lockout-ride-${n}`);
    const phone = `+91981120000${n}`;
    await acceptWithNewDriver(t, partner, rideId, {
      firstName: 'Lock',
      lastName: `Out ${n}`,
      phone,
      vehicleNumber: `TN22 LO000${n}`,
    });
    const [row] = await t.database.db.select().from(rides).where(eq(rides.id, rideId));
    return {
      rideId,
      driver: await driverToken(t, phone),
      tripCode: row!.tripCode,
      wrongCode: row!.tripCode === '0000' ? '1111' : '0000',
    };
  }
  const start = (path: Path, ride: { rideId: string; driver: string }, tripCode: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/${path === 'console' ? 'partner' : 'driver'}/rides/${ride.rideId}/actions`,
      headers: {
        host,
        authorization: `Bearer ${path === 'console' ? partner : ride.driver}`,
        'idempotency-key': `lockout-${(keys += 1)}`,
      },
      payload: { action: 'start', tripCode },
    });
  const attempts = async (rideId: string) =>
    (await t.database.db.select().from(rides).where(eq(rides.id, rideId)))[0]!;

  beforeAll(async () => {
    t = await startTestApp(target);
    partner = await partnerToken(t);
    rider = await riderToken(t, '+919822200042');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts 3 wrong codes in the console and 2 in the driver app together, then refuses the right one in both', async () => {
    const ride = await acceptedRide(1);
    const answers = [];
    for (const path of ['console', 'console', 'console', 'driver', 'driver'] as const)
      answers.push(await start(path, ride, ride.wrongCode));
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400, 423]);
    expect(answers.slice(0, 4).map((answer) => answer.json().error.message)).toEqual(
      [4, 3, 2, 1].map((left) => `That trip code is not right; ${left} tries left.`),
    );
    const locked = answers[4]!.json().error;
    expect(locked.code).toBe('code_locked');
    for (const path of ['console', 'driver'] as const) {
      const right = await start(path, ride, ride.tripCode);
      expect(right.statusCode, `${path}: ${right.body}`).toBe(423);
      expect(right.json().error.message).toBe(locked.message);
    }
    expect(await attempts(ride.rideId)).toMatchObject({
      status: 'accepted',
      tripCodeAttempts: DISPATCH.tripCodeAttempts,
    });
  });

  it('lets no parallel wrong attempt from either path past the limit', async () => {
    const ride = await acceptedRide(2);
    const burst = 12;
    const answers = await Promise.all(
      Array.from({ length: burst }, (_, at) =>
        start(at % 2 === 0 ? 'console' : 'driver', ride, ride.wrongCode),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    console.log(
      `trip-code burst on ${target.name}: ${burst} parallel wrong codes, ` +
        `${statuses.filter((s) => s === 400).length} counted as wrong, ${statuses.filter((s) => s === 423).length} locked`,
    );
    expect(statuses).toEqual([
      ...Array.from({ length: DISPATCH.tripCodeAttempts - 1 }, () => 400),
      ...Array.from({ length: burst - DISPATCH.tripCodeAttempts + 1 }, () => 423),
    ]);
    expect((await attempts(ride.rideId)).tripCodeAttempts).toBe(DISPATCH.tripCodeAttempts);
    expect((await start('console', ride, ride.tripCode)).statusCode).toBe(423);
  });

  it('starts the ride with the right code after fewer wrong ones than the limit', async () => {
    const ride = await acceptedRide(3);
    expect((await start('console', ride, ride.wrongCode)).statusCode).toBe(400);
    const started = await start('driver', ride, ride.tripCode);
    expect(started.statusCode, started.body).toBe(200);
    expect((await attempts(ride.rideId)).status).toBe('ontrip');
  });
});
