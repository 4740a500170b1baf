// Builds the page locale's first Intl formatters on a worker thread. The first formatter of a kind loads ICU's
// locale data (number symbols, date patterns, time zones): 10–20 ms on a desktop, four times that on a phone, and
// on the main thread it landed inside the first render that formats a fare or a date. ICU and V8 keep that data
// for the whole process, so once a worker has loaded it, the page's own formatters are built in well under a
// millisecond. The formatters made here are thrown away; only the loaded data matters.
import { DEFAULTS } from '../domain/constants';

export interface IntlWarmupRequest {
  locale: string;
}

function warm(locale: string): void {
  const now = new Date();
  new Intl.NumberFormat(locale, { style: 'currency', currency: DEFAULTS.currency }).format(1);
  new Intl.NumberFormat(locale, { style: 'percent' }).format(0.1);
  new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(now);
  new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short' }).format(now);
  new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', hour12: true }).format(now);
  new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULTS.timezone, dateStyle: 'short' }).format(now);
}

self.onmessage = (event: MessageEvent<IntlWarmupRequest>) => {
  warm(event.data.locale);
  self.close();
};
