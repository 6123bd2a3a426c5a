/** A rank as shown: rows with the same figures share the best rank among them, and say so ("=1"). */
export interface SharedRank {
  rank: number;
  tied: boolean;
}

/**
 * Each row's shared rank: the best rank among the rows whose figures (`figures`, e.g. the mentions) are the
 * same, tied when there are several. A list ranked 1, 2, 3 with the first two on 4 mentions reads =1, =1, 3:
 * an order between equal figures would be the sort's, not the answers'. Null where the row has no rank.
 */
export function sharedRanks<Row>(
  rows: readonly Row[],
  rankOf: (row: Row) => number | null,
  figures: (row: Row) => string | number,
): (SharedRank | null)[] {
  const groups = new Map<string | number, number[]>();
  for (const row of rows) {
    const rank = rankOf(row);
    if (rank !== null) groups.set(figures(row), [...(groups.get(figures(row)) ?? []), rank]);
  }
  return rows.map((row) => {
    const ranks = rankOf(row) === null ? undefined : groups.get(figures(row));
    return ranks ? { rank: Math.min(...ranks), tied: ranks.length > 1 } : null;
  });
}

/** "=1" for a shared rank; otherwise the rank after `untiedPrefix` ("1", or "#1" where a page writes so). */
export const formatRank = ({ rank, tied }: SharedRank, untiedPrefix = ''): string =>
  `${tied ? '=' : untiedPrefix}${rank}`;
