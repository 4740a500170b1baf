// The channel a partner picks for riders' ride texts, through the real API and a stand-in Graph API: SMS by
// default, WhatsApp through the partner's Cloud API number, both, and SMS whenever WhatsApp refuses the message or
// is not set up. The texts are the booking confirmation for a caller and the "finding you another driver" that
// follows the office taking a ride off its driver.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerSettingsSchema } from '../../src/domain/partners/partner-settings';
import { DEMO, DEMO_WHATSAPP_NUMBER } from '../../src/server/db/seed';
import { demoWhatsapp } from '../helpers/demo-whatsapp';
import { startGraphApi, type GraphApi } from '../helpers/graph-api';
import { acceptWithNewDriver } from '../helpers/rides';
import { partnerToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';
import { waitFor } from '../helpers/wait-for';

const host = DEMO.host;
const TRIP = {
  pickupLocation: { name: 'T. Nagar', lat: 13.0418, lng: 80.2341 },
  dropoffLocation: { name: 'Adyar', lat: 13.0012, lng: 80.2565 },
};

describe.each(testDatabases())('rider texts by SMS or WhatsApp on $name', (target) => {
  let t: TestApp;
  let graph: GraphApi;
  let partner: string;
  const tokens: Record<string, string> = {};
  let accessToken = '';
  let keys = 0;
  beforeAll(async () => {
    graph = await startGraphApi(tokens);
    t = await startTestApp(target, { env: { WHATSAPP_API_URL: graph.url } });
    accessToken = (await demoWhatsapp(t.database.db)).accessToken;
    tokens[DEMO_WHATSAPP_NUMBER] = accessToken;
    partner = await partnerToken(t);
  });
  afterAll(async () => {
    await t?.close();
    await graph?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: {
        host,
        authorization: `Bearer ${partner}`,
        ...(method === 'GET' ? {} : { 'idempotency-key': `rider-texts-${(keys += 1)}` }),
      },
      ...(payload ? { payload } : {}),
    });
  const settings = async () =>
    partnerSettingsSchema.parse((await call('GET', '/api/v1/partner/settings')).json());
  const choose = async (channel: string) =>
    call('PATCH', '/api/v1/partner/settings', { riderMessages: { channel } });

  /** Books a ride for a caller and answers its id; the caller is texted the booking with its trip code. */
  async function bookFor(phone: string): Promise<string> {
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quotes',
      headers: { host },
      payload: { ...TRIP, pickupTime: new Date(Date.now() + 2 * 3600_000).toISOString() },
    });
    const booked = await call('POST', '/api/v1/partner/bookings', {
      rideSearchId: quote.json().data.ride_search_id,
      vehicleType: 'sedan',
      customerName: 'Lakshmi',
      customerPhone: phone,
      paymentMethod: 'cash',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    return booked.json().data[0].rideId as string;
  }
  const byWhatsapp = (digits: string) => graph.sent.filter((text) => text.to === digits).map((t) => t.body);
  const bySms = (phone: string) => t.sms.filter((text) => text.to === phone).map((text) => text.text);
  /** The texts are sent from the outbox a moment after the booking: waits until `count` have gone. */
  const sent = (texts: () => string[], count = 1) =>
    waitFor(async () => (texts().length >= count ? texts() : undefined), 'the rider texts');

  it('texts by SMS unless told otherwise, and refuses a channel it does not know', async () => {
    expect((await settings()).riderMessages).toEqual({ channel: 'sms', whatsappReady: true });
    await bookFor('98765 30001');
    expect(await sent(() => bySms('+919876530001'))).toEqual([expect.stringMatching(/Trip code \d{4}/)]);
    expect(byWhatsapp('919876530001')).toEqual([]);
    const bad = await choose('pigeon');
    expect(bad.statusCode).toBe(400);
    expect((await settings()).riderMessages.channel).toBe('sms');
  });

  it('sends by WhatsApp when chosen, for the booking and for the driver taken off the ride', async () => {
    expect((await choose('whatsapp')).statusCode).toBe(200);
    const rideId = await bookFor('98765 30002');
    expect(await sent(() => byWhatsapp('919876530002'))).toEqual([expect.stringMatching(/Trip code \d{4}/)]);
    expect(graph.sent.at(-1)?.phoneNumberId).toBe(DEMO_WHATSAPP_NUMBER);
    await acceptWithNewDriver(t, partner, rideId, {
      firstName: 'Arjun',
      lastName: 'S',
      phone: '+919811130002',
      vehicleNumber: 'TN09 WA0002',
    });
    const taken = await call('POST', `/api/v1/partner/rides/${rideId}/actions`, {
      action: 'unassign',
      reason: 'Car broke down',
    });
    expect(taken.statusCode, taken.body).toBe(200);
    await waitFor(
      async () => byWhatsapp('919876530002').find((text) => /finding you another one/.test(text)),
      'the new driver search by WhatsApp',
    );
    expect(bySms('+919876530002')).toEqual([]);
  });

  it('falls back to SMS when WhatsApp refuses the message', async () => {
    tokens[DEMO_WHATSAPP_NUMBER] = 'a token Meta revoked';
    try {
      await bookFor('98765 30003');
      expect(await sent(() => bySms('+919876530003'))).toEqual([expect.stringMatching(/Trip code \d{4}/)]);
    } finally {
      tokens[DEMO_WHATSAPP_NUMBER] = accessToken;
    }
    expect(graph.refused.at(-1)).toMatch(/Invalid OAuth access token/);
    expect(byWhatsapp('919876530003')).toEqual([]);
  });

  it('sends by both when asked, and by SMS alone once WhatsApp is disconnected', async () => {
    expect((await choose('both')).statusCode).toBe(200);
    await bookFor('98765 30004');
    expect(await sent(() => byWhatsapp('919876530004'))).toHaveLength(1);
    expect(await sent(() => bySms('+919876530004'))).toHaveLength(1);

    expect((await choose('whatsapp')).statusCode).toBe(200);
    const off = await call('PATCH', '/api/v1/partner/settings', { whatsapp: { phoneNumberId: '' } });
    expect(off.statusCode, off.body).toBe(200);
    expect((await settings()).riderMessages).toEqual({ channel: 'whatsapp', whatsappReady: false });
    await bookFor('98765 30005');
    expect(await sent(() => bySms('+919876530005'))).toHaveLength(1);
    expect(byWhatsapp('919876530005')).toEqual([]);
  });
});
