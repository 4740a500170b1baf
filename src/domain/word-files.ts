// How each language's translations reach browsers: the words of the rider's pages in one file, the words only the
// business areas read (partner console, driver app, platform owner) in a second file fetched when one of those
// areas opens, and the words only the server writes (invoice and statement PDFs) in neither. A phone opening a
// city page in Tamil then parses about half the bytes it did. public/locales/{language}.json stays the one file
// translators and the server read; the build writes the two browser files from it.

/** Key paths (a top-level key or one of its children) only the business areas read. */
export const CONSOLE_WORD_PATHS = [
  'partner.nav',
  'partner.home',
  'partner.common',
  'partner.services',
  'partner.tripTypes',
  'partner.overview',
  'partner.rides',
  'partner.fleet',
  'partner.vehicles',
  'partner.crew',
  'partner.customers',
  'partner.events',
  'partner.leads',
  'partner.agent',
  'partner.ratings',
  'partner.push',
  'settings.title',
  'settings.tocLabel',
  'settings.openWizard',
  'settings.save',
  'settings.saving',
  'settings.saved',
  'settings.uploading',
  'settings.imagePreview',
  'settings.secretSet',
  'settings.secretNotSet',
  'settings.sections',
  'settings.brand',
  'settings.fares',
  'settings.rental',
  'settings.payments',
  'settings.places',
  'settings.live',
  'settings.site',
  'settings.languages',
  'settings.whatsapp',
  'settings.apps',
  'settings.legal',
  'platformAdmin',
  'driver',
  'developers',
  'dispatchSettings',
  'promo',
  'apiKeys',
  'messageLog',
  'setup',
  'bookingWindow',
  'callerBooking',
  'faqSettings',
  'riderTexts',
  'insights',
  'referralRewards',
  'rewards',
  'rideAlerts',
  'driverDocuments',
  'roles',
  'comingSoon',
] as const;

/** Key paths only the server reads (its PDFs and CSVs), sent to no browser. */
export const SERVER_ONLY_WORD_PATHS = ['serverWords.invoice', 'serverWords.statement'] as const;

/** The i18next namespace of the business areas' words; the rider's are the default namespace. */
export const CONSOLE_WORDS_NAMESPACE = 'console';

export type Words = { [key: string]: unknown };

export interface BrowserWordFiles {
  rider: Words;
  console: Words;
}

const isWords = (value: unknown): value is Words =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function placeAt(target: Words, path: readonly string[], value: unknown): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  if (rest.length === 0) {
    target[head] = value;
    return;
  }
  const child = isWords(target[head]) ? target[head] : {};
  target[head] = child;
  placeAt(child, rest, value);
}

/** Removes the value at a path and answers it (undefined where there is none). */
function takeAt(source: Words, path: readonly string[]): unknown {
  const [head, ...rest] = path;
  if (head === undefined || !(head in source)) return undefined;
  if (rest.length === 0) {
    const value = source[head];
    delete source[head];
    return value;
  }
  const child = source[head];
  return isWords(child) ? takeAt(child, rest) : undefined;
}

/** One language's whole file split into what the rider's pages read and what only the business areas read. */
export function splitWords(all: Words): BrowserWordFiles {
  const rider = structuredClone(all);
  const console: Words = {};
  for (const path of SERVER_ONLY_WORD_PATHS) takeAt(rider, path.split('.'));
  for (const path of CONSOLE_WORD_PATHS) {
    const value = takeAt(rider, path.split('.'));
    if (value !== undefined) placeAt(console, path.split('.'), value);
  }
  return { rider, console };
}

export const riderWordsUrl = (language: string) => `/locales/${language}.json`;
export const consoleWordsUrl = (language: string) => `/locales/console/${language}.json`;
