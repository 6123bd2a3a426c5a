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
 * entries) in maps, phrases as spaced strings, so a text's words are visited once for every list. Built once;
 * no pattern of hundreds of alternatives is compiled.
 */
class TaggedWords {
  private readonly words = new Map<string, number>();
  private readonly starts = new Map<string, number>();
  private readonly startLengths: number[];
  private readonly phrases: [string, number][] = [];
  private readonly anywhere: [string, number][] = [];

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
        const body = (bare.match(WORD) ?? []).join(' ');
        if (!body) continue;
        if (bounds === 'anywhere') this.anywhere.push([bare, bit]);
        else if (body.includes(' ')) this.phrases.push([open ? ` ${body}` : ` ${body} `, bit]);
        else if (open) {
          tag(this.starts, body, bit);
          lengths.add(body.length);
        } else tag(this.words, body, bit);
      }
    });
    this.startLengths = [...lengths].sort((a, b) => a - b);
  }

  /** The bits of the lists with an entry in the text. */
  foundIn(text: string): number {
    const folded = foldText(text);
    let found = 0;
    for (const [entry, bit] of this.anywhere) if ((found & bit) === 0 && folded.includes(entry)) found |= bit;
    const words = folded.match(WORD) ?? [];
    if (this.phrases.length > 0) {
      const spaced = ` ${words.join(' ')} `;
      for (const [phrase, bit] of this.phrases)
        if ((found & bit) === 0 && spaced.includes(phrase)) found |= bit;
    }
    for (const word of words) {
      found |= this.words.get(word) ?? 0;
      for (const length of this.startLengths) {
        if (length > word.length) break;
        found |= this.starts.get(length === word.length ? word : word.slice(0, length)) ?? 0;
      }
    }
    return found;
  }
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
