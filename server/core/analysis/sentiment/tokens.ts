/** The sentiment scorer's tokens: words folded and hashed, with what is capitalised as a name. */
import { foldText, letterAt, wordCharAt } from '../text/fold';

export interface Token {
  /** Folded: lower case, no accents, straight apostrophes. */
  word: string;
  /** Lower case as written (the stemmers want accents). */
  raw: string;
  /** Capitalised in mid-sentence: part of a name ("the Standard plan", "Easy Apply"), which carries no valence. */
  inName: boolean;
  /** A clause mark: a comma, semicolon, colon, ! or ?, a bracket, a dash. */
  mark: boolean;
  /** The word's hash (wordHash), for the table of readings. */
  hash: number;
}

/** Whether a character code is a clause mark: , ; : ! ? ( ) – —, and Chinese and Japanese 、 。 and full-width ！？：；（）， */
function isClauseMark(code: number): boolean {
  switch (code) {
    case 0x2c:
    case 0x3b:
    case 0x3a:
    case 0x21:
    case 0x3f:
    case 0x28:
    case 0x29:
    case 0x2013:
    case 0x2014:
    case 0x3001:
    case 0x3002:
    case 0xff01:
    case 0xff1f:
    case 0xff1a:
    case 0xff1b:
    case 0xff08:
    case 0xff09:
    case 0xff0c:
      return true;
    default:
      return false;
  }
}

const HYPHEN = 0x2d;

const APOSTROPHE = 0x27;

const T = 0x74;

const SPACE = /\s/;

/**
 * Words and clause marks; English "n't" becomes "not". A hyphenated compound is one token: it carries a
 * valence only as a whole (sentiment/examples.test.ts).
 * A word is a run of letters and digits; a hyphen between spaces is a dash. Scanned by hand: units are
 * tokenised for every answer, and a regex with Unicode classes costs several times more.
 */
export function tokenize(text: string, findNames = false): Token[] {
  const folded = foldText(text);
  // Lower-cased whole where that equals lower-casing each word on its own (see lowersPerCharacter): one
  // toLowerCase per text rather than per word; an ASCII text's lower case is its folded form.
  const ascii = !NON_ASCII.test(text);
  const han = !ascii && HAN.test(text);
  const lower = ascii ? folded : lowersPerCharacter(text) ? text.toLowerCase() : undefined;
  const out: Token[] = [];
  let titleCase: boolean | undefined;
  /** In an ASCII text, where the next capital letter is from the current word on. */
  let capitalAt = -1;
  for (let at = 0; at < folded.length;) {
    let size = wordCharAt(folded, at);
    if (size === 0) {
      const code = folded.charCodeAt(at);
      if (
        isClauseMark(code) ||
        (code === HYPHEN && SPACE.test(folded[at - 1] ?? '') && SPACE.test(folded[at + 1] ?? ''))
      ) {
        const char = folded[at] as string;
        out.push({ word: char, raw: char, inName: false, mark: true, hash: 0 });
      }
      at++;
      continue;
    }
    const start = at;
    for (;;) {
      while (size > 0) {
        at += size;
        size = wordCharAt(folded, at);
      }
      if (folded.charCodeAt(at) !== HYPHEN || wordCharAt(folded, at + 1) === 0) break;
      at++;
      size = wordCharAt(folded, at);
    }
    const end = at;
    const word = folded.slice(start, end);
    // Chinese is written without spaces: a run of letters with Han characters in it is a clause, split here
    // into its words by ICU's dictionary (as written: folding strips the marks of Japanese kana, which the
    // dictionary then no longer knows; Japanese, spaced already, reads the same).
    if (han && HAN.test(word)) {
      for (const { index, segment } of CHINESE_WORDS.segment(text.slice(start, end)))
        pushWord(start + index, start + index + segment.length);
      continue;
    }
    const raw = ascii ? word : lower ? lower.slice(start, end) : text.slice(start, end).toLowerCase();
    if (
      folded.charCodeAt(at) === APOSTROPHE &&
      folded.charCodeAt(at + 1) === T &&
      letterAt(folded, at + 2) === 0
    ) {
      at += 2;
      if (word.endsWith('n')) {
        out.push(
          {
            word: word.slice(0, -1),
            raw: raw.slice(0, -1),
            inName: false,
            mark: false,
            hash: wordHash(folded, start, end - 1),
          },
          { word: 'not', raw: 'not', inName: false, mark: false, hash: NOT_HASH },
        );
        continue;
      }
    }
    // Korean writes "but" as an ending ("아쉽지만", regrettable but): read apart, the stem keeps its valence
    // and the ending turns the clause as a contrast word does.
    if (!ascii && end - start > 2 && word.endsWith(KOREAN_BUT) && HANGUL.test(word)) {
      pushWord(start, end - KOREAN_BUT.length);
      pushWord(end - KOREAN_BUT.length, end);
      continue;
    }
    pushWord(start, end, word, raw);
  }
  return out;

  /** A word's token, at start…end of the text (its folded and lower-case forms, if at hand). */
  function pushWord(
    start: number,
    end: number,
    word = folded.slice(start, end),
    raw = ascii ? word : lower ? lower.slice(start, end) : text.slice(start, end).toLowerCase(),
  ) {
    if (ascii && findNames && capitalAt < start) capitalAt = nextCapital(text, start);
    const inName =
      findNames &&
      (ascii ? capitalAt < end : writtenWithCapital(text, lower, start, end, raw)) &&
      !(end - start === 1 && text[start] === 'I') &&
      !opensSentence(text, start) &&
      !(titleCase ??= isTitleCase(text));
    out.push({ word, raw, inName, mark: false, hash: wordHash(folded, start, end) });
  }
}

