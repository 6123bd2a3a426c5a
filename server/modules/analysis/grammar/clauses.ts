/** A name as a word of the clause: an interjection, a verb opening it, a noun after an indefinite article, a demonym or saint's title before it. */
import { alternation } from '../lexicon/word-lists';
import WORDS from './clauses.words.json';
import { isCommonWord } from '../lexicon/ordinary-words';
import type { Language } from '../review-lexicon';
import { isCapitalised, startsSentence } from './capitals';
import { isDemonym, isInterjectionWord, isSentenceAdverb } from './name-senses';
import { holdsWhiteSpace, wordBefore } from './words';

/** "Frankly", "Honestly", "Ideally": an English word of the dictionary made an adverb with -ly. */
const isLyAdverb = (written: string) =>
  written.length > 4 && /ly$/i.test(written) && isCommonWord(written.toLowerCase());

/** A kind of settlement or island right before a name, which it names, in the seven languages. */
export const SETTLEMENT_NAMED = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:${alternation(WORDS.settlementsOfEn)})[ \t]+of|(?:${alternation(WORDS.settlementsDeFr)})[ \t]+(?:de[ \t]|d['’])|(?:${alternation(WORDS.settlementsDeEs)})[ \t]+de|(?:${alternation(WORDS.settlementsDiIt)})[ \t]+di|(?:${alternation(WORDS.settlementsDePt)})[ \t]+de|${alternation(WORDS.settlementsNlDe)})[ \t]*$`,
  'iu',
);

/** The words SETTLEMENT_NAMED can end with. */
export const SETTLEMENT_NAMED_ENDS = new Set(
  "of de d' di stad stadje dorp gemeente eiland stadt städtchen dorf gemeinde insel".split(' '),
);

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
 * Words that open an object or a complement, never a verb, per language: indefinite articles, quantifiers
 * and small numbers ("varias", "muchas", "due", "plusieurs", "einige").
 */
const OBJECT_DETERMINERS: Readonly<Record<Exclude<Language, 'en'>, ReadonlySet<string>>> = {
  es: new Set(
    'un una unos unas varios varias muchos muchas algunos algunas pocos pocas bastantes demasiados demasiadas tantos tantas dos tres cuatro cinco'.split(
      ' ',
    ),
  ),
  pt: new Set(
    'um uma uns umas varios varias muitos muitas alguns algumas poucos poucas dois duas tres quatro cinco'.split(
      ' ',
    ),
  ),
  it: new Set(
    'un uno una dei degli delle molti molte alcuni alcune parecchi parecchie diversi diverse due tre quattro cinque'.split(
      ' ',
    ),
  ),
  fr: new Set('un une des plusieurs quelques deux trois quatre cinq'.split(' ')),
  de: new Set('ein eine einen einem einer viele mehrere einige zwei drei vier'.split(' ')),
  nl: new Set('een veel meerdere enkele twee drie vier'.split(' ')),
};

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
  return reading !== 'en' && reading !== 'other' && OBJECT_DETERMINERS[reading].has(next);
}

const ANY_OBJECT_DETERMINER = new Set(Object.values(OBJECT_DETERMINERS).flatMap((words) => [...words]));

/** "Chilean Patagonia", "the Brazilian Amazon": a demonym before the word makes it a region. */
export function followsDemonym(original: string, start: number, end: number): boolean {
  if (holdsWhiteSpace(original, start, end)) return false; // "Mark Cuban Cost Plus Drugs"
  const before = wordBefore(original, start);
  return before !== null && isCapitalised(before) && isDemonym(before);
}

const MARKS = /\p{M}/gu;

const SAINT_TITLES = new Set('st saint sainte ste san santa santo sao sankt sint'.split(' '));

/** "St Paul's", "Saint-Nicolas", "São Bento": a saint's name, or a place or church named after one. */
export function followsSaint(original: string, start: number): boolean {
  const before = wordBefore(original, start, true);
  // Every title opens with an "s", with or without accents (a letter beyond ASCII is read in full).
  return (
    before !== null &&
    isCapitalised(before) &&
    (before[0] === 'S' || before.charCodeAt(0) >= 0x80) &&
    SAINT_TITLES.has(before.normalize('NFD').replace(MARKS, '').toLowerCase())
  );
}

const INDEFINITE_ARTICLES = new Set('a an ein eine einen einem einer eines un une una'.split(' '));

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
