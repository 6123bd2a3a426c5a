/**
 * Answer search: what a search string means, which text search configuration an answer's words are stored
 * under, and the passage of an answer that matched (its snippet).
 *
 * An answer matches when its words do, in the answer's language (Postgres text search, websearch syntax:
 * every word, "a quoted phrase" as adjacent words, `or`, `-word`), or, when no language was detected in it
 * (Japanese and other text without spaces between words), when its text holds the search, quotes left out,
 * as a case-insensitive substring (pg_trgm).
 */
import { badInput } from '../../lib/errors';
import { escapeRegExp } from '../../lib/regexp';
import { detectLanguage, type Language } from '../../core/analysis';

export const MAX_SEARCH_LENGTH = 200;

/** Postgres's configuration for each language the analyzer detects; any other text is split as written. */
const SEARCH_CONFIGS: Readonly<Record<Language | 'other', string>> = {
  en: 'english',
  de: 'german',
  fr: 'french',
  es: 'spanish',
  it: 'italian',
  pt: 'portuguese',
  nl: 'dutch',
  other: 'simple',
};

/** Every configuration an answer may be stored under: a search is read in each of them. */
export const SEARCH_CONFIG_NAMES: readonly string[] = [...new Set(Object.values(SEARCH_CONFIGS))];

const LATIN_LETTER = /[a-zà-ɏ]/i;

/**
 * The configuration an answer's words are indexed under (answers.search_config). Text without a Latin
 * letter is 'simple' however short (detectLanguage reads a short text with no function words as English).
 */
export const searchConfigOf = (text: string | null | undefined) =>
  text && LATIN_LETTER.test(text) ? SEARCH_CONFIGS[detectLanguage(text)] : 'simple';

export interface AnswerSearch {
  /** The search as typed (trimmed), for websearch_to_tsquery. */
  words: string;
  /** An ILIKE pattern for the search's text without its quotes. */
  substring: string;
  /** What relevance counts in a text, lower case: each quoted phrase and each other word, operators left out. */
  terms: string[];
  /**
   * Regular expressions (Postgres, case aside) for each quoted phrase as written, words apart by any space;
   * empty when the search holds anything else that reads as words in a row (a hyphenated word).
   */
  phrasesAsWritten: string[];
}

/** The search's phrases and words, as relevance counts them (`or` and `-word` are no terms). */
function termsOf(words: string): string[] {
  const terms = [...words.matchAll(/"([^"]+)"|(\S+)/g)]
    .map((match) => (match[1] ?? match[2]!.replaceAll('"', '')).trim().toLowerCase())
    .filter((term) => term !== '' && term !== 'or' && !term.startsWith('-'));
  return terms.length > 0 ? terms : [words.toLowerCase()];
}

const QUOTED = /"([^"]+)"/g;

/** The search's quoted phrases as regular expressions (AnswerSearch.phrasesAsWritten). */
function phrasesAsWritten(words: string): string[] {
  const rest = words.replace(QUOTED, ' ');
  if (/[^\p{L}\p{N}\s-]|\S-/u.test(rest)) return [];
  return [...words.matchAll(QUOTED)]
    .map((match) => match[1]!.trim().split(/\s+/).filter(Boolean).map(escapeRegExp))
    .filter((phrase) => phrase.length > 0)
    .map((phrase) => `\\m${phrase.join('\\s+')}\\M`);
}

