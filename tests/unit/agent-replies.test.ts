// The booking agent's fixed replies in every site language: each language has every reply, translated rather than
// left in English (vehicle names only where the language uses the English one), with the trip's places, time and
// fare written as that language's Intl locale writes them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { agentReply, formatFare } from '../../src/domain/assistants/booking-text/agent-replies';
import { type Offer } from '../../src/domain/assistants/booking-text/conversation';
import { parseBookingText } from '../../src/domain/assistants/booking-text/parse-booking-text';
import { RIDER_WORDS } from '../../src/domain/assistants/booking-text/rider-words/rider-words';
import { numberedReply } from '../../src/domain/assistants/booking-text/whatsapp-replies';
import { LANGUAGES, VEHICLE_TYPES, type Language, type VehicleType } from '../../src/domain/constants';
import { intlLocale } from '../../src/domain/intl-locale';
import { placesFileSchema } from '../../src/domain/places/place-contract';
import { createPlaceIndex } from '../../src/domain/places/place-index';

const places = createPlaceIndex(
  placesFileSchema.parse(JSON.parse(readFileSync('public/places/in.json', 'utf8'))),
  'in',
);
const timezone = 'Asia/Kolkata';
const { missing: _, ...draft } = parseBookingText('Chennai to Bangalore tomorrow 8 pm', {
  now: new Date('2026-03-10T04:30:00Z'),
  timezone,
  places,
});
const offers: Offer[] = [
  { vehicleType: 'sedan', models: ['Dzire'], totalFee: 560000, currency: 'INR' },
  { vehicleType: 'suv', models: ['Innova Crysta'], totalFee: 720000, currency: 'INR' },
];
const nextPickupAt = Date.parse('2026-03-12T03:30:00Z');

/** Vehicle names the language writes as English does. */
const ENGLISH_NAMES: Partial<Record<Language, readonly VehicleType[]>> = {
  es: ['suv'],
  fr: ['suv'],
  pt: ['suv'],
  zh: ['suv'],
  id: ['hatchback', 'sedan', 'suv'],
  ms: ['hatchback', 'sedan', 'suv'],
  tr: ['hatchback', 'sedan', 'suv'],
};

/** Every fixed reply the agent and its doors (chat socket, WhatsApp) send, as a rider of `language` reads it. */
function everyReply(language: Language) {
  const locale = intlLocale(language, 'in');
  const context = { language, locale, timezone, businessName: 'Demo Travels' };
  const say = (turn: Parameters<typeof agentReply>[0], extra = {}) => agentReply(turn, draft, context, extra);
  const words = RIDER_WORDS[language];
  const confirm = say({ kind: 'confirm', offer: offers[1]! });
  const place = say({ kind: 'confirmPlace', place: draft.pickup!, alternatives: [] });
  return {
    askPickup: say({ kind: 'ask', field: 'pickup' }).text,
    askDropoff: say({ kind: 'ask', field: 'dropoff' }).text,
    askPickupTime: say({ kind: 'ask', field: 'pickupTime' }).text,
    askReturnTime: say({ kind: 'ask', field: 'returnTime' }).text,
    pastTime: say({ kind: 'ask', field: 'pickupTime' }, { pastTime: true }).text,
    outsideHours: say({ kind: 'ask', field: 'pickupTime' }, { pastTime: true, nextPickupAt }).text,
    confirmPlace: place.text,
    thatPlace: place.choices[0]!,
    offers: say({ kind: 'offers', offers }).text,
    confirm: confirm.text,
    yes: confirm.choices[0]!,
    booked: say({ kind: 'booked', rideId: 'r1' }, { tripCode: '4821', cashback: 'CASHBACK' }).text,
    noVehicles: say({ kind: 'no-vehicles' }).text,
    chooseByNumber: numberedReply('', ['1'], language).split('\n').at(-1)!,
    logInToChat: words.logInToChat,
    writeMessage: words.writeMessage,
    tooLong: words.tooLong(1000),
    failed: words.failed,
    textOnly: words.textOnly,
  };
}

const english = everyReply('en');

describe('agent replies in every site language', () => {
  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'has every reply translated in %s',
    (language) => {
      const replies = everyReply(language);
      expect(Object.keys(replies)).toEqual(Object.keys(english));
      for (const [key, text] of Object.entries(replies)) {
        expect(text.trim(), key).not.toBe('');
        expect(text, key).not.toBe(english[key as keyof typeof english]);
      }
      for (const type of VEHICLE_TYPES) {
        const same = RIDER_WORDS[language].vehicle[type] === RIDER_WORDS.en.vehicle[type];
        expect(same, type).toBe(ENGLISH_NAMES[language]?.includes(type) ?? false);
      }
    },
  );

  it.each(LANGUAGES)('writes the trip, its time and fare as the %s locale does', (language) => {
    const locale = intlLocale(language, 'in');
    const replies = everyReply(language);
    const when = (at: string | number) =>
      new Intl.DateTimeFormat(locale, { timeZone: timezone, dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(at),
      );
    expect(replies.confirm).toContain('Chennai → Bengaluru');
    expect(replies.confirm).toContain(when(draft.pickupTime!));
    expect(replies.confirm).toContain(formatFare(720000, 'INR', locale));
    expect(replies.confirm).toContain(RIDER_WORDS[language].vehicle.suv);
    expect(replies.outsideHours).toContain(when(nextPickupAt));
    expect(replies.booked).toContain('4821');
    expect(replies.booked).toContain('CASHBACK');
    const context = { language, locale, timezone, businessName: 'Demo Travels' };
    expect(agentReply({ kind: 'offers', offers }, draft, context).choices).toEqual([
      `${RIDER_WORDS[language].vehicle.sedan} · ${formatFare(560000, 'INR', locale)}`,
      `${RIDER_WORDS[language].vehicle.suv} · ${formatFare(720000, 'INR', locale)}`,
    ]);
  });

  it('answers an Arabic rider in Arabic, with the fare in Arabic-Indic digits where the locale uses them', () => {
    const context = { language: 'ar' as const, locale: 'ar-SA', timezone, businessName: 'Demo Travels' };
    const confirm = agentReply({ kind: 'confirm', offer: offers[0]! }, draft, context);
    expect(confirm.text).toMatch(/^هل نحجز سيدان لرحلة Chennai → Bengaluru/);
    expect(confirm.text).toContain('٥٬٦٠٠');
    expect(confirm.choices).toEqual(['نعم، احجز']);
  });
});