/** Han characters (CJK unified ideographs and their extension A, compatibility ideographs). */
const HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;

const CHINESE_WORDS = new Intl.Segmenter('zh', { granularity: 'word' });

const KOREAN_BUT = '지만';

const HANGUL = /[\uac00-\ud7a3]/;

const JAPANESE_WORDS = new Intl.Segmenter('ja', { granularity: 'word' });

/**
 * Japanese text with a space between its words (ICU's dictionary segmentation): written without spaces,
 * a sentence is otherwise one run of letters, one token.
 */
export function spacedWords(text: string): string {
  let out = '';
  for (const { segment } of JAPANESE_WORDS.segment(text))
    out += out && !/^\s/.test(segment) ? ` ${segment}` : segment;
  return out;
}

/** FNV-1a over the code units of text[start…end], never 0 (WordTable's mark of an empty slot). */
export function wordHash(text: string, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let at = start; at < end; at++) hash = Math.imul(hash ^ text.charCodeAt(at), 0x01000193);
  return hash | 1;
}

const NOT_HASH = wordHash('not', 0, 3);

/**
 * Values by word, found by a hash the tokeniser computes while it has the characters at hand: a Map would
 * hash every freshly sliced word again, and its entries lie further apart in memory; the table of readings
 * is asked for every word of every unit. Open addressing with linear probing, at most half full. A slot's
 * key, word and value lie side by side in one array, so that a probe reads one place in memory; the key is
 * the hash halved (its lowest bit is always set), a small integer stored unboxed; a slot is empty where it
 * holds no word.
 */
export class WordTable<Value> {
  private slots = 1024;
  private entries: unknown[] = new Array<unknown>(3 * this.slots).fill(undefined);
  size = 0;

  get(word: string, hash: number): Value | undefined {
    const { entries } = this;
    const mask = this.slots - 1;
    const key = hash >> 1;
    for (let slot = key & mask; ; slot = (slot + 1) & mask) {
      const held = entries[3 * slot + 1];
      if (held === undefined) return undefined;
      if (entries[3 * slot] === key && held === word) return entries[3 * slot + 2] as Value;
    }
  }

