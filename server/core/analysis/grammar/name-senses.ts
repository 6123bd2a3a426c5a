/**
 * Cues from an English language model for brand names that are also ordinary words or other names:
 * compromise (its model ships in the package: a lexicon of ~25,000 words and names tagged with parts of
 * speech, first names, honorifics, people, places and weekdays, and a rule tagger that reads a sentence
 * in context). The lexicon is read directly (a map look-up); the tagger runs only on the sentences that
 * need it (weekday names) and its result is memoised per sentence.
 */
import { compromise } from '../../../lib/compromise';
import { wordsOfEveryLanguage } from '../languages/registry';

type Tags = string | string[];

interface Model {
  one: { lexicon: Record<string, Tags> };
  two: { placeWords: Record<string, boolean>; orgWords: Record<string, boolean> };
}

let loadedModel: Model | undefined;

const model = () => (loadedModel ??= compromise().model() as Model);

/** Whether the lexicon tags a word or phrase, in any case, with the tag ("usain bolt" → Person). */
function hasTag(word: string, tag: string): boolean {
  const tags = model().one.lexicon[word.toLowerCase()];
  return tags !== undefined && (Array.isArray(tags) ? tags.includes(tag) : tags === tag);
}

/** Whether the lexicon tags the word with one of the tags: one look-up for them all. */
function hasAnyTag(word: string, anyOf: readonly string[]): boolean {
  const tags = model().one.lexicon[word.toLowerCase()];
  if (tags === undefined) return false;
  if (!Array.isArray(tags)) return anyOf.includes(tags);
  for (const tag of anyOf) if (tags.includes(tag)) return true;
  return false;
}

const ADVERB_TAGS = ['Adverb', 'Conjunction'];

const FIRST_NAME_TAGS = ['FirstName', 'MaleName', 'FemaleName'];

const DETERMINER_TAGS = ['Determiner', 'TextValue'];

const VERB_TAGS = ['Infinitive', 'Imperative'];

const ADJECTIVE_TAGS = ['Adjective', 'Comparative', 'Superlative'];

const PLACE_TAGS = ['Place', 'Country', 'City', 'Region'];

/** "Indeed", "Meanwhile", "However": a word that opens a sentence as an adverb or a conjunction. */
export function isSentenceAdverb(word: string): boolean {
  return hasAnyTag(word, ADVERB_TAGS);
}

/** "Nebraska", "Ohio": a state or region the model knows. */
export function isRegion(name: string): boolean {
  return hasTag(name, 'Region');
}

/** "Freddie", "Chase", "Monty": a given name in the lexicon. */
export function isFirstName(word: string): boolean {
  return hasAnyTag(word, FIRST_NAME_TAGS);
}

/** "Mr", "Dr", "Sir". */
export function isHonorific(word: string): boolean {
  return hasTag(word, 'Honorific');
}

/** A person the lexicon knows by full name ("Usain Bolt"). */
export function isKnownPerson(phrase: string): boolean {
  return hasTag(phrase, 'Person');
}

/** A word the lexicon knows at all (any part of speech, name or place). */
export function isKnownWord(word: string): boolean {
  return model().one.lexicon[word.toLowerCase()] !== undefined;
}

/** "Hey", "Oi", "Wow": an interjection. */
export function isInterjectionWord(word: string): boolean {
  return hasTag(word, 'Expression');
}

/** "a", "the", "two", "some": a determiner or a number word. */
export function isDeterminer(word: string): boolean {
  return hasAnyTag(word, DETERMINER_TAGS);
}

/** A verb in its base form ("discover", "explore", "target"). */
export function isVerb(word: string): boolean {
  return hasAnyTag(word, VERB_TAGS);
}

/** "fresh", "smaller", "best": an adjective. */
export function isAdjective(word: string): boolean {
  return hasAnyTag(word, ADJECTIVE_TAGS);
}

/** A verb in the past tense ("shut", "launched", "sold"). */
export function isPastTense(word: string): boolean {
  return hasTag(word, 'PastTense');
}

export function isWeekday(word: string): boolean {
  return hasTag(word, 'WeekDay');
}

/** Nouns of the sky, which compromise's place words (river, basin, valley, …) leave out. */
const SKY_NOUNS = new Set(
  'planet planets orbit orbits moon moons comet comets asteroid asteroids galaxy constellation telescope solar astronomer astronomers astronomy spacecraft crater craters'.split(
    ' ',
  ),
);

