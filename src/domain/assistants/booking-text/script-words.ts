// Rewrites what a rider writes in another script into the Latin words the parser already reads: digits of any
// script become ASCII, and each script's table turns its words for from/to/at, days, parts of the day, weekdays,
// the return and place names into English or romanised Hindi ("من ديرة إلى دبي مارينا بكرة الساعة ٩ الصبح" →
// "from deira to dubai marina tomorrow at 9 morning"). Words no table knows are dropped, so the places are
// read from the names alone. Tamil script keeps its own table (tamil-script.ts).
import { ARABIC_PLACES, ARABIC_WORDS, arabicPlaceForms, normaliseArabic } from './arabic-words';
import { DEVANAGARI_PLACES, DEVANAGARI_WORDS } from './devanagari-words';

/** Zero of each script's digits: Arabic-Indic, Eastern Arabic-Indic (Persian, Urdu), Devanagari, Tamil. */
const DIGIT_ZEROS = [0x0660, 0x06f0, 0x0966, 0x0be6];
const SCRIPT_DIGITS = /[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u0be6-\u0bef]/g;

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
}

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
    normalise: (text) => text.normalize('NFC'),
    words: DEVANAGARI_WORDS,
    places: DEVANAGARI_PLACES,
    placeForms: (word, latin) => [[word, latin]],
  },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Script letters are not `\w`, so a word ends at a space, punctuation or a digit. */
const EDGE_BEFORE = String.raw`(?<=^|[\s\d,.،؛:!?()।-])`;
const EDGE_AFTER = String.raw`(?=$|[\s\d,.،؛:!?()।-])`;

function compile(script: Script): (text: string) => string {
  const forms = [
    ...script.words,
    ...script.places.flatMap(([word, latin]) => script.placeForms(script.normalise(word), latin)),
  ]
    .map(([word, latin]) => [script.normalise(word), latin] as const)
    .sort((a, b) => b[0].length - a[0].length);
  const latinOf = new Map(forms);
  const pattern = new RegExp(
    `${EDGE_BEFORE}(?:${forms.map(([word]) => escape(word)).join('|')})${EDGE_AFTER}`,
    'gu',
  );
  const leftOver = new RegExp(`${script.letters.source}+`, 'gu');
  return (text) =>
    script
      .normalise(text)
      .replace(pattern, (word) => ` ${latinOf.get(word)!} `)
      .replace(leftOver, ' ');
}

const READERS = SCRIPTS.map((script) => [script.letters, compile(script)] as const);

/** The message in Latin words wherever its script has a table; Latin text is returned as it came. */
export function readScriptWords(message: string): string {
  let out = withAsciiDigits(message);
  for (const [letters, read] of READERS) if (letters.test(out)) out = read(out);
  return out;
}
