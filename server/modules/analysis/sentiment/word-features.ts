/**
 * The words of an answer as the sentiment model reads them, beside the rules' readings: what the parts about
 * the brand say, word by word and in pairs, and what the whole answer says around the names it gives. The
 * rules know the words of their lexicons; these let the model learn from labelled answers the many ways a
 * verdict is worded that no lexicon lists ("hard to fault", "I'd go with one of the first two").
 *
 * Tracked names become placeholders (the brand, a rival), so what is learnt is how a verdict is worded, not
 * which brands the labelled answers were about. A feature is named `u:` (a part about the brand) or `a:`
 * (the whole answer) followed by a word, a word's first letters and "~" (a stem), or two words in a row.
 */
import type { Mention } from '../matching';
import type { SentimentLanguage } from '../review-lexicon';
import { spacedWords, type Token } from './tokens';

/** What a name of the brand reads as among the words, and a rival's name. */
const BRAND_WORD = '‹b›';
const RIVAL_WORD = '‹r›';

/** Longer words also count by their first letters: a crude stem, for languages that inflect. */
const STEM_LETTERS = 5;

/** Where the model reads words: the parts about the brand, and the whole answer. */
const PLACES = ['u:', 'a:'] as const;

/** A word of the whole answer: letters and digits, with an apostrophe inside ("don't", "l'app"). */
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

/**
 * The words of a stretch of the answer, lower-cased, apostrophes straightened. A regular expression here,
 * not the lexicons' tokeniser: the parts' tokens come from the lexicons' reading, and for the whole answer
 * the expression is several times faster than folding and tokenising it again.
 */
function answerWords(text: string, language: SentimentLanguage): string[] {
  const lower = (language === 'ja' ? spacedWords(text) : text).toLowerCase();
  const words = lower.match(WORD) ?? [];
  return lower.includes('’') ? words.map((word) => word.replaceAll('’', "'")) : words;
}

/**
 * What a reader of the features does with each word of one place (`place`), in order: `previous` is the word
 * before it, if any (the pair); a long word's stem follows from the word.
 */
interface GramVisitor {
  visit(place: number, word: string, previous: string | undefined): void;
}

/**
 * Visits the words of the parts about the brand (place 0: the lexicons' tokens of each, a clause mark ending
 * a pair) and of the whole answer (place 1, each tracked name as one placeholder word).
 */
function visitGrams(
  text: string,
  mentions: readonly Mention[],
  language: SentimentLanguage,
  unitTokens: readonly (readonly Token[])[],
  visitor: GramVisitor,
) {
  for (const tokens of unitTokens) {
    let previous: string | undefined;
    for (const token of tokens) {
      if (token.mark) previous = undefined;
      else {
        visitor.visit(0, token.word, previous);
        previous = token.word;
      }
    }
  }
  let at = 0;
  let previous: string | undefined;
  for (const mention of mentions) {
    if (mention.start < at) continue;
    previous = visitWords(answerWords(text.slice(at, mention.start), language), previous, visitor);
    const name = mention.entity === 0 ? BRAND_WORD : RIVAL_WORD;
    visitor.visit(1, name, previous);
    previous = name;
    at = mention.end;
  }
  visitWords(answerWords(text.slice(at), language), previous, visitor);
}

/** Visits words of the whole answer after `before`; gives the last, for the pair across what follows. */
function visitWords(words: readonly string[], before: string | undefined, visitor: GramVisitor) {
  let previous = before;
  for (const word of words) {
    visitor.visit(1, word, previous);
    previous = word;
  }
  return previous;
}

/** The features of an answer, each once, by name: what the model is fitted on. */
export function wordFeatures(
  text: string,
  mentions: readonly Mention[],
  language: SentimentLanguage,
  unitTokens: readonly (readonly Token[])[],
): string[] {
  const features = new Set<string>();
  visitGrams(text, mentions, language, unitTokens, {
    visit(place, word, previous) {
      features.add(PLACES[place] + word);
      if (word.length > STEM_LETTERS + 1) features.add(`${PLACES[place]}${word.slice(0, STEM_LETTERS)}~`);
      if (previous !== undefined) features.add(`${PLACES[place]}${previous} ${word}`);
    },
  });
  return [...features];
}

