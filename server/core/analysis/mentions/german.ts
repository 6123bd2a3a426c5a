/** German nouns: every noun is capitalised, so a capital says less of a name than in other languages. */
import { alternation } from '../lexicon/word-lists';
import WORDS from './german.words.json';
import { sentenceAround, WORD, wordBefore } from '../grammar/words';
import type { Language } from '../languages/registry';
import { foldText } from '../text/fold';
import { allMatches } from '../text/spans';
import { isEmphasisedName } from './evidence';
import { sentenceSpeaksOfMarket } from './market';
import type { Mention } from './types';

/** A hyphen joining a capitalised noun to the name ("Uvex-Helme", "Miele-Geräte"). */
export const GERMAN_NAME_COMPOUND = /^-\p{Lu}\p{Ll}/u;

/**
 * German articles of masculine and neuter nouns (and the negative article): companies are feminine, common
 * nouns like "Fressnapf" are not. "der" counts only where no preposition governs it (then it is the
 * feminine dative).
 */
const GERMAN_DETERMINERS = new Set(
  'der das den dem des ein einen einem eines kein keinen keinem keines'.split(' '),
);

const GERMAN_PREPOSITIONS = new Set(
  'bei mit von zu nach aus seit in an auf unter uber vor hinter neben zwischen fur durch gegen ohne um wahrend wegen trotz statt laut'.split(
    ' ',
  ),
);

/** Words of cost and payment in German, also as the end of a compound ("Kontoführungsgebühren"). */
const GERMAN_MARKET_ENDINGS = new RegExp(String.raw`(?:${alternation(WORDS.marketEndings)})$`, '');

/**
 * The German article of masculine and neuter nouns before a word, across up to two declined adjectives in
 * lower case, with where it starts; null if there is none.
 */
export function germanArticleBefore(text: string, start: number): { word: string; start: number } | null {
  let at = start;
  for (let adjectives = 0; adjectives <= 2; adjectives += 1) {
    const word = wordBefore(text, at);
    if (word === null) return null;
    const wordStart = text.lastIndexOf(word, at - 1);
    if (GERMAN_DETERMINERS.has(word.toLowerCase())) return { word, start: wordStart };
    if (!/^\p{Ll}{3,}(?:e|en|er|es|em)$/u.test(word)) return null;
    at = wordStart;
  }
  return null;
}

/**
 * One capitalised word with no name going on after it in a compound or a longer name ("kein klassisches
 * Sky-Abo", "der Globus Baumarkt"): how a German noun is written.
 */
const isOneCapitalisedWord = (text: string, start: number, end: number) =>
  /^\p{Lu}\p{Ll}+$/u.test(text.slice(start, end)) &&
  !/^[ \t]*(?:[-–(]|\p{Lu}|\d)/u.test(text.slice(end, end + 3));

/** "Einen beleuchteten Globus": an indefinite article and an adjective declined for it make a thing. */
export function isGermanThing(text: string, start: number, end: number): boolean {
  const article = germanArticleBefore(text, start);
  return (
    article !== null &&
    /^k?ein(?:en|em|es)?$/i.test(article.word) &&
    article.start + article.word.length + 1 < start &&
    isOneCapitalisedWord(text, start, end)
  );
}

/**
 * In German every noun is capitalised, so a one-word name after an article, with no name going on after
 * it, is a noun of the language unless its sentence speaks of the market (or, as the caller checks, names
 * another tracked brand).
 */
export function isGermanNounUse(
  text: string,
  folded: string,
  mention: Mention,
  language: () => Language | 'other',
): boolean {
  // Read first: the caller has read the answer's language already, and most answers are not German.
  if (language() !== 'de') return false;
  const article = germanArticleBefore(text, mention.start);
  if (article === null) return false;
  if (article.word.toLowerCase() === 'der') {
    const governing = wordBefore(text, article.start);
    if (governing !== null && GERMAN_PREPOSITIONS.has(foldText(governing))) return false;
  }
  if (!isOneCapitalisedWord(text, mention.start, mention.end)) return false;
  if (isEmphasisedName(text, mention.start, mention.end)) return false;
  if (sentenceSpeaksOfMarket(text, folded, mention, [mention], 'de')) return false;
  const { from, to } = sentenceAround(folded, mention.start, mention.end);
  for (const [word] of allMatches(WORD, folded.slice(from, to)))
    if (GERMAN_MARKET_ENDINGS.test(word)) return false;
  return true;
}
