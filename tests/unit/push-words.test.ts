// The words of every push kind: filled in the person's language (English when there are none), valid against
// the contract the service worker reads, and opening the right screen with the right buttons.
import { describe, expect, it } from 'vitest';
import { pushNotificationSchema } from '../../src/domain/messages/push';
import {
  PUSH_WORD_KINDS,
  PUSH_WORD_VARIABLES,
  pushOptionsFor,
  pushWords,
  type PushWordKind,
} from '../../src/domain/messages/push-words';

const brand = { name: 'Chennai Cabs', icon: '/icon.png' };
const EXPIRES_AT = Date.UTC(2026, 0, 5, 9, 45);
const SAMPLE: Record<string, string> = {
  rideId: '8f0e2c1a-1111-4222-8333-944445555666',
  offerId: 'offer-77',
  pickup: 'Chennai Central',
  drop: 'Airport',
  fare: '₹450',
  expiresAt: String(EXPIRES_AT),
  reason: 'the rider cancelled',
  driverName: 'Ravi',
  vehicle: 'Swift Dzire',
  plate: 'TN 01 AB 1234',
  tripCode: '4821',
  when: 'today 6:30 pm',
  who: 'Asha',
};
const variablesOf = (kind: PushWordKind) =>
  Object.fromEntries(PUSH_WORD_VARIABLES[kind].map((name) => [name, SAMPLE[name] ?? '']));

/** A second language per kind, so each of Hindi, Tamil and Arabic is read. */
const SECOND: Record<PushWordKind, string> = {
  driver_offer: 'ta',
  ride_taken: 'hi',
  driver_assigned: 'ar',
  driver_arrived: 'ta',
  trip_started: 'hi',
  ride_completed: 'ar',
  ride_cancelled: 'ta',
  booking_waiting: 'hi',
  sos: 'ar',
};
const SCRIPT: Record<string, RegExp> = {
  hi: /[\u0900-\u097F]/,
  ta: /[\u0B80-\u0BFF]/,
  ar: /[\u0600-\u06FF]/,
};

describe('push words', () => {
  it.each(PUSH_WORD_KINDS)('%s: English and its second language, every variable filled', (kind) => {
    const english = pushWords(kind, variablesOf(kind), 'en', brand);
    const second = pushWords(kind, variablesOf(kind), SECOND[kind], brand);
    for (const words of [english, second]) {
      expect(pushNotificationSchema.parse(words)).toEqual(words);
      expect(`${words.title} ${words.body}`).not.toMatch(/[{}]/);
      expect(words).toMatchObject({ kind, icon: brand.icon, rideId: SAMPLE.rideId });
    }
    expect(`${second.title} ${second.body}`).toMatch(SCRIPT[SECOND[kind]]!);
    expect(`${english.title} ${english.body}`).not.toMatch(SCRIPT[SECOND[kind]]!);
    expect(second.url).toBe(english.url);
    expect(second.tag).toBe(english.tag);
  });

  it('offers a driver the ride with Accept and Decline, staying until answered, expiring with the offer', () => {
    const offer = pushWords('driver_offer', variablesOf('driver_offer'), 'en', brand);
    expect(offer).toMatchObject({
      title: 'New ride offer',
      url: '/driver?offer=offer-77',
      requireInteraction: true,
      renotify: true,
      expiresAt: EXPIRES_AT,
      actions: [
        { action: 'accept', title: 'Accept', url: '/driver?offer=offer-77&answer=accept' },
        { action: 'decline', title: 'Decline', url: '/driver?offer=offer-77&answer=decline' },
      ],
    });
    // Some ICU versions put a narrow no-break space before AM.
    expect(offer.body.replace(/\u202f/g, ' ')).toBe('Chennai Central → Airport\n₹450 · answer by 9:45 AM');
    const inTamil = pushWords(
      'driver_offer',
      { ...variablesOf('driver_offer'), timezone: 'Asia/Kolkata' },
      'ta',
      brand,
    );
    expect(inTamil.actions.map((action) => action.title)).toEqual(['ஏற்கிறேன்', 'மறுக்கிறேன்']);
    expect(inTamil.body).toContain('3:15');
    expect(pushOptionsFor('driver_offer', variablesOf('driver_offer'), EXPIRES_AT - 30_000)).toEqual({
      ttlSeconds: 30,
      urgency: 'high',
    });
  });

  it("opens the rider's ride, one tag per ride so its steps replace each other, the brand in the words", () => {
    const ridePage = `/user/rides?ride=${SAMPLE.rideId}`;
    for (const kind of ['driver_assigned', 'driver_arrived', 'trip_started', 'ride_cancelled'] as const) {
      expect(pushWords(kind, variablesOf(kind), 'en', brand)).toMatchObject({
        url: ridePage,
        tag: `ride-${SAMPLE.rideId}`,
      });
      expect(pushOptionsFor(kind, variablesOf(kind)).topic).toBe('8f0e2c1a111142228333944445555666');
    }
    const done = pushWords('ride_completed', variablesOf('ride_completed'), 'en', brand);
    expect(done.body).toBe('Fare ₹450. Thank you for riding with Chennai Cabs. Your invoice is ready.');
    expect(done.actions).toEqual([{ action: 'invoice', title: 'Invoice', url: `${ridePage}#invoice` }]);
    expect(pushWords('driver_assigned', variablesOf('driver_assigned'), 'en', brand)).toMatchObject({
      title: 'Ravi is coming',
      body: 'Swift Dzire · TN 01 AB 1234. Your trip code is 4821.',
    });
  });

  it("sends dispatchers to the console's ride; an SOS stays, sounds again and wakes the phone at once", () => {
    const consoleRide = `/travel/rides?ride=${SAMPLE.rideId}`;
    expect(pushWords('booking_waiting', variablesOf('booking_waiting'), 'en', brand).url).toBe(consoleRide);
    const sos = pushWords('sos', variablesOf('sos'), 'ar', brand);
    expect(sos).toMatchObject({ url: consoleRide, requireInteraction: true, renotify: true });
    expect(sos.title).toBe('استغاثة: Asha يحتاج إلى مساعدة');
    expect(pushOptionsFor('sos', variablesOf('sos')).urgency).toBe('high');
  });

  it('falls back to English for a language without words, and names a missing variable', () => {
    const french = pushWords('ride_taken', variablesOf('ride_taken'), 'fr', brand);
    expect(french).toEqual(pushWords('ride_taken', variablesOf('ride_taken'), 'en', brand));
    const notALanguage = pushWords('ride_taken', variablesOf('ride_taken'), 'constructor', brand);
    expect(notALanguage).toEqual(french);
    expect(() => pushWords('driver_assigned', { rideId: 'r' }, 'en', brand)).toThrow(
      'pushWords(driver_assigned) needs driverName, vehicle, plate, tripCode',
    );
  });

  it('cuts words longer than the contract allows', () => {
    const long = pushWords('ride_cancelled', { rideId: 'r', reason: 'x'.repeat(1000) }, 'en', brand);
    expect(long.body).toHaveLength(400);
    expect(long.body.endsWith('…')).toBe(true);
  });
});
