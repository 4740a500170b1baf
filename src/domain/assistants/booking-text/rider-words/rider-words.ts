// Every language's words for the booking agent (PWA chat and WhatsApp), typed so that a language or a phrase
// missing is a compile error; and the yes a rider answers with, in any of them, since the buttons send back
// their translated text and riders write yes in their own words.
import { LANGUAGES, type Language } from '../../../constants';
import type { RiderWords } from './rider-words-shape';
import { ar } from './ar';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { hi } from './hi';
import { id } from './id';
import { kn } from './kn';
import { ml } from './ml';
import { ms } from './ms';
import { pt } from './pt';
import { ru } from './ru';
import { ta } from './ta';
import { te } from './te';
import { tr } from './tr';
import { zh } from './zh';

export const RIDER_WORDS: Record<Language, RiderWords> = {
  ar,
  en,
  es,
  fr,
  hi,
  id,
  kn,
  ml,
  ms,
  pt,
  ru,
  ta,
  te,
  tr,
  zh,
};

export const isLanguage = (language: string): language is Language =>
  (LANGUAGES as readonly string[]).includes(language);

/** A language the site does not know (an old conversation's, a partner's setting) is answered in English. */
export const riderWords = (language: string): RiderWords =>
  isLanguage(language) ? RIDER_WORDS[language] : RIDER_WORDS.en;

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every language's yes, longest first; a yes ends where the word does (not "yesterday", not "yaar"), except in
 * Han script, which writes no spaces between words. */
const YES = new RegExp(
  `^\\s*(?:${Object.values(RIDER_WORDS)
    .flatMap((words) => [words.yes, words.thatPlace, ...words.yesWords])
    .map((word) => word.toLowerCase())
    .sort((a, b) => b.length - a.length)
    .map((word) => `${escape(word)}${/\p{Script=Han}$/u.test(word) ? '' : '(?![\\p{L}\\p{M}\\p{N}])'}`)
    .join('|')})`,
  'u',
);

export const saysYes = (text: string): boolean => YES.test(text.toLowerCase());

/** The message without the yes it starts with: "Oui, réserver" names no place, nor "Ya, pesan" Pasan. */
export const withoutYes = (text: string): string => text.toLowerCase().replace(YES, ' ');