/** A word the model's features hold, alone or in a pair: its rows, per place. */
interface WordEntry {
  id: number;
  /** The row of the word alone, per place (-1: none). */
  alone: number[];
  /** The row of its stem, per place (-1: none, or too short to have one). */
  stem: number[];
  /** The rows of pairs it opens, by the second word's id, per place. */
  opens: (Map<number, number> | undefined)[];
}

/**
 * A model's word weights, indexed for reading answers: an answer's features are found by looking each word
 * up once, with no feature name built (the pairs and stems of every answer would be thousands of new
 * strings). It is its own visitor, so reading an answer makes no closures.
 */
export class WordWeights implements GramVisitor {
  /** The feature of each row, for the why. */
  readonly names: string[] = [];
  /** Row by row, a weight per class. */
  readonly weights: Float64Array;
  private readonly entries = new Map<string, WordEntry>();
  private readonly stems = PLACES.map(() => new Map<string, number>());
  /** Per row, the last reading that found it: each feature counts once without a set per answer. */
  private readonly seen: Uint32Array;
  private reading = 0;
  private found: number[] = [];
  /** The entry of the word visited last (the pair's first word at the next visit). */
  private last: WordEntry | undefined;

  constructor(words: Readonly<Record<string, readonly number[]>>, classes: number) {
    const features = Object.keys(words);
    this.weights = new Float64Array(features.length * classes);
    this.seen = new Uint32Array(features.length);
    features.forEach((feature, row) => {
      this.names.push(feature);
      words[feature]!.forEach((weight, k) => (this.weights[row * classes + k] = weight));
      const place = PLACES.indexOf(feature.slice(0, 2) as (typeof PLACES)[number]);
      const gram = feature.slice(2);
      const space = gram.indexOf(' ');
      if (gram.endsWith('~')) this.stems[place]!.set(gram.slice(0, -1), row);
      else if (space > 0) {
        const opens = (this.entryOf(gram.slice(0, space)).opens[place] ??= new Map());
        opens.set(this.entryOf(gram.slice(space + 1)).id, row);
      } else this.entryOf(gram).alone[place] = row;
    });
    for (const [word, entry] of this.entries)
      if (word.length > STEM_LETTERS + 1)
        entry.stem = this.stems.map((stems) => stems.get(word.slice(0, STEM_LETTERS)) ?? -1);
  }

  private entryOf(word: string): WordEntry {
    let entry = this.entries.get(word);
    if (!entry) {
      entry = {
        id: this.entries.size,
        alone: PLACES.map(() => -1),
        stem: PLACES.map(() => -1),
        opens: PLACES.map(() => undefined),
      };
      this.entries.set(word, entry);
    }
    return entry;
  }

  /** The rows of the answer's features that the model knows, each once. */
  rowsOf(
    text: string,
    mentions: readonly Mention[],
    language: SentimentLanguage,
    unitTokens: readonly (readonly Token[])[],
  ): number[] {
    if (this.reading === 0xffffffff) {
      this.seen.fill(0);
      this.reading = 0;
    }
    this.reading++;
    this.found = [];
    visitGrams(text, mentions, language, unitTokens, this);
    return this.found;
  }

  visit(place: number, word: string, previous: string | undefined) {
    const entry = this.entries.get(word);
    if (entry) {
      this.add(entry.alone[place]!);
      this.add(entry.stem[place]!);
      if (previous !== undefined) this.add(this.last?.opens[place]?.get(entry.id) ?? -1);
    } else if (word.length > STEM_LETTERS + 1)
      // A word the model does not know may still share a stem with ones it does.
      this.add(this.stems[place]!.get(word.slice(0, STEM_LETTERS)) ?? -1);
    this.last = entry;
  }

  private add(row: number) {
    if (row >= 0 && this.seen[row] !== this.reading) {
      this.seen[row] = this.reading;
      this.found.push(row);
    }
  }
}

/** A feature as a reader of the why sees it: the words, a stem with "…", the names as "[brand]", "[rival]". */
export function readableWordFeature(feature: string): string {
  return feature
    .slice(2)
    .replace(/~$/, '…')
    .replaceAll(BRAND_WORD, '[brand]')
    .replaceAll(RIVAL_WORD, '[rival]');
}
