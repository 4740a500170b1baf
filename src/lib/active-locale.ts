// The country the page is shown for, and the Intl locale text in a language is formatted with there (spec 9).
// Kept apart from locale.ts, which sets it: formatting code in lazy chunks reads it without linking i18next and
// the head links into their chunks' graph (which made the bundler split the entry, about 1 KB more).
import { DEFAULTS, LANGUAGES, type Country, type Language } from '../domain/constants';
import { intlLocale } from '../domain/intl-locale';

let activeCountry: Country = DEFAULTS.country;

export function setActiveCountry(country: Country): void {
  activeCountry = country;
}

/** The Intl locale for text in `language` on the current page: the language, formatted the country's way. */
export function intlLocaleOf(language: string): string {
  const known = (LANGUAGES as readonly string[]).includes(language);
  return known ? intlLocale(language as Language, activeCountry) : language;
}
