/**
 * A statement's words as a reader sees them: a statement keeps its Markdown verbatim from the answer's
 * source (bold and code marks, a link's address, a table row's pipes), which is left out here; the words
 * stay as they are.
 */
export function readableQuote(text: string): string {
  const row = /^\|(.*)\|$/.exec(text.trim());
  const words = row
    ? row[1]!
        .split('|')
        .map((cell) => cell.trim())
        .filter(Boolean)
        .join(' · ')
    : text;
  return words.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/\*\*|__|`/g, '');
}
