/** Text helpers shared by the matchers: accent folding that keeps offsets, URL spans, sentence spans. */

const MARKS = /\p{M}/gu;
const NON_ASCII_CHAR = /[\u0080-\uffff]/g;
const CURLY_APOSTROPHES = new Set(['’', '‘', 'ʼ']);

/**
 * Lower-cases, strips accents (é → e) and straightens apostrophes (’ → ') while keeping every character at
 * its offset, so match positions in the folded text are positions in the original.
 */
export function foldText(text: string): string {
  // Lower-cased whole where that keeps every offset (all but a few letters such as "İ" do), then only the
  // characters beyond ASCII that fold further are replaced: answers are mostly ASCII with a few dashes,
  // quotes and accented letters, which a search for them reaches without visiting every character.
  const lower = text.toLowerCase();
  if (lower.length !== text.length) return foldRuns(text);
  let folded = '';
  let run = 0;
  NON_ASCII_CHAR.lastIndex = 0;
  for (let found = NON_ASCII_CHAR.exec(lower); found; found = NON_ASCII_CHAR.exec(lower)) {
    const at = found.index;
    const code = lower.charCodeAt(at);
    const pair = code >= 0xd800 && code <= 0xdbff && isLowSurrogate(lower.charCodeAt(at + 1));
    const char = pair ? lower.slice(at, at + 2) : (found[0] as string);
    const replaced = foldChar(char);
    if (replaced !== char) {
      folded += lower.slice(run, at) + replaced;
      run = at + char.length;
    }
    if (pair) NON_ASCII_CHAR.lastIndex = at + 2;
  }
  return run === 0 ? lower : folded + lower.slice(run);
}

/** foldText where lower-casing the whole text moves offsets: every ASCII run is lower-cased on its own. */
function foldRuns(text: string): string {
  const pieces: string[] = [];
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) continue;
    const pair = code >= 0xd800 && code <= 0xdbff && isLowSurrogate(text.charCodeAt(i + 1));
    const char = pair ? text.slice(i, i + 2) : text[i]!;
    pieces.push(text.slice(run, i).toLowerCase(), foldChar(char));
    run = i + char.length;
    if (pair) i++;
  }
  pieces.push(text.slice(run).toLowerCase());
  return pieces.join('');
}

const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

const LETTER = /^\p{L}$/u;
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;

/** A character class's readings of characters beyond ASCII, each tested once. */
interface ClassMemo {
  pattern: RegExp;
  /** By code unit, for a character of one code unit: 0 not yet tested, 1 not in the class, 2 in it. */
  units: Uint8Array;
  /** Surrogate pairs, by the pair. */
  pairs: Map<string, boolean>;
}
const classMemo = (pattern: RegExp): ClassMemo => ({
  pattern,
  units: new Uint8Array(0x10000),
  pairs: new Map(),
});
const nonAsciiLetters = classMemo(LETTER);
const nonAsciiWordChars = classMemo(LETTER_OR_DIGIT);

/**
 * The length in code units (2 for a surrogate pair) of the character at `at` when the class takes it, else
 * 0; characters beyond ASCII are tested once and remembered (a character of one code unit by its code, read
 * without slicing it out of the text).
 */
function classSizeAt(text: string, at: number, memo: ClassMemo): number {
  const code = text.charCodeAt(at);
  if (code >= 0xd800 && code <= 0xdbff && isLowSurrogate(text.charCodeAt(at + 1))) {
    const pair = text.slice(at, at + 2);
    let taken = memo.pairs.get(pair);
    if (taken === undefined) {
      taken = memo.pattern.test(pair);
      if (memo.pairs.size >= 10_000) memo.pairs.clear();
      memo.pairs.set(pair, taken);
    }
    return taken ? 2 : 0;
  }
  let reading = memo.units[code] as number;
  if (reading === 0) memo.units[code] = reading = memo.pattern.test(text.charAt(at)) ? 2 : 1;
  return reading === 2 ? 1 : 0;
}

/**
 * 1 for an ASCII letter (or letter or digit), else 0, by character code: read from a table, the scanners'
 * test of every character is one load rather than three comparisons.
 */
