/** `text` cut to at most `max` characters, ending in "…" when it was longer. */
export function clipped(text: string, max = 120): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
