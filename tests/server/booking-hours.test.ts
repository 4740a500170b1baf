// A partner's booking hours and minimum notice on real databases: saved in Settings (and refused when malformed),
// published in the brand; quotes and bookings outside the hours or inside the notice refused on the pickup time
// naming the next pickup in the partner's zone, allowed at the edge; the defaults unchanged; the office's booking
// for a caller allowed outside them; and the chat answering with the next time instead of offering vehicles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatReplySchema } from '../../src/domain/assistants/booking-text/agent-parse-contract';
import {
  OPEN_ALL_THE_TIME,
  wallClock,
  WEEKDAYS,
  type BookingWindow,
} from '../../src/domain/booking/booking-hours';
import { DEMO } from '../../src/server/db/seed';
import { partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const host = DEMO.host;
const KOLKATA = 'Asia/Kolkata';
const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const TRIP = {
  pickupLocation: { name: 'T. Nagar', lat: 13.0418, lng: 80.2341 },
  dropoffLocation: { name: 'Adyar', lat: 13.0012, lng: 80.2565 },
};
let keys = 0;
const key = () => `hours-${Date.now()}-${(keys += 1)}`;

/** The instant of a Kolkata wall-clock time `days` days from today there (Kolkata has no DST: +05:30). */
function kolkata(days: number, clock: string): number {
  const today = wallClock(Date.now() + days * DAY, KOLKATA);
  const date = `${today.year}-${String(today.month).padStart(2, '0')}-${String(today.day).padStart(2, '0')}`;
  return Date.parse(`${date}T${clock}:00+05:30`);
}
const weekdayIn = (days: number) => WEEKDAYS[wallClock(Date.now() + days * DAY, KOLKATA).weekday]!;
const isoDate = (at: number) => new Date(at + 330 * MIN).toISOString().slice(0, 10);

describe.each(testDatabases())('booking hours and notice on $name', (target) => {
  let t: TestApp;
  let partner: string;
  let rider: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    [partner, rider] = [await partnerToken(t), await riderToken(t)];
  });
  afterAll(async () => {
    await t?.close();
  });

  const setWindow = async (bookingWindow: BookingWindow) => {
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/partner/settings',
      headers: { host, authorization: `Bearer ${partner}`, 'idempotency-key': key() },
      payload: { bookingWindow },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  const quote = (pickupAt: number, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/quotes',
      headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: { ...TRIP, pickupTime: new Date(pickupAt).toISOString() },
    });
  const book = (rideSearchId: string, url = '/api/v1/bookings', token = rider) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { host, authorization: `Bearer ${token}`, 'idempotency-key': key() },
      payload: { rideSearchId, vehicleType: 'sedan', customerName: 'Priya', customerPhone: '9876543210' },
    });
  /** Open only 09:00–17:00 on the weekday three days from now. */
  const threeDaysOut = (): BookingWindow => ({
    minimumLeadMinutes: 0,
    hours: [{ day: weekdayIn(3), from: '09:00', to: '17:00' }],
  });

  it('keeps the defaults: no window in the brand, any time from now on, the past refused as before', async () => {
    const settings = await t.app.inject({
      url: '/api/v1/partner/settings',
      headers: { host, authorization: `Bearer ${partner}` },
    });
    expect(settings.json().bookingWindow).toEqual(OPEN_ALL_THE_TIME);
    expect((await t.app.inject({ url: '/api/v1/config', headers: { host } })).json()).not.toHaveProperty(
      'bookingWindow',
    );
    expect((await quote(Date.now())).statusCode).toBe(200);
    expect((await quote(kolkata(2, '03:10'))).statusCode).toBe(200);
    const past = await quote(Date.now() - 10 * MIN);
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields).toEqual({ pickupTime: 'Choose a time from now on' });
  });

  it('saves the window, refuses a malformed one with field errors, and publishes it in the brand', async () => {
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/partner/settings',
      headers: { host, authorization: `Bearer ${partner}`, 'idempotency-key': key() },
      payload: {
        bookingWindow: { minimumLeadMinutes: 20_000, hours: [{ day: 'mon', from: '9', to: '17:00' }] },
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      'bookingWindow.minimumLeadMinutes': 'At most 7 days (10080 minutes)',
      'bookingWindow.hours.0.from': 'Enter a time like 07:30',
    });
    const window = { ...threeDaysOut(), minimumLeadMinutes: 45 };
    await setWindow(window);
    expect((await t.app.inject({ url: '/api/v1/config', headers: { host } })).json().bookingWindow).toEqual(
      window,
    );
    await setWindow(OPEN_ALL_THE_TIME);
  });

  it('refuses a quote outside the hours naming the next pickup in the partner’s zone, and takes the opening', async () => {
    await setWindow(threeDaysOut());
    const early = await quote(kolkata(3, '08:55'));
    expect(early.statusCode).toBe(400);
    const next = `${isoDate(kolkata(3, '09:00'))}T09:00+05:30`;
    expect(early.json().error).toMatchObject({
      code: 'validation_failed',
      message: `${DEMO.businessName} takes pickups from ${next} (Asia/Kolkata) on.`,
      fields: { pickupTime: `The earliest pickup is ${next}` },
    });
    expect((await quote(kolkata(3, '09:00'))).statusCode).toBe(200);
    expect((await quote(kolkata(3, '16:55'))).statusCode).toBe(200);
    expect((await quote(kolkata(3, '17:00'))).statusCode).toBe(400);
    // The next day is closed: its next pickup is a week on.
    const closed = await quote(kolkata(4, '10:00'));
    expect(closed.json().error.fields.pickupTime).toBe(
      `The earliest pickup is ${isoDate(kolkata(10, '09:00'))}T09:00+05:30`,
    );
    await setWindow(OPEN_ALL_THE_TIME);
  });

  it('refuses a pickup sooner than the notice, takes one at the notice', async () => {
    await setWindow({ minimumLeadMinutes: 120, hours: [] });
    const now = Date.now();
    const soon = await quote(now + 100 * MIN);
    expect(soon.statusCode).toBe(400);
    expect(soon.json().error.fields.pickupTime).toMatch(
      /^The earliest pickup is \d{4}-\d\d-\d\dT\d\d:\d[05]\+05:30$/,
    );
    expect((await quote(now + 120 * MIN)).statusCode).toBe(200);
    expect((await quote(now)).statusCode).toBe(400);
    await setWindow(OPEN_ALL_THE_TIME);
  });

  it('refuses a booking whose search the partner’s new hours no longer allow', async () => {
    const searched = await quote(kolkata(3, '08:00'));
    expect(searched.statusCode).toBe(200);
    await setWindow(threeDaysOut());
    const refused = await book(searched.json().data.ride_search_id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.pickupTime).toBe(
      `The earliest pickup is ${isoDate(kolkata(3, '09:00'))}T09:00+05:30`,
    );
    const allowed = await quote(kolkata(3, '09:30'));
    expect((await book(allowed.json().data.ride_search_id)).statusCode).toBe(201);
    await setWindow(OPEN_ALL_THE_TIME);
  });

  it('lets the office book a caller outside the hours: the office decides', async () => {
    await setWindow(threeDaysOut());
    expect((await quote(kolkata(4, '22:00'), rider)).statusCode).toBe(400);
    const staffQuote = await quote(kolkata(4, '22:00'), partner);
    expect(staffQuote.statusCode, staffQuote.body).toBe(200);
    const booked = await book(staffQuote.json().data.ride_search_id, '/api/v1/partner/bookings', partner);
    expect(booked.statusCode, booked.body).toBe(201);
    await setWindow(OPEN_ALL_THE_TIME);
  });

  it('answers in the chat with the next pickup instead of offering vehicles', async () => {
    // Open only the morning of the day after tomorrow: "tomorrow 8 pm" is outside.
    await setWindow({ minimumLeadMinutes: 0, hours: [{ day: weekdayIn(2), from: '06:00', to: '12:00' }] });
    const chatter = await riderToken(t, '+919742056700');
    const say = async (text: string) => {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/v1/agent/messages',
        headers: { host, authorization: `Bearer ${chatter}` },
        payload: { text, language: 'en' },
      });
      expect(reply.statusCode, reply.body).toBe(200);
      return chatReplySchema.parse(reply.json()).reply;
    };
    await say('Chennai to Bangalore');
    const answer = await say('tomorrow 8 pm');
    const day = new Intl.DateTimeFormat('en-IN', { timeZone: KOLKATA, dateStyle: 'medium' }).format(
      kolkata(2, '06:00'),
    );
    expect(answer.text).toMatch(
      new RegExp(
        `^We can't pick you up then\\. The earliest we can come is ${day}, 6:00\\sam\\. When should`,
      ),
    );
    expect(answer.choices).toEqual([]);
    const offers = await say('day after tomorrow 7 am');
    expect(offers.text).toMatch(/^Here are the vehicles/);
    await setWindow(OPEN_ALL_THE_TIME);
  });
});
