/** A name read as a person's: "Freddie Mercury", "he" in the next sentence, "Mercury's wife". */
import { alternation } from '../lexicon/word-lists';
import WORDS from './persons.words.json';
import { wordsOfEveryLanguage } from '../languages/registry';
import { isCommonWord } from '../lexicon/ordinary-words';
import { foldText } from '../text/fold';
import { isCapitalised, startsSentence } from './capitals';
import { isFirstName, isHonorific, isKnownPerson, isKnownWord } from './name-senses';
import { wordAfter, wordBefore } from './words';

/**
 * A person's name ending or starting with the word: a given name or honorific right before it, a person the
 * model knows by full name, or (with `givenNameFirst`) the word is itself a given name followed by a
 * surname the model does not know as a word (not for names that are no English word, which a model name
 * follows). examples.test.ts holds an answer for each.
 */
export function isPersonName(
  original: string,
  folded: string,
  start: number,
  end: number,
  givenNameFirst = true,
): boolean {
  const before = wordBefore(original, start);
  // A relative, friend or neighbour before a capitalised word.
  if (before && RELATION_NOUNS.has(foldText(before)) && isCapitalised(original.slice(start, end)))
    return true;
  if (before && isCapitalised(before)) {
    if (isHonorific(before)) return true;
    // "Skip Wegwijs unless …": a verb of advice opening the sentence, not a given name.
    const advice =
      ADVICE_VERBS.has(before.toLowerCase()) && startsSentence(folded, start - before.length - 1);
    if (isFirstName(before) && !advice) return true;
    if (isKnownPerson(`${before.toLowerCase()} ${folded.slice(start, end)}`)) return true;
  }
  const after = wordAfter(original, end);
  // A given name, a particle, a surname.
  if (after && NAME_PARTICLES.has(after) && isFirstName(original.slice(start, end))) {
    if (/^[ \t]+\S+[ \t]+\p{Lu}\p{Ll}+/u.test(original.slice(end, end + 40))) return true;
  }
  if (!givenNameFirst) return false;
  if (after && /^\p{Lu}\p{Ll}+$/u.test(after) && isFirstName(original.slice(start, end))) {
    const word = after.toLowerCase();
    if (!isKnownWord(word) && !isCommonWord(word)) return true;
  }
  return false;
}

/** Imperatives of advice that are also given names ("Skip", "Chase"). */
const ADVICE_VERBS = new Set(WORDS.adviceVerbsAlsoGivenNames);

/** Words for a relative, a friend, a neighbour or a colleague, in each full language (unaccented). */
const RELATION_NOUNS = new Set(wordsOfEveryLanguage((pack) => pack.names.relationNouns));

const NAME_PARTICLES = new Set(wordsOfEveryLanguage((pack) => pack.names.surnameParticles));

/** A particle of a product's name ("for", "de" …) and a capitalised word after it. */
const PRODUCT_NAME_PARTICLE = new RegExp(
  String.raw`^[ \t]+(?:${alternation(wordsOfEveryLanguage((pack) => pack.names.productNameParticles))})[ \t]+\p{Lu}`,
  'u',
);

/**
 * The word opens a product name, set in bold or followed by "for"/"de"/… and a capitalised word.
 */
export function opensProductName(original: string, start: number, end: number): boolean {
  const rest = original.slice(end, end + 60);
  if (PRODUCT_NAME_PARTICLE.test(rest)) return true;
  const open = /(\*\*|__)$/.exec(original.slice(Math.max(0, start - 2), start));
  if (!open) return false;
  const close = rest.indexOf(open[1] as string);
  if (close < 0) return false;
  const words = rest.slice(0, close).match(/\p{L}[\p{L}'’-]*/gu) ?? [];
  return words.length > 0 && words.length <= 5 && words.some((word) => isCapitalised(word));
}

const SENTENCE_END = /[.!?]["')\]*_]*[ \t]+(?=\S)|\n/g;

/** Danish and Norwegian "Her er …" is "Here is …", not a woman. */
const PERSON_PRONOUN = new RegExp(
  String.raw`^(?!Her[ \t]+(?:${alternation(WORDS.hereFollowers)})[ \t])(?:${alternation(WORDS.personPronouns)})[ \t]`,
  'u',
);

const ANY_PERSON_PRONOUN = new RegExp(String.raw`(?:${alternation(WORDS.personPronouns)})[ \t]`, '');

/**
 * Whether the text holds PERSON_PRONOUN anywhere (most answers do not), for the last text asked about:
 * its mentions ask in turn. Only a text with "He", "She" or "His" is searched.
 */
function holdsPersonPronoun(text: string): boolean {
  if (text !== pronounsRead.text)
    pronounsRead = {
      text,
      holds:
        (text.includes('He') || text.includes('She') || text.includes('His')) &&
        ANY_PERSON_PRONOUN.test(text),
    };
  return pronounsRead.holds;
}

let pronounsRead = { text: '', holds: false };

/**
 * A deity's or ruler's title set after the name and a comma, in each full language.
 */
const TITLED_AS_PERSON = new RegExp(
  String.raw`^,[ \t]+(?:(?:${alternation(wordsOfEveryLanguage((pack) => pack.names.titleArticles))})[ \t]+)?(?:(?:${alternation(wordsOfEveryLanguage((pack) => pack.names.titleAdjectives))})[ \t]+)?(?:${alternation(wordsOfEveryLanguage((pack) => pack.names.titles))})(?![\p{L}])`,
  'iu',
);

/**
 * The sentence after the mention's goes on about a person ("He …"); or the name is given a deity's or
 * ruler's title.
 */
export function referredToAsPerson(original: string, end: number): boolean {
  if (original[end] === ',' && TITLED_AS_PERSON.test(original.slice(end, end + 40))) return true;
  if (!holdsPersonPronoun(original)) return false;
  SENTENCE_END.lastIndex = end;
  const found = SENTENCE_END.exec(original);
  if (!found || found[0] === '\n') return false;
  return PERSON_PRONOUN.test(original.slice(SENTENCE_END.lastIndex, SENTENCE_END.lastIndex + 20));
}

/**
 * What belongs only to a person: kin, age, home and school.
 * A closed class of words, not names: a company has customers and founders, not parents or a birthday.
 */
const PERSONAL_NOUNS = new Set(
  (
    'age birthday bedroom homework school teacher teachers classmates friend friends mum mom dad mother ' +
    'father parents brother brothers sister sisters wife husband girlfriend boyfriend son daughter grandma ' +
    'grandpa grandparents toys hair allergies'
  ).split(' '),
);

/** A possessive and the noun after it, which ends its phrase: punctuation or a word that ends one follows. */
const POSSESSED_NOUN = new RegExp(
  String.raw`^['’]s[ \t]+(\p{Ll}+)(?=[ \t]*(?:[.,;:!?()]|$|(?:${alternation(WORDS.phraseEnders)})\b))`,
  'u',
);

/**
 * A name's possessive before a word of what only a person has, which ends its phrase (a word going on
 * names a feature): the name is a person's.
 */
export function isPersonsPossession(original: string, end: number): boolean {
  const apostrophe = original[end];
  if (apostrophe !== "'" && apostrophe !== '’') return false;
  const found = POSSESSED_NOUN.exec(original.slice(end, end + 40));
  return found !== null && PERSONAL_NOUNS.has(found[1] as string);
}