const ASCII_LETTERS = new Uint8Array(0x80);
const ASCII_WORD_CHARS = new Uint8Array(0x80);
for (let code = 0; code < 0x80; code++) {
  const letter = (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
  ASCII_LETTERS[code] = letter ? 1 : 0;
  ASCII_WORD_CHARS[code] = letter || (code >= 48 && code <= 57) ? 1 : 0;
}

/** The length in code units of the letter (\p{L}) at `at`, or 0: scanning words without a regex. */
export function letterAt(text: string, at: number): number {
  const code = text.charCodeAt(at);
  // Small enough to be inlined where it is called; outside the text, the code is NaN.
  return code < 0x80 ? (ASCII_LETTERS[code] as number) : nonAsciiClassSizeAt(text, at, nonAsciiLetters);
}

/** The length in code units of the letter or digit ([\p{L}\p{N}]) at `at`, or 0. */
export function wordCharAt(text: string, at: number): number {
  const code = text.charCodeAt(at);
  return code < 0x80 ? (ASCII_WORD_CHARS[code] as number) : nonAsciiClassSizeAt(text, at, nonAsciiWordChars);
}

/** classSizeAt for a character beyond ASCII, or 0 outside the text. */
function nonAsciiClassSizeAt(text: string, at: number, memo: ClassMemo): number {
  return at >= 0 && at < text.length ? classSizeAt(text, at, memo) : 0;
}

/** One character folded, of the same length: an accent stripped, a curly apostrophe straightened. */
function foldChar(char: string): string {
  let folded = foldedChars.get(char);
  if (folded !== undefined) return folded;
  if (CURLY_APOSTROPHES.has(char)) folded = "'";
  else {
    const stripped = char.normalize('NFD').replace(MARKS, '').toLowerCase();
    const lower = char.toLowerCase();
    folded = stripped.length === char.length ? stripped : lower.length === char.length ? lower : char;
  }
  if (foldedChars.size >= 10_000) foldedChars.clear();
  foldedChars.set(char, folded);
  return folded;
}
const foldedChars = new Map<string, string>();

/** Bare URLs in text (http(s):// or www.), the way answer engines write them. */
const URL_IN_TEXT = /\b(?:https?:\/\/|www\.)[^\s<>"'`|\]]+/gi;

export interface Span {
  start: number;
  end: number;
}

/** Top-level domains a host must end in for its label to name a brand ("readme.md" and "node.js" are files). */
export const WEB_TLDS = new Set(
  (
    'com net org io co ai app dev so us uk de fr es it nl eu ca au in jp info biz xyz tech cloud me tv gg ' +
    'ch se no dk fi pl be at ie nz br mx za sg hk kr cn ru pt cz gr tr il ae sa ar cl id my ph vn th tw ' +
    'site online store shop page link live news blog inc ltd'
  ).split(' '),
);
const BARE_HOST_PATH = /(?<![\p{L}\p{N}@./:_-])((?:[a-z0-9-]+\.)+([a-z]{2,}))(\/[^\s<>"'`|\]]*)/iuy;

/**
 * A character BARE_HOST_PATH's host can hold: a letter a-z in either case (and "ſ" and the Kelvin sign,
 * which a case-insensitive Unicode pattern reads as "s" and "k"), a digit, a hyphen or a dot.
 */
function isPathHostChar(code: number): boolean {
  return (
    (code >= 97 && code <= 122) ||
    (code >= 65 && code <= 90) ||
    (code >= 48 && code <= 57) ||
    code === 45 ||
    code === 46 ||
    code === 0x17f ||
    code === 0x212a
  );
}

/**
 * Host names written without a scheme but with a path ("hubspot.com/pricing", "[^1]: capterra.com/p/1"):
 * the way answers cite pages in running text and footnotes. The host must end in a web top-level domain.
 * What a global search finds: such a host runs right up to a slash, and a match can only start where its
 * run of host characters does (the look-behind refuses any host character before it), so the pattern is
 * tried there alone, past the end of the last match.
 */
export function findBareHostPaths(text: string): (Span & { url: string })[] {
  const spans: (Span & { url: string })[] = [];
  let searchedUntil = 0;
  for (let slash = text.indexOf('/'); slash >= 0; slash = text.indexOf('/', slash + 1)) {
    if (slash < searchedUntil) continue;
    let start = slash;
    while (start > 0 && isPathHostChar(text.charCodeAt(start - 1))) start--;
    if (start === slash || start < searchedUntil) continue;
    BARE_HOST_PATH.lastIndex = start;
    const match = BARE_HOST_PATH.exec(text);
    if (!match) continue;
    searchedUntil = start + match[0].length;
    if (!WEB_TLDS.has((match[2] as string).toLowerCase())) continue;
    const url = trimUrl(match[0]);
    if (url.length <= (match[1] as string).length + 1) continue; // a bare trailing slash is no path
    spans.push({ start, end: start + url.length, url });
  }
  return spans;
}

/**
 * Every match of a global pattern, as matchAll() finds them, without the copy of the pattern matchAll()
 * makes at each call (the analyzer's hottest loops call it per sentence and per name).
 */
export function allMatches(pattern: RegExp, text: string): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    found.push(match);
    if (match[0].length === 0) pattern.lastIndex++;
  }
  return found;
}

/** URL spans in the text with trailing punctuation (and unbalanced closing brackets) trimmed. */
export function findUrls(text: string): (Span & { url: string })[] {
  const spans: (Span & { url: string })[] = [];
  // A URL holds "://" after its scheme or opens with "www.": most answers hold neither.
  if (!text.includes('://') && !WWW_DOT.test(text)) return spans;
  URL_IN_TEXT.lastIndex = 0;
  for (let match = URL_IN_TEXT.exec(text); match; match = URL_IN_TEXT.exec(text)) {
    const url = trimUrl(match[0]);
    if (url.length < 8) continue;
    spans.push({ start: match.index, end: match.index + url.length, url });
  }
  return spans;
}

const WWW_DOT = /www\./i;

export function trimUrl(raw: string): string {
  let url = raw.trim();
  for (;;) {
    const last = url.charAt(url.length - 1);
    if (/[.,;:!?'"*_]/.test(last)) url = url.slice(0, -1);
    else if (last === ')' && count(url, '(') < count(url, ')')) url = url.slice(0, -1);
    else break;
  }
  return url;
}

function count(text: string, char: string): number {
  let n = 0;
  for (const c of text) if (c === char) n++;
  return n;
}

/** Replaces the given spans with spaces (same length), e.g. to keep brand names inside URLs out of name matching. */
export function blankSpans(text: string, spans: Span[]): string {
  if (spans.length === 0) return text;
  let out = '';
  let at = 0;
  for (const span of spans) {
    out += text.slice(at, span.start) + ' '.repeat(span.end - span.start);
    at = span.end;
  }
  return out + text.slice(at);
}

/**
 * Sentence spans: a line break always ends a sentence (list items, table rows, headings); inside a
 * line, '.', '!' or '?' followed by white space does.
 */
export function sentenceSpans(text: string): Span[] {
  const spans: Span[] = [];
  const boundary = /[.!?]+["')\]]*(?=\s)|\n/g;
  let start = 0;
  for (const match of allMatches(boundary, text)) {
    const end = match.index + match[0].length;
    if (text.slice(start, end).trim()) spans.push({ start, end });
    start = end;
  }
  if (text.slice(start).trim()) spans.push({ start, end: text.length });
  return spans;
}

/** What plainSentence removes or replaces besides white space: brackets, URLs, markers, quotes, emphasis. */
const MARKUP = /[[*_`|"“”#>]|https?:\/\/|www\.|^\s*(?:[-+]|\d+[.)])\s/i;
const WHITE_SPACE_RUNS = /\s{2,}|[^\S ]/g;

/** Markdown reduced to the words a sentiment lexicon should see. */
export function plainSentence(sentence: string): string {
  // Most clauses hold none of what is removed below (a unit's blanked names leave runs of spaces): they only
  // lose their outer white space and runs of it, which no step before the last one reads.
  if (!MARKUP.test(sentence)) return sentence.replace(WHITE_SPACE_RUNS, ' ').trim();
  const bracketed = sentence.includes('[');
  return (
    bracketed
      ? sentence
          .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // [title](url) -> title
          .replace(/\[\d+\]/g, ' ') // citation markers
      : sentence
  )
    .replace(URL_IN_TEXT, ' ')
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '') // list markers
    .replace(/^\s*#+\s*/, '') // headings
    .replace(/^\s*>\s*/, '') // block quotes
    .replace(/["“”]/g, ' ') // quotation marks hide the quoted words from the lexicon
    .replace(/[*_`|]+/g, ' ')
    .replace(WHITE_SPACE_RUNS, ' ') // runs of white space -> one space
    .trim();
}

/**
 * Bare host names written without a scheme ("hubspot.com", "hubspot.com.evil-login.net"): kept out of
 * name matching, where the domain rule decides (a name inside someone else's host is not a mention).
 */
const BARE_HOST =
  /(?<![\p{L}\p{N}@./-])(?:[a-z0-9-]+\.)+(?:com|net|org|io|co|ai|app|dev|so|md|us|uk|de|fr|es|it|nl|eu|ca|au|in|jp|info|biz|xyz|tech|cloud|me|tv|gg)(?![\p{L}\p{N}-])/uy;
const isHostChar = (char: string) =>
  (char >= 'a' && char <= 'z') || (char >= '0' && char <= '9') || char === '-' || char === '.';

export function findBareHosts(folded: string): Span[] {
  // A host can only start where a run of host characters holding a dot starts (the character before it
  // is outside the run, which BARE_HOST's look-behind then checks), and a run holds at most one: trying
  // BARE_HOST at those starts alone finds what a global search would, without trying it at every position.
  const spans: Span[] = [];
  let runEnd = 0;
  for (let dot = folded.indexOf('.'); dot !== -1; dot = folded.indexOf('.', Math.max(dot + 1, runEnd))) {
    // A run whose first dot no host character follows holds that dot alone, with no top-level domain after
    // it: most dots end sentences.
    if (!isHostChar(folded.charAt(dot + 1))) {
      runEnd = dot + 1;
      continue;
    }
    let start = dot;
    while (start > runEnd && isHostChar(folded.charAt(start - 1))) start--;
    runEnd = dot + 1;
    while (runEnd < folded.length && isHostChar(folded.charAt(runEnd))) runEnd++;
    BARE_HOST.lastIndex = start;
    const match = BARE_HOST.exec(folded);
    if (match) spans.push({ start, end: start + match[0].length });
  }
  return spans;
}
