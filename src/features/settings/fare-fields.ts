// The rate-card fields the fares table edits, and the conversion between a card (integer minor units, the night
// surcharge in basis points, free waiting in whole minutes) and what the partner types (major units, a percentage,
// minutes). Everything else on a card
// (seats, rentals, minimum outstation km, tolls) is kept as it was.
import { computeFare } from '../../domain/booking/fare';
import { WAITING_FREE_MINUTES_MAX, type VehicleRates } from '../../domain/partners/rate-card';
import { minorDigits } from '../../domain/money';

export const FARE_FIELDS = [
  { key: 'local.baseFare', group: 'local', unit: 'money' },
  { key: 'local.perKm', group: 'local', unit: 'money' },
  { key: 'local.perMinute', group: 'local', unit: 'money' },
  { key: 'local.minimumFare', group: 'local', unit: 'money' },
  { key: 'airport.baseFare', group: 'airport', unit: 'money' },
  { key: 'airport.perKm', group: 'airport', unit: 'money' },
  { key: 'airport.perMinute', group: 'airport', unit: 'money' },
  { key: 'airport.minimumFare', group: 'airport', unit: 'money' },
  { key: 'outstation.perKm', group: 'outstation', unit: 'money' },
  { key: 'outstation.driverAllowancePerDay', group: 'outstation', unit: 'money' },
  { key: 'night.surchargeBps', group: 'night', unit: 'percent' },
  { key: 'waiting.freeMinutes', group: 'waiting', unit: 'minutes' },
  { key: 'waiting.perMinute', group: 'waiting', unit: 'money' },
] as const;
export type FareFieldKey = (typeof FARE_FIELDS)[number]['key'];
export type FareFieldUnit = (typeof FARE_FIELDS)[number]['unit'];
export type FareDraft = Record<FareFieldKey, string>;

/** The sample the live preview prices: a 12 km, 30 minute local ride. */
export const SAMPLE_TRIP = { km: 12, minutes: 30 } as const;

function read(rates: VehicleRates, key: FareFieldKey): number {
  const [group, field] = key.split('.') as [keyof VehicleRates, string];
  return (rates[group] as unknown as Record<string, number>)[field] ?? 0;
}

export function draftOf(rates: VehicleRates, currency: string): FareDraft {
  const digits = minorDigits(currency);
  const entries = FARE_FIELDS.map(({ key, unit }) => {
    const value = read(rates, key);
    if (unit === 'minutes') return [key, String(value)];
    const shown = unit === 'percent' ? value / 100 : value / 10 ** digits;
    return [key, String(Number(shown.toFixed(unit === 'percent' ? 2 : digits)))];
  });
  return Object.fromEntries(entries) as FareDraft;
}

/** A typed amount in minor units (or basis points, or whole minutes), or null when it is not a number the field
 * takes. */
export function parseField(text: string, unit: FareFieldUnit, currency: string): number | null {
  if (unit === 'minutes') {
    const trimmed = text.trim();
    return /^\d{1,3}$/.test(trimmed) && Number(trimmed) <= WAITING_FREE_MINUTES_MAX ? Number(trimmed) : null;
  }
  const digits = unit === 'percent' ? 2 : minorDigits(currency);
  const pattern = digits > 0 ? new RegExp(`^\\d{1,7}(?:[.,]\\d{1,${digits}})?$`) : /^\d{1,9}$/;
  const trimmed = text.trim();
  if (!pattern.test(trimmed)) return null;
  const value = Math.round(Number(trimmed.replace(',', '.')) * 10 ** digits);
  return unit === 'percent' && value > 10_000 ? null : value;
}

/** The card with the typed values in, or null while any of them is not valid. */
export function ratesOf(base: VehicleRates, draft: FareDraft, currency: string): VehicleRates | null {
  const next = structuredClone(base) as unknown as Record<string, Record<string, number>>;
  for (const { key, unit } of FARE_FIELDS) {
    const value = parseField(draft[key], unit, currency);
    if (value === null) return null;
    const [group, field] = key.split('.') as [string, string];
    next[group]![field] = value;
  }
  return next as unknown as VehicleRates;
}

/** The sample ride's price by day and by night (an hour inside the card's night window, read in UTC). */
export function sampleFares(rates: VehicleRates): { day: number; night: number } {
  const trip = {
    rates,
    service: 'local' as const,
    tripType: 'oneway' as const,
    distanceMeters: SAMPLE_TRIP.km * 1000,
    durationSeconds: SAMPLE_TRIP.minutes * 60,
    timezone: 'UTC',
  };
  const day = computeFare({
    ...trip,
    rates: { ...rates, night: { ...rates.night, surchargeBps: 0 } },
    pickupAt: new Date(Date.UTC(2026, 0, 1, 12)),
  });
  const night = computeFare({ ...trip, pickupAt: new Date(Date.UTC(2026, 0, 1, rates.night.startHour)) });
  return { day: day.total, night: night.total };
}
