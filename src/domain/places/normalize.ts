// Search-key folding shared by the build reducer and the runtime index, so both agree on what
// "the same name" means: case, diacritics, apostrophes and punctuation never matter.

const COMBINING_MARKS = /\p{M}+/gu;
const APOSTROPHES = /['’‘`ʼ]/g;
const NON_ALPHANUMERIC = /[^a-z0-9]+/g;

/** "Ta’if", "Hyderābād-Nagar" → "taif", "hyderabad nagar". */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(APOSTROPHES, '')
    .replace(NON_ALPHANUMERIC, ' ')
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
