// The words, numbers and dates of a money document (invoice, statement) in the language it is downloaded in,
// formatted the way of the partner's country, as the app formats them on that site. The words come from the
// translation files, so the documents say what the app says.
import type { TFunction } from 'i18next';
import { DEFAULTS, type Language } from '../../../domain/constants';
import { intlLocale } from '../../../domain/intl-locale';
import {
  invoiceWordKey,
  statementWordKey,
  type InvoiceWord,
  type StatementWord,
} from '../../../domain/money/document-words';
import { isCountry } from '../../../domain/routes';
import { sayServerWords } from '../../../domain/server-words';
import { translator } from '../../lib/translator';

const FALLBACK_LOCALE = 'en-IN';

/** Amounts without a symbol (the heading names the currency), two decimals, grouped the locale's way. */
export const plainAmount = (minor: number, locale = FALLBACK_LOCALE) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);

export function localTime(iso: string, timezone: string, locale = FALLBACK_LOCALE) {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: timezone,
  }).format(new Date(iso));
}

type Params = Record<string, string | number>;

export interface DocumentWords {
  t: TFunction;
  locale: string;
  invoice(word: InvoiceWord, params?: Params): string;
  statement(word: StatementWord, params?: Params): string;
  amount(minor: number): string;
  percent(bps: number): string;
  time(iso: string, timezone: string): string;
  /** A calendar day (YYYY-MM-DD) in words. */
  day(isoDay: string): string;
  /** A ledger line the server wrote, in this language when it is a phrase the server knows. */
  ledger(text: string): string;
}

export async function documentWords(
  language: Language = DEFAULTS.language,
  country: string = DEFAULTS.country,
): Promise<DocumentWords> {
  const t = await translator(language);
  const locale = intlLocale(language, isCountry(country) ? country : DEFAULTS.country);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    t,
    locale,
    invoice: (word, params) => t(invoiceWordKey(word), params),
    statement: (word, params) => t(statementWordKey(word), params),
    amount: (minor) => plainAmount(minor, locale),
    percent: (bps) => percent.format(bps / 10_000),
    time: (iso, timezone) => localTime(iso, timezone, locale),
    day: (isoDay) => day.format(new Date(`${isoDay}T00:00:00Z`)),
    ledger: (text) => sayServerWords(text, (key, params) => t(key, params), locale),
  };
}
