// Every translation file in public/locales against en.json: the same keys (plus the plural forms a language
// needs), the same {{placeholders}}, no English left untranslated, and the shipped-language list in step with
// the files, so a half-done or stale translation fails here rather than showing English to a rider. The words the
// server writes (ride events, ledger lines, refusals, invoice and statement words, chat replies) are read through
// keys named in code, so each of those must be in every file too.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/domain/constants';
import { DOCUMENT_WORD_KEYS } from '../../src/domain/money/document-words';
import { INVOICE_LABEL_KEYS } from '../../src/domain/money/invoice';
import { SERVER_WORD_KEYS } from '../../src/domain/server-words';

const LOCALES = new URL('../../public/locales/', import.meta.url);
const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/**
 * Values that may read exactly as in English, each reviewed: where it applies and why it stays. Values with no
 * letters outside their placeholders (numbers, punctuation, `{{page}} · {{businessName}}`) need no entry.
 */
const SAME_AS_ENGLISH: readonly {
  value?: string;
  keyPrefix?: string;
  languages: 'all' | string[];
  reason: string;
}[] = [
  {
    keyPrefix: 'language.names.',
    languages: 'all',
    reason: 'each language is named in its own script in every file, so a reader can find theirs',
  },
  { value: 'UPI', languages: 'all', reason: "brand of India's payment network" },
  { value: 'WhatsApp', languages: 'all', reason: 'brand name' },
  {
    value: 'SMS',
    languages: ['es', 'fr', 'pt', 'tr', 'id', 'ms'],
    reason: 'the name these languages use for a text message',
  },
  { value: 'SUV', languages: 'all', reason: 'vehicle class sold under this abbreviation in every market' },
  { value: 'km', languages: 'all', reason: 'SI unit symbol in Latin script' },
  { value: 'Commission', languages: ['fr'], reason: 'the French word, spelt as the English one' },
  { value: 'min', languages: ['pt', 'es', 'fr', 'ms'], reason: 'the usual abbreviation of minutes there' },
  { value: '6E 123', languages: 'all', reason: 'example flight number in the format the field accepts' },
  {
    value: 'you@company.com',
    languages: 'all',
    reason: 'example e-mail address, ASCII as the field expects',
  },
  {
    value: 'you@example.com',
    languages: 'all',
    reason: 'example e-mail address, ASCII as the field expects',
  },
  { value: 'mytravels.com', languages: 'all', reason: 'example domain, ASCII as the field expects' },
  {
    value: 'Sedan',
    languages: ['tr', 'id', 'ms'],
    reason: 'the usual name of the car body in these languages',
  },
  {
    value: 'Hatchback',
    languages: ['tr', 'id', 'ms'],
    reason: 'the usual name of the car body in these languages',
  },
  { value: 'Total', languages: ['pt', 'id'], reason: 'the same word in these languages' },
  { value: 'Blog', languages: ['pt', 'tr', 'id', 'ms'], reason: 'the loanword these languages use' },
  { value: 'Form', languages: ['tr'], reason: 'the Turkish word for a form' },
  { value: 'Status', languages: ['id', 'ms'], reason: 'the same word in these languages' },
  {
    keyPrefix: 'serverWords.invoice.gstin',
    languages: 'all',
    reason:
      'the GST registration number, printed under its legal name (GSTIN) on Indian invoices in any language',
  },
  { value: 'Date', languages: ['fr'], reason: 'the French word, spelt as the English one' },
  { value: 'Debit', languages: ['ms'], reason: 'the Malay accounting word, spelt as the English one' },
  {
    value: 'Debit ({{currency}})',
    languages: ['ms'],
    reason: 'the Malay accounting word, spelt as the English one',
  },
];

type Flat = Map<string, string>;

function flatten(value: unknown, prefix: string, into: Flat, file: string): Flat {
  if (typeof value === 'string') {
    into.set(prefix, value);
  } else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value))
      flatten(child, prefix ? `${prefix}.${key}` : key, into, file);
  } else {
    throw new Error(`${file}: ${prefix} is neither text nor a group of keys`);
  }
  return into;
}

function readLocale(file: string): Flat {
  return flatten(JSON.parse(readFileSync(new URL(file, LOCALES), 'utf8')), '', new Map(), file);
}

/** `seats_few` → `{ base: 'seats', suffix: 'few' }`; keys without a plural suffix give null. */
function pluralPart(key: string): { base: string; suffix: string } | null {
  const match = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
  return match?.[1] && match[2] ? { base: match[1], suffix: match[2] } : null;
}

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((m) => m[1] ?? ''))].sort();
}

