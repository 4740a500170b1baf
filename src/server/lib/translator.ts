// The PWA's own translation files, read on the server for the text it renders into served pages (heads, and the
// app's first screens rendered with React) and documents (an invoice's trip labels), so a crawler and a reader see
// the words a visitor's browser would show.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { DEFAULTS, LANGUAGES, type Language } from '../../domain/constants';

const localesDir = fileURLToPath(new URL('../../../public/locales/', import.meta.url));
const instances = new Map<Language, Promise<I18n>>();

async function readLocale(language: Language): Promise<Record<string, unknown>> {
  try {
    return JSON.parse(await readFile(`${localesDir}${language}.json`, 'utf8')) as Record<string, unknown>;
  } catch {
    // A language whose file has not shipped reads in English, as in the browser.
    return {};
  }
}

async function createInstance(language: Language): Promise<I18n> {
  const [own, fallback] = await Promise.all([readLocale(language), readLocale(DEFAULTS.language)]);
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: DEFAULTS.language,
    supportedLngs: [...LANGUAGES],
    resources: { [language]: { translation: own }, [DEFAULTS.language]: { translation: fallback } },
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

/** An i18next instance in a language, built once per process from public/locales; only read from, so the
 * requests in that language share it. */
export function pageI18n(language: Language): Promise<I18n> {
  let instance = instances.get(language);
  if (!instance) {
    instance = createInstance(language);
    instances.set(language, instance);
  }
  return instance;
}

/** `t` for a language. */
export async function translator(language: Language): Promise<TFunction> {
  return (await pageI18n(language)).t;
}
