// Search-key folding shared by the build reducer and the runtime index, so both agree on what
// "the same name" means: case, diacritics, apostrophes and punctuation never matter, in any script. Arabic
// folds as riders write it loosely (hamza seats, alif maqsura, ta marbuta, Persian letters, no vowel marks);
// the vowel signs of Indian scripts are letters of the word and stay.

/** Accents over Latin letters and the Arabic vowel marks and tatweel: never part of a name. (The Devanagari nukta
 * is: ढ़ is not ढ.) */
const DIACRITICS = /\p{Script=Inherited}|[\u0656-\u065f]|\u0640/gu;
const APOSTROPHES = /['’‘`ʼ]/g;
const NOT_A_LETTER = /[^\p{L}\p{M}\p{N}]+/gu;
const ARABIC_LOOSE: Readonly<Record<string, string>> = { ٱ: 'ا', ى: 'ي', ی: 'ي', ة: 'ه', ک: 'ك' };
const ARABIC_LOOSE_LETTERS = /[ٱىیةک]/g;

/** "Ta’if", "Hyderābād-Nagar", "أبوظبي" → "taif", "hyderabad nagar", "ابوظبي". */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(DIACRITICS, '')
    .replace(ARABIC_LOOSE_LETTERS, (letter) => ARABIC_LOOSE[letter] ?? letter)
    .toLowerCase()
    .replace(APOSTROPHES, '')
    .replace(NOT_A_LETTER, ' ')
    .trim();
}

export function foldWords(text: string): string[] {
  const folded = foldName(text);
  return folded === '' ? [] : folded.split(' ');
}

/** "Navi Mumbai", "navi%20mumbai" decoded, "NAVI_MUMBAI" → "navi-mumbai": the one address of a city page. */
export function placeSlug(name: string): string {
  return foldName(name).replace(/ /g, '-');
}
