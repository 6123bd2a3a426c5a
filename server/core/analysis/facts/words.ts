/**
 * The language packs' claim words (languages/<code>/claims.json), compiled once: an answer may write an
 * amount the way another language does ("€12/Monat"), so amounts, periods and dates are read with every
 * pack's words; yes and no with the answer's language's and English.
 */
import { escapeRegExp } from '../../../lib/regexp';
import type { ClaimWords } from '../languages/pack';
import { LANGUAGE_PACKS, type SentimentLanguage, wordsOfEveryPack } from '../languages/registry';

/** Writing systems without spaces between words: their words match anywhere. */
const UNSPACED = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;

const NOT_AFTER_WORD = '(?<![\\p{L}\\p{N}])';
const NOT_BEFORE_WORD = '(?![\\p{L}\\p{N}])';

/** A folded phrase as a pattern, bounded where it begins or ends with a letter or a digit. */
function wordPattern(phrase: string): string {
  const escaped = escapeRegExp(phrase).replaceAll(' ', '\\s+');
  if (UNSPACED.test(phrase)) return escaped;
  const before = /^[\p{L}\p{N}]/u.test(phrase) ? NOT_AFTER_WORD : '';
  const after = /[\p{L}\p{N}]$/u.test(phrase) ? NOT_BEFORE_WORD : '';
  return before + escaped + after;
}

/**
 * Alternatives joined in their order, each run of neighbours bounded alike written with its bounds once:
 * `(?<!…)a(?!…)|(?<!…)b(?!…)` as `(?<!…)(?:a|b)(?!…)`, which matches the same. A Unicode letter class is
 * costly to compile (a fact's pattern took ~5 ms, compiled once per process and pattern), and this halves it.
 */
function joinBounded(patterns: readonly string[]): string {
  const bounded = (pattern: string) =>
    pattern.length > NOT_AFTER_WORD.length + NOT_BEFORE_WORD.length &&
    pattern.startsWith(NOT_AFTER_WORD) &&
    pattern.endsWith(NOT_BEFORE_WORD);
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length === 1) out.push(`${NOT_AFTER_WORD}${run[0]}${NOT_BEFORE_WORD}`);
    else if (run.length > 1) out.push(`${NOT_AFTER_WORD}(?:${run.join('|')})${NOT_BEFORE_WORD}`);
    run = [];
  };
  for (const pattern of patterns) {
    if (bounded(pattern)) run.push(pattern.slice(NOT_AFTER_WORD.length, -NOT_BEFORE_WORD.length));
    else {
      flush();
      out.push(pattern);
    }
  }
  flush();
  return out.join('|');
}

/** Any of the phrases, longest first, as a pattern's alternatives. */
export function phrases(words: readonly string[]): string {
  return joinBounded(
    [...new Set(words)]
      .filter((word) => word.length > 0)
      .sort((a, b) => b.length - a.length)
      .map(wordPattern),
  );
}

/** How long a one-word alias must be to be matched by its stem, and how many letters the stem drops. */
const STEM_FROM = 6;
const STEM_DROPS = 2;
const ENDING = '\\p{L}{0,5}';

/**
 * A fact's aliases as a pattern: a one-word alias of six letters or more matched by its stem with any short
 * ending, as the languages inflect it ("grundat": "grundades"; "założona": "założenia"; "gegründet":
 * "gegründeter"; "fundada": "fundó").
 */
export function aliasPhrases(words: readonly string[]): string {
  return joinBounded(
    [...new Set(words)]
      .filter((word) => word.length > 0)
      .sort((a, b) => b.length - a.length)
      .map((word) =>
        word.length >= STEM_FROM && /^\p{L}+$/u.test(word) && !UNSPACED.test(word)
          ? `${NOT_AFTER_WORD}${escapeRegExp(word.slice(0, -STEM_DROPS))}${ENDING}${NOT_BEFORE_WORD}`
          : wordPattern(word),
      ),
  );
}

const everyPack = (part: (words: ClaimWords) => readonly string[]) =>
  wordsOfEveryPack((pack) => part(pack.claims));

const entriesOfEveryPack = <Value>(part: (words: ClaimWords) => Readonly<Record<string, Value>>) =>
  new Map(Object.values(LANGUAGE_PACKS).flatMap((pack) => Object.entries(part(pack.claims))));

export const PER_MONTH = new RegExp(phrases(everyPack((words) => words.perMonth)), 'u');
export const PER_YEAR = new RegExp(phrases(everyPack((words) => words.perYear)), 'u');
export const APPROXIMATE = new RegExp(phrases(everyPack((words) => words.approximate)), 'u');

/** Words multiplying a number, folded, with their factor ("thousand": 1000, "万": 10000). */
export const MULTIPLIERS = entriesOfEveryPack((words) => words.multipliers);
/** Words naming a currency, folded, with its ISO code or family ("*$", "*kr"). */
export const CURRENCY_WORDS = entriesOfEveryPack((words) => words.currencies);

/** Month names, folded, with the month's number (1–12). */
export const MONTHS = new Map(
  Object.values(LANGUAGE_PACKS).flatMap((pack) =>
    pack.claims.months.flatMap((names, index) => names.map((name) => [name, index + 1] as const)),
  ),
);

/** The number words of a language (languages/<code>/claims.json "numbers"), folded, with their value. */
type NumberWords = Readonly<Record<string, number>>;

export interface SpelledNumbers {
  /** Any of the language's number words ("nine", "zwölf", "sex"), bounded as words. */
  pattern: RegExp;
  values: ReadonlyMap<string, number>;
}

const spelledNumbers = new Map<string, SpelledNumbers | null>();

/**
 * The answer's language's number words, compiled once per language: only its own, since a word that is a
 * number in one language is an ordinary word in another ("sex", "due", "elf").
 */
export function spelledNumbersOf(language: string): SpelledNumbers | null {
  let found = spelledNumbers.get(language);
  if (found === undefined) {
    const claims = LANGUAGE_PACKS[language as SentimentLanguage]?.claims as
      (ClaimWords & { numbers?: NumberWords }) | undefined;
    const words = Object.entries(claims?.numbers ?? {});
    found =
      words.length === 0
        ? null
        : {
            pattern: new RegExp(phrases(words.map(([word]) => word)), 'gu'),
            values: new Map(words),
          };
    spelledNumbers.set(language, found);
  }
  return found;
}

export interface YesNoWords {
  /** A word saying a thing is not there, in the answer's language or English. */
  negation: RegExp;
  yes: RegExp;
  no: RegExp;
}

const yesNoWords = new Map<string, YesNoWords>();

/** The answer's language's yes, no and negations, with English's (answers borrow "no"). */
export function yesNoWordsOf(language: string): YesNoWords {
  let words = yesNoWords.get(language);
  if (!words) {
    const packs = [LANGUAGE_PACKS[language as SentimentLanguage], LANGUAGE_PACKS.en].filter(Boolean);
    const all = (part: (pack: (typeof packs)[number]) => readonly string[]) => phrases(packs.flatMap(part));
    const whole = (pattern: string) => new RegExp(`^(?:${pattern})$`, 'u');
    words = {
      negation: new RegExp(
        all((pack) => [...pack.lexicon.negators, ...pack.claims.negations]),
        'u',
      ),
      yes: whole(all((pack) => pack.claims.yes)),
      no: whole(all((pack) => pack.claims.no)),
    };
    yesNoWords.set(language, words);
  }
  return words;
}
