// The rider's booking form (spec 2.5, rules of spec 5): its values, the rules checked in the browser before a
// quote is asked for (each broken rule is an error code the PWA translates), and the quote and booking requests
// built from it, which the server validates again with its own schemas. Free of zod and of the phone-number
// library, so the form draws without them; its schema (ride-form-schema.ts) joins the rules to those checks.
import type { BookingRequest, Location, QuoteRequest } from './booking';
import { LIMITS, type RideService, type TripType } from '../constants';

/** Rental packages the form offers: hours, with the kilometres they include. */
export const RENTAL_PACKAGES = [
  { hours: 4, km: 40 },
  { hours: 8, km: 80 },
  { hours: 12, km: 120 },
] as const;
export const AIRPORT_DIRECTIONS = ['arrival', 'departure'] as const;
export type AirportDirection = (typeof AIRPORT_DIRECTIONS)[number];

/** The "Now" pickup slot (as soon as a driver can come); the other slots are times of day, "HH:MM" (24 h). */
export const NOW_SLOT = 'now';
/** Minutes between the times the form offers: riders book 7:45 to catch a 9:10 flight. */
export const SLOT_STEP_MINUTES = 5;
const DAY_MINUTES = 24 * 60;
/** Times of day in 5-minute steps, starting at 10:00 as spec 9's hourly list did, through 09:55. */
export const TIME_SLOTS: readonly string[] = Array.from({ length: DAY_MINUTES / SLOT_STEP_MINUTES }, (_, i) =>
  slotText((10 * 60 + i * SLOT_STEP_MINUTES) % DAY_MINUTES),
);

