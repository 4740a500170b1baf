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

  it('lists what is missing, one field at a time in order', () => {
    expect(parse('book a cab').missing).toEqual(['pickup', 'dropoff', 'pickupTime']);
    expect(parse('return trip Chennai to Vellore tomorrow 8am').missing).toEqual(['returnTime']);
  });
});
