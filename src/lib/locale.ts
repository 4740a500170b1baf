// Which country and language the page is in: the URL prefix wins, then the saved `country_lang`, then the brand's
// default; applying it switches i18next, the document's language and direction, and the head's language links.
import { DEFAULTS, STORAGE_KEYS, type Language } from '../domain/constants';
import { formatCountryLang, parseCountryLang, splitLocalePath, type LocalePrefix } from '../domain/routes';
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
  return splitLocalePath(pathname).prefix ?? readSavedLocale() ?? fallback;
}

/** Puts the page in a locale; `save` records it as the visitor's choice (every explicit change is saved). */
export function applyLocale(locale: LocalePrefix, pathname: string, save: boolean): void {
  if (save) saveLocale(locale);
  const language: Language = locale.language;
  if (i18n.language !== language) void i18n.changeLanguage(language);
  applyDocumentLanguage(language);
  const { prefix, rest } = splitLocalePath(pathname);
  syncHeadLinks(rest, locale, prefix);
}
