/** Each language's lexicons compiled for the scorer: review words and phrases first, then the general lexicon. */
import type { BaseLexicon } from '../languages/pack';
import { LANGUAGE_PACKS, type SentimentLanguage } from '../languages/registry';
import { foldText } from '../text/fold';
import { spacedWords, type Token, tokenize, wordHash, WordTable } from './tokens';

interface Phrase {
  words: string[];
  valence: number;
}

interface CompiledLanguage {
  words: Map<string, number>;
  /**
   * Entries written with a closing '*' ("polec*"), by their beginning: in the inflected languages read only
   * from their review lexicon, one entry stands for every ending ("polecam", "polecany", "polecenia").
   */
  stems: Map<string, number>;
  /** The longest and shortest beginning in `stems`. */
  longestStem: number;
  shortestStem: number;
  /** First word -> phrases starting with it, longest first. */
  phrases: Map<string, Phrase[]>;
  contrast: Set<string>;
  /**
   * The roles of each negator, intensifier, dampener, contrast, concessive and conditional word (Role bits):
   * the words before a valenced one are read with one look-up each rather than one per list.
   */
  roles: Map<string, number>;
  /** The general lexicon underneath the review words. */
  base: BaseLexicon;
  /** How each plain lower-case word reads (see WordReading), once looked up. */
  readings: WordTable<WordReading>;
  /** How each other word reads, by how it is written in lower case, with the word it folds to. */
  writtenReadings: Map<string, { word: string; reading: WordReading }>;
  /** The contrast words' hashes (wordHash): most words are ruled out without hashing them as strings. */
  contrastHashes: Set<number>;
}

/** How a word reads: the phrases that start with it, and its valence on its own. */
interface WordReading {
  phrases: readonly Phrase[] | undefined;
  /** Its valence alone (a review word, its English inflection, the general lexicon), or null. */
  alone: { valence: number; base: boolean } | null;
}

/** Plain words remembered per language; an answer's vocabulary repeats, its count stays far below this. */
const MAX_REMEMBERED_WORDS = 50_000;

/** A language read from its review lexicon alone has no general lexicon underneath. */
const NO_BASE_LEXICON = () => undefined;

const compiled = new Map<SentimentLanguage, CompiledLanguage>();

/** A lexicon entry's words as an answer's text in that language is tokenised (Japanese split into words). */
export const entryWords = (entry: string, language: SentimentLanguage): string[] =>
  tokenize(language === 'ja' ? spacedWords(entry) : entry).flatMap((token) => token.word.split('-'));

export function compile(language: SentimentLanguage): CompiledLanguage {
  const cached = compiled.get(language);
  if (cached) return cached;
  const pack = LANGUAGE_PACKS[language];
  const rules = pack.lexicon;
  const words = new Map<string, number>();
  const stems = new Map<string, number>();
  const phrases: CompiledLanguage['phrases'] = new Map();
  for (const [entry, valence] of Object.entries(rules.valence)) {
    const parts = entryWords(entry, language);
    if (entry.endsWith('*') && parts.length === 1) stems.set(parts[0] as string, valence);
    else if (parts.length === 1) words.set(parts[0] as string, valence);
    else if (parts.length > 1) {
      const list = phrases.get(parts[0] as string) ?? [];
      list.push({ words: parts, valence });
      phrases.set(parts[0] as string, list);
    }
  }
  for (const list of phrases.values()) list.sort((a, b) => b.words.length - a.words.length);
  const contrast = rules.contrast.filter((word) => !word.includes(' ')).map((entry) => foldText(entry));
  const roles = new Map<string, number>();
  const addRole = (entries: readonly string[], role: number) => {
    for (const entry of entries) {
      const word = foldText(entry);
      roles.set(word, (roles.get(word) ?? 0) | role);
    }
  };
  addRole(rules.negators, NEGATOR);
  addRole(rules.intensifiers, INTENSIFIER);
  addRole(rules.dampeners, DAMPENER);
  addRole(contrast, CONTRAST);
  addRole(
    rules.concessive.filter((word) => !word.includes(' ')),
    CONCESSIVE,
  );
  addRole(rules.conditional, CONDITIONAL);
  // "varken bra eller dåligt", "weder gut noch schlecht": after "neither", "nor" negates as well.
  const { neitherNor } = rules;
  if (neitherNor) {
    addRole(neitherNor.neither, NEITHER);
    addRole(neitherNor.nor, NOR);
  }
  const stemLengths = [...stems.keys()].map((stem) => stem.length);
  const result: CompiledLanguage = {
    words,
    stems,
    longestStem: Math.max(0, ...stemLengths),
    shortestStem: Math.min(Infinity, ...stemLengths),
    phrases,
    contrast: new Set(contrast),
    roles,
    base: pack.baseLexicon ? pack.baseLexicon() : NO_BASE_LEXICON,
    readings: new WordTable(),
    writtenReadings: new Map(),
    contrastHashes: new Set(),
  };
  for (const word of result.contrast) result.contrastHashes.add(wordHash(word, 0, word.length));
  compiled.set(language, result);
  return result;
}

