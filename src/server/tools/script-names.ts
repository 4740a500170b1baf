// Build step of the places gazetteer that picks a town's names in the scripts riders of its country write, from
// GeoNames' alternate names, which list hundreds per town in every script and language.
import type { Country } from '../../domain/constants';
import { foldName } from '../../domain/places/normalize';

/**
 * Names in the scripts riders of a country write, from GeoNames' alternates: Arabic in the Gulf (every town it
 * keeps, three spellings: "أبوظبي", "أبو ظبي"), Devanagari and Tamil for Indian towns (Arabic for the biggest,
 * which Gulf riders travel to), only for places this big so the Indian file stays small.
 */
const ARABIC = /\p{Script=Arabic}/u;
const SCRIPT_NAMES: Record<Country, readonly { script: RegExp; minPopulation: number; max: number }[]> = {
  in: [
    { script: /\p{Script=Devanagari}/u, minPopulation: 100_000, max: 2 },
    { script: /\p{Script=Tamil}/u, minPopulation: 50_000, max: 2 },
    { script: ARABIC, minPopulation: 1_000_000, max: 1 },
  ],
  ae: [{ script: ARABIC, minPopulation: 0, max: 3 }],
  qa: [{ script: ARABIC, minPopulation: 0, max: 3 }],
  sa: [{ script: ARABIC, minPopulation: 0, max: 3 }],
  uk: [],
  us: [],
};
/** Letters of Persian, Urdu, Kurdish and Uyghur: their spellings ("دبی") come after the Arabic ones riders write. */
const NOT_ARABIC_LANGUAGE = /[\u067e\u0686\u0698\u06a9\u06ad\u06af\u06be\u06c1-\u06d5]/u;

/** One script's words only (no Latin, no mix), each folded spelling once: the script's main language's and the
 * shortest first (Mumbai's "बम्बई" before "ग्रेटर मुम्बई"). */
export function scriptNames(alternates: readonly string[], country: Country, population: number): string[] {
  const foreign = (name: string) => (NOT_ARABIC_LANGUAGE.test(name) ? 1 : 0);
  return SCRIPT_NAMES[country]
    .filter(({ minPopulation }) => population >= minPopulation)
    .flatMap(({ script, max }) => {
      const inScript = alternates
        .filter((name) => {
          const letters = [...name.replace(/[\s\p{M}'’-]/gu, '')];
          return letters.length > 0 && letters.every((letter) => script.test(letter));
        })
        .sort((a, b) => foreign(a) - foreign(b) || a.length - b.length);
      return [...new Map(inScript.map((name) => [foldName(name), name])).values()].slice(0, max);
    });
}
