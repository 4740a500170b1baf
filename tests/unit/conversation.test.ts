// The booking conversation state machine: one question at a time, corrections, offers, confirmation.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  NEW_CONVERSATION,
  nextTurn,
  reduce,
  type ConversationState,
  type Offer,
} from '../../src/domain/assistants/booking-text/conversation';
import { parseBookingText } from '../../src/domain/assistants/booking-text/parse-booking-text';
import { placesFileSchema } from '../../src/domain/places/place-contract';
import { placeLabel } from '../../src/domain/places/place';
import { agentReply } from '../../src/domain/assistants/booking-text/agent-replies';
import { LANGUAGES } from '../../src/domain/constants';
import { intlLocale } from '../../src/domain/intl-locale';
import { createPlaceIndex } from '../../src/domain/places/place-index';

const places = createPlaceIndex(
  placesFileSchema.parse(JSON.parse(readFileSync('public/places/in.json', 'utf8'))),
  'in',
);
const now = new Date('2026-03-10T04:30:00Z');
const timezone = 'Asia/Kolkata';
const say = (state: ConversationState, text: string) =>
  reduce(state, {
    type: 'message',
    text,
    parsed: parseBookingText(text, { now, timezone, places }),
    timezone,
  });
const offers: Offer[] = [
  { vehicleType: 'sedan', models: ['Dzire'], totalFee: 560000, currency: 'INR' },
  { vehicleType: 'suv', models: ['Innova Crysta'], totalFee: 720000, currency: 'INR' },
];
const ist = (iso: string | null) =>
  iso &&
  new Intl.DateTimeFormat('en-GB', { timeZone: timezone, dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(iso),
  );

const context = { language: 'en' as const, locale: 'en-IN', timezone, businessName: 'Test Cabs' };

describe('booking conversation', () => {
  it('asks for one missing thing at a time, in order', () => {
    let state = say(NEW_CONVERSATION, 'I need a cab');
    expect(nextTurn(state, '')).toEqual({ kind: 'ask', field: 'pickup' });
    state = say(state, 'from Chennai');
    expect(nextTurn(state, '')).toEqual({ kind: 'ask', field: 'dropoff' });
    state = say(state, 'Bangalore');
    expect([state.draft.pickup?.name, state.draft.dropoff?.name]).toEqual(['Chennai', 'Bengaluru']);
    expect(nextTurn(state, '')).toEqual({ kind: 'ask', field: 'pickupTime' });
    state = say(state, 'tomorrow 8 pm');
    expect(nextTurn(state, '')).toEqual({ kind: 'quote' });
  });

  it('offers the quoted vehicles, takes a change of vehicle, confirms and books', () => {
    let state = say(NEW_CONVERSATION, 'Chennai to Bangalore tomorrow 8 pm');
    state = reduce(state, { type: 'quoted', quoteId: 'q1', offers });
    expect(nextTurn(state, '')).toEqual({ kind: 'offers', offers });
    state = say(state, 'sedan');
    expect(nextTurn(state, 'sedan')).toEqual({ kind: 'confirm', offer: offers[0] });
    state = say(state, 'SUV instead');
    expect(nextTurn(state, 'SUV instead')).toEqual({ kind: 'confirm', offer: offers[1] });
    state = say(state, 'yes');
    expect(nextTurn(state, 'yes')).toEqual({ kind: 'book' });
    state = reduce(state, { type: 'booked', rideId: 'r1' });
    expect(nextTurn(state, '')).toEqual({ kind: 'booked', rideId: 'r1' });
  });

  it('keeps the agreed day when only the time is corrected, and quotes again', () => {
    let state = say(NEW_CONVERSATION, 'Chennai to Vellore tomorrow 8 pm');
    state = reduce(state, { type: 'quoted', quoteId: 'q1', offers });
    state = say(state, 'make it 9 pm');
    expect(ist(state.draft.pickupTime)).toBe('11/03/2026, 21:00');
    expect(state).toMatchObject({ stage: 'collecting', quoteId: null });
    expect(nextTurn(state, '')).toEqual({ kind: 'quote' });
    state = say(state, 'make it 1 am');
    expect(ist(state.draft.pickupTime)).toBe('11/03/2026, 01:00');
  });

  it('does not book on a yes before a vehicle is chosen, and starts afresh after a booking', () => {
    let state = say(NEW_CONVERSATION, 'Chennai to Vellore tomorrow 8 am');
    state = reduce(state, { type: 'quoted', quoteId: 'q1', offers });
    state = say(state, 'yes');
    expect(nextTurn(state, 'yes')).toEqual({ kind: 'offers', offers });
    state = reduce(say(say(state, 'suv'), 'yes'), { type: 'booked', rideId: 'r1' });
    state = say(state, 'another cab please');
    expect(state).toMatchObject({ stage: 'collecting', rideId: null, quoteId: null });
    expect(nextTurn(state, '')).toEqual({ kind: 'ask', field: 'pickup' });
  });

  it('says so when the quote has no vehicles', () => {
    const state = reduce(say(NEW_CONVERSATION, 'Chennai to Vellore tomorrow 8 am'), {
      type: 'quoted',
      quoteId: 'q1',
      offers: [],
    });
    expect(nextTurn(state, '')).toEqual({ kind: 'no-vehicles' });
  });

  it('asks which city a name several cities have means, and takes the rider’s answer', () => {
    let state = say(NEW_CONVERSATION, 'from Anna Nagar');
    const turn = nextTurn(state, '');
    expect(turn.kind === 'confirmPlace' && placeLabel(turn.place)).toBe('Anna Nagar, Chennai');
    const others = turn.kind === 'confirmPlace' ? turn.alternatives.map(placeLabel) : [];
    expect(others).toContain('Anna Nagar, Madurai');
    expect(
      agentReply(turn as Exclude<typeof turn, { kind: 'quote' | 'book' }>, state.draft, context),
    ).toEqual({
      text: 'Anna Nagar, Chennai — right?',
      choices: ['Yes', ...others],
    });
    state = say(state, 'Anna Nagar, Madurai');
    expect(state.draft.pickup && placeLabel(state.draft.pickup)).toBe('Anna Nagar, Madurai');
    expect(nextTurn(state, '')).toEqual({ kind: 'ask', field: 'dropoff' });
  });

  it('keeps the place on a yes, and needs no question when the other place settles the city', () => {
    let state = say(NEW_CONVERSATION, 'from Anna Nagar');
    state = say(state, 'yes');
    expect(state.draft.pickup && placeLabel(state.draft.pickup)).toBe('Anna Nagar, Chennai');
    expect(nextTurn(state, 'yes')).toEqual({ kind: 'ask', field: 'dropoff' });
    const anchored = say(NEW_CONVERSATION, 'Madurai airport to Anna Nagar tomorrow 9 am');
    expect(anchored.draft.dropoff && placeLabel(anchored.draft.dropoff)).toBe('Anna Nagar, Madurai');
    expect(anchored.draft.unsure).toBeNull();
  });

  it('lets a later “now” or “today” replace the day agreed earlier, not keep it', () => {
    const tomorrow = say(NEW_CONVERSATION, 'taxi from Velachery to Guindy tomorrow at 9');
    expect(ist(tomorrow.draft.pickupTime)).toBe('11/03/2026, 09:00');
    expect(ist(say(tomorrow, 'actually now').draft.pickupTime)).toBe('10/03/2026, 10:00');
    expect(ist(say(tomorrow, 'right now please').draft.pickupTime)).toBe('10/03/2026, 10:00');
    expect(ist(say(tomorrow, 'abhi chahiye').draft.pickupTime)).toBe('10/03/2026, 10:00');
    expect(ist(say(tomorrow, 'today 5 pm').draft.pickupTime)).toBe('10/03/2026, 17:00');
    expect(ist(say(tomorrow, 'tonight').draft.pickupTime)).toBe('10/03/2026, 21:00');
    // A time alone still keeps the agreed day.
    expect(ist(say(tomorrow, 'make it 6 pm').draft.pickupTime)).toBe('11/03/2026, 18:00');
  });

  it('changes the time of the ride being booked, keeping its places', () => {
    const evening = say(NEW_CONVERSATION, 'taxi from Velachery to Guindy tomorrow at 7 pm');
    const changes: [string, string][] = [
      ['change time to 9', '11/03/2026, 09:00'],
      ['change the time to 9 am', '11/03/2026, 09:00'],
      ['make it 9:30', '11/03/2026, 09:30'],
      ['change the pickup time to 10 pm', '11/03/2026, 22:00'],
    ];
    for (const [text, time] of changes) {
      const changed = say(evening, text);
      expect(ist(changed.draft.pickupTime), text).toBe(time);
      expect([changed.draft.pickup?.name, changed.draft.dropoff?.name], text).toEqual([
        'Velachery',
        'Guindy',
      ]);
    }
  });

  it.each(LANGUAGES)(
    'books when the %s rider taps the offered vehicle, then the confirm button',
    (language) => {
      const words = { language, locale: intlLocale(language, 'in'), timezone, businessName: 'Test Cabs' };
      const tap = (state: ConversationState, choice: string) => {
        const next = say(state, choice);
        return { state: next, turn: nextTurn(next, choice) };
      };
      let state = reduce(say(NEW_CONVERSATION, 'Chennai to Bangalore tomorrow 8 pm'), {
        type: 'quoted',
        quoteId: 'q1',
        offers,
      });
      const offered = agentReply({ kind: 'offers', offers }, state.draft, words);
      const sedan = tap(state, offered.choices[0]!);
      expect(sedan.turn).toEqual({ kind: 'confirm', offer: offers[0] });
      const suv = tap(sedan.state, offered.choices[1]!);
      expect(suv.turn).toEqual({ kind: 'confirm', offer: offers[1] });
      state = suv.state;
      const confirm = agentReply({ kind: 'confirm', offer: offers[1]! }, state.draft, words);
      expect(tap(state, confirm.choices[0]!).turn).toEqual({ kind: 'book' });
    },
  );

  it.each(LANGUAGES)('keeps the place asked about when the %s rider taps its yes', (language) => {
    const words = { language, locale: intlLocale(language, 'in'), timezone, businessName: 'Test Cabs' };
    const state = say(NEW_CONVERSATION, 'from Anna Nagar');
    const turn = nextTurn(state, '');
    const asked = agentReply(turn as Exclude<typeof turn, { kind: 'quote' | 'book' }>, state.draft, words);
    const kept = say(state, asked.choices[0]!);
    expect(kept.draft.pickup && placeLabel(kept.draft.pickup)).toBe('Anna Nagar, Chennai');
    expect(nextTurn(kept, asked.choices[0]!)).toEqual({ kind: 'ask', field: 'dropoff' });
  });

  it('reads yes as riders write it, and not words that only start like it', () => {
    const confirming = reduce(say(NEW_CONVERSATION, 'Chennai to Bangalore tomorrow 8 pm'), {
      type: 'quoted',
      quoteId: 'q1',
      offers,
    });
    const chosen = say(confirming, 'sedan');
    for (const yes of ['yes please', 'نعم', 'sí', 'Oui !', 'да', '好的', 'evet', 'haan', 'ஆம்'])
      expect(nextTurn(say(chosen, yes), yes), yes).toEqual({ kind: 'book' });
    for (const other of ['yeti', 'yaar', 'sinon', '对不起', 'okra'])
      expect(nextTurn(say(chosen, other), other).kind, other).not.toBe('book');
  });

  it('never keeps a return before the pickup: moving the pickup past it asks for the return again', () => {
    const trip = say(NEW_CONVERSATION, 'Chennai to Madurai round trip tomorrow 7 am, return friday 6 pm');
    expect(ist(trip.draft.returnTime)).toBe('13/03/2026, 18:00');
    const later = say(trip, 'make it saturday 8 am');
    expect(ist(later.draft.pickupTime)).toBe('14/03/2026, 08:00');
    expect(later.draft.returnTime).toBeNull();
    expect(nextTurn(later, 'make it saturday 8 am')).toEqual({ kind: 'ask', field: 'returnTime' });
  });
});