/** The checked search of a filter; null for none (absent or blank). */
export function toAnswerSearch(value: string | null | undefined): AnswerSearch | null {
  const words = value?.trim() ?? '';
  if (words === '') return null;
  if (words.length > MAX_SEARCH_LENGTH)
    throw badInput(`search must be at most ${MAX_SEARCH_LENGTH} characters (it has ${words.length}).`);
  const literal = words.replaceAll('"', '').trim() || words;
  return {
    words,
    substring: `%${literal.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    terms: termsOf(words),
    phrasesAsWritten: phrasesAsWritten(words),
  };
}

/**
 * The search's words as its index finds them without reading any answer again (tsquery text): each phrase
 * as its words anywhere. Its words in a row are then checked on those answers alone (phrases: found as
 * written, else by reading the answer's words where wordsInRow lets them); the index could not tell, and
 * checked every answer holding them all. Phrases null when there is nothing to check after: no phrase, or a
 * negation (`-word`), which would exclude more once loosened.
 */
export function indexedWords(tsquery: string, search: AnswerSearch) {
  const narrow = tsquery.replace(/<(?:-|\d+)>/g, '&');
  return narrow === tsquery || tsquery.includes('!')
    ? { narrow: tsquery, phrases: null, wordsInRow: null }
    : { narrow, phrases: search.phrasesAsWritten, wordsInRow: wordsInRowPattern(tsquery) };
}

/**
 * How many letters at a stem's end its stemmer may have rewritten rather than cut: the Snowball stemmers
 * of SEARCH_CONFIGS change a word's ending only ("dying" → "die", "fabrication" → "fabriqu", "évidemment"
 * → "évident"), beside the letter folds of LETTER_FORMS.
 */
const STEM_REWRITTEN_ENDING = 2;

/**
 * Each ASCII letter as a stemmer may have found it in a word: in either case, with any accent (a stem drops
 * them: Spanish "canción" → "cancion"; the Kelvin sign is a K), i and y alike ("cries" → "cri"), and a, o
 * and u also written ae, oe and ue (German: "aktuell" → "aktull").
 */
const LETTER_FORMS: ReadonlyMap<string, string> = (() => {
  const forms = new Map<string, string>();
  for (let code = 0x41; code < 0x3000; code++) {
    const char = String.fromCodePoint(code);
    const base = char.normalize('NFD')[0]!.toLowerCase();
    if (/^[a-z]$/.test(base)) forms.set(base, (forms.get(base) ?? '') + char);
  }
  const pattern = (letters: string) => `[${[...letters].map((l) => forms.get(l)).join('')}]`;
  return new Map(
    [...forms.keys()].map((letter) => {
      const alike = letter === 'i' || letter === 'y' ? 'iy' : letter;
      return [letter, 'aou'.includes(letter) ? `${pattern(alike)}e?` : pattern(alike)];
    }),
  );
})();

/** A character of a word as Postgres's text parser reads one: an ASCII letter or digit, or anything past ASCII. */
const WORD_CHARACTER = '[^\\x01-\\x2f\\x3a-\\x40\\x5b-\\x60\\x7b-\\x7f]';

/**
 * What may stand between two words the parser reads in a row: anything but an ASCII letter or digit, and
 * what it skips whole though it holds them: a tag, an entity, a protocol ("https://"), and a word too long
 * to index (2,047 bytes: at least 512 characters). Any run of 16 characters without a space passes for
 * one: a longer bound costs a state per character in every answer the pattern reads.
 */
const BETWEEN_WORDS = '(?:[^0-9a-z]|<.*>|&[^;\\t\\n\\v\\f\\r ]*;|[a-z]+://|[^\\t\\n\\v\\f\\r ]{16,})*';

/**
 * The start of every word a configuration reads as this lexeme, in ASCII letters and digits: its stem but
 * for the ending a stemmer may have rewritten, up to a letter that is no ASCII one ("ss" too, a German ß).
 * Null for a lexeme holding punctuation ("sign-up", "example.com"): no single word of the text.
 */
function wordStart(lexeme: string): string | null {
  const letters = [...lexeme];
  if (letters.some((letter) => /[^0-9a-z\u{80}-\u{10ffff}]/u.test(letter))) return null;
  const kept = letters.slice(0, -STEM_REWRITTEN_ENDING);
  const end = kept.findIndex(
    (letter, at) => !/[a-z0-9]/.test(letter) || (letter === 's' && letters[at + 1] === 's'),
  );
  return kept.slice(0, end < 0 ? kept.length : end).join('');
}

const wordStartPattern = (start: string) =>
  `${[...start].map((letter) => LETTER_FORMS.get(letter) ?? letter).join('')}${WORD_CHARACTER}*`;

const TSQUERY_TOKEN = /'((?:[^']|'')*)'|<->|<\d+>|[&|!()]/g;

/**
 * A regular expression (Postgres, case aside) that every answer holding a phrase of the search's words in
 * a row matches, in any configuration: the starts of the phrase's words, each after the last with nothing
 * but what BETWEEN_WORDS allows. Not every answer matching it holds the phrase; most answers holding the
 * words apart do not, and skip reading their words. Null where it could not be told: a phrase with a gap
 * (`<2>`, a stop word inside it), `or` a word alone, a negation, words of punctuation or of no ASCII letter.
 */
export function wordsInRowPattern(tsquery: string): string | null {
  const tokens = [...tsquery.matchAll(TSQUERY_TOKEN)].map(([token, lexeme]) =>
    lexeme === undefined ? token : { lexeme: lexeme.replaceAll("''", "'") },
  );
  if (tokens.some((token) => typeof token === 'string' && !['<->', '&', '|'].includes(token))) return null;
  // Without parentheses, `|` joins the readings and `&` their parts: each reading needs one phrase.
  const readings: string[][][] = [[[]]];
  for (const token of tokens) {
    const reading = readings.at(-1)!;
    if (token === '|') readings.push([[]]);
    else if (token === '&') reading.push([]);
    else if (typeof token !== 'string') reading.at(-1)!.push(token.lexeme);
  }
  const phrases: string[][] = [];
  for (const reading of readings) {
    const phrase = reading.reduce((longest, part) => (part.length > longest.length ? part : longest));
    const starts = phrase.map(wordStart);
    if (phrase.length < 2 || starts.some((start) => start === null) || starts.every((start) => start === ''))
      return null;
    phrases.push(starts as string[]);
  }
  // A phrase whose word starts each begin another's matches wherever that one does: its pattern serves both.
  const covers = (a: string[], b: string[]) =>
    a.length === b.length && a.every((start, i) => b[i]!.startsWith(start));
  const kept = phrases.filter(
    (phrase, i) => !phrases.some((other, j) => covers(other, phrase) && (!covers(phrase, other) || j < i)),
  );
  return kept.map((phrase) => `(?:${phrase.map(wordStartPattern).join(BETWEEN_WORDS)})`).join('|');
}

/**
 * How well a matching text matches the search: how often it holds the search's terms as typed, case aside.
 * Counted in the text, not ranked with ts_rank: that would parse every match again (about 60 µs an answer),
 * as the words are indexed, not kept; and here, not in SQL, where lower() and replace() took 20 µs an answer.
 */
export function relevanceOf(text: string | null, search: AnswerSearch): number {
  const lower = text?.toLowerCase() ?? '';
  return search.terms.reduce((sum, term) => sum + lower.split(term).length - 1, 0);
}

/** How far a phrase search's headline reads on either side of the phrase: MaxWords of passage and more. */
const HEADLINE_REACH = 600;

/**
 * The stretch of a matching text ts_headline reads for a phrase search: about HEADLINE_REACH characters
 * either side of the first phrase found as written, cut at spaces; null to read the whole text (no phrase,
 * none written as searched, or a text short enough). ts_headline tries every stretch of the text holding
 * the phrase's words for the phrase, about 25 ms an answer of the demo ("easy to get started": 480 ms a
 * page), and the passage it shows is about a sentence around one match. (Not the wordsInRow pattern: a
 * backtracking engine may take exponential time on its nested repetitions.)
 */
export function headlineStretch(text: string, search: AnswerSearch): string | null {
  if (text.length <= 2 * HEADLINE_REACH) return null;
  const patterns = search.phrasesAsWritten.map((phrase) =>
    phrase.replaceAll('\\m', '\\b').replaceAll('\\M', '\\b'),
  );
  for (const pattern of patterns) {
    const found = new RegExp(pattern, 'i').exec(text);
    if (!found) continue;
    const end = found.index + found[0].length;
    const before = Math.max(0, found.index - HEADLINE_REACH);
    const after = Math.min(text.length, end + HEADLINE_REACH);
    const space = before > 0 ? text.indexOf(' ', before) : -1;
    const from = space >= 0 && space < found.index ? space + 1 : before;
    const lastSpace = after < text.length ? text.lastIndexOf(' ', after) : -1;
    return text.slice(from, lastSpace >= end ? lastSpace : after);
  }
  return null;
}

/** Marks ts_headline puts around each matched word (control characters: answers never hold them). */
export const MATCH_START = '\u0002';
export const MATCH_END = '\u0003';

/** ts_headline's options: one passage of about a sentence. */
export const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=1, FragmentDelimiter=" … "`;

export interface Snippet {
  text: string;
  /** UTF-16 offsets into text, end exclusive. */
  matches: { start: number; end: number }[];
}

const SNIPPET_CHARS = 200;

/**
 * The headline's text with its marks turned into offsets, and "…" where the answer goes on before or after
 * it (ts_headline cuts at words without saying so).
 */
function fromHeadline(answer: string, headline: string): Snippet {
  const matches: Snippet['matches'] = [];
  let text = '';
  for (const char of headline) {
    if (char === MATCH_START) matches.push({ start: text.length, end: text.length });
    else if (char === MATCH_END) matches[matches.length - 1]!.end = text.length;
    else text += char;
  }
  const at = answer.indexOf(text);
  const head = at > 0 ? '…' : '';
  const tail = at >= 0 && at + text.length < answer.length ? '…' : '';
  return {
    text: `${head}${text}${tail}`,
    matches: matches
      .filter((m) => m.end > m.start)
      .map((m) => ({ start: m.start + head.length, end: m.end + head.length })),
  };
}

/**
 * About SNIPPET_CHARS of the text around the search's first occurrence, cut at spaces where the text has
 * them (text without spaces, such as Japanese, is cut where the length falls).
 */
function aroundSubstring(text: string, search: AnswerSearch): Snippet | null {
  const literal = search.words.replaceAll('"', '').trim() || search.words;
  const at = text.toLowerCase().indexOf(literal.toLowerCase());
  if (at < 0) return null;
  let from = Math.max(0, at - Math.floor((SNIPPET_CHARS - literal.length) / 2));
  let to = Math.min(text.length, from + Math.max(SNIPPET_CHARS, literal.length));
  const spaceAfterFrom = from > 0 ? text.indexOf(' ', from) : -1;
  if (spaceAfterFrom >= 0 && spaceAfterFrom < at) from = spaceAfterFrom + 1;
  const spaceBeforeTo = to < text.length ? text.lastIndexOf(' ', to) : -1;
  if (spaceBeforeTo >= at + literal.length) to = spaceBeforeTo;
  const head = from > 0 ? '…' : '';
  return {
    text: `${head}${text.slice(from, to).trimEnd()}${to < text.length ? '…' : ''}`,
    matches: [{ start: head.length + at - from, end: head.length + at - from + literal.length }],
  };
}

/**
 * The passage to show for a matching answer: Postgres's headline of its words when they matched, else the
 * stretch around the substring that did.
 */
export function snippetOf(text: string, headline: string | null, search: AnswerSearch): Snippet {
  const words = headline ? fromHeadline(text, headline) : null;
  if (words && words.matches.length > 0) return withoutMarkup(words);
  return withoutMarkup(
    aroundSubstring(text, search) ?? words ?? { text: text.slice(0, SNIPPET_CHARS), matches: [] },
  );
}

/**
 * Markdown that reads as noise in a one-line passage: emphasis marks, code ticks, heading marks, table rules
 * and line breaks. Table cells are set apart by " · ".
 */
const MARKUP = /\*\*|__|`+|^#{1,6} +|\|?(?: *:?-{3,}:? *\|)+(?: *:?-{3,}:? *)?|[ \t]*\|[ \t]*|\s*\n\s*/gm;

function replacementOf(mark: string): string {
  if (/-{3}/.test(mark)) return ' ';
  if (mark.includes('|')) return ' · ';
  if (mark.trim() === '') return ' ';
  return '';
}

/**
 * A replacement after the text so far: nothing at the start or after another break, so a table row's
 * opening pipe after a line break adds no separator.
 */
function joined(text: string, replacement: string): string {
  if (text === '' || text.endsWith('…') || text.endsWith(' ')) return '';
  return replacement;
}

/** The snippet without its markup, its matches moved with the text they mark. */
export function withoutMarkup(snippet: Snippet): Snippet {
  // Where each offset of the old text lands in the new one (a removed mark's offsets land where it was).
  const moved: number[] = [];
  let text = '';
  let from = 0;
  const keep = (to: number) => {
    for (let i = from; i < to; i++) moved[i] = text.length + (i - from);
    text += snippet.text.slice(from, to);
  };
  for (const mark of snippet.text.matchAll(MARKUP)) {
    keep(mark.index);
    const replacement = joined(text, replacementOf(mark[0]));
    for (let i = mark.index; i < mark.index + mark[0].length; i++) moved[i] = text.length;
    text += replacement;
    from = mark.index + mark[0].length;
  }
  keep(snippet.text.length);
  moved[snippet.text.length] = text.length;
  return { text, matches: snippet.matches.map((m) => ({ start: moved[m.start]!, end: moved[m.end]! })) };
}
