// The outbox against a Twilio that misbehaves, through the whole app (SMS_PROVIDER=twilio, built from the
// environment as in production): the office's assigning a driver answers at once while Twilio hangs, the message log shows each failed
// attempt and why, and a retry sends the text once Twilio is back. Twilio's signed status callback then marks it
// delivered, and an "undelivered" report sends the text once by WhatsApp instead.
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { SMS_REPORT_PATHS } from '../../src/server/sms/delivery-reports';
import { startGraphApi, type GraphApi } from '../helpers/graph-api';
import { acceptWithNewDriver, bookSedan } from '../helpers/rides';
import { partnerToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';
import { startTwilioStandIn, type TwilioStandIn } from '../helpers/twilio-stand-in';
import { waitFor } from '../helpers/wait-for';

const host = DEMO.host;
const RIDER = '+919876543210';
/** The address Twilio is given (behind a proxy, as in production); its reports are signed for it. */
const PUBLIC_ORIGIN = 'https://taxi.example';
const SMS_TIMEOUT_MS = 1000;

describe.each(testDatabases())('texts through a misbehaving Twilio on $name', (target) => {
  let t: TestApp;
  let twilio: TwilioStandIn;
  let graph: GraphApi;
  let rider: string;
  let partner: string;
  let reportUrl: string;
  beforeAll(async () => {
    twilio = await startTwilioStandIn();
    graph = await startGraphApi({});
    t = await startTestApp(target, {
      smsFromEnv: true,
      env: {
        SMS_PROVIDER: 'twilio',
        TWILIO_API_URL: twilio.url,
        TWILIO_ACCOUNT_SID: twilio.accountSid,
        TWILIO_AUTH_TOKEN: twilio.authToken,
        TWILIO_FROM: '+15005550006',
        PUBLIC_ORIGIN,
        SMS_TIMEOUT_MS: String(SMS_TIMEOUT_MS),
        // Retries 2 s and then 12 s apart: wide enough windows to read each failure in the log between attempts.
        MESSAGE_RETRY_BASE_MS: '2000',
        WHATSAPP_API_URL: graph.url,
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    reportUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${SMS_REPORT_PATHS.twilio}`;
    rider = await riderTokenByTwilio();
    partner = await partnerToken(t);
  });
  afterAll(async () => {
    await t?.close();
    await twilio?.close();
    await graph?.close();
  });

  async function riderTokenByTwilio() {
    const before = twilio.messages.length;
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/rider/code',
      headers: { host },
      payload: { phone: RIDER },
    });
    const text = await waitFor(
      async () => twilio.messages.slice(before).find((m) => m.to === RIDER && /^\d{4} is your/.test(m.body)),
      'the login code at Twilio',
    );
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/rider/verify',
      headers: { host },
      payload: { phone: RIDER, code: text.body.slice(0, 4) },
    });
    return (verified.json() as { token: string }).token;
  }
  /** The rider's "driver assigned" text in the message log. */
  const bookingText = async (rideId: string) => {
    const [row] = await t.database.db
      .select()
      .from(messages)
      .where(
        and(eq(messages.rideId, rideId), eq(messages.channel, 'sms'), eq(messages.kind, 'driver_assigned')),
      );
    return row;
  };
  /** Whether any text to the rider still waits for its gateway. */
  const riderTextsWaiting = async () => {
    const [row] = await t.database.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.recipient, RIDER), eq(messages.status, 'queued')))
      .limit(1);
    return row;
  };
  let drivers = 0;
  const assignDriver = (rideId: string) => {
    drivers += 1;
    return acceptWithNewDriver(t, partner, rideId, {
      firstName: 'Ravi',
      lastName: 'Kumar',
      phone: `+9198400000${String(drivers).padStart(2, '0')}`,
      vehicleNumber: `TN 01 AB ${1000 + drivers}`,
    });
  };

  it('assigns a driver at once while Twilio hangs, logs each failure, and sends the text on a retry', async () => {
    const rideId = await bookSedan(t, rider, `hang-${Date.now()}`);
    await waitFor(async () => !(await riderTextsWaiting()), "the booking's own texts sent");
    // The rider's next text hangs, its retry is refused, and the one after is taken.
    twilio.scriptFor(RIDER, ['hang', { status: 503, code: 20503, message: 'Service Unavailable' }]);
    const started = performance.now();
    await assignDriver(rideId);
    expect(performance.now() - started).toBeLessThan(SMS_TIMEOUT_MS);
    // The answer came while the text still waited on Twilio.
    expect(await bookingText(rideId)).toMatchObject({ status: 'queued', attempts: 0 });

    const timedOut = await waitFor(async () => {
      const row = await bookingText(rideId);
      return row && row.attempts >= 1 && row;
    }, 'the first attempt timing out');
    expect(timedOut).toMatchObject({ attempts: 1, status: 'queued', provider: null });
    expect(timedOut.failureReason).toMatch(/Twilio did not answer within 1 s/);

    const refused = await waitFor(async () => {
      const row = await bookingText(rideId);
      return row && row.attempts >= 2 && row;
    }, 'the retry Twilio refuses');
    expect(refused).toMatchObject({ attempts: 2, status: 'queued' });
    expect(refused.failureReason).toMatch(/HTTP 503, error 20503\): Service Unavailable/);

    const sent = await waitFor(
      async () => {
        const row = await bookingText(rideId);
        return row?.status === 'sent' && row;
      },
      'the text sent once Twilio is back',
      30_000,
    );
    expect(sent).toMatchObject({ attempts: 3, provider: 'twilio', failureReason: null });
    const taken = twilio.messages.find((m) => m.sid === sent.providerId);
    expect(taken).toMatchObject({ to: RIDER, statusCallback: `${PUBLIC_ORIGIN}${SMS_REPORT_PATHS.twilio}` });

    const signedUrl = taken!.statusCallback!;
    const forged = await twilio.postStatus(sent.providerId!, 'delivered', {
      url: reportUrl,
      signedUrl,
      signWith: 'x',
    });
    expect(forged.status).toBe(403);
    expect((await bookingText(rideId))!.status).toBe('sent');
    const report = await twilio.postStatus(sent.providerId!, 'delivered', { url: reportUrl, signedUrl });
    expect(report.status).toBeLessThan(300);
    expect(await bookingText(rideId)).toMatchObject({ status: 'delivered' });
  });

  it('sends an undelivered text once by WhatsApp when the partner has WhatsApp set up', async () => {
    const rideId = await bookSedan(t, rider, `undelivered-${Date.now()}`);
    await assignDriver(rideId);
    const sent = await waitFor(async () => {
      const row = await bookingText(rideId);
      return row?.status === 'sent' && row;
    }, 'the booking text');
    const signedUrl = `${PUBLIC_ORIGIN}${SMS_REPORT_PATHS.twilio}`;
    const report = await twilio.postStatus(sent.providerId!, 'undelivered', {
      url: reportUrl,
      signedUrl,
      errorCode: '30003',
    });
    expect(report.status).toBeLessThan(300);
    expect((await bookingText(rideId))!.status).toBe('failed');
    const [fallback] = await t.database.db.select().from(messages).where(eq(messages.fallbackOf, sent.id));
    expect(fallback).toMatchObject({
      channel: 'whatsapp',
      kind: 'driver_assigned',
      recipient: RIDER,
      rideId,
    });
  });
});
