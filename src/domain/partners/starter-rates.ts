// The prices a new partner starts with (and the demo runs on): realistic Indian fares in paise per vehicle
// type, which the partner then tunes. Airport runs cost a little more than town rides; outstation is per km.
import type { VehicleType } from '../constants';
import type { RateCard, VehicleRates } from './rate-card';

/** Vehicle type, then paise: base fare, per km, per minute, minimum fare, driver allowance per day; seats. */
const FARES = [
  ['hatchback', 10000, 1200, 150, 25000, 30000, 4],
  ['sedan', 12000, 1400, 175, 30000, 35000, 4],
  ['suv', 15000, 1800, 225, 40000, 40000, 7],
  ['electric', 12000, 1300, 150, 30000, 35000, 4],
  ['luxury', 30000, 3500, 400, 100000, 60000, 4],
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
  };
}

export const STARTER_RATE_CARDS: RateCard[] = FARES.map((row) => ({
  vehicleType: row[0],
  rates: starterRates(row),
}));