/** Role bits (CompiledLanguage.roles). */
export const NEGATOR = 1;

export const INTENSIFIER = 2;

export const DAMPENER = 4;

export const CONTRAST = 8;

export const CONCESSIVE = 16;

export const CONDITIONAL = 32;

/** "Neither" (lexicon.json `neitherNor`), and "nor", which negates only after it in its clause. */
export const NEITHER = 64;

export const NOR = 128;

const ENGLISH_SUFFIXES: readonly [string, string][] = [
  ['s', ''],
  ['es', ''],
  ['ed', ''],
  ['d', ''],
  ['ing', ''],
  ['ly', ''],
  ['iest', 'y'],
  ['ier', 'y'],
  ['ily', 'y'],
];

/**
 * A word or phrase of the lexicon found at a token. Made by its constructor, not as an object literal: a
 * valence is a whole number or a fraction, and the literal's code, compiled while its valences were whole,
 * was thrown away and compiled again hundreds of times in one re-analysis once fractions came (V8's "lost
 * precision or NaN"), on the compiler's threads.
 */
export class Hit {
  constructor(
    readonly at: number,
    readonly length: number,
    readonly valence: number,
    /** From the general lexicon underneath the review words. */
    readonly base: boolean,
  ) {}
}

export function lookup(lang: CompiledLanguage, tokens: Token[], at: number, english: boolean): Hit | null {
  const token = tokens[at] as Token;
  if (token.inName) return null;
  const reading = readingFor(lang, token, english);
  if (reading.phrases)
    for (const phrase of reading.phrases)
      if (phraseAt(phrase, tokens, at)) return new Hit(at, phrase.words.length, phrase.valence, false);
  const { alone } = reading;
  return alone === null ? null : new Hit(at, 1, alone.valence, alone.base);
}

/** Whether the phrase's words are the tokens from `at` on, none of them part of a name. */
function phraseAt(phrase: Phrase, tokens: readonly Token[], at: number): boolean {
  for (let i = 0; i < phrase.words.length; i++) {
    const token = tokens[at + i];
    if (token === undefined || token.word !== phrase.words[i] || token.inName) return false;
  }
  return true;
}

/**
 * How the token reads, remembered: a word reads by how it is folded and how it is written in lower case
 * (the stemmers read accents); written as folded (plain lower case, no accents), by the folded word alone.
 */
function readingFor(lang: CompiledLanguage, token: Token, english: boolean): WordReading {
  if (token.raw === token.word) {
    let reading = lang.readings.get(token.word, token.hash);
    if (!reading) {
      reading = readingOf(lang, token, english);
      if (lang.readings.size >= MAX_REMEMBERED_WORDS) lang.readings.clear();
      lang.readings.add(token.word, token.hash, reading);
    }
    return reading;
  }
  const remembered = lang.writtenReadings.get(token.raw);
  if (remembered?.word === token.word) return remembered.reading;
  const reading = readingOf(lang, token, english);
  if (lang.writtenReadings.size >= MAX_REMEMBERED_WORDS) lang.writtenReadings.clear();
  lang.writtenReadings.set(token.raw, { word: token.word, reading });
  return reading;
}

/** Most words': no phrase starts with them, and alone they carry no valence. */
const NO_READING: WordReading = { phrases: undefined, alone: null };

function readingOf(lang: CompiledLanguage, token: Token, english: boolean): WordReading {
  // A hyphenated compound reads as a whole only: written as one word, or as the phrase of its parts.
  if (token.word.includes('-')) {
    const parts = token.word.split('-');
    const valence =
      lang.words.get(parts.join('')) ??
      lang.phrases
        .get(parts[0] as string)
        ?.find((p) => p.words.length === parts.length && p.words.every((word, i) => parts[i] === word))
        ?.valence;
    return valence === undefined ? NO_READING : { phrases: undefined, alone: { valence, base: false } };
  }
  const phrases = lang.phrases.get(token.word);
  const alone = wordValence(lang, token, english);
  return phrases === undefined && alone === null ? NO_READING : { phrases, alone };
}

/** One word's valence: a review word, a review word's English inflection, or the general lexicon's. */
function wordValence(
  lang: CompiledLanguage,
  token: Token,
  english: boolean,
): { valence: number; base: boolean } | null {
  const own = lang.words.get(token.word);
  if (own !== undefined) return { valence: own, base: false };
  // The longest beginning of the word written as a stem ("polecam" by "polec*").
  for (let length = Math.min(token.word.length, lang.longestStem); length >= lang.shortestStem; length--) {
    const stem = lang.stems.get(token.word.slice(0, length));
    if (stem !== undefined) return { valence: stem, base: false };
  }
  if (english) {
    for (const [suffix, replacement] of ENGLISH_SUFFIXES) {
      if (token.word.length > suffix.length + 3 && token.word.endsWith(suffix)) {
        const stem = lang.words.get(token.word.slice(0, -suffix.length) + replacement);
        if (stem !== undefined) return { valence: stem, base: false };
      }
    }
  }
  const base = lang.base(token);
  return base === undefined ? null : { valence: base, base: true };
}
