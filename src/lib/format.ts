// Formatting at the edge, in the viewer's language: money arrives as integer minor units with its currency and
// times as UTC instants; both become text only here.

const minorDigits = new Map<string, number>();

function fractionDigits(currency: string): number {
  let digits = minorDigits.get(currency);
  if (digits === undefined) {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2;
    minorDigits.set(currency, digits);
  }
  return digits;
}

export function formatMoney(minor: number, currency: string, language: string): string {
  const digits = fractionDigits(currency);
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(minor / 10 ** digits);
}

/** Minor units from a major-unit amount typed by a person (e.g. "1250.50" rupees → 125050 paise). */
export function toMinor(major: number, currency: string): number {
  return Math.round(major * 10 ** fractionDigits(currency));
}

export function toMajor(minor: number, currency: string): number {
  return minor / 10 ** fractionDigits(currency);
}

export function formatDateTime(iso: string, language: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );
}

/** Today's calendar date (YYYY-MM-DD) in a time zone, for date pickers' bounds. */
export function isoDateIn(timeZone: string, at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}
