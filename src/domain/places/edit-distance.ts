// Typo tolerance: the smallest Damerau-Levenshtein distance between a typed word and any prefix of a
// place's word ("chenai" is one edit from "chennai…"), abandoned as soon as it must exceed the bound.

/** Edits allowed for a typed word: none below 4 characters, 1 up to 7, 2 beyond. */
export function allowedTypos(length: number): number {
  if (length < 4) return 0;
  return length <= 7 ? 1 : 2;
}

/**
 * Distance from `typed` to the closest prefix of `word`, or `max + 1` when above `max`.
 * Rows are reused between calls; the index scans thousands of words per keystroke.
 */
export function createPrefixDistance(): (typed: string, word: string, max: number) => number {
  let prev2 = new Int32Array(0);
  let prev = new Int32Array(0);
  let row = new Int32Array(0);
  return (typed, word, max) => {
    const cols = Math.min(word.length, typed.length + max);
    if (row.length <= cols) {
      prev2 = new Int32Array(cols + 1);
      prev = new Int32Array(cols + 1);
      row = new Int32Array(cols + 1);
    }
    for (let j = 0; j <= cols; j++) prev[j] = j;
    for (let i = 1; i <= typed.length; i++) {
      row[0] = i;
      let rowMin = i;
      const t = typed.charCodeAt(i - 1);
      for (let j = 1; j <= cols; j++) {
        const w = word.charCodeAt(j - 1);
        let best = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (t === w ? 0 : 1));
        if (i > 1 && j > 1 && t === word.charCodeAt(j - 2) && typed.charCodeAt(i - 2) === w) {
          best = Math.min(best, prev2[j - 2]! + 1);
        }
        row[j] = best;
        if (best < rowMin) rowMin = best;
      }
      if (rowMin > max) return max + 1;
      [prev2, prev, row] = [prev, row, prev2];
    }
    let result = max + 1;
    for (let j = 0; j <= cols; j++) result = Math.min(result, prev[j]!);
    return result;
  };
}