function slotText(minuteOfDay: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minuteOfDay / 60))}:${pad(minuteOfDay % 60)}`;
}

/** The hour and minute of a slot: "HH:MM", or a bare hour "HH" as forms saved before minutes were offered. */
export function slotClock(slot: string): { hour: number; minute: number } | null {
  const match = /^(\d{1,2})(?::(\d{2}))?$/.exec(slot);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2] ?? 0);
  return hour < 24 && minute < 60 ? { hour, minute } : null;
}
/** How many days ahead the date sheet offers. */
export const BOOKING_DATE_DAYS = 30;

export const RIDE_FORM_ERRORS = [
  'pickupRequired',
  'dropoffRequired',
  'dateRequired',
  'timeRequired',
  'pickupPast',
  /** The server refused the time by the partner's hours or notice. */
  'pickupUnavailable',
  'returnDateRequired',
  'returnTimeRequired',
  'returnBeforePickup',
  'samePlace',
  'nameRequired',
  'nameTooLong',
  'phoneRequired',
  'phoneInvalid',
  'emailInvalid',
  'flightInvalid',
] as const;
export type RideFormError = (typeof RIDE_FORM_ERRORS)[number];

export interface RideFormValues {
  rideType: TripType;
  service: RideService;
  rentalHours: number;
  airportDirection: AirportDirection;
  pickup: Location | null;
  dropoff: Location | null;
  /** Local calendar date, YYYY-MM-DD. */
  pickupDate: string;
  pickupSlot: string;
  returnDate: string;
  returnSlot: string;
  flightNumber: string;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
}

/** A broken rule: the field it is shown under and its error code. */
export interface RideFormIssue {
  field: keyof RideFormValues;
  error: RideFormError;
}

/** The checks of a phone number and an e-mail address, passed in so this module does not carry them. */
export interface ContactChecks {
  phone: (value: string) => boolean;
  email: (value: string) => boolean;
}

const FLIGHT_NUMBER = /^[A-Z0-9]{2}\s?\d{1,4}[A-Z]?$/;

/** Every rule the form breaks, in the order of its fields. */
export function rideFormIssues(form: RideFormValues, checks: ContactChecks): RideFormIssue[] {
  const issues: RideFormIssue[] = [];
  const fail = (field: keyof RideFormValues, error: RideFormError) => issues.push({ field, error });
  const rental = form.service === 'rental';
  if (!form.pickup) fail('pickup', 'pickupRequired');
  if (!rental && !form.dropoff) fail('dropoff', 'dropoffRequired');
  if (!rental && form.pickup && form.dropoff && samePlace(form.pickup, form.dropoff))
    fail('dropoff', 'samePlace');
  checkTimes(form, fail);
  const name = form.customerName.trim();
  if (!name) fail('customerName', 'nameRequired');
  else if (name.length > LIMITS.nameMax) fail('customerName', 'nameTooLong');
  if (!form.customerPhone.trim()) fail('customerPhone', 'phoneRequired');
  else if (!checks.phone(form.customerPhone)) fail('customerPhone', 'phoneInvalid');
  if (form.customerEmail.trim() && !checks.email(form.customerEmail)) fail('customerEmail', 'emailInvalid');
  const flight = normalFlightNumber(form.flightNumber);
  if (form.service === 'airport' && flight && !FLIGHT_NUMBER.test(flight))
    fail('flightNumber', 'flightInvalid');
  return issues;
}

function checkTimes(
  form: RideFormValues,
  fail: (field: keyof RideFormValues, error: RideFormError) => void,
): void {
  const now = Date.now();
  if (form.pickupSlot !== NOW_SLOT && !slotClock(form.pickupSlot)) fail('pickupSlot', 'timeRequired');
  if (form.pickupSlot !== NOW_SLOT && !form.pickupDate) fail('pickupDate', 'dateRequired');
  const pickupAt = slotInstant(form.pickupDate, form.pickupSlot, now);
  if (pickupAt !== null && form.pickupSlot !== NOW_SLOT && pickupAt < now) fail('pickupSlot', 'pickupPast');
  if (form.rideType !== 'return' || form.service === 'rental') return;
  if (!form.returnDate) fail('returnDate', 'returnDateRequired');
  if (!slotClock(form.returnSlot)) fail('returnSlot', 'returnTimeRequired');
  const returnAt = slotInstant(form.returnDate, form.returnSlot, now);
  if (returnAt !== null && pickupAt !== null && returnAt <= pickupAt)
    fail('returnSlot', 'returnBeforePickup');
}

function samePlace(a: { lat: number; lng: number }, b: { lat: number; lng: number }): boolean {
  return Math.abs(a.lat - b.lat) < 0.0005 && Math.abs(a.lng - b.lng) < 0.0005;
}

function normalFlightNumber(raw: string): string {
  return raw.trim().toUpperCase();
}

/** The instant of a date and a time slot in the viewer's zone; "Now" is `now`. Null when incomplete. */
export function slotInstant(date: string, slot: string, now: number): number | null {
  if (slot === NOW_SLOT) return now;
  const clock = slotClock(slot);
  if (!clock || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const [year, month, day] = date.split('-').map(Number);
  const at = new Date(year!, month! - 1, day!, clock.hour, clock.minute, 0, 0).getTime();
  return Number.isNaN(at) ? null : at;
}

/** The time slot ("HH:MM") of an instant in the viewer's zone. */
export function localSlot(at: number): string {
  const d = new Date(at);
  return slotText(d.getHours() * 60 + d.getMinutes());
}

/** YYYY-MM-DD of an instant in the viewer's zone. */
export function localDate(at: number): string {
  const d = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function emptyRideForm(service: RideFormValues['service'] = 'local'): RideFormValues {
  return {
    rideType: 'oneway',
    service,
    rentalHours: RENTAL_PACKAGES[0].hours,
    airportDirection: 'arrival',
    pickup: null,
    dropoff: null,
    pickupDate: '',
    pickupSlot: '',
    returnDate: '',
    returnSlot: '',
    flightNumber: '',
    customerName: '',
    customerPhone: '',
    customerEmail: '',
  };
}

/** The quote request of a valid form; "Now" is fixed at `now`, so the saved request stays the same on reload. */
export function toQuoteRequest(form: RideFormValues, now: number): QuoteRequest {
  const rental = form.service === 'rental';
  const pickupAt = slotInstant(form.pickupDate, form.pickupSlot, now) ?? now;
  const returnAt = slotInstant(form.returnDate, form.returnSlot, now);
  const roundTrip = !rental && form.rideType === 'return' && returnAt !== null;
  const pickupLocation = form.pickup!;
  return {
    rideType: roundTrip ? 'return' : 'oneway',
    service: form.service,
    packageDetails: rental ? { hours: form.rentalHours } : null,
    pickupLocation,
    dropoffLocation: rental ? pickupLocation : form.dropoff!,
    pickupTime: new Date(pickupAt).toISOString(),
    returnTime: roundTrip ? new Date(returnAt).toISOString() : null,
  };
}

/** The rider's part of the booking request; the quote, vehicle and payment come from the later screens. */
export function customerDetails(
  form: RideFormValues,
): Pick<BookingRequest, 'customerName' | 'customerPhone' | 'customerEmail' | 'flightNumber'> {
  const flight = normalFlightNumber(form.flightNumber);
  return {
    customerName: form.customerName.trim(),
    customerPhone: form.customerPhone.replace(/[\s-]/g, ''),
    customerEmail: form.customerEmail.trim().toLowerCase(),
    ...(form.service === 'airport' && flight ? { flightNumber: flight } : {}),
  };
}
