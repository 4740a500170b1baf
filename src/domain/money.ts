// Money as text: integer minor units of a currency, written for an Intl locale. The PWA and the server's
// rendered pages share it, so a fare reads the same before and after JavaScript runs.
import { numberFormat } from './intl-formats';

/** How many minor-unit digits a currency has (2 for INR and USD, 3 for KWD, 0 for JPY). */
export function minorDigits(currency: string): number {
  return numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** `whole` drops the minor units (fares quoted "from ₹1,250"); amounts are never rounded down below a unit. */
export function formatMinor(minor: number, currency: string, locale: string, whole = false): string {
  const digits = minorDigits(currency);
  const format = numberFormat(locale, {
    style: 'currency',
    currency,
    ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  });
  return format.format(whole ? Math.ceil(minor / 10 ** digits) : minor / 10 ** digits);
}
