// The fare engine: one pure function from a rate card, a route and the trip's times to the price in paise.
// The server prices every quote and booking with it; the client never sends an amount that is trusted.
import type { RideService, TripType } from '../constants';
import type { RentalPackage, VehicleRates } from '../partners/rate-card';
import { dateTimeFormat } from '../intl-formats';

export interface FareRequest {
  rates: VehicleRates;
  service: RideService;
  tripType: TripType;
  /** One leg of the route. */
  distanceMeters: number;
  durationSeconds: number;
  pickupAt: Date;
  returnAt?: Date | null;
  rentalHours?: number | null;
  timezone: string;
}

export interface Fare {
  rideAmount: number;
  driverAllowance: number;
  tolls: number;
  total: number;
  /** Kilometres the ride amount was computed on (after minimums); for rentals, the package's. */
  billedKm: number;
  days: number;
  nightSurcharge: number;
  rentalPackage: RentalPackage | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

// Kept per zone (intl-formats): making a formatter costs far more than using it, and a quote prices every
// vehicle type.
const hourFormat = (timeZone: string) =>
  dateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone });
const dayFormat = (timeZone: string) =>
  dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

const localHour = (at: Date, timezone: string) => Number(hourFormat(timezone).format(at));

function localDayNumber(at: Date, timezone: string): number {
  return Math.round(Date.parse(`${dayFormat(timezone).format(at)}T00:00:00Z`) / DAY_MS);
}

export function isNightPickup(rates: VehicleRates, pickupAt: Date, timezone: string): boolean {
  const { startHour, endHour } = rates.night;
  const hour = localHour(pickupAt, timezone);
  return startHour > endHour ? hour >= startHour || hour < endHour : hour >= startHour && hour < endHour;
}

/** Calendar days the trip spans in the partner's time zone, counting the first and the last. */
export function tripDays(pickupAt: Date, returnAt: Date | null | undefined, timezone: string): number {
  if (!returnAt) return 1;
  return Math.max(1, localDayNumber(returnAt, timezone) - localDayNumber(pickupAt, timezone) + 1);
}

export function pickRentalPackage(rates: VehicleRates, hours: number | null | undefined): RentalPackage {
  const packages = [...rates.rental.packages].sort((a, b) => a.hours - b.hours);
  return packages.find((p) => p.hours >= (hours ?? 0)) ?? packages[packages.length - 1]!;
}

const total = (fare: Omit<Fare, 'total'>): Fare => ({
  ...fare,
  total: fare.rideAmount + fare.driverAllowance + fare.tolls,
});

export function computeFare(request: FareRequest): Fare {
  const { rates, service, tripType, timezone } = request;
  const legs = tripType === 'return' ? 2 : 1;
  const km = (request.distanceMeters / 1000) * legs;
  const minutes = (request.durationSeconds / 60) * legs;
  const days = tripDays(request.pickupAt, tripType === 'return' ? request.returnAt : null, timezone);

  if (service === 'rental') {
    const rentalPackage = pickRentalPackage(rates, request.rentalHours);
    return total({
      rideAmount: rentalPackage.price,
      driverAllowance: 0,
      tolls: 0,
      billedKm: rentalPackage.km,
      days: 1,
      nightSurcharge: 0,
      rentalPackage,
    });
  }

  if (service === 'outstation') {
    const { perKm, minKmPerDay, driverAllowancePerDay, tollPerKm } = rates.outstation;
    const billedKm = tripType === 'return' ? Math.max(km, minKmPerDay * days) : km;
    return total({
      rideAmount: Math.round(billedKm * perKm),
      driverAllowance: driverAllowancePerDay * days,
      tolls: Math.round(km * tollPerKm),
      billedKm: Math.round(billedKm),
      days,
      nightSurcharge: 0,
      rentalPackage: null,
    });
  }

  const card = rates[service];
  const metered = card.baseFare + Math.round(km * card.perKm + minutes * card.perMinute);
  const beforeNight = Math.max(card.minimumFare, metered);
  const nightSurcharge = isNightPickup(rates, request.pickupAt, timezone)
    ? Math.round((beforeNight * rates.night.surchargeBps) / 10_000)
    : 0;
  return total({
    rideAmount: beforeNight + nightSurcharge,
    driverAllowance: 0,
    tolls: 0,
    billedKm: Math.round(km),
    days,
    nightSurcharge,
    rentalPackage: null,
  });
}

/** Cashback in paise from the partner's rule (basis points of the total), rounded once, half up, to whole rupees
 * and stored on the ride: the confirmation, the texts, the wallet and the invoice all print that stored amount, so
 * no screen rounds it again into a different figure. */
export function cashbackFor(totalAmount: number, cashbackBps: number): number {
  return Math.floor((totalAmount * cashbackBps + 500_000) / 1_000_000) * 100;
}
