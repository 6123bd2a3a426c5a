/**
 * The words of an answer as the sentiment model reads them, beside the rules' readings: what the parts about
 * the brand say, word by word and in pairs, and what the whole answer says around the names it gives. The
 * rules know the words of their lexicons; these let the model learn from labelled answers the many ways a
 * verdict is worded that no lexicon lists ("hard to fault", "I'd go with one of the first two").
 *
 * Tracked names become placeholders (the brand, a rival), so what is learnt is how a verdict is worded, not
 * which brands the labelled answers were about. A feature is named `u:` (a part about the brand), `a:` (the
 * whole answer) or `f:` (its closing paragraph) followed by a word, a word's first letters and "~" (a stem), or
 * two words in a row.
 */
import type { Mention } from '../mentions/types';
import type { SentimentLanguage } from '../languages/registry';
import { wordCharAt } from '../text/fold';
import { lowersPerCharacter, spacedWords, type Token } from './tokens';

/** What a name of the brand reads as among the words, and a rival's name. */
const BRAND_WORD = '‹b›';
const RIVAL_WORD = '‹r›';

/** Longer words also count by their first letters: a crude stem, for languages that inflect. */
const STEM_LETTERS = 5;

/**
 * Where the model reads words: the parts about the brand, the whole answer, and its closing paragraph, where
 * an answer most often gives its verdict ("If price matters, go with ‹r›").
 */
const PLACES = ['u:', 'a:', 'f:'] as const;

const APOSTROPHE = 0x27;
const CURLY_APOSTROPHE = 0x2019;

/** A word of the whole answer: letters and digits, with an apostrophe inside ("don't", "l'app"). */
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

/**
 * The words of a stretch of Japanese text, or of text whose lower case depends on context ("İ", "Σ"),
 * lower-cased, apostrophes straightened: what the scan of `visitStretch` reads in other text.
 */
function answerWords(text: string, language: SentimentLanguage): string[] {
  const lower = (language === 'ja' ? spacedWords(text) : text).toLowerCase();
  const words = lower.match(WORD) ?? [];
  return lower.includes('’') ? words.map((word) => word.replaceAll('’', "'")) : words;
}

/** Where the word that starts at `start` ends, within `end`: WORD's match, scanned without slicing. */
function wordEndAt(text: string, start: number, end: number): number {
  let at = start;
  for (;;) {
    for (let size = wordCharAt(text, at); size > 0 && at + size <= end; size = wordCharAt(text, at))
      at += size;
    const code = text.charCodeAt(at);
    if ((code !== APOSTROPHE && code !== CURLY_APOSTROPHE) || at + 1 >= end) return at;
    const size = wordCharAt(text, at + 1);
    if (size === 0 || at + 1 + size > end) return at;
    at++;
  }
}

/**
 * What a reader of the features does with each word of one place (`place`), in order: the word is
 * `text[start…end]` (a curly apostrophe in it read as straight), and `pair` whether a word came before it
 * in that place (the pair); a long word's stem follows from the word.
 */
interface GramVisitor {
  visit(place: number, text: string, start: number, end: number, pair: boolean): void;
}

/**
 * Visits the words of the parts about the brand (place 0: the lexicons' tokens of each, a clause mark ending
 * a pair), of the whole answer (place 1, each tracked name as one placeholder word) and of its closing part
 * (place 2, the same way).
 */
function visitGrams(
  text: string,
  mentions: readonly Mention[],
  language: SentimentLanguage,
  unitTokens: readonly (readonly Token[])[],
  visitor: GramVisitor,
) {
  for (const tokens of unitTokens) {
    let pair = false;
    for (const token of tokens) {
      if (token.mark) pair = false;
      else {
        visitor.visit(0, token.word, 0, token.word.length, pair);
        pair = true;
      }
    }
  }
  // The whole answer lower-cased once where each character lowers on its own (the scan then reads slices
  // of it in place); Japanese is read with the spaces ICU puts between its words.
  const lower = language !== 'ja' && lowersPerCharacter(text) ? text.toLowerCase() : undefined;
  visitAnswer(1, 0, text, lower, mentions, language, visitor);
  const closing = closingStart(text);
  if (closing >= 0) visitAnswer(2, closing, text, lower, mentions, language, visitor);
}

