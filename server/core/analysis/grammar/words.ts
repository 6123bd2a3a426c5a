/** Words around a position in an answer: the word before or after, the sentence, white space, title-case lines. */
import { letterAt } from '../text/fold';
import { isCapitalised } from './capitals';

export const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;

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
export function lastWord(text: string): string {
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
export function listIntroduction(folded: string, at: number): string | null {
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

export const isArticle = (word: string) => word === 'a' || word === 'an' || word === 'the';

export function followedByCapitalisedWord(original: string, end: number): boolean {
  const match = /^[\s*_]+(\p{Lu})/u.exec(original.slice(end, end + 8));
  return match !== null;
}
