/** Spans of an answer's text: its sentences, the matches of a pattern, parts blanked out. */
import { URL_IN_TEXT } from './urls';

export interface Span {
  start: number;
  end: number;
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
 * line, '.', '!' or '?' followed by white space does, and the Japanese full stop and full-width marks
 * (written with no space after them) do.
 */
export function sentenceSpans(text: string): Span[] {
  const spans: Span[] = [];
  const boundary = /[.!?]+["')\]]*(?=\s)|[。！？]+|\n/g;
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
