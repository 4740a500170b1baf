// Formatting at the edge, in the viewer's language formatted the way of the country they are browsing (spec 9's
// locale map): money arrives as integer minor units with its currency and times as UTC instants; both become
// text only here.
import { dateTimeFormat, numberFormat } from '../domain/intl-formats';
import { formatMinor, minorDigits } from '../domain/money';
import { intlLocaleOf } from './active-locale';

export function formatMoney(minor: number, currency: string, language: string, whole = false): string {
  return formatMinor(minor, currency, intlLocaleOf(language), whole);
}

/** Minor units from a major-unit amount typed by a person (e.g. "1250.50" rupees → 125050 paise). */
export function toMinor(major: number, currency: string): number {
  return Math.round(major * 10 ** minorDigits(currency));
}

export function toMajor(minor: number, currency: string): number {
  return minor / 10 ** minorDigits(currency);
}

export function formatNumber(value: number, language: string, options?: Intl.NumberFormatOptions): string {
  return numberFormat(intlLocaleOf(language), options).format(value);
}

export function formatDateTime(iso: string, language: string, timeZone?: string): string {
  return dateTimeFormat(intlLocaleOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
}

/** A time of today, such as when a position was last sent. */
export function formatTime(iso: string, language: string): string {
  return dateTimeFormat(intlLocaleOf(language), { timeStyle: 'medium' }).format(new Date(iso));
}

/** A day in words, such as a post's "Published on" date; in `timeZone` when given, else the viewer's. */
export function formatDate(iso: string, language: string, timeZone?: string): string {
  return dateTimeFormat(intlLocaleOf(language), { dateStyle: 'long', timeZone }).format(new Date(iso));
}

/** Today's calendar date (YYYY-MM-DD) in a time zone, for date pickers' bounds. */
export function isoDateIn(timeZone: string, at: Date = new Date()): string {
  return dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}
