// The lookup structure behind place search: every distinct folded word of every name and alias, sorted
// for binary-searched prefix ranges, with the places each word belongs to, and buckets by first and second
// letter so typo matching scans a fraction of the words instead of all of them.

export interface WordIndex {
  words: readonly string[];
  /** Places per word, parallel to `words`. */
  places: readonly (readonly number[])[];
  /** Word ids whose first (0) or second (1) letter is the key. */
  byLetter: readonly [ReadonlyMap<string, readonly number[]>, ReadonlyMap<string, readonly number[]>];
}

export function buildWordIndex(keysByPlace: readonly (readonly string[])[]): WordIndex {
  const placesByWord = new Map<string, number[]>();
  keysByPlace.forEach((keys, place) => {
    for (const word of new Set(keys.flatMap((key) => key.split(' ')))) {
      const list = placesByWord.get(word);
      if (list) list.push(place);
      else placesByWord.set(word, [place]);
    }
  });
  const words = [...placesByWord.keys()].sort();
  const byLetter: [Map<string, number[]>, Map<string, number[]>] = [new Map(), new Map()];
  words.forEach((word, id) => {
    for (const position of [0, 1] as const) {
      const letter = word[position];
      if (letter === undefined) continue;
      const bucket = byLetter[position].get(letter);
      if (bucket) bucket.push(id);
      else byLetter[position].set(letter, [id]);
    }
  });
  return { words, places: words.map((word) => placesByWord.get(word) ?? []), byLetter };
}

/** Ids of the words starting with `prefix`: one contiguous range of the sorted list. */
export function prefixRange(words: readonly string[], prefix: string): [number, number] {
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (words[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  let end = lo;
  while (end < words.length && words[end]!.startsWith(prefix)) end++;
  return [lo, end];
}

/**
 * Buckets of word ids a typo of `typed` could come from (they overlap; the caller skips repeats). An edit
 * at the first letter (substitution, transposition, insertion, deletion) still leaves the word starting
 * with typed[0] or typed[1], or having one of them as its second letter.
 */
export function typoBuckets(index: WordIndex, typed: string): (readonly number[])[] {
  const letters = typed[1] === undefined || typed[1] === typed[0] ? [typed[0]] : [typed[0], typed[1]];
  return letters.flatMap((letter) =>
    letter === undefined
      ? []
      : ([0, 1] as const).map((position) => index.byLetter[position].get(letter) ?? []),
  );
}

/** Bit per letter a–z (digits share bit 26): a cheap test of which letters a word lacks. */
export function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i) - 97;
    mask |= 1 << (code >= 0 && code < 26 ? code : 26);
  }
  return mask;
}

export function popCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count++;
  return count;
}
