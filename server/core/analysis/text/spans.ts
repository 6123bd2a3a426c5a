/** Spans of an answer's text: its sentences, the matches of a pattern, parts blanked out. */

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
