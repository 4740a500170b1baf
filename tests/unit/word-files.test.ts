// The split of each language's words into the rider's file and the business areas' (src/domain/word-files.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/domain/constants';
import {
  CONSOLE_WORD_PATHS,
  SERVER_ONLY_WORD_PATHS,
  splitWords,
  type Words,
} from '../../src/domain/word-files';

const wordsOf = (language: string) =>
  JSON.parse(readFileSync(`public/locales/${language}.json`, 'utf8')) as Words;

/** Every leaf key of a words object, as dotted paths. */
function leaves(words: Words, prefix = ''): string[] {
  return Object.entries(words).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? leaves(value as Words, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

const under = (paths: readonly string[]) => (leaf: string) =>
  paths.some((path) => leaf === path || leaf.startsWith(`${path}.`));

describe('word files', () => {
  it('names only paths that exist, so a renamed key cannot slip back into the rider’s file', () => {
    const english = leaves(wordsOf('en'));
    for (const path of [...CONSOLE_WORD_PATHS, ...SERVER_ONLY_WORD_PATHS]) {
      expect(english.some(under([path])), path).toBe(true);
    }
  });

  it.each(LANGUAGES)('puts each word of %s in exactly one place, the server’s own in neither', (language) => {
    const all = leaves(wordsOf(language));
    const { rider, console } = splitWords(wordsOf(language));
    const riderLeaves = leaves(rider);
    const consoleLeaves = leaves(console);
    expect(consoleLeaves.filter((leaf) => riderLeaves.includes(leaf))).toEqual([]);
    expect(consoleLeaves.every(under(CONSOLE_WORD_PATHS))).toBe(true);
    expect(riderLeaves.some(under([...CONSOLE_WORD_PATHS, ...SERVER_ONLY_WORD_PATHS]))).toBe(false);
    expect([...riderLeaves, ...consoleLeaves].sort()).toEqual(
      all.filter((leaf) => !under(SERVER_ONLY_WORD_PATHS)(leaf)).sort(),
    );
  });

  it('leaves a Tamil rider about half the words to parse', () => {
    const whole = JSON.stringify(wordsOf('ta')).length;
    const { rider } = splitWords(wordsOf('ta'));
    expect(JSON.stringify(rider).length / whole).toBeLessThan(0.6);
  });
});
