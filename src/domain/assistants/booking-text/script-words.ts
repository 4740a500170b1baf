// Rewrites what a rider writes in another script into the Latin words the parser already reads: digits of any
// script become ASCII, and each script's table turns its words for from/to/at, days, parts of the day, weekdays,
// the return and place names into English or romanised Hindi ("من ديرة إلى دبي مارينا بكرة الساعة ٩ الصبح" →
// "from deira to dubai marina tomorrow at 9 morning"). Words no table knows are dropped, so the places are
// read from the names alone. The places are the gazetteer's names in the script (GeoNames' Arabic and Devanagari
// names of the country's towns) and the script's table of what the data lacks: districts, landmarks, spellings.
// Tamil script keeps its own table (tamil-script.ts); languages written in Latin letters have theirs applied only
// when the chat names the language (latin-words.ts).
import type { PlaceIndex } from '../../places/place-index';
import { foldName } from '../../places/normalize';
import { ARABIC_PLACES, ARABIC_WORDS, arabicPlaceForms, normaliseArabic } from './arabic-words';
import { CHINESE_PLACES, CHINESE_WORDS } from './chinese-words';
import { DEVANAGARI_PLACES, DEVANAGARI_WORDS } from './devanagari-words';
import { readLatinWords, VEHICLE_NAMES } from './latin-words';
import { normaliseRussian, RUSSIAN_PLACES, RUSSIAN_WORDS, russianPlaceForms } from './russian-words';
import {
  KANNADA_PLACES,
  KANNADA_WORDS,
  kannadaPlaceForms,
  MALAYALAM_PLACES,
  MALAYALAM_WORDS,
  malayalamPlaceForms,
  normaliseMalayalam,
  TELUGU_PLACES,
  TELUGU_WORDS,
  teluguPlaceForms,
} from './south-indian-words';

/** Zero of each script's digits: Arabic-Indic, Eastern Arabic-Indic (Persian, Urdu), Devanagari, Tamil, Telugu,
 * Kannada, Malayalam. */
const DIGIT_ZEROS = [0x0660, 0x06f0, 0x0966, 0x0be6, 0x0c66, 0x0ce6, 0x0d66];
const SCRIPT_DIGITS =
  /[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u0be6-\u0bef\u0c66-\u0c6f\u0ce6-\u0cef\u0d66-\u0d6f]/g;

export function withAsciiDigits(text: string): string {
  return text.replace(SCRIPT_DIGITS, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = DIGIT_ZEROS.find((start) => code >= start && code <= start + 9)!;
    return String(code - zero);
  });
}

/** Written forms and what replaces them. */
export type ScriptTable = readonly (readonly [string, string])[];

interface Script {
  letters: RegExp;
  normalise: (text: string) => string;
  words: ScriptTable;
  places: ScriptTable;
  /** Each place's other written forms: with a prefix meaning "to" or "and", after the word "airport". */
  placeForms: (word: string, latin: string) => ScriptTable;
  /** Chinese writes no spaces between words: its words are found anywhere, not only between word edges. */
  unspaced?: boolean;
}

const nfc = (text: string) => text.normalize('NFC');
const asWritten = (word: string, latin: string): ScriptTable => [[word, latin]];

