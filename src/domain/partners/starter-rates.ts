// The prices a new partner starts with (and the demo runs on): realistic Indian fares in paise per vehicle
// type, which the partner then tunes. Airport runs cost a little more than town rides; outstation is per km;
// waiting at the pickup is free for five minutes, then charged by the minute.
import type { VehicleType } from '../constants';
import type { RateCard, VehicleRates } from './rate-card';

/** Vehicle type, then paise: base fare, per km, per minute, minimum fare, driver allowance per day; seats;
 * paise per minute of waiting past the free minutes. */
const FARES = [
  ['hatchback', 10000, 1200, 150, 25000, 30000, 4, 100],
  ['sedan', 12000, 1400, 175, 30000, 35000, 4, 150],
  ['suv', 15000, 1800, 225, 40000, 40000, 7, 200],
  ['electric', 12000, 1300, 150, 30000, 35000, 4, 150],
  ['luxury', 30000, 3500, 400, 100000, 60000, 4, 500],
] as const satisfies readonly (readonly [VehicleType, ...number[]])[];

/** Airport runs cost a little more than town rides; outstation is per km with a 250 km/day minimum on returns. */
function starterRates([
  ,
  baseFare,
  perKm,
  perMinute,
  minimumFare,
  driverAllowancePerDay,
  seats,
  waitingPerMinute,
]: (typeof FARES)[number]): VehicleRates {
  return {
    seats,
    local: { baseFare, perKm, perMinute, minimumFare },
    airport: { baseFare: baseFare + 5000, perKm, perMinute, minimumFare: minimumFare + 10000 },
    outstation: { perKm: perKm - 100, minKmPerDay: 250, driverAllowancePerDay, tollPerKm: 110 },
    rental: {
      packages: [
        { hours: 4, km: 40, price: minimumFare * 4 },
        { hours: 8, km: 80, price: minimumFare * 7 },
        { hours: 12, km: 120, price: minimumFare * 10 },
      ],
      extraKm: perKm,
      extraHour: perMinute * 60,
    },
    night: { startHour: 22, endHour: 6, surchargeBps: 2000 },
    // Five minutes is what riders across Indian cab apps expect to be free.
    waiting: { freeMinutes: 5, perMinute: waitingPerMinute },
  };
}

export const STARTER_RATE_CARDS: RateCard[] = FARES.map((row) => ({
  vehicleType: row[0],
  rates: starterRates(row),
}));
