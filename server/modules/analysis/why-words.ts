/**
 * Every rule id in plain words, for the answer drawer's "Why" (why.ts keeps the ids; the sentences are made
 * when an answer is read). A name's rule completes "'Mercury' …"; a step that leaves a reading out completes
 * "… then left out: …"; a sentiment rule completes "Positive (score 72): …". why-words.test.ts fails when an
 * id has no words.
 */
import { readableWordFeature } from './sentiment/word-features';

const NAME_RULE_WORDS: Readonly<Record<string, string>> = {
  // The first reading, from the words around the match (mentions/rules.ts).
  interjection: 'read as a greeting or an exclamation ("Hey!"), not the name',
  'verb-opens-clause': 'read as a verb opening the sentence in the answer’s language, not the name',
  'excluded-phrase': 'read as part of a phrase you said the name is not (your “not this” list)',
  'excluded-sense': 'read as a sense you said the name is not: a word of that sense stands near it',
  'titles-a-work': 'read as the title of a book, film or record, not the name',
  'persons-possession': 'read as a person’s name: something of theirs follows it',
  'code-library': 'read as a code library of the same name',
  'another-site': 'read as part of another website’s or company’s name',
  'indefinite-noun':
    'read as a common noun after an article ("a …"), unless its sentence names another tracked brand',
  'common-noun-use': 'read as a common noun written in lower case, not the name',
  'person-name': 'read as a person’s name: a first name or a title stands before it',
  'after-demonym': 'read as a place: a nationality word stands before it ("the Chilean …")',
  'after-saint': 'read as a place or a person: "Saint" stands before it',
  'after-feature-title': 'read as a place: a word like "Lake" or "Mount" stands before it',
  'named-as-place': 'read as a place: the sentence calls it a city, region or country',
  'place-name-start': 'read as the start of a place’s name ("Costa Rica")',
  'referred-to-as-person': 'read as a person: the answer goes on with "he" or "she", or a role',
  'listed-place': 'read as one of a list of places, unless its sentence names another tracked brand',
  'owned-by': 'read as another company’s product: its owner’s name stands before it ("Google’s …")',
  'particle-opens-name': 'read as the start of a longer name ("… de …")',
  'german-thing': 'read as a German noun for a thing ("ein neues …"), not the name',
  'german-noun-use':
    'read as a German noun after an article, unless its sentence names another tracked brand',
  // The first reading of a name that is also an ordinary word (mentions/name-verdict.ts).
  'lower-case-handle':
    'read as the word written in lower case, unless the answer names another tracked brand ("on slack")',
  'lower-case-after-adjective': 'read as the common noun: written in lower case after an adjective',
  'lower-case-word': 'read as the ordinary word: written in lower case',
  'given-name-before': 'read as a person’s surname: a first name or a title stands before it',
  'verb-before-place': 'read as a verb opening the sentence before a place ("Discover Lisbon")',
  'imperative-opens-sentence': 'read as a verb opening the sentence before its object ("Target your ads")',
  'opens-sentence':
    'read as the ordinary word opening a sentence, unless the sentence names another tracked brand',
  'another-organisations-name': 'read as part of another organisation’s or place’s name ("Mint Mobile")',
  'longer-name-of-its-own': 'read as part of a longer name of its own ("Subway Surfers")',
  'tail-of-another-name': 'read as the end of another capitalised name ("the Mekong Delta")',
  'capitalised-sense-cue': 'read as its other sense, itself a name: a word of that sense follows it',
  'sense-cue': 'read as the ordinary word: a word of its ordinary sense stands beside it',
  'place-or-sky-next': 'read as a place or a planet: a place or sky word stands right beside it',
  'capitalised-among-places': 'read as one of a list of places',
  'weekday-in-schedule': 'read as the day of the week: a time or other weekdays stand beside it',
  'sense-word-near': 'read as its ordinary sense: a word of that sense stands in the same sentence',
  'list-introduced-by-sense-word':
    'read as its ordinary sense: the line introducing the list names that sense',
  // Readings no rule record gave (mentions/rules.ts, STEP_RULES).
  name: 'read as the name: nothing around it reads otherwise',
  domain: 'read as the name: the answer writes its website’s domain',
  'ordinary-word-in-code': 'read as a word of code, not the name',
  'lower-case-like-other-brands':
    'read as the name: written in lower case, as the answer writes another tracked brand',
  'vouched-for-nearby':
    'read as the name inside a longer name: its paragraph or list item names another tracked brand',
  'phrase-of-language':
    'read as a phrase of the language: the answer writes the name elsewhere with capitals',
  'capitalised-elsewhere': 'read as the ordinary word: the answer writes the name elsewhere with a capital',
  'noun-beside-brands': 'read as the name: its sentence names another tracked brand',
  'listed-with-brands': 'read as the name: its list names another tracked brand',
  'named-beside-brands': 'read as the name: the answer names another tracked brand beside it',
  judge: 'read by the LLM judge',
};

