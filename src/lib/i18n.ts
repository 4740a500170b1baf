// i18next set up for the PWA: per language, the rider's words in one file and the business areas' in a second
// (src/domain/word-files.ts), each fetched only when needed (the service worker keeps them for offline); anything
// that is not one of our languages is never asked for (the page's language is always one of ours, resolved from
// the address or the served page).
import i18next, { type BackendModule, type ReadCallback, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, RTL_LANGUAGES, type Language } from '../domain/constants';
import { CONSOLE_WORDS_NAMESPACE, consoleWordsUrl, riderWordsUrl } from '../domain/word-files';

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
  read(language: string, namespace: string, callback: ReadCallback) {
    if (!isOurs(language)) {
      callback(null, {});
      return;
    }
    const url = namespace === CONSOLE_WORDS_NAMESPACE ? consoleWordsUrl(language) : riderWordsUrl(language);
    fetch(url)
      .then(async (response) => {
        if (!response.ok) throw new Error(`Translations ${url} answered ${response.status}`);
        const data: unknown = await response.json();
        callback(null, isResource(data) ? data : {});
      })
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null));
  },
};

export const i18n = i18next;

/** The business areas' words, loaded beside their code; once loaded, a change of language loads them too. */
export function loadConsoleWords(): Promise<void> {
  return i18next.loadNamespaces(CONSOLE_WORDS_NAMESPACE);
}

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
      // A key not among the rider's words is looked up among the business areas' once they are loaded.
      fallbackNS: CONSOLE_WORDS_NAMESPACE,
      // A page outside the business areas that reads one of their words still says it: the missing word loads
      // them, and the page redraws on `loaded` (tests/e2e/word-files.test.ts keeps the rider's pages from it).
      saveMissing: true,
      missingKeyHandler: () => void loadConsoleWords(),
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true, bindI18n: 'languageChanged loaded' },
    });
}

/** `<html lang>` and reading direction for a language. */
export function applyDocumentLanguage(language: Language): void {
  const root = document.documentElement;
  root.lang = language;
  root.dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}
