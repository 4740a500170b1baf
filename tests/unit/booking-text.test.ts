// The booking-text parser: places (aliases, codes, typos), times in the partner's zone (English, Hindi and
// Tamil phrasings), trip kind, service, vehicle from model names, flight and passengers, and what is missing.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseBookingText } from '../../src/domain/assistants/booking-text/parse-booking-text';
import { placesFileSchema } from '../../src/domain/places/place-contract';
import { createPlaceIndex } from '../../src/domain/places/place-index';

const places = createPlaceIndex(
  placesFileSchema.parse(JSON.parse(readFileSync('public/places/in.json', 'utf8'))),
  'in',
);
// Tuesday 10 March 2026, 10:00 in India.
const now = new Date('2026-03-10T04:30:00Z');
const parse = (text: string, timezone = 'Asia/Kolkata') => parseBookingText(text, { now, timezone, places });
const ist = (iso: string | null) =>
  iso &&
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso));

describe('parseBookingText', () => {
  it('reads the spec sample: overnight Chennai to Bangalore one-way at 8 PM', () => {
    const draft = parse('overnight Chennai to Bangalore one-way taxi at 8 PM');
    expect([draft.pickup?.name, draft.dropoff?.name]).toEqual(['Chennai', 'Bengaluru']);
    expect(ist(draft.pickupTime)).toBe('10/03/2026, 20:00');
    expect(draft).toMatchObject({ tripType: 'oneway', service: 'outstation', missing: [] });
  });

  it('reads a pickup to the minute: 7:45, 7.45 am, 9.30 pm, quarter to 8, quarter past 9, half past 7, now', () => {
    const times: [string, string][] = [
      ['Chennai to Bangalore tomorrow at 7:45', '11/03/2026, 07:45'],
      ['Chennai to Bangalore tomorrow 7.45 am', '11/03/2026, 07:45'],
      ['Chennai to Bangalore tomorrow at 9.30 pm', '11/03/2026, 21:30'],
      ['Chennai to Bangalore tomorrow at 7:47', '11/03/2026, 07:47'],
      ['Chennai to Bangalore tomorrow quarter to 8', '11/03/2026, 07:45'],
      ['Chennai to Bangalore tomorrow at quarter to 8 pm', '11/03/2026, 19:45'],
      ['Chennai to Bangalore tomorrow quarter past 9', '11/03/2026, 09:15'],
      ['Chennai to Bangalore tomorrow half past 7 in the evening', '11/03/2026, 19:30'],
      ['Chennai to Bangalore now', '10/03/2026, 10:00'],
    ];
    for (const [text, at] of times) {
      const draft = parse(text);
      expect([text, draft.pickup?.name, draft.dropoff?.name, ist(draft.pickupTime)]).toEqual([
        text,
        'Chennai',
        'Bengaluru',
        at,
      ]);
    }
  });

  it('reads romanised Hindi: kal subah 7 baje Delhi se Agra', () => {
    const draft = parse('kal subah 7 baje Delhi se Agra');
    expect([draft.pickup?.name, draft.dropoff?.name]).toEqual(['Delhi', 'Agra']);
    expect(ist(draft.pickupTime)).toBe('11/03/2026, 07:00');
  });

  it('reads romanised Tamil: naalai kaalai 6 mani Chennai la irundhu Madurai ku sedan venum', () => {
    const draft = parse('naalai kaalai 6 mani Chennai la irundhu Madurai ku sedan venum');
    expect([draft.pickup?.name, draft.dropoff?.name, draft.vehicleType]).toEqual([
      'Chennai',
      'Madurai',
      'sedan',
    ]);
    expect(ist(draft.pickupTime)).toBe('11/03/2026, 06:00');
  });

  it('knows airport codes, model names and passengers', () => {
    const draft = parse('need innova from MAA to Pondicherry tomorrow 6:30am, 5 people');
    expect(draft.pickup).toMatchObject({ kind: 'airport', iata: 'MAA' });
    expect(draft).toMatchObject({ service: 'airport', vehicleType: 'suv', passengers: 5 });
    expect(draft.dropoff?.name).toBe('Puducherry');
    expect(ist(draft.pickupTime)).toBe('11/03/2026, 06:30');
  });

  it('reads a return trip with both times, day after tomorrow included', () => {
    const draft = parse('Madras to Mysore day after tomorrow 9 pm return on friday 6pm');
    expect([draft.pickup?.name, draft.dropoff?.name]).toEqual(['Chennai', 'Mysuru']);
    expect(ist(draft.pickupTime)).toBe('12/03/2026, 21:00');
    expect(ist(draft.returnTime)).toBe('13/03/2026, 18:00');
    expect(draft.tripType).toBe('return');
  });

  it('reads "Chennai airport", a flight number and "tonight", and asks for the drop', () => {
    const draft = parse('pickup at Chennai airport flight 6E 2345 arriving tonight');
    expect(draft.pickup?.iata).toBe('MAA');
    expect(draft.flightNumber).toBe('6E 2345');
    expect(ist(draft.pickupTime)).toBe('10/03/2026, 21:00');
    expect(draft.missing).toEqual(['dropoff']);
  });

  it('takes a rental package in hours without reading it as a time', () => {
    const draft = parse('dzire 8 hours rental in Coimbatore tomorrow 10am');
    expect(draft).toMatchObject({ service: 'rental', rentalHours: 8, vehicleType: 'sedan', missing: [] });
    expect(ist(draft.pickupTime)).toBe('11/03/2026, 10:00');
  });

  it('reads "lendhu" as from, and a name written apart that the gazetteer writes joined (Besant Nagar)', () => {
    const draft = parse('Mylapore lendhu Besant Nagar ku madhiyam 3 mani');
    expect([draft.pickup?.name, draft.dropoff?.name]).toEqual(['Mylapore', 'Besantnagar']);
  });

  it('forgives typos in places', () => {
    const draft = parse('Chenai to Banglore tomorrow 9am');
    expect([draft.pickup?.name, draft.dropoff?.name]).toEqual(['Chennai', 'Bengaluru']);
  });

  it('reads times in the partner time zone', () => {
    const dubai = parseBookingText('tomorrow 9am Chennai to Vellore', {
      now,
      timezone: 'Asia/Dubai',
      places,
    });
    expect(dubai.pickupTime).toBe('2026-03-11T05:00:00.000Z');
  });

  it('reads Gulf districts written in Arabic by their names in the gazetteer', () => {
    const ae = createPlaceIndex(
      placesFileSchema.parse(JSON.parse(readFileSync('public/places/ae.json', 'utf8'))),
      'ae',
    );
    const draft = parseBookingText('من ديرة إلى البرشاء الساعة ٨ مساء', {
      now,
      timezone: 'Asia/Dubai',
      places: ae,
      language: 'ar',
    });
    expect([draft.pickup?.name, draft.pickup?.city, draft.dropoff?.name]).toEqual([
      'Deira',
      'Dubai',
      'Al Barsha',
    ]);
    // 20:00 in Dubai on 10 March.
    expect(draft.pickupTime).toBe('2026-03-10T16:00:00.000Z');
    // Districts the reader's own table never named.
    const satwa = parseBookingText('من السطوة إلى القرهود الساعة ٨ مساء', {
      now,
      timezone: 'Asia/Dubai',
      places: ae,
    });
    expect([satwa.pickup?.name, satwa.dropoff?.name]).toEqual(['Al Satwa', 'Al Garhoud']);
  });

  it('lists what is missing, one field at a time in order', () => {
    expect(parse('book a cab').missing).toEqual(['pickup', 'dropoff', 'pickupTime']);
    expect(parse('return trip Chennai to Vellore tomorrow 8am').missing).toEqual(['returnTime']);
  });

  it('reads “change time to 9” as a time, not “change” as a place', () => {
    for (const text of ['change time to 9', 'change the time to 9 am', 'make it 9:30']) {
      const draft = parse(text);
      expect([draft.pickup, draft.dropoff], text).toEqual([null, null]);
      expect(draft.pickupTime, text).not.toBeNull();
    }
    expect(ist(parse('change the time to 9 am').pickupTime)).toBe('11/03/2026, 09:00');
  });

  it('reads a bare “airport” as the one nearest the rider or the partner’s area', () => {
    const chennai = { lat: 13.0827, lng: 80.2707 };
    const bengaluru = { lat: 12.9716, lng: 77.5946 };
    const around = (text: string, at: { lat: number; lng: number }) =>
      parseBookingText(text, { now, timezone: 'Asia/Kolkata', places, around: at });
    expect(around('airport', chennai).pickup?.iata).toBe('MAA');
    expect(around('airport', bengaluru).pickup?.iata).toBe('BLR');
    const toAirport = around('from Adyar to the airport tomorrow 5 am', chennai);
    expect([toAirport.pickup?.city, toAirport.dropoff?.iata]).toEqual(['Chennai', 'MAA']);
    // The ride's own place outweighs where the rider is.
    const near = parseBookingText('airport', {
      now,
      timezone: 'Asia/Kolkata',
      places,
      near: bengaluru,
      around: chennai,
    });
    expect(near.pickup?.iata).toBe('BLR');
  });
});
