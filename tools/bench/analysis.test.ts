/** The bench's renaming of the labelled answers for its one account (realisticAnswers). */
import { describe, expect, test } from 'vitest';
import { escapeRegExp } from '../../server/lib/regexp';
import { ENGINEER_SET, HOLDOUT_SETS, readLines, type LabelledSet } from '../eval/sets';
import { replaceWord } from './analysis';

/**
 * What replaceWord stands in for: a whole-word, case-insensitive pattern. Compiling one and running it takes
 * a millisecond or more (its letter classes are big), so each name's pattern is compiled once, and a name
 * the text does not hold at all, which no pattern around it can match, leaves the text as it is.
 */
const wholeWordPatterns = new Map<string, RegExp>();
function byPattern(text: string, name: string, to: string): string {
  if (!new RegExp(escapeRegExp(name), 'iu').test(text)) return text;
  let pattern = wholeWordPatterns.get(name);
  if (!pattern) {
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'giu');
    wholeWordPatterns.set(name, pattern);
  }
  return text.replace(pattern, to);
}

describe('replaceWord', () => {
  test.each([
    ['Acme and acme, ACME.', 'Acme', 'Zed and Zed, Zed.'],
    ["Acme's plan beats AcmeCloud and NotAcme", 'acme', "Zed's plan beats AcmeCloud and NotAcme"],
    ['acme2 and 2acme are model numbers', 'Acme', 'acme2 and 2acme are model numbers'],
    // A letter outside the BMP next to the name (two code units) joins it.
    ['𝐀acme but (acme)', 'Acme', '𝐀acme but (Zed)'],
    ['Über Acme-Tools, über alles', 'über', 'Zed Acme-Tools, Zed alles'],
    // Lower-casing "İ" changes the length: the pattern reads it.
    ['İstanbul Acme', 'Acme', 'İstanbul Zed'],
    ['nothing here', 'Acme', 'nothing here'],
  ])('%s', (text, name, expected) => {
    expect(replaceWord(text, name, 'Zed')).toBe(expected);
    expect(replaceWord(text, name, 'Zed')).toBe(byPattern(text, name, 'Zed'));
  });

  // Slow: 21,000 answer and name pairs through a Unicode pattern. Guards the bench's renaming on real text.
  test(
    'renames every labelled answer as the whole-word pattern does',
    { tags: ['slow'], timeout: 300_000 },
    () => {
      let pairs = 0;
      const files: LabelledSet[] = [...HOLDOUT_SETS, ENGINEER_SET];
      for (const file of files)
        for (const raw of readLines(file)) {
          const line = raw as { text: string; brand: string; aliases?: string[]; competitors: unknown[] };
          const names = [
            line.brand,
            ...(line.aliases ?? []),
            ...line.competitors.map((c) => (typeof c === 'string' ? c : (c as { name: string }).name)),
          ].filter(Boolean);
          for (const name of names) {
            pairs++;
            expect(replaceWord(line.text, name, 'Renamed Co')).toBe(byPattern(line.text, name, 'Renamed Co'));
          }
        }
      expect(pairs).toBeGreaterThan(15_000);
    },
  );
});
