/** Folding text for matching (lower case, no accents, one apostrophe) and reading its characters' classes fast. */
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