  /** Adds a word not in the table. */
  add(word: string, hash: number, value: Value): void {
    if (2 * (this.size + 1) > this.slots) this.grow();
    const mask = this.slots - 1;
    const key = hash >> 1;
    let slot = key & mask;
    while (this.entries[3 * slot + 1] !== undefined) slot = (slot + 1) & mask;
    this.entries[3 * slot] = key;
    this.entries[3 * slot + 1] = word;
    this.entries[3 * slot + 2] = value;
    this.size++;
  }

  clear(): void {
    this.entries.fill(undefined);
    this.size = 0;
  }

  private grow(): void {
    const { entries } = this;
    this.slots *= 2;
    this.entries = new Array<unknown>(3 * this.slots).fill(undefined);
    this.size = 0;
    for (let at = 0; at < entries.length; at += 3)
      if (entries[at + 1] !== undefined)
        this.add(entries[at + 1] as string, (entries[at] as number) * 2 + 1, entries[at + 2] as Value);
  }
}

const NON_ASCII = /[^\0-\x7f]/;

/**
 * Lower-casing maps each character on its own, to one of the same length, except "İ" (two characters) and
 * "Σ" (final or not by its neighbours): without them a slice of the lower-cased text is the slice lower-cased.
 */
const CONTEXTUAL_LOWER_CASE = /[\u0130\u03a3]/;

export const lowersPerCharacter = (text: string) => !CONTEXTUAL_LOWER_CASE.test(text);

const ASCII_CAPITAL = /[A-Z]/g;

/** Where the next capital letter of an ASCII text is from `from` on (its length when there is none). */
function nextCapital(text: string, from: number): number {
  ASCII_CAPITAL.lastIndex = from;
  return ASCII_CAPITAL.exec(text)?.index ?? text.length;
}

/** Whether the word at start…end is written otherwise than in lower case `raw` (which `lower` holds, if given). */
function writtenWithCapital(
  text: string,
  lower: string | undefined,
  start: number,
  end: number,
  raw: string,
): boolean {
  if (lower === undefined) return text.slice(start, end) !== raw;
  for (let at = start; at < end; at++) if (text.charCodeAt(at) !== lower.charCodeAt(at)) return true;
  return false;
}

/** After the start, a sentence end, a colon, a dash, an opening bracket or quote: where any word is capitalised. */
function opensSentence(text: string, at: number): boolean {
  let before = at - 1;
  while (before >= 0 && (text[before] === ' ' || text[before] === '\t')) before--;
  return before < 0 || SENTENCE_OPENER.test(text[before] as string);
}

const SENTENCE_OPENER = /[.!?:–—\-([{"“'‘¿¡*_]/;

/**
 * A heading-like line where most words are capitalised: capitals there say nothing about names. Words are
 * runs of four letters or more (\p{L}{4,}), scanned by hand.
 */
function isTitleCase(text: string): boolean {
  let words = 0;
  let capitalised = 0;
  for (let at = 0; at < text.length;) {
    let size = letterAt(text, at);
    if (size === 0) {
      at++;
      continue;
    }
    const start = at;
    let letters = 0;
    while (size > 0) {
      letters++;
      at += size;
      size = letterAt(text, at);
    }
    if (letters < 4) continue;
    words++;
    if (upperCaseAt(text, start)) capitalised++;
  }
  return words >= 2 && capitalised / words >= 0.6;
}

const UPPER_CASE = /^\p{Lu}/u;

const upperCaseLetters = new Map<number, boolean>();

/** Whether the letter at `at` is an upper-case one (\p{Lu}); letters beyond ASCII are tested once. */
function upperCaseAt(text: string, at: number): boolean {
  const code = text.codePointAt(at) as number;
  if (code < 0x80) return code >= 65 && code <= 90;
  let upper = upperCaseLetters.get(code);
  if (upper === undefined) {
    upper = UPPER_CASE.test(String.fromCodePoint(code));
    if (upperCaseLetters.size >= 10_000) upperCaseLetters.clear();
    upperCaseLetters.set(code, upper);
  }
  return upper;
}
