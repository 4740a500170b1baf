// Which country and language the page is in: the URL prefix wins; a bare city page reads in Tamil (spec 2.2);
// then the saved `country_lang`, then the brand's default. Applying it switches i18next, the document's language
// and direction, the head's language links, and the country numbers, money and dates are formatted for.
import { DEFAULTS, STORAGE_KEYS, type Language } from '../domain/constants';
import {
  formatCountryLang,
  parseCountryLang,
  placePage,
  splitLocalePath,
  type LocalePrefix,
} from '../domain/routes';
import { setActiveCountry } from './active-locale';
import { syncHeadLinks } from './head-links';
import { applyDocumentLanguage, i18n } from './i18n';
import { readSetting, writeSetting } from './storage';

export const DEFAULT_LOCALE: LocalePrefix = { country: DEFAULTS.country, language: DEFAULTS.language };

export function readSavedLocale(): LocalePrefix | null {
  return parseCountryLang(readSetting(STORAGE_KEYS.countryLang));
}

export function saveLocale(locale: LocalePrefix): void {
  writeSetting(STORAGE_KEYS.countryLang, formatCountryLang(locale));
}

export function resolveLocale(pathname: string, fallback: LocalePrefix = DEFAULT_LOCALE): LocalePrefix {
  const { prefix, rest } = splitLocalePath(pathname);
  if (prefix) return prefix;
  const saved = readSavedLocale();
  if (placePage(rest))
    return { country: saved?.country ?? fallback.country, language: DEFAULTS.placePageLanguage };
  return saved ?? fallback;
}

/**
 * Puts the page in a locale; `save` records it as the visitor's choice (every explicit change is saved).
 * `languages` are the site's languages, named as alternates in the head.
 */
export function applyLocale(
  locale: LocalePrefix,
  pathname: string,
  save: boolean,
  languages: readonly Language[] = [],
): void {
  if (save) saveLocale(locale);
  setActiveCountry(locale.country);
  const language: Language = locale.language;
  if (i18n.language !== language) void i18n.changeLanguage(language);
  applyDocumentLanguage(language);
  const { prefix, rest } = splitLocalePath(pathname);
  syncHeadLinks(rest, locale, prefix, languages);
}
