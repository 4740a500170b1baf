// The booking contract as a language model fills it: the tool it is given, and the draft its arguments make, read
// like a rider's words (places only from the gazetteer, times in the partner's zone, a return after the pickup).
import { describe, expect, it } from 'vitest';
import {
  bookingTool,
  draftFromModel,
  localTimeAt,
  modelBookingSchema,
} from '../../src/domain/assistants/booking-text/model-booking';
import { placesOf } from '../helpers/booking-phrasings';

const context = { now: new Date('2026-03-10T04:30:00Z'), timezone: 'Asia/Kolkata', places: placesOf('in') };
const read = (args: object) => draftFromModel(modelBookingSchema.parse(args), context);

describe('the booking tool', () => {
  it('describes every field of the contract as plain JSON Schema', () => {
    const { parameters } = bookingTool.function;
    expect(parameters).not.toHaveProperty('$schema');
    expect(Object.keys(parameters.properties ?? {})).toEqual([
      'pickup',
      'dropoff',
      'pickupTime',
      'returnTime',
      'tripType',
      'service',
      'rentalHours',
      'vehicleType',
      'flightNumber',
      'passengers',
    ]);
  });

  it('refuses arguments outside the contract', () => {
    for (const bad of [
      { vehicleType: 'rocket' },
      { pickupTime: 'tomorrow 10am' },
      { pickupTime: '2026-03-11T10:00:00Z' },
      { tripType: 'roundtrip' },
      { passengers: 2.5 },
    ])
      expect(modelBookingSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});

describe('a model booking read as a draft', () => {
  it('reads local times in the partner zone, across a change of the clocks too', () => {
    expect(localTimeAt('2026-03-11T10:00', 'Asia/Kolkata').toISOString()).toBe('2026-03-11T04:30:00.000Z');
    expect(localTimeAt('2026-01-15T09:00', 'Europe/London').toISOString()).toBe('2026-01-15T09:00:00.000Z');
    expect(localTimeAt('2026-07-15T09:00', 'Europe/London').toISOString()).toBe('2026-07-15T08:00:00.000Z');
  });

  it('takes places the gazetteer finds, and no other', () => {
    const draft = read({ pickup: 'Chennai airport', dropoff: 'Velachery', pickupTime: '2026-03-11T10:00' });
    expect(draft.pickup?.iata).toBe('MAA');
    expect(draft.dropoff?.name).toBe('Velachery');
    expect(draft).toMatchObject({ service: 'airport', pickupTime: '2026-03-11T04:30:00.000Z', missing: [] });
    const unknown = read({ pickup: 'Hogwarts', dropoff: 'Velachery', pickupTime: '2026-03-11T10:00' });
    expect(unknown.pickup).toBeNull();
    expect(unknown.missing).toEqual(['pickup']);
  });

  it('keeps a return only after the pickup, and only on a return trip', () => {
    const trip = { pickup: 'Chennai', dropoff: 'Vellore', pickupTime: '2026-03-11T10:00' };
    expect(read({ ...trip, tripType: 'return', returnTime: '2026-03-11T18:00' }).returnTime).toBe(
      '2026-03-11T12:30:00.000Z',
    );
    const early = read({ ...trip, tripType: 'return', returnTime: '2026-03-11T10:00' });
    expect([early.returnTime, early.missing]).toEqual([null, ['returnTime']]);
    expect(read({ ...trip, returnTime: '2026-03-11T18:00' }).returnTime).toBeNull();
  });

  it('keeps rental hours only for a rental', () => {
    expect(read({ pickup: 'Chennai', service: 'rental', rentalHours: 8 })).toMatchObject({
      service: 'rental',
      rentalHours: 8,
      missing: ['pickupTime'],
    });
    expect(read({ pickup: 'Chennai', dropoff: 'Vellore', rentalHours: 8 }).rentalHours).toBeNull();
  });
});
