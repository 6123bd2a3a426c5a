/**
 * The aspects a statement speaks of (price, support, ease of use… graphql/shared/aspects.ts), found by the
 * words each language pack lists for them (languages/<code>/words.json, "aspects"), and a brand's own
 * attributes ("battery life", "vegan") by the words it gives them per language.
 */
import { ASPECTS, type Aspect } from '../../../../graphql/shared/aspects';
import { LANGUAGE_PACKS, type SentimentLanguage } from '../languages/registry';
import { foldText } from '../text/fold';

/** A brand's own attribute, with the words that mark it in each language. */
export interface BrandAttribute {
  name: string;
  words: Readonly<Record<string, readonly string[]>>;
}

/** Where an entry may match: whole words in most languages, a word's start in Korean, anywhere in Japanese and Chinese. */
type Bounds = 'word' | 'start' | 'anywhere';

const BOUNDS: Partial<Record<string, Bounds>> = { ja: 'anywhere', zh: 'anywhere', ko: 'start' };

/** Words as entries read them: folded letters and digits, an apostrophe inside a word kept. */
const WORD = /[\p{L}\p{N}]+(?:'[\p{L}\p{N}]+)*/gu;

/**
 * Several word lists in one, each entry tagged with the bit of its list: whole words and word starts ('*'
 * entries) in maps, phrases under their first word and entries found anywhere under their first character, so
 * a text's words are visited once for every list. Built once; no pattern of hundreds of alternatives is
 * compiled.
 */
class TaggedWords {
  private readonly words = new Map<string, number>();
  private readonly starts = new Map<string, number>();
  private readonly startLengths: number[];
  /** Phrases by their first word, so that a text's words look up only the phrases they may open. */
  private readonly phrases = new Map<string, Phrase[]>();
  /** Entries found anywhere in a text, by their first character: a text's characters look up their own. */
  private readonly anywhere = new Map<string, [string, number][]>();
  /** The bits of the words read so far, as whole words and by their starts: an answer's words repeat. */
  private readonly wordBits = new Map<string, number>();
  /** Whether any entry is found by words: in Japanese and Chinese none is, and a text's words are not split. */
  private readonly readsWords: boolean;

  /** `lists[i]`: the entries of list i, found where `bounds` says. */
  constructor(lists: readonly { entries: readonly string[]; bounds: Bounds }[]) {
    const lengths = new Set<number>();
    const tag = (map: Map<string, number>, key: string, bit: number) =>
      map.set(key, (map.get(key) ?? 0) | bit);
    lists.forEach(({ entries, bounds }, index) => {
      const bit = 1 << index;
      for (const entry of entries) {
        const open = entry.endsWith('*') || bounds === 'start';
        const bare = foldText(entry.replace(/\*$/, '')).trim();
        const [first, ...rest] = bare.match(WORD) ?? [];
        if (first === undefined) continue;
        if (bounds === 'anywhere') listUnder(this.anywhere, bare[0]!, [bare, bit]);
        else if (rest.length > 0) listUnder(this.phrases, first, { rest, open, bit });
        else if (open) {
          tag(this.starts, first, bit);
          lengths.add(first.length);
        } else tag(this.words, first, bit);
      }
    });
    this.startLengths = [...lengths].sort((a, b) => a - b);
    this.readsWords = this.words.size > 0 || this.starts.size > 0 || this.phrases.size > 0;
  }

  /** The bits of the lists with an entry in the text. */
  foundIn(text: string): number {
    const folded = foldText(text);
    let found = 0;
    if (this.anywhere.size > 0)
      for (let at = 0; at < folded.length; at++)
        for (const [entry, bit] of this.anywhere.get(folded[at]!) ?? [])
          if ((found & bit) === 0 && folded.startsWith(entry, at)) found |= bit;
    if (!this.readsWords) return found;
    const words = folded.match(WORD) ?? [];
    words.forEach((word, at) => {
      found |= this.bitsOfWord(word);
      for (const phrase of this.phrases.get(word) ?? [])
        if ((found & phrase.bit) === 0 && phraseGoesOn(words, at + 1, phrase)) found |= phrase.bit;
    });
    return found;
  }

  /** The bits a word carries alone, as a whole word and by its starts. */
  private bitsOfWord(word: string): number {
    let bits = this.wordBits.get(word);
    if (bits !== undefined) return bits;
    bits = this.words.get(word) ?? 0;
    for (const length of this.startLengths) {
      if (length > word.length) break;
      bits |= this.starts.get(length === word.length ? word : word.slice(0, length)) ?? 0;
    }
    if (this.wordBits.size >= MAX_REMEMBERED_WORDS) this.wordBits.clear();
    this.wordBits.set(word, bits);
    return bits;
  }
}

/** Words remembered per word list; an answer's vocabulary repeats, its count stays far below this. */
const MAX_REMEMBERED_WORDS = 50_000;

function listUnder<T>(lists: Map<string, T[]>, key: string, item: T): void {
  const list = lists.get(key);
  if (list) list.push(item);
  else lists.set(key, [item]);
}

/** A phrase of several words, under its first word: the words after it, the last one only a start when open. */
interface Phrase {
  rest: readonly string[];
  open: boolean;
  bit: number;
}

/** Whether the phrase's words after its first are the text's words from `at` on. */
function phraseGoesOn(words: readonly string[], at: number, { rest, open }: Phrase): boolean {
  if (at + rest.length > words.length) return false;
  const last = rest.length - 1;
  for (let i = 0; i < last; i++) if (words[at + i] !== rest[i]) return false;
  return open ? words[at + last]!.startsWith(rest[last]!) : words[at + last] === rest[last];
}

/** An amount of money: a currency sign or code beside digits ("£4.99", "12,90 €", "CHF 13.50", "99 zł"). */
const MONEY =
  /[$£€¥₩₹]\s?\d|\d(?:[\d.,' ]*\d)?\s?(?:[$£€¥₩₹円元원]|(?:eur|usd|gbp|chf|sek|nok|dkk|pln|czk|huf|ron|try|aud|cad|nzd|jpy|krw|cny|zł|zl|kr|tl|kc|lei|ft)(?![\p{L}]))/iu;

const PRICE_BIT = 1 << ASPECTS.indexOf('PRICE_VALUE');

const aspectWords = new Map<SentimentLanguage, TaggedWords>();

/** The language's aspect words, compiled when it is first read. */
function aspectWordsOf(language: SentimentLanguage): TaggedWords {
  let words = aspectWords.get(language);
  if (!words) {
    const bounds = BOUNDS[language] ?? 'word';
    const lists = LANGUAGE_PACKS[language].aspects;
    words = new TaggedWords(ASPECTS.map((aspect) => ({ entries: lists[aspect], bounds })));
    aspectWords.set(language, words);
  }
  return words;
}

/** The aspects a statement's text speaks of, in the taxonomy's order. */
export function aspectsIn(text: string, language: SentimentLanguage): Aspect[] {
  let found = aspectWordsOf(language).foundIn(text);
  if ((found & PRICE_BIT) === 0 && MONEY.test(text)) found |= PRICE_BIT;
  return found === 0 ? [] : ASPECTS.filter((_, index) => (found & (1 << index)) !== 0);
}

/** Reads a brand's own attributes in a statement: each attribute's words in every language it gives. */
export function attributeReader(attributes: readonly BrandAttribute[]): (text: string) => string[] {
  // Per attribute, a list per kind of bounds: its Japanese words are found inside running text.
  const kinds: Bounds[] = ['word', 'start', 'anywhere'];
  const readers = attributes.map((attribute) => ({
    name: attribute.name,
    words: new TaggedWords(
      kinds.map((bounds) => ({
        entries: Object.entries(attribute.words).flatMap(([language, words]) =>
          (BOUNDS[language] ?? 'word') === bounds ? words : [],
        ),
        bounds,
      })),
    ),
  }));
  return (text) => readers.filter(({ words }) => words.foundIn(text) !== 0).map(({ name }) => name);
}

/**
 * What an answer must hold, folded, for a change of the brand's attributes from `before` to `after` to read
 * its statements differently: the first word of each entry of every attribute added, removed or changed (an
 * answer without any has the same attributes under both lists, since every entry's match holds its first word).
 */
export function attributeChangeReach(
  before: readonly BrandAttribute[],
  after: readonly BrandAttribute[],
): string[] {
  const wordsOf = (attributes: readonly BrandAttribute[]) =>
    new Map(attributes.map((attribute) => [attribute.name, JSON.stringify(attribute.words)]));
  const old = wordsOf(before);
  const now = wordsOf(after);
  const changed = [...before, ...after].filter(
    (attribute) => old.get(attribute.name) !== now.get(attribute.name),
  );
  const firstWords = changed.flatMap((attribute) =>
    Object.values(attribute.words).flatMap((entries) =>
      entries.flatMap((entry) => foldText(entry.replace(/\*$/, '')).match(WORD)?.[0] ?? []),
    ),
  );
  return [...new Set(firstWords)];
}