const SCRIPTS: readonly Script[] = [
  {
    letters: /[\u0600-\u06ff]/,
    normalise: normaliseArabic,
    words: ARABIC_WORDS,
    places: ARABIC_PLACES,
    placeForms: arabicPlaceForms,
  },
  {
    letters: /[\u0900-\u097f]/,
    normalise: nfc,
    words: DEVANAGARI_WORDS,
    places: DEVANAGARI_PLACES,
    placeForms: asWritten,
  },
  {
    letters: /[\u0c80-\u0cff]/,
    normalise: nfc,
    words: KANNADA_WORDS,
    places: KANNADA_PLACES,
    placeForms: kannadaPlaceForms,
  },
  {
    letters: /[\u0d00-\u0d7f]/,
    normalise: normaliseMalayalam,
    words: MALAYALAM_WORDS,
    places: MALAYALAM_PLACES,
    placeForms: malayalamPlaceForms,
  },
  {
    letters: /[\u0c00-\u0c7f]/,
    normalise: nfc,
    words: TELUGU_WORDS,
    places: TELUGU_PLACES,
    placeForms: teluguPlaceForms,
  },
  {
    letters: /[\u0400-\u04ff]/,
    normalise: normaliseRussian,
    words: RUSSIAN_WORDS,
    places: RUSSIAN_PLACES,
    placeForms: russianPlaceForms,
  },
  {
    letters: /\p{Script=Han}/u,
    normalise: nfc,
    words: CHINESE_WORDS,
    places: CHINESE_PLACES,
    placeForms: asWritten,
    unspaced: true,
  },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Script letters are not `\w`, so a word ends at a space, punctuation or a digit. */
const EDGE_BEFORE = String.raw`(?<=^|[\s\d,.،؛:!?()।-])`;
const EDGE_AFTER = String.raw`(?=$|[\s\d,.،؛:!?()।-])`;
const edges = (script: Script) => (script.unspaced ? ['', ''] : [EDGE_BEFORE, EDGE_AFTER]);

/** `gazetteer`: the country's place names in this script, [folded name, Latin name]; the table wins a clash. */
function compile(script: Script, gazetteer: ScriptTable): (text: string) => string {
  const places: ScriptTable = [
    ...gazetteer.map(([word, name]) => [word.normalize('NFC'), foldName(name)] as const),
    ...script.places,
  ];
  const forms = [
    ...script.words,
    // The agent's vehicle buttons send their name back: kept, not dropped with the words no table knows.
    ...VEHICLE_NAMES.filter(([name]) => script.letters.test(name)),
    ...places.flatMap(([word, latin]) => script.placeForms(script.normalise(word), latin)),
  ]
    .map(([word, latin]) => [script.normalise(word), latin] as const)
    .sort((a, b) => b[0].length - a[0].length);
  const latinOf = new Map(forms);
  const [before, after] = edges(script);
  const pattern = new RegExp(`${before}(?:${forms.map(([word]) => escape(word)).join('|')})${after}`, 'gu');
  const leftOver = new RegExp(`${script.letters.source}+`, 'gu');
  return (text) =>
    script
      .normalise(text)
      .replace(pattern, (word) => ` ${latinOf.get(word)!} `)
      .replace(leftOver, ' ');
}

type Readers = readonly (readonly [RegExp, (text: string) => string])[];

const compileAll = (names: ScriptTable): Readers =>
  SCRIPTS.map((script) => {
    const inScript = names.filter(([word]) => script.letters.test(word));
    return [script.letters, compile(script, inScript)] as const;
  });
const TABLES_ONLY = compileAll([]);
/** Compiled once per gazetteer (its names array is the same on every call). */
const readersByGazetteer = new WeakMap<ScriptTable, Readers>();

function readersFor(places: Pick<PlaceIndex, 'scriptNames'> | undefined): Readers {
  if (!places) return TABLES_ONLY;
  const names = places.scriptNames();
  let readers = readersByGazetteer.get(names);
  if (!readers) {
    readers = compileAll(names);
    readersByGazetteer.set(names, readers);
  }
  return readers;
}

/** The message in Latin words wherever its script has a table; Latin text is returned as it came unless `language`
 * (the chat's) is one written in Latin letters that has a table. `places`: the country's gazetteer, whose names in
 * the message's script are read too. */
export function readScriptWords(
  message: string,
  language?: string,
  places?: Pick<PlaceIndex, 'scriptNames'>,
): string {
  let out = readLatinWords(withAsciiDigits(message), language);
  for (const [letters, read] of readersFor(places)) if (letters.test(out)) out = read(out);
  return out;
}