/** Nouns of settlements in each full language (compromise's place words are English). */
const SETTLEMENT_NOUNS = new Set(wordsOfEveryLanguage((pack) => pack.names.settlementNouns));

/** A noun naming a kind of place or sky object: "river", "basin", "region", "planet", "orbit". */
export function isPlaceOrSkyNoun(word: string): boolean {
  const folded = word.toLowerCase();
  return model().two.placeWords[folded] === true || SKY_NOUNS.has(folded);
}

/** A noun naming a settlement, in a full language that lists them: "city", "Stadt", "ville", "ciudad". */
export function isSettlementNoun(word: string): boolean {
  return SETTLEMENT_NOUNS.has(word.toLowerCase());
}

const ANY_SETTLEMENT_NOUN = new RegExp([...SETTLEMENT_NOUNS].join('|'));

/**
 * Whether a settlement noun occurs anywhere in the text, lower-cased: a word of the text can be one
 * (isSettlementNoun) only then.
 */
export function holdsSettlementNoun(text: string): boolean {
  return ANY_SETTLEMENT_NOUN.test(text.toLowerCase());
}

/** "Chevy", "Toyota", "Yamaha": an organisation the lexicon knows. */
export function isOrganization(word: string): boolean {
  return hasTag(word, 'Organization');
}

/** "Marine", "Mobile", "Insurance", "Airlines": a word that ends organisations' names in compromise's model. */
export function isOrganizationWord(word: string): boolean {
  return model().two.orgWords[word.toLowerCase()] === true;
}

/** "Surfers", "Warriors": people, in the plural. */
export function isPluralActor(word: string): boolean {
  return hasTag(word, 'Actor') && hasTag(word, 'Plural');
}

/** "Chilean", "Brazilian", "German". */
export function isDemonym(word: string): boolean {
  return hasTag(word, 'Demonym');
}

/** Whether the word is a place the lexicon knows (a country, city or region). */
export function isPlaceName(word: string): boolean {
  return hasAnyTag(word, PLACE_TAGS);
}

interface Term {
  start: number;
  end: number;
  tags: readonly string[];
  normal: string;
}

const taggedSentences = new Map<string, Term[]>();

const TAG_CACHE_LIMIT = 5_000;

/** The tagger's reading of one sentence: each term with its offsets and tags. */
function tagSentence(sentence: string): Term[] {
  const cached = taggedSentences.get(sentence);
  if (cached) return cached;
  const json = compromise()(sentence).json({ offset: true }) as {
    terms: { normal: string; tags: string[]; offset: { start: number; length: number } }[];
  }[];
  const terms = json.flatMap((part) =>
    part.terms.map((term) => ({
      start: term.offset.start,
      end: term.offset.start + term.offset.length,
      tags: term.tags,
      normal: term.normal,
    })),
  );
  if (taggedSentences.size >= TAG_CACHE_LIMIT) taggedSentences.clear();
  taggedSentences.set(sentence, terms);
  return terms;
}

/**
 * Whether a weekday name at `at` in the sentence is a day, as the tagger reads it: followed by a time, or a
 * determiner before it and a noun after it ("the Monday stand-up").
 */
export function isTimeExpression(sentence: string, at: number): boolean {
  // The tagger runs only where its reading can matter: a determiner before, or a number or a time word
  // (a lexicon Date, Time or Duration: "morning", "noon", "am") among the two words after.
  const before = /(\p{L}+)\s+$/u.exec(sentence.slice(Math.max(0, at - 16), at))?.[1];
  const after = sentence.slice(at).split(/\s+/).slice(1, 3);
  const timeWord = (word: string) =>
    /\d/.test(word) || ['Date', 'Time', 'Duration'].some((tag) => hasTag(word.replace(/\W+$/, ''), tag));
  if (!(before !== undefined && hasTag(before, 'Determiner')) && !after.some(timeWord)) return false;
  const terms = tagSentence(sentence);
  const index = terms.findIndex((term) => term.start <= at && term.end > at);
  if (index < 0) return false;
  const previous = terms[index - 1];
  const next = terms[index + 1];
  const afterNext = terms[index + 2];
  const isTime = (term: Term | undefined) =>
    term !== undefined && (term.tags.includes('Time') || term.tags.includes('Duration'));
  if (isTime(next) || (next?.tags.includes('Preposition') && isTime(afterNext))) return true;
  return (
    previous !== undefined &&
    previous.tags.includes('Determiner') &&
    next !== undefined &&
    next.tags.includes('Noun') &&
    !next.tags.includes('ProperNoun')
  );
}