/**
 * Where the answer's closing part starts: its last paragraph, when it has more than one; -1 when it has one
 * (a short answer's last sentence is too much of it to read apart: fitted so, it read short verdicts as neutral).
 */
function closingStart(text: string): number {
  const paragraph = text.trimEnd().lastIndexOf('\n\n');
  return paragraph > 0 ? paragraph + 2 : -1;
}

/** Visits, as `place`, the words of the answer from `from` on, each tracked name as one placeholder word. */
function visitAnswer(
  place: number,
  from: number,
  text: string,
  lower: string | undefined,
  mentions: readonly Mention[],
  language: SentimentLanguage,
  visitor: GramVisitor,
) {
  let at = from;
  let pair = false;
  for (const mention of mentions) {
    if (mention.start < at) continue;
    pair = visitStretch(place, text, lower, at, mention.start, language, pair, visitor);
    const name = mention.entity === 0 ? BRAND_WORD : RIVAL_WORD;
    visitor.visit(place, name, 0, name.length, pair);
    pair = true;
    at = mention.end;
  }
  visitStretch(place, text, lower, at, text.length, language, pair, visitor);
}

/**
 * Visits the words of text[start…end] of the whole answer (`lower`: the text lower-cased, when that can be
 * read in place); gives whether a word came before what follows.
 */
function visitStretch(
  place: number,
  text: string,
  lower: string | undefined,
  start: number,
  end: number,
  language: SentimentLanguage,
  pair: boolean,
  visitor: GramVisitor,
): boolean {
  if (lower === undefined) {
    for (const word of answerWords(text.slice(start, end), language)) {
      visitor.visit(place, word, 0, word.length, pair);
      pair = true;
    }
    return pair;
  }
  for (let at = start; at < end;) {
    if (wordCharAt(lower, at) === 0) {
      at++;
      continue;
    }
    const wordEnd = wordEndAt(lower, at, end);
    visitor.visit(place, lower, at, wordEnd, pair);
    pair = true;
    at = wordEnd;
  }
  return pair;
}

/** The features of an answer, each once, by name: what the model is fitted on. */
export function wordFeatures(
  text: string,
  mentions: readonly Mention[],
  language: SentimentLanguage,
  unitTokens: readonly (readonly Token[])[],
): string[] {
  const features = new Set<string>();
  let previous = '';
  visitGrams(text, mentions, language, unitTokens, {
    visit(place, text, start, end, pair) {
      const word = text.slice(start, end).replaceAll('’', "'");
      features.add(PLACES[place] + word);
      if (word.length > STEM_LETTERS + 1) features.add(`${PLACES[place]}${word.slice(0, STEM_LETTERS)}~`);
      if (pair) features.add(`${PLACES[place]}${previous} ${word}`);
      previous = word;
    },
  });
  return [...features];
}

/**
 * Two 32-bit hashes of text[start…end] (a curly apostrophe read as straight), and the same of its first
 * STEM_LETTERS characters, left in `spanHashes`: together they tell the model's words apart without
 * comparing characters (a false match needs both to collide, about one in 2^63 per word), so a lookup reads
 * one place in memory. Module state rather than a returned object: it is read for every word of every answer.
 */
const spanHashes = { word: 0, check: 0, stem: 0, stemCheck: 0 };

function hashSpan(text: string, start: number, end: number): void {
  let word = 0x811c9dc5;
  let check = 0x2545f491;
  for (let at = start; at < end; at++) {
    let code = text.charCodeAt(at);
    if (code === CURLY_APOSTROPHE) code = APOSTROPHE;
    word = Math.imul(word ^ code, 0x01000193);
    check = Math.imul(check ^ code, 0x5bd1e995);
    check ^= check >>> 13;
    if (at - start === STEM_LETTERS - 1) {
      spanHashes.stem = word | 1;
      spanHashes.stemCheck = check;
    }
  }
  spanHashes.word = word | 1;
  spanHashes.check = check;
}

