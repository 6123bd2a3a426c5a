/** Capitals: whether a word is capitalised, whether a sentence uses capitals, what a capital at a sentence's start says. */
import { alternation } from '../lexicon/word-lists';
import WORDS from './capitals.words.json';
import { isPastTense } from './name-senses';

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
  // A word quoted on its own is read in its sentence (examples.test.ts).
  const quotedAlone = QUOTES.has(original[start - 1] ?? '') && QUOTES.has(original[end] ?? '');
  let from = quotedAlone ? start - 1 : start;
  while (from > 0 && !endsSentence(original, from - 1)) from--;
  let to = quotedAlone ? end + 1 : end;
  while (to < original.length && !endsSentence(original, to)) to++;
  return /\p{Lu}/u.test(original.slice(from, start) + original.slice(end, to));
}

/**
 * Whether the character at `at` ends a sentence (for usesCapitals): a line break, a quotation mark, or a
 * full stop, "!" or "?" before a space (a price or a host name goes on; examples.test.ts).
 */
function endsSentence(original: string, at: number): boolean {
  const char = original[at] as string;
  if (char === '\n' || char === '"' || char === '“' || char === '”') return true;
  return (char === '.' || char === '!' || char === '?') && !/\S/.test(original[at + 1] ?? ' ');
}

const QUOTES = new Set(['"', '“', '”']);

/** "**Bolt**", "_Mint_": set in bold or italics, the word is a name being introduced. */
export function isEmphasised(original: string, start: number, end: number): boolean {
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
const AMOUNT = new RegExp(
  String.raw`^[ \t]+\d[\d,.]*\s*(?:[–-]\s*\d|%|(?:${alternation(WORDS.amountUnits)})\b)`,
  'u',
);

/** Words ending in -s that are not third-person verbs or plural nouns. */
const NOT_VERB_S = new Set(['this', 'his', 'its', 'yours', 'ours', 'theirs', 'hers', 'as', 'us', 'less']);

/**
 * After a capitalised ordinary word opening a sentence: does the sentence go on as the brand's? A verb, a
 * possessive, a capitalised product name, punctuation or the end of the line say yes; an object or an
 * adjective says it is the ordinary word (examples.test.ts holds an answer for each).
 */
export function readsAsNameAtSentenceStart(written: string, original: string, end: number): boolean {
  const rest = original.slice(end, end + 80).replace(/^[*_`]+/, '');
  if (/^['’]s\b/u.test(rest)) return true;
  // A compound word or an amount makes the ordinary word (a model number is a name's); a compound with a
  // participle is the name's.
  const compound = /^-(\p{Ll}+)\b/u.exec(rest)?.[1];
  if (compound !== undefined && (compound.endsWith('ed') || isPastTense(compound))) return true;
  if (/^-\p{Ll}/u.test(rest) || AMOUNT.test(rest)) return false;
  // A discourse marker before a comma and a word in lower case (a name may be set off by commas too).
  if (DISCOURSE_MARKERS.has(written.toLowerCase()) && /^,[ \t]+\p{Ll}/u.test(rest)) return false;
  const words = /^[ \t]+([\p{L}'’-]+)(?:[ \t]+([\p{L}'’-]+))?/u.exec(rest);
  if (!words) return true; // punctuation, a line end, a model number or the end of the text
  const foldWord = (word: string) => word.toLowerCase().replaceAll('’', "'");
  // A gerund opening the sentence, unless a word that follows a subject comes next.
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
