// The fare engine: metered town and airport fares, night surcharge, outstation days and minimums,
// rental packages, and totals that always add up, all in integer paise.
import { describe, expect, it } from 'vitest';
import {
  cashbackFor,
  computeFare,
  isNightPickup,
  tripDays,
  type FareRequest,
} from '../../src/domain/booking/fare';
import type { VehicleRates } from '../../src/domain/partners/rate-card';

const rates: VehicleRates = {
  seats: 4,
  local: { baseFare: 10000, perKm: 1200, perMinute: 150, minimumFare: 25000 },
  airport: { baseFare: 15000, perKm: 1200, perMinute: 150, minimumFare: 35000 },
  outstation: { perKm: 1100, minKmPerDay: 250, driverAllowancePerDay: 30000, tollPerKm: 110 },
  rental: {
    packages: [
      { hours: 8, km: 80, price: 175000 },
      { hours: 4, km: 40, price: 100000 },
    ],
    extraKm: 1200,
    extraHour: 9000,
  },
  night: { startHour: 22, endHour: 6, surchargeBps: 2000 },
  waiting: { freeMinutes: 5, perMinute: 150 },
};

const IST = 'Asia/Kolkata';
const at = (iso: string) => new Date(iso);
const base: FareRequest = {
  rates,
  service: 'local',
  tripType: 'oneway',
  distanceMeters: 10_000,
  durationSeconds: 1800,
  pickupAt: at('2026-03-10T10:00:00+05:30'),
  timezone: IST,
};

describe('computeFare', () => {
  it('meters a town ride: base + km + minutes', () => {
    const fare = computeFare(base);
    expect(fare.rideAmount).toBe(10000 + 12000 + 4500);
    expect(fare).toMatchObject({ driverAllowance: 0, tolls: 0, total: 26500, nightSurcharge: 0 });
  });

  it('never goes below the minimum fare', () => {
    expect(computeFare({ ...base, distanceMeters: 1000, durationSeconds: 120 }).rideAmount).toBe(25000);
  });

  it('adds the night surcharge in the partner time zone, not the server one', () => {
    const night = computeFare({ ...base, pickupAt: at('2026-03-10T23:30:00+05:30') });
    expect(night.nightSurcharge).toBe(5300);
    expect(night.rideAmount).toBe(26500 + 5300);
    // 23:30 in India is 18:00 UTC: still night for an Indian partner.
    expect(isNightPickup(rates, at('2026-03-10T18:00:00Z'), IST)).toBe(true);
    expect(isNightPickup(rates, at('2026-03-10T18:00:00Z'), 'Europe/London')).toBe(false);
    expect(isNightPickup(rates, at('2026-03-10T06:00:00+05:30'), IST)).toBe(false);
  });

  it('charges both legs of a town return', () => {
    expect(
      computeFare({ ...base, tripType: 'return', returnAt: at('2026-03-10T13:00:00+05:30') }).rideAmount,
    ).toBe(10000 + 24000 + 9000);
  });

  it('uses the airport card for airport rides', () => {
    expect(computeFare({ ...base, service: 'airport' }).rideAmount).toBe(35000);
  });

  it('prices a one-way outstation drop per km with one day of allowance and tolls', () => {
    const fare = computeFare({
      ...base,
      service: 'outstation',
      distanceMeters: 160_000,
      durationSeconds: 3 * 3600,
    });
    expect(fare).toMatchObject({ rideAmount: 176000, driverAllowance: 30000, tolls: 17600, days: 1 });
    expect(fare.total).toBe(176000 + 30000 + 17600);
  });

  it('bills a return outstation trip on both legs, the days between and the daily minimum', () => {
    const fare = computeFare({
      ...base,
      service: 'outstation',
      tripType: 'return',
      distanceMeters: 160_000,
      durationSeconds: 3 * 3600,
      pickupAt: at('2026-03-10T07:00:00+05:30'),
      returnAt: at('2026-03-12T16:00:00+05:30'),
    });
    expect(fare.days).toBe(3);
    expect(fare.billedKm).toBe(750);
    expect(fare).toMatchObject({ rideAmount: 750 * 1100, driverAllowance: 90000, tolls: 35200 });
  });

  it('sells rentals as the smallest package that covers the hours asked', () => {
    expect(computeFare({ ...base, service: 'rental', rentalHours: 3 }).rentalPackage).toEqual({
      hours: 4,
      km: 40,
      price: 100000,
    });
    expect(computeFare({ ...base, service: 'rental', rentalHours: 6 }).total).toBe(175000);
    expect(computeFare({ ...base, service: 'rental', rentalHours: 20 }).rentalPackage?.hours).toBe(8);
  });

  it('always answers whole paise that add up', () => {
    for (const distanceMeters of [1, 777, 12_345, 98_765, 432_101]) {
      for (const service of ['local', 'airport', 'outstation', 'rental'] as const) {
        const fare = computeFare({ ...base, service, distanceMeters, durationSeconds: distanceMeters / 11 });
        for (const value of [fare.rideAmount, fare.driverAllowance, fare.tolls, fare.total])
          expect(Number.isInteger(value)).toBe(true);
        expect(fare.total).toBe(fare.rideAmount + fare.driverAllowance + fare.tolls);
      }
    }
  });
});

describe('tripDays and cashback', () => {
  it('counts calendar days in the partner time zone', () => {
    expect(tripDays(at('2026-03-10T23:00:00+05:30'), at('2026-03-11T01:00:00+05:30'), IST)).toBe(2);
    expect(tripDays(at('2026-03-10T07:00:00+05:30'), at('2026-03-10T21:00:00+05:30'), IST)).toBe(1);
    expect(tripDays(at('2026-03-10T07:00:00+05:30'), null, IST)).toBe(1);
  });

  it('rounds cashback once, half up, to whole rupees', () => {
    expect(cashbackFor(26599, 500)).toBe(1300);
    expect(cashbackFor(25000, 500)).toBe(1300);
    expect(cashbackFor(24999, 500)).toBe(1200);
    expect(cashbackFor(30000, 500)).toBe(1500);
    expect(cashbackFor(0, 500)).toBe(0);
  });
});
