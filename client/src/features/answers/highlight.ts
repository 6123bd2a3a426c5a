/** A stretch of answer text: plain, or a mention of the brand or a tracked competitor. */
export interface TextSegment {
  text: string;
  mention: { name: string; isBrand: boolean } | null;
}

interface Mention {
  start: number;
  end: number;
  name: string;
  isBrand: boolean;
}

/**
 * Splits text at the mentions' UTF-16 offsets (the server's offsets, which are JavaScript string
 * indices, so accented and astral characters line up). Mentions are taken in order; one that overlaps
 * an earlier one or falls outside the text is skipped rather than garbling the text.
 */
export function highlightSegments(text: string, mentions: readonly Mention[]): TextSegment[] {
  const segments: TextSegment[] = [];
  let cursor = 0;
  const ordered = [...mentions].sort((a, b) => a.start - b.start || b.end - a.end);
  for (const mention of ordered) {
    if (mention.start < cursor || mention.end <= mention.start || mention.end > text.length) continue;
    if (mention.start > cursor) segments.push({ text: text.slice(cursor, mention.start), mention: null });
    segments.push({
      text: text.slice(mention.start, mention.end),
      mention: { name: mention.name, isBrand: mention.isBrand },
    });
    cursor = mention.end;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), mention: null });
  return segments;
}