function hasWords(text: string): boolean {
  return /\p{L}/u.test(text.replace(/\{\{[^}]*\}\}/g, ''));
}

function isAllowedSame(language: string, key: string, value: string): boolean {
  return SAME_AS_ENGLISH.some(
    (entry) =>
      (entry.languages === 'all' || entry.languages.includes(language)) &&
      (entry.value === undefined || entry.value === value) &&
      (entry.keyPrefix === undefined || key.startsWith(entry.keyPrefix)),
  );
}

/** Keys the server's words are read through: its stored phrases (domain/server-words), the invoice's trip labels,
 * the invoice's and statement's own words, and the chat agent's replies. */
const SERVER_KEYS = [...SERVER_WORD_KEYS, ...INVOICE_LABEL_KEYS, ...DOCUMENT_WORD_KEYS];

const english = readLocale('en.json');
const englishPluralBases = new Set([...english.keys()].flatMap((key) => pluralPart(key)?.base ?? []));
const files = readdirSync(LOCALES).filter((name) => name.endsWith('.json'));
const languages = files.map((name) => name.replace(/\.json$/, ''));

/** The English text a key of another file answers to: plural forms beyond English's map to `_other`. */
function englishFor(key: string): string | undefined {
  const plural = pluralPart(key);
  if (plural && englishPluralBases.has(plural.base))
    return english.get(key) ?? english.get(`${plural.base}_other`);
  return english.get(key);
}

describe('translation files', () => {
  it('exist for exactly the shipped languages, each named in the language picker', () => {
    expect([...languages].sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) expect(english.has(`language.names.${language}`), language).toBe(true);
  });

  it('have no plural forms in English beyond one and other', () => {
    for (const base of englishPluralBases) {
      expect(english.has(`${base}_one`) && english.has(`${base}_other`), base).toBe(true);
    }
  });

  it('have every key the server’s words are read through, in English', () => {
    expect(SERVER_KEYS.filter((key) => !english.has(key))).toEqual([]);
  });

  describe.each(languages.filter((language) => language !== 'en'))('%s', (language) => {
    const translated = readLocale(`${language}.json`);
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    // English's own one and other are kept everywhere, even where the language never picks `one` (zh, id, ms).
    const allowedForms = new Set<string>(['one', 'other', ...categories]);

    it('has every key of en.json', () => {
      expect([...english.keys()].filter((key) => !translated.has(key))).toEqual([]);
    });

    it('has no key that en.json lacks, bar the plural forms the language uses of an English plural key', () => {
      const extra = [...translated.keys()].filter((key) => {
        if (english.has(key)) return false;
        const plural = pluralPart(key);
        return !(plural && englishPluralBases.has(plural.base) && allowedForms.has(plural.suffix));
      });
      expect(extra).toEqual([]);
    });

    it('has every plural form the language uses', () => {
      const missing = [...englishPluralBases].flatMap((base) =>
        categories.filter((category) => !translated.has(`${base}_${category}`)).map((c) => `${base}_${c}`),
      );
      expect(missing).toEqual([]);
      expect(PLURAL_SUFFIXES).toEqual(expect.arrayContaining(categories));
    });

    it('keeps the placeholders of the English text', () => {
      const wrong = [...translated].flatMap(([key, value]) => {
        const source = englishFor(key);
        if (source === undefined) return [];
        // A plural form may spell its number out ("one seat"), so only there may {{count}} be left out.
        const expected = placeholders(source).filter((name) => !(pluralPart(key) && name === 'count'));
        const actual = placeholders(value).filter((name) => !(pluralPart(key) && name === 'count'));
        return actual.join() === expected.join() ? [] : [`${key}: ${value}`];
      });
      expect(wrong).toEqual([]);
    });

    it('says every word the server writes in this language, bar the reviewed exceptions', () => {
      const missing = SERVER_KEYS.filter((key) => !translated.has(key));
      const english = SERVER_KEYS.filter((key) => {
        const value = translated.get(key);
        return (
          value === englishFor(key) && hasWords(value ?? '') && !isAllowedSame(language, key, value ?? '')
        );
      });
      expect({ missing, english }).toEqual({ missing: [], english: [] });
    });

    it('translates every text, bar the reviewed exceptions', () => {
      const untranslated = [...translated].flatMap(([key, value]) =>
        value === englishFor(key) && hasWords(value) && !isAllowedSame(language, key, value)
          ? [`${key}: ${value}`]
          : [],
      );
      expect(untranslated).toEqual([]);
    });
  });
});
