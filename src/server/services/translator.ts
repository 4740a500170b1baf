// The PWA's own translation files, read on the server for the text it renders into served pages (city pages'
// head and main text), so a crawler reads the words a visitor's browser would show, plurals and all.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import i18next, { type TFunction } from 'i18next';
import { DEFAULTS, LANGUAGES, type Language } from '../../domain/constants';

const localesDir = fileURLToPath(new URL('../../../public/locales/', import.meta.url));
const translators = new Map<Language, Promise<TFunction>>();

async function readLocale(language: Language): Promise<Record<string, unknown>> {
  try {
    return JSON.parse(await readFile(`${localesDir}${language}.json`, 'utf8')) as Record<string, unknown>;
  } catch {
    // A language whose file has not shipped reads in English, as in the browser.
    return {};
  }
}

async function createTranslator(language: Language): Promise<TFunction> {
  const [own, fallback] = await Promise.all([readLocale(language), readLocale(DEFAULTS.language)]);
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: DEFAULTS.language,
    supportedLngs: [...LANGUAGES],
    resources: { [language]: { translation: own }, [DEFAULTS.language]: { translation: fallback } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance.t;
}

/** `t` for a language, built once per process from public/locales. */
export function translator(language: Language): Promise<TFunction> {
  let t = translators.get(language);
  if (!t) {
    t = createTranslator(language);
    translators.set(language, t);
  }
  return t;
}
