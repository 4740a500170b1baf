// The rental packages the fares screen edits, per vehicle type: hours, km and price per package, with the rates
// for each km and hour beyond a package, converted between a card (integers, minor units) and what the partner
// types (whole hours and km, amounts in major units).
import type { VehicleRates } from '../../domain/partners/rate-card';
import { minorDigits } from '../../domain/money';
import { parseField } from './fare-fields';

export interface PackageDraft {
  hours: string;
  km: string;
  price: string;
}
export interface RentalDraft {
  packages: PackageDraft[];
  extraKm: string;
  extraHour: string;
}
export type RentalProblem = 'hours' | 'km' | 'amount';

const amountText = (minor: number, currency: string) => {
  const digits = minorDigits(currency);
  return String(Number((minor / 10 ** digits).toFixed(digits)));
};

export function rentalDraftOf(rental: VehicleRates['rental'], currency: string): RentalDraft {
  return {
    packages: rental.packages.map((pack) => ({
      hours: String(pack.hours),
      km: String(pack.km),
      price: amountText(pack.price, currency),
    })),
    extraKm: amountText(rental.extraKm, currency),
    extraHour: amountText(rental.extraHour, currency),
  };
}

const wholeNumber = (text: string, min: number, max: number): number | null => {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : null;
};

/** What is wrong with one typed value, or null when the card takes it. */
export function rentalProblem(field: keyof PackageDraft | 'extra', text: string, currency: string) {
  if (field === 'hours') return wholeNumber(text, 1, 24) === null ? 'hours' : null;
  if (field === 'km') return wholeNumber(text, 1, 100_000) === null ? 'km' : null;
  return parseField(text, 'money', currency) === null ? 'amount' : null;
}

/** The card's rental part with the typed values in, or null while any of them is not valid. */
export function rentalOf(draft: RentalDraft, currency: string): VehicleRates['rental'] | null {
  const packages = draft.packages.map((pack) => ({
    hours: wholeNumber(pack.hours, 1, 24),
    km: wholeNumber(pack.km, 1, 100_000),
    price: parseField(pack.price, 'money', currency),
  }));
  const extraKm = parseField(draft.extraKm, 'money', currency);
  const extraHour = parseField(draft.extraHour, 'money', currency);
  if (extraKm === null || extraHour === null || packages.length === 0) return null;
  if (packages.some((pack) => pack.hours === null || pack.km === null || pack.price === null)) return null;
  const valid = packages as { hours: number; km: number; price: number }[];
  return { packages: [...valid].sort((a, b) => a.hours - b.hours), extraKm, extraHour };
}
