// Formatting at the edge for the booking screens: money from integer minor units in the ride's currency, and
// instants, times of day and days in the viewer's language, formatted the way of the country they browse (spec 9).
import { dateTimeFormat } from '../../domain/intl-formats';
import { slotClock } from '../../domain/booking/ride-form';
import { intlLocaleOf } from '../../lib/active-locale';

export function formatSlot(slot: string, language: string): string {
  const clock = slotClock(slot);
  if (!clock) return '';
  return dateTimeFormat(intlLocaleOf(language), {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(new Date(2000, 0, 1, clock.hour, clock.minute));
}

export function formatDay(date: string, language: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return dateTimeFormat(intlLocaleOf(language), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(new Date(year!, month! - 1, day!));
}
