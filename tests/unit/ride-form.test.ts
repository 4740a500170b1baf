// The ride form's rules (spec 5) and the quote request built from it.
import { describe, expect, it } from 'vitest';
import { quoteRequestSchema } from '../../src/domain/booking/booking';
import {
  NOW_SLOT,
  TIME_SLOTS,
  customerDetails,
  emptyRideForm,
  localDate,
  slotClock,
  slotInstant,
  toQuoteRequest,
  type RideFormValues,
} from '../../src/domain/booking/ride-form';
import { rideFormSchema } from '../../src/domain/booking/ride-form-schema';

const chennai = { name: 'Chennai', lat: 13.0878, lng: 80.2785 };
const bengaluru = { name: 'Bengaluru', lat: 12.9719, lng: 77.5937 };
const tomorrow = localDate(Date.now() + 24 * 3600 * 1000);

const valid = (change: Partial<RideFormValues> = {}): RideFormValues => ({
  ...emptyRideForm('outstation'),
  pickup: chennai,
  dropoff: bengaluru,
  pickupDate: tomorrow,
  pickupSlot: '10:00',
  customerName: 'Meena',
  customerPhone: '98400 11111',
  ...change,
});

function errorCodes(values: RideFormValues): Record<string, string> {
  const parsed = rideFormSchema.safeParse(values);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the ride form', () => {
  it('offers every 5 minutes of the day, from 10:00 AM through 9:55 AM', () => {
    expect(TIME_SLOTS).toHaveLength(288);
    expect(TIME_SLOTS.slice(0, 3)).toEqual(['10:00', '10:05', '10:10']);
    expect(TIME_SLOTS.at(-1)).toBe('09:55');
    expect(TIME_SLOTS).toContain('07:45');
    expect(new Set(TIME_SLOTS).size).toBe(288);
  });

  it('reads a time of day to the minute, and a bare hour saved by an older form as on the hour', () => {
    expect(slotClock('07:45')).toEqual({ hour: 7, minute: 45 });
    expect(slotClock('7:47')).toEqual({ hour: 7, minute: 47 });
    expect(slotClock('10')).toEqual({ hour: 10, minute: 0 });
    for (const bad of ['', 'now', '24:00', '07:60', '7.45', '07:4']) expect(slotClock(bad)).toBeNull();
    const [year, month, day] = tomorrow.split('-').map(Number);
    expect(slotInstant(tomorrow, '07:45', 0)).toBe(new Date(year!, month! - 1, day!, 7, 45).getTime());
  });

  it('books a pickup at 7:45 for 7:45, and asks again for a time it cannot read', () => {
    const request = toQuoteRequest(valid({ pickupSlot: '07:45' }), Date.now());
    const at = new Date(request.pickupTime);
    expect([at.getHours(), at.getMinutes()]).toEqual([7, 45]);
    expect(errorCodes(valid({ pickupSlot: '25:00' }))).toEqual({ pickupSlot: 'timeRequired' });
  });

  it('names every missing field with a translatable code', () => {
    expect(errorCodes(emptyRideForm())).toEqual({
      pickup: 'pickupRequired',
      dropoff: 'dropoffRequired',
      pickupSlot: 'timeRequired',
      pickupDate: 'dateRequired',
      customerName: 'nameRequired',
      customerPhone: 'phoneRequired',
    });
  });

  it('accepts a complete one-way ride and checks phone, e-mail and flight number', () => {
    expect(errorCodes(valid())).toEqual({});
    expect(errorCodes(valid({ customerPhone: '12345' }))).toEqual({ customerPhone: 'phoneInvalid' });
    expect(errorCodes(valid({ customerEmail: 'nope' }))).toEqual({ customerEmail: 'emailInvalid' });
    expect(errorCodes(valid({ service: 'airport', flightNumber: 'hello world' }))).toEqual({
      flightNumber: 'flightInvalid',
    });
    expect(errorCodes(valid({ dropoff: chennai }))).toEqual({ dropoff: 'samePlace' });
  });

  it('needs a return after the pickup on return trips', () => {
    expect(errorCodes(valid({ rideType: 'return' }))).toEqual({
      returnDate: 'returnDateRequired',
      returnSlot: 'returnTimeRequired',
    });
    expect(errorCodes(valid({ rideType: 'return', returnDate: tomorrow, returnSlot: '10:00' }))).toEqual({
      returnSlot: 'returnBeforePickup',
    });
    expect(errorCodes(valid({ rideType: 'return', returnDate: tomorrow, returnSlot: '21:00' }))).toEqual({});
  });

  it('refuses a slot that has passed, but "Now" is always bookable', () => {
    const yesterday = localDate(Date.now() - 24 * 3600 * 1000);
    expect(errorCodes(valid({ pickupDate: yesterday }))).toEqual({ pickupSlot: 'pickupPast' });
    expect(errorCodes(valid({ pickupDate: '', pickupSlot: NOW_SLOT }))).toEqual({});
  });

  it('builds the quote request the server validates', () => {
    const now = Date.now();
    const request = toQuoteRequest(
      valid({ rideType: 'return', returnDate: tomorrow, returnSlot: '21:00' }),
      now,
    );
    expect(quoteRequestSchema.safeParse(request).success).toBe(true);
    expect(request).toMatchObject({ rideType: 'return', service: 'outstation', packageDetails: null });
    expect(Date.parse(request.pickupTime)).toBe(slotInstant(tomorrow, '10:00', now));

    const rental = toQuoteRequest(valid({ service: 'rental', rentalHours: 8, dropoff: null }), now);
    expect(rental).toMatchObject({
      packageDetails: { hours: 8 },
      dropoffLocation: chennai,
      returnTime: null,
    });
    expect(quoteRequestSchema.safeParse(rental).success).toBe(true);
  });

  it('sends the flight number only for airport rides', () => {
    expect(customerDetails(valid({ flightNumber: '6e 5021' }))).not.toHaveProperty('flightNumber');
    expect(customerDetails(valid({ service: 'airport', flightNumber: ' 6e 5021 ' }))).toMatchObject({
      flightNumber: '6E 5021',
      customerPhone: '9840011111',
    });
  });
});
