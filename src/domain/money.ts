// Money as text: integer minor units of a currency, written for an Intl locale. The PWA and the server's
// rendered pages share it, so a fare reads the same before and after JavaScript runs.

const minorDigitsOf = new Map<string, number>();

/** How many minor-unit digits a currency has (2 for INR and USD, 3 for KWD, 0 for JPY). */
export function minorDigits(currency: string): number {
  let digits = minorDigitsOf.get(currency);
  if (digits === undefined) {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2;
    minorDigitsOf.set(currency, digits);
  }
  return digits;
}

/** `whole` drops the minor units (fares quoted "from ₹1,250"); amounts are never rounded down below a unit. */
export function formatMinor(minor: number, currency: string, locale: string, whole = false): string {
  const digits = minorDigits(currency);
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  });
  return format.format(whole ? Math.ceil(minor / 10 ** digits) : minor / 10 ** digits);
}
