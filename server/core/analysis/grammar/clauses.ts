/** A name as a word of the clause: an interjection, a verb opening it, a noun after an indefinite article, a demonym or saint's title before it. */
import { alternation, phrasePattern } from '../lexicon/word-lists';
import { isCommonWord } from '../lexicon/ordinary-words';
import {
  type Language,
  LANGUAGE_PACKS,
  LANGUAGES,
  perFullLanguage,
  wordsOfEveryLanguage,
} from '../languages/registry';
import { isCapitalised, startsSentence } from './capitals';
import { isDemonym, isInterjectionWord, isSentenceAdverb } from './name-senses';
import { holdsWhiteSpace, wordBefore } from './words';

/** "Frankly", "Honestly", "Ideally": an English word of the dictionary made an adverb with -ly. */
const isLyAdverb = (written: string) =>
  written.length > 4 && /ly$/i.test(written) && isCommonWord(written.toLowerCase());

const SETTLEMENTS = LANGUAGES.map((language) => LANGUAGE_PACKS[language].names.settlementsNamed);

/** A kind of settlement or island right before a name, which it names, in each full language. */
export const SETTLEMENT_NAMED = new RegExp(
  String.raw`(?<![\p{L}])(?:${SETTLEMENTS.map(({ nouns, of }) =>
    of
      ? String.raw`(?:${alternation(nouns)})[ \t]+(?:${of.map(phrasePattern).join('|')})`
      : alternation(nouns),
  ).join('|')})[ \t]*$`,
  'iu',
);

/** The words SETTLEMENT_NAMED can end with. */
export const SETTLEMENT_NAMED_ENDS = new Set(SETTLEMENTS.flatMap(({ nouns, of }) => of ?? nouns));

/**
 * An interjection the model knows, opening a sentence and followed by an exclamation mark, or by a comma
 * and a word in lower case (a comma and a capital list names), greets the reader; it names nothing.
 */
export function isInterjection(original: string, folded: string, start: number, end: number): boolean {
  const after = original[end];
  if (after !== '!' && after !== ',' && after !== '*' && after !== '_') return false;
  const written = original.slice(start, end);
  // A greeting, or an adverb opening the sentence.
  if (!isInterjectionWord(written) && !(after === ',' && (isSentenceAdverb(written) || isLyAdverb(written))))
    return false;
  return /^[*_]*(?:!|,[ \t]+\p{Ll})/u.test(original.slice(end, end + 6)) && startsSentence(folded, start);
}

/**
 * Per language, the words that open an object or a complement, never a verb: indefinite articles,
 * quantifiers and small numbers ("varias", "muchas", "due", "plusieurs", "einige").
 */
const OBJECT_DETERMINERS = perFullLanguage((pack) => new Set(pack.names.objectDeterminers));

/**
 * Outside English, a one-word name opening a sentence right before an indefinite article, a quantifier or a
 * small number is that language's verb (a subject is followed by its verb, in German by the verb too).
 */
export function opensClauseAsVerb(
  original: string,
  folded: string,
  start: number,
  end: number,
  language: () => Language | 'other',
): boolean {
  if (original[end] !== ' ' || !startsSentence(folded, start)) return false;
  const next = /^ (\p{L}+)/u.exec(folded.slice(end, end + 16))?.[1];
  if (next === undefined || !ANY_OBJECT_DETERMINER.has(next)) return false;
  const written = original.slice(start, end);
  if (/\s/.test(written) || (written.length > 1 && written === written.toUpperCase())) return false;
  // The answer's language is read last: most mentions are ruled out before it is needed.
  const reading = language();
  return reading !== 'other' && OBJECT_DETERMINERS[reading].has(next);
}

const ANY_OBJECT_DETERMINER = new Set(Object.values(OBJECT_DETERMINERS).flatMap((words) => [...words]));

/** "Chilean Patagonia", "the Brazilian Amazon": a demonym before the word makes it a region. */
export function followsDemonym(original: string, start: number, end: number): boolean {
  if (holdsWhiteSpace(original, start, end)) return false; // "Mark Cuban Cost Plus Drugs"
  const before = wordBefore(original, start);
  return before !== null && isCapitalised(before) && isDemonym(before);
}

const MARKS = /\p{M}/gu;

const SAINT_TITLES = new Set(wordsOfEveryLanguage((pack) => pack.names.saintTitles));

/** The letters a saint's title opens with, as written with a capital ("S"). */
const SAINT_TITLE_INITIALS = new Set([...SAINT_TITLES].map((title) => title.charAt(0).toUpperCase()));

/** "St Paul's", "Saint-Nicolas", "São Bento": a saint's name, or a place or church named after one. */
export function followsSaint(original: string, start: number): boolean {
  const before = wordBefore(original, start, true);
  // Most words open with another letter than a title (a letter beyond ASCII, perhaps accented, is read in full).
  return (
    before !== null &&
    isCapitalised(before) &&
    (SAINT_TITLE_INITIALS.has(before[0]!) || before.charCodeAt(0) >= 0x80) &&
    SAINT_TITLES.has(before.normalize('NFD').replace(MARKS, '').toLowerCase())
  );
}

const INDEFINITE_ARTICLES = new Set(wordsOfEveryLanguage((pack) => pack.names.indefiniteArticles));

/**
 * After an indefinite article, a name that ends the phrase is a common noun (in German every noun is
 * capitalised); a name that goes on with a noun is a product's. "a" is that article in English only: in
 * Portuguese it is "the", in Spanish and Italian a preposition.
 */
export function isIndefiniteNoun(
  original: string,
  start: number,
  end: number,
  answerLanguage: () => Language | 'other',
): boolean {
  const before = wordBefore(original, start)?.toLowerCase();
  if (!before || !INDEFINITE_ARTICLES.has(before)) return false;
  // Asked only now: most mentions follow no article, and an answer that names no one needs no language.
  const language = answerLanguage();
  if (before === 'a' && language !== 'en' && language !== 'other') return false;
  // A capital in mid-sentence marks a name, except in German, which capitalises every noun.
  if (language !== 'de' && isCapitalised(original.slice(start, end))) return false;
  return /^(?:[.,;:!?)]|\s*$)/.test(original.slice(end, end + 2));
}
