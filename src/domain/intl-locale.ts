// Which Intl locale formats numbers, money and dates for a language read in a country (spec 9's map: en-IN,
// ta-IN, hi-IN, en-US, en-GB, ar-AE, en-AE, ar-QA, en-QA, ar-SA, en-SA): the visitor's language, formatted the
// country's way, which holds for every other language a visitor picks too (fr-AE, ml-IN).
import { COUNTRY_REGIONS, type Country, type Language } from './constants';

export function intlLocale(language: Language, country: Country): string {
  return `${language}-${COUNTRY_REGIONS[country]}`;
}