/**
 * A table of records of `stride` 32-bit numbers by a key of two (the first never 0), the key and the record
 * side by side in one array: open addressing with linear probing, at most half full.
 */
class RecordTable {
  readonly data: Int32Array;
  private readonly mask: number;

  constructor(
    records: number,
    private readonly stride: number,
  ) {
    let slots = 16;
    while (slots < 2 * records) slots *= 2;
    this.mask = slots - 1;
    this.data = new Int32Array(slots * stride);
  }

  /** Where the record of the key starts in `data`, or -1. */
  find(key: number, check: number): number {
    const { data, stride, mask } = this;
    for (let slot = Math.imul(key ^ check, 0x9e3779b1) & mask; ; slot = (slot + 1) & mask) {
      const at = slot * stride;
      if (data[at] === 0) return -1;
      if (data[at] === key && data[at + 1] === check) return at;
    }
  }

  /** Where the record of a new key starts in `data` (its key written, the rest 0). */
  add(key: number, check: number): number {
    if (this.find(key, check) >= 0) throw new Error('two records with one key');
    const { data, stride, mask } = this;
    let slot = Math.imul(key ^ check, 0x9e3779b1) & mask;
    while (data[slot * stride] !== 0) slot = (slot + 1) & mask;
    data[slot * stride] = key;
    data[slot * stride + 1] = check;
    return slot * stride;
  }
}

/** A word's record in the words' table: key, check, its index, and per place its row alone and its stem's row. */
const WORD_INDEX = 2;
const WORD_ALONE = 3;
const WORD_STEM = 3 + PLACES.length;
const WORD_STRIDE = 3 + 2 * PLACES.length;
/** A stem's or a pair's record: key, check, row. */
const ROW = 2;
const ROW_STRIDE = 4;

/**
 * A model's word weights, indexed for reading answers: an answer's features are found by looking each word
 * up once, by its place in the answer, with no feature name built and no word sliced out (the words, pairs
 * and stems of every answer would be thousands of new strings). It is its own visitor, so reading an answer
 * makes no closures.
 */
export class WordWeights implements GramVisitor {
  /** The feature of each row, for the why. */
  readonly names: string[] = [];
  /** The feature of each row as the why shows it, or '' where it names nothing a reader can check. */
  readonly readable: string[] = [];
  /** Row by row, a weight per class. */
  readonly weights: Float64Array;
  /** The words of the features, alone or in a pair (WORD_…). */
  private readonly words: RecordTable;
  /** Per place, the stems' rows by their letters, for words the model does not hold. */
  private readonly stems: RecordTable[];
  /** The pairs' rows, by the first word's index + 1 and the second's index and place. */
  private readonly pairs: RecordTable;
  /** Per row, the last reading that found it: each feature counts once without a set per answer. */
  private readonly seen: Uint32Array;
  private reading = 0;
  private found: number[] = [];
  /** The index of the word visited last (the pair's first word at the next visit), or -1. */
  private last = -1;