/** The steps that leave a reading as the name out, completing "… then left out: …". */
const DROPPED_WORDS: Readonly<Record<string, string>> = {
  'word-of-language':
    'outside English, a capitalised word opening a sentence is the language’s own word here',
  'needs-own-evidence':
    'the answer reads this name as another thing elsewhere, and this mention has no evidence of its own',
  'inside-a-longer-name': 'it lies inside a longer tracked name',
  uncorroborated: 'the name is an ordinary word, and nothing else in the answer says it means the brand',
  'off-market': 'the answer is about another market than the brand’s',
};

/** What decided the sentiment toward the brand (target.ts, SENTIMENT_RULES), completing "Positive (…): …". */
const SENTIMENT_WORDS: Readonly<Record<string, string>> = {
  'advice-for': 'the answer advises for the brand ("I’d recommend it"), which decides the side',
  'advice-against': 'the answer advises against the brand ("avoid it"), which decides the side',
  'steered-to-rival':
    'the answer steers the reader to a rival and not to the brand, however kindly it describes it',
  'balanced-account':
    'the answer sets the brand’s pros against its cons, which damps the description toward neutral',
  description: 'no advice decides the side: read from how the parts about the brand describe it',
  judge: 'read by the LLM judge',
};

/** Position is a count, not a rule's verdict. */
export const POSITION_WORDS = 'position follows the order in which the tracked brands are first named';

/** Every id that has plain words, by kind: why-words.test.ts holds the analyzer's ids against them. */
export const WORDED_IDS = {
  name: Object.keys(NAME_RULE_WORDS),
  dropped: Object.keys(DROPPED_WORDS),
  sentiment: Object.keys(SENTIMENT_WORDS),
};

/** An unknown id (an analyzer newer or older than this table) is named as it is, never hidden. */
const wordsOf = (table: Readonly<Record<string, string>>, id: string) =>
  Object.hasOwn(table, id) ? table[id]! : `read by rule ${id}`;

/** "'Mercury' read as a planet …: rule place-or-sky-next", or, left out, with the step that dropped it. */
export function nameReadingSentence(written: string | null, rule: string, dropped?: string): string {
  const subject = written === null ? 'The name' : `‘${written}’`;
  const reading = `${subject} ${wordsOf(NAME_RULE_WORDS, rule)}`;
  if (dropped === undefined) return `${reading}: rule ${rule}.`;
  const leftOut = Object.hasOwn(DROPPED_WORDS, dropped) ? DROPPED_WORDS[dropped]! : `rule ${dropped}`;
  return `${reading} (rule ${rule}), then left out: ${leftOut}: rule ${dropped}.`;
}

/**
 * What decided the sentiment, in words, with the sentiment model's part where it read the features and the
 * answer's words that weighed most in it.
 */
export function sentimentSentence(
  rule: string,
  byModel: boolean,
  modelWords: readonly string[] = [],
): string {
  const words = Object.hasOwn(SENTIMENT_WORDS, rule) ? SENTIMENT_WORDS[rule]! : `read by rule ${rule}`;
  if (rule === 'judge') return words;
  const weighed = modelWords.length
    ? `, weighed by the sentiment model, most by the words ${modelWords.map((word) => `‘${readableWordFeature(word)}’`).join(', ')}`
    : byModel
      ? ', weighed by the sentiment model'
      : '';
  return `${words}${weighed}: rule ${rule}`;
}
