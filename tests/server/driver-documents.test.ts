// Drivers' documents on real databases: a photo through the media pipeline and an expiry date per kind, verified
// or rejected with a reason by the office, an expired required document refusing a hand assignment with the
// reason and keeping the driver out of auto-dispatch until renewed, and reminders texted 30 and 7 days before
// expiry by the timed sweep, once per threshold.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDateInZone } from '../../src/domain/date-filter';
import { driverDocuments, drivers, rideOffers, tenants, vehicles } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { offerNext } from '../../src/server/modules/rides/dispatch';
import { sendDocumentReminders } from '../../src/server/modules/drivers/driver-documents';
import { findTenantById } from '../../src/server/lib/tenants';
import { multipartFile } from '../helpers/multipart';
import { bookSedan } from '../helpers/rides';
import { partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';
import { waitFor } from '../helpers/wait-for';

const host = DEMO.host;
const DAY = 86_400_000;
let keys = 0;
const key = () => `documents-${Date.now()}-${(keys += 1)}`;

describe.each(testDatabases())("drivers' documents on $name", (target) => {
  let t: TestApp;
  let partner: string;
  let rider: string;
  let tenantId: string;
  let zone: string;
  let driverId: string;
  let vehicleId: string;
  let imageId: string;

  const dateIn = (days: number) => isoDateInZone(zone, new Date(Date.now() + days * DAY));
  const as = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { host, authorization: `Bearer ${partner}`, 'idempotency-key': key() },
      ...(payload ? { payload } : {}),
    });
  const upload = (kind: string, expiresOn: string, image = imageId) =>
    as('PUT', `/api/v1/partner/drivers/${driverId}/documents/${kind}`, { imageId: image, expiresOn });
  const accept = (rideId: string) =>
    as('POST', `/api/v1/partner/rides/${rideId}/actions`, { action: 'accept', driverId, vehicleId });

  beforeAll(async () => {
    t = await startTestApp(target, { env: { DOCUMENT_SWEEP_MS: '200' } });
    [partner, rider] = await Promise.all([partnerToken(t), riderToken(t)]);
    const [demo] = await t.database.db.select().from(tenants).where(eq(tenants.domain, host));
    tenantId = demo!.id;
    zone = demo!.timezone;
    const [driver] = await t.database.db
      .insert(drivers)
      .values({
        tenantId,
        firstName: 'Ravi',
        lastName: 'K',
        phone: '+919811177701',
        accountStatus: 'Verified',
      })
      .returning();
    driverId = driver!.id;
    const [car] = await t.database.db
      .insert(vehicles)
      .values({ tenantId, vehicleType: 'sedan', model: 'Dzire', number: 'TN07 DD0001' })
      .returning();
    vehicleId = car!.id;
    const photo = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer();
    const body = multipartFile('image', { name: 'licence.jpg', type: 'image/jpeg', bytes: photo });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/partner/driver-documents/images',
      headers: { host, authorization: `Bearer ${partner}`, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    imageId = uploaded.json().id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps an uploaded document with its expiry, pending until the office reviews it', async () => {
    const saved = await upload('licence', dateIn(400));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      kind: 'licence',
      status: 'pending',
      expiresOn: dateIn(400),
      daysLeft: 400,
      image: { src: expect.stringMatching(/^\/media\/[0-9a-f-]{36}\/\d+\.jpg$/) },
    });
    expect(saved.json().image.src).toContain(imageId);
    const listed = await as('GET', `/api/v1/partner/drivers/${driverId}/documents`);
    expect(listed.json().documents).toHaveLength(1);
    const photo = await t.app.inject({ method: 'GET', url: saved.json().image.src, headers: { host } });
    expect(photo.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a missing photo, a bad date and an unknown kind with the field', async () => {
    const foreign = await upload('insurance', dateIn(100), '00000000-0000-4000-8000-000000000000');
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields).toHaveProperty('imageId');
    const badDate = await upload('insurance', '2026-02-31x');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().error.fields).toHaveProperty('expiresOn');
    const kind = await upload('passport', dateIn(100));
    expect(kind.statusCode).toBe(400);
  });

  it('verifies a document, or rejects it only with a reason', async () => {
    const review = (payload: object) =>
      as('POST', `/api/v1/partner/drivers/${driverId}/documents/licence/review`, payload);
    const bare = await review({ decision: 'reject' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.fields).toHaveProperty('reason');
    const rejected = await review({ decision: 'reject', reason: 'The photo is blurred' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejectReason: 'The photo is blurred' });
    const verified = await review({ decision: 'verify' });
    expect(verified.json()).toMatchObject({ status: 'verified', rejectReason: null });
    const none = await as('POST', `/api/v1/partner/drivers/${driverId}/documents/permit/review`, {
      decision: 'verify',
    });
    expect(none.statusCode).toBe(404);
  });

  it('refuses to assign a driver whose licence expired, saying why, until a new one is uploaded', async () => {
    expect((await upload('licence', dateIn(-1))).statusCode).toBe(200);
    const rideId = await bookSedan(t, rider, key());
    const refused = await accept(rideId);
    expect(refused.statusCode).toBe(409);
    const why = `Ravi's driving licence expired on ${dateIn(-1)}; upload the new one first.`;
    expect(refused.json().error.message).toBe(why);
    // The field beside the driver says it too, naming the document and its date for the console to translate.
    expect(refused.json().error.fields).toEqual({ driverId: why });
    const alerts = await as('GET', '/api/v1/partner/driver-documents/alerts');
    expect(alerts.json()).toMatchObject({
      expired: 1,
      documents: [{ driverId, driverName: 'Ravi K', kind: 'licence', daysLeft: -1 }],
    });

    expect((await upload('licence', dateIn(0))).statusCode).toBe(200);
    const accepted = await accept(rideId);
    expect(accepted.statusCode, accepted.body).toBe(200);
    await as('POST', `/api/v1/partner/rides/${rideId}/actions`, { action: 'cancel', reason: 'Test over' });
  });

  it('keeps a driver with an expired document out of auto-dispatch until renewed', async () => {
    await t.database.db
      .update(drivers)
      .set({ online: true, vehicleId, latitude: 13.04, longitude: 80.23, lastSeenAt: new Date() })
      .where(eq(drivers.id, driverId));
    // As the driver's ping would: dispatch finds drivers in the live index.
    await t.app.services.livePositions.put(tenantId, { driverId, lat: 13.04, lng: 80.23, at: Date.now() });
    const tenant = { ...(await findTenantById(t.database.db, tenantId))!, dispatchMode: 'auto' as const };
    const rideId = await bookSedan(t, rider, key());
    expect((await upload('insurance', dateIn(-3))).statusCode).toBe(200);
    const offer = () =>
      t.database.db.transaction((tx) => offerNext(tx, t.app.services.livePositions, tenant, rideId));
    expect(await offer()).toBeNull();
    expect((await upload('insurance', dateIn(200))).statusCode).toBe(200);
    expect(await offer()).toMatchObject({ rideId, driverId });
    await t.database.db.delete(rideOffers).where(eq(rideOffers.rideId, rideId));
    await t.database.db.update(drivers).set({ online: false }).where(eq(drivers.id, driverId));
  });

  it('texts the driver 30 and 7 days before expiry, once per threshold', async () => {
    const texts = () => t.sms.filter((sms) => sms.to === '+919811177701' && /permit/.test(sms.text));
    expect((await upload('permit', dateIn(25))).statusCode).toBe(200);
    // The server's own timer finds it.
    await waitFor(async () => texts().length === 1, 'the 30-day reminder');
    expect(texts()[0]!.text).toBe(
      `Demo Travels: your permit expires on ${dateIn(25)} (in 30 days or less). ` +
        'Please upload the renewed one in the driver app or give it to the office.',
    );
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(texts()).toHaveLength(1);

    // Nineteen days on, the 7-day reminder, and again only once.
    const later = new Date(Date.now() + 19 * DAY);
    const deps = { db: t.database.db };
    expect(await sendDocumentReminders(deps, later)).toBe(1);
    expect(await sendDocumentReminders(deps, later)).toBe(0);
    await waitFor(async () => texts().length === 2, 'the 7-day reminder');
    expect(texts()[1]!.text).toContain('(in 7 days or less)');
    const [row] = await t.database.db
      .select()
      .from(driverDocuments)
      .where(eq(driverDocuments.kind, 'permit'));
    expect(row!.reminded7At).not.toBeNull();

    // A renewed permit starts its reminders afresh.
    expect((await upload('permit', dateIn(6))).statusCode).toBe(200);
    await waitFor(async () => texts().length === 3, 'the renewed permit reminder');
    expect(texts()[2]!.text).toContain('(in 7 days or less)');
  });
});
