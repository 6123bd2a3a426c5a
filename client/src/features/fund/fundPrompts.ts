/** The fund prompts page's rules: search, sort and the visibility badge colour. */

export type FundSortKey = 'averageRank' | 'rankChange' | 'visibility';
export type SortDirection = 'asc' | 'desc';
export interface FundSort {
  key: FundSortKey;
  direction: SortDirection;
}

interface SortablePrompt {
  prompt: string;
  category: string;
  averageRank: number | null;
  rankChange: number | null;
  visibility: number | null;
}

/** Clicking the active column flips its direction; clicking another column sorts it ascending. */
export const nextSort = (current: FundSort | null, key: FundSortKey): FundSort =>
  current?.key === key
    ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
    : { key, direction: 'asc' };

/** Case-insensitive substring match on the prompt text or its category. */
export function searchPrompts<T extends SortablePrompt>(prompts: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...prompts];
  return prompts.filter(
    (p) => p.prompt.toLowerCase().includes(needle) || p.category.toLowerCase().includes(needle),
  );
}

/**
 * A stable sort by the chosen column (no sort keeps the server's order); prompts without a figure (never
 * named, no answers yet) come last in either direction.
 */
export function sortPrompts<T extends SortablePrompt>(prompts: readonly T[], sort: FundSort | null): T[] {
  if (!sort) return [...prompts];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...prompts].sort((a, b) => {
    const x = a[sort.key];
    const y = b[sort.key];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return (x - y) * sign;
  });
}

/** An average rank as "#2.3", or "—" when the answers never named the brand. */
export const formatRank = (rank: number | null) => (rank === null ? '—' : `#${rank.toFixed(1)}`);

/** Visibility badge colour: 85 and above green, 70 to 84 yellow, below 70 red. */
export const visibilityPalette = (visibility: number): 'green' | 'yellow' | 'red' =>
  visibility >= 85 ? 'green' : visibility >= 70 ? 'yellow' : 'red';

/** At most this many competitors are shown per prompt. */
export const MAX_COMPETITORS_SHOWN = 3;