  constructor(features: Readonly<Record<string, readonly number[]>>, classes: number) {
    const names = Object.keys(features);
    this.weights = new Float64Array(names.length * classes);
    this.seen = new Uint32Array(names.length);
    const index = new Map<string, number>();
    const indexOf = (word: string) => {
      let at = index.get(word);
      if (at === undefined) index.set(word, (at = index.size));
      return at;
    };
    const alone: [number, number, number][] = [];
    const pairs: [number, number, number, number][] = [];
    const stems = PLACES.map((): [string, number][] => []);
    names.forEach((feature, row) => {
      this.names.push(feature);
      this.readable.push(namesSomething(feature) ? readableWordFeature(feature) : '');
      features[feature]!.forEach((weight, k) => (this.weights[row * classes + k] = weight));
      const place = PLACES.indexOf(feature.slice(0, 2) as (typeof PLACES)[number]);
      const gram = feature.slice(2);
      const space = gram.indexOf(' ');
      if (gram.endsWith('~')) stems[place]!.push([gram.slice(0, -1), row]);
      else if (space > 0)
        pairs.push([indexOf(gram.slice(0, space)), indexOf(gram.slice(space + 1)), place, row]);
      else alone.push([indexOf(gram), place, row]);
    });
    this.stems = stems.map((entries) => {
      const table = new RecordTable(entries.length, ROW_STRIDE);
      for (const [stem, row] of entries) {
        hashSpan(stem, 0, stem.length);
        table.data[table.add(spanHashes.word, spanHashes.check) + ROW] = row;
      }
      return table;
    });
    this.words = new RecordTable(index.size, WORD_STRIDE);
    const at: number[] = [];
    for (const [word, wordIndex] of index) {
      hashSpan(word, 0, word.length);
      const record = (at[wordIndex] = this.words.add(spanHashes.word, spanHashes.check));
      const { data } = this.words;
      data[record + WORD_INDEX] = wordIndex;
      for (let place = 0; place < PLACES.length; place++) {
        data[record + WORD_ALONE + place] = -1;
        data[record + WORD_STEM + place] = -1;
        if (word.length > STEM_LETTERS + 1) {
          const stem = this.stems[place]!.find(spanHashes.stem, spanHashes.stemCheck);
          if (stem >= 0) data[record + WORD_STEM + place] = this.stems[place]!.data[stem + ROW]!;
        }
      }
    }
    for (const [word, place, row] of alone) this.words.data[at[word]! + WORD_ALONE + place] = row;
    this.pairs = new RecordTable(pairs.length, ROW_STRIDE);
    for (const [first, second, place, row] of pairs)
      this.pairs.data[this.pairs.add(first + 1, second * PLACES.length + place) + ROW] = row;
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

  visit(place: number, text: string, start: number, end: number, pair: boolean) {
    hashSpan(text, start, end);
    const record = this.words.find(spanHashes.word, spanHashes.check);
    if (record >= 0) {
      const { data } = this.words;
      const word = data[record + WORD_INDEX]!;
      this.add(data[record + WORD_ALONE + place]!);
      this.add(data[record + WORD_STEM + place]!);
      if (pair && this.last >= 0) {
        const pairRecord = this.pairs.find(this.last + 1, word * PLACES.length + place);
        if (pairRecord >= 0) this.add(this.pairs.data[pairRecord + ROW]!);
      }
      this.last = word;
      return;
    }
    // A word the model does not know may still share a stem with ones it does.
    if (end - start > STEM_LETTERS + 1) {
      const stem = this.stems[place]!.find(spanHashes.stem, spanHashes.stemCheck);
      if (stem >= 0) this.add(this.stems[place]!.data[stem + ROW]!);
    }
    this.last = -1;
  }

  private add(row: number) {
    if (row >= 0 && this.seen[row] !== this.reading) {
      this.seen[row] = this.reading;
      this.found.push(row);
    }
  }
}

/**
 * A whole word of four letters or more, or a pair of six ("go with", not "in the"); no stem, and no rival's
 * name, which tells the reader nothing about the brand.
 */
const namesSomething = (feature: string) =>
  !feature.includes(RIVAL_WORD) &&
  !feature.endsWith('~') &&
  feature.length - 2 - (feature.includes(' ') ? 1 + PAIR_EXTRA_LETTERS : 0) >= WHOLE_WORD_MIN;

/**
 * Whether every word of a feature is among `said` (the words of the parts about the brand, lower case): a
 * feature of the whole answer may come from a rival's line ("if you want a trusted option"), and the why
 * names only what was said of the brand. The brand's own placeholder counts as said.
 */
export function saidOfBrand(feature: string, said: ReadonlySet<string>): boolean {
  return feature
    .slice(2)
    .split(' ')
    .every((word) => word === BRAND_WORD || said.has(word));
}

const WHOLE_WORD_MIN = 4;
const PAIR_EXTRA_LETTERS = 2;

/** A feature as a reader of the why sees it: the words, a stem with "…", the names as "[brand]", "[rival]". */
export function readableWordFeature(feature: string): string {
  return feature
    .slice(2)
    .replace(/~$/, '…')
    .replaceAll(BRAND_WORD, '[brand]')
    .replaceAll(RIVAL_WORD, '[rival]');
}
