// i18next set up for the PWA: one JSON file per language under /locales, fetched only when needed (the service
// worker keeps them for offline); anything that is not one of our languages is never asked for (the page's
// language is always one of ours, resolved from the address or the served page).
import i18next, { type BackendModule, type ReadCallback, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, RTL_LANGUAGES, type Language } from '../domain/constants';

function isOurs(language: string): boolean {
  return (LANGUAGES as readonly string[]).includes(language);
}

function isResource(value: unknown): value is ResourceKey {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const localeBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language: string, _namespace: string, callback: ReadCallback) {
    if (!isOurs(language)) {
      callback(null, {});
      return;
    }
    fetch(`/locales/${language}.json`)
      .then(async (response) => {
        if (!response.ok) throw new Error(`Translations for ${language} answered ${response.status}`);
        const data: unknown = await response.json();
        callback(null, isResource(data) ? data : {});
      })
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null));
  },
};

export const i18n = i18next;

export function initI18n(language: Language): Promise<unknown> {
  return i18next
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      // Every language's file holds every key of English's (tests/unit/translations.test.ts), so English is
      // never needed as a fallback, and fetching and parsing it beside the page's language held a phone's main
      // thread on every page not in English.
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      load: 'languageOnly',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
}

/** `<html lang>` and reading direction for a language. */
export function applyDocumentLanguage(language: Language): void {
  const root = document.documentElement;
  root.lang = language;
  root.dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}
