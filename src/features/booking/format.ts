// Formatting at the edge: money from integer minor units in the ride's currency, and instants in the viewer's
// zone and language.

export function formatMoney(amountMinor: number, currency: string, language: string): string {
  return new Intl.NumberFormat(`${language}-IN`, { style: 'currency', currency }).format(amountMinor / 100);
}

export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(`${language}-IN`, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

export function formatSlot(hour: string, language: string): string {
  return new Intl.DateTimeFormat(`${language}-IN`, {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(new Date(2000, 0, 1, Number(hour), 0));
}

export function formatDay(date: string, language: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(`${language}-IN`, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(new Date(year!, month! - 1, day!));
}
