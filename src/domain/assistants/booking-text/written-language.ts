// The language a rider writes in, where the script alone says it among the site's languages: the agent answers in
// it whatever language the screen or the partner's WhatsApp is set to. Latin script names no one language.
import type { Language } from '../../constants';
import { isLanguage } from './rider-words/rider-words';

/** Each script and the one site language written in it. */
const SCRIPTS: readonly (readonly [RegExp, Language])[] = [
  [/\p{Script=Arabic}/u, 'ar'],
  [/\p{Script=Tamil}/u, 'ta'],
  [/\p{Script=Devanagari}/u, 'hi'],
  [/\p{Script=Kannada}/u, 'kn'],
  [/\p{Script=Malayalam}/u, 'ml'],
  [/\p{Script=Telugu}/u, 'te'],
  [/\p{Script=Cyrillic}/u, 'ru'],
  [/\p{Script=Han}/u, 'zh'],
];

/** The language `message`'s script names, else `fallback` (English when that is no site language). */
export function writtenLanguage(message: string, fallback: string): Language {
  const written = SCRIPTS.find(([script]) => script.test(message))?.[1];
  return written ?? (isLanguage(fallback) ? fallback : 'en');
}
