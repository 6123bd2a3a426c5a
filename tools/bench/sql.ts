/**
 * Raw SQL time of the store functions behind the overview GraphQL query, GET /api/impressions and the
 * prompts grid, called directly (no cache, no HTTP): median and p95 over a number of runs each.
 */
import type { Db, Queryable } from '../../server/db/db';
import { addDays, type Day } from '../../server/lib/dates';
import { analyzeEmbeddedTables } from '../../server/db/maintenance';
import {
  advanceRollupWindows,
  PROMPT_ALL_TIME_SPAN,
  DASHBOARD_TABLES,
  sourceBlockPieces,
} from '../../server/core/rollups';
import {
  getCompetitorMentions,
  getDailyHistory,
  getLatestDayByTopic,
  getPromptDays,
  getPromptPlatformSums,
  getPromptStats,
  getSourceCounts,
  getTopicTotals,
  getTopicWindows,
  listGridPrompts,
  type SourceCounts,
  type FigureRange,
  SENTIMENT_WINDOW_DAYS,
  TOP_SOURCES_LIMIT,
} from '../../server/modules/metrics';
import { listTopics } from '../../server/modules/topics';
import { percentile } from './load';

export interface QueryTiming {
  name: string;
  /**
   * Which request needs it: overview (GraphQL), impressions (REST), both, grid (the prompts grid), prompts
   * (the prompts page's visibility list) or other.
   */
  usedBy: string;
  rows: number;
  median: number;
  p95: number;
}

interface QueryCase {
  name: string;
  usedBy: string;
  run: () => Promise<unknown[]>;
}

/** The page filter the bench's overview request sends: the last 30 days on two of the platforms. */
export const BENCH_PLATFORMS = ['chatgpt', 'gemini'];

/** A citations read as rows (its top URLs and its domains), for the row count. */
const sourceRows = async (counts: Promise<SourceCounts>) => {
  const { top, byDomain } = await counts;
  return [...top, ...byDomain];
};

/** How many rows of the prompts grid the page asks sparklines for at a time (a screenful and a half). */
const SPARKLINE_PAGE = 50;

function cases(
  db: Queryable,
  brandId: string,
  aggregateTopicId: string,
  today: Day,
  gridPage: readonly string[],
): QueryCase[] {
  const sentiment: FigureRange = {
    from: addDays(today, -(SENTIMENT_WINDOW_DAYS - 1)),
    to: null,
    platforms: null,
  };
  const period: FigureRange = { from: addDays(today, -29), to: today, platforms: BENCH_PLATFORMS };
  const quarter: FigureRange = { from: addDays(today, -89), to: today, platforms: null };
  const allTime: FigureRange = { from: null, to: null, platforms: null };
  const allTimeSome: FigureRange = { from: null, to: null, platforms: BENCH_PLATFORMS };
  // A custom range of 30 days that ends before today: summed from the days, not from a window.
  const custom: FigureRange = {
    from: addDays(today, -36),
    to: addDays(today, -7),
    platforms: BENCH_PLATFORMS,
  };
  // What the service reads a custom period's citations from: aligned blocks of days and the odd days.
  const customBlocks = { table: 'blocks', ...sourceBlockPieces(custom.from!, custom.to!) } as const;
  const month = { table: 'window', span: 30 } as const;
  const quarterWindow = { table: 'window', span: 90 } as const;
  const history = { topicId: aggregateTopicId, splitByTopic: false, ...period };
  return [
    { name: 'listTopics', usedBy: 'both', run: () => listTopics(db, brandId) },
    { name: 'getLatestDayByTopic', usedBy: 'impressions', run: () => getLatestDayByTopic(db, brandId) },
    {
      name: 'getTopicWindows(30d and the 30d before)',
      usedBy: 'impressions',
      run: () => getTopicWindows(db, brandId, sentiment, [30, 60]),
    },
    {
      name: 'getTopicWindows(30d and the 30d before, 2 platforms)',
      usedBy: 'overview',
      run: () => getTopicWindows(db, brandId, period, [30, 60]),
    },
    {
      name: 'getTopicWindows(90d)',
      usedBy: 'other',
      run: () => getTopicWindows(db, brandId, quarter, [90, 180]),
    },
    {
      name: 'getTopicTotals(ALL)',
      usedBy: 'other',
      run: () => getTopicTotals(db, brandId, allTime, { table: 'totals' }),
    },
    {
      name: 'getTopicTotals(custom 30d, 2 platforms)',
      usedBy: 'other',
      run: () => getTopicTotals(db, brandId, custom, { table: 'daily' }),
    },
    {
      name: 'getDailyHistory(30d, 2 platforms)',
      usedBy: 'overview',
      run: () => getDailyHistory(db, brandId, history),
    },
    {
      name: 'getCompetitorMentions(30d, 2 platforms)',
      usedBy: 'overview',
      run: () => getCompetitorMentions(db, brandId, aggregateTopicId, month, period),
    },
    {
      name: 'getCompetitorMentions(90d)',
      usedBy: 'other',
      run: () => getCompetitorMentions(db, brandId, aggregateTopicId, quarterWindow, quarter),
    },
    {
      name: 'getCompetitorMentions(custom 30d, 2 platforms)',
      usedBy: 'other',
      run: () => getCompetitorMentions(db, brandId, aggregateTopicId, { table: 'daily' }, custom),
    },
    {
      name: 'getCompetitorMentions(ALL)',
      usedBy: 'other',
      run: () => getCompetitorMentions(db, brandId, aggregateTopicId, { table: 'totals' }, allTime),
    },
    {
      name: 'getSourceCounts(30d, 2 platforms)',
      usedBy: 'overview',
      run: () => sourceRows(getSourceCounts(db, brandId, aggregateTopicId, month, period, TOP_SOURCES_LIMIT)),
    },
    {
      name: 'getSourceCounts(90d)',
      usedBy: 'other',
      run: () =>
        sourceRows(getSourceCounts(db, brandId, aggregateTopicId, quarterWindow, quarter, TOP_SOURCES_LIMIT)),
    },
    {
      name: 'getSourceCounts(ALL, 2 platforms)',
      usedBy: 'other',
      run: () =>
        sourceRows(
          getSourceCounts(db, brandId, aggregateTopicId, { table: 'totals' }, allTimeSome, TOP_SOURCES_LIMIT),
        ),
    },
    { name: 'listGridPrompts', usedBy: 'grid', run: () => listGridPrompts(db, brandId, null) },
    {
      name: 'getPromptPlatformSums(30d window, 2 platforms)',
      usedBy: 'grid',
      run: () => getPromptPlatformSums(db, brandId, period, { span: 30 }),
    },
    {
      name: 'getPromptPlatformSums(custom 30d, 2 platforms)',
      usedBy: 'other',
      run: () => getPromptPlatformSums(db, brandId, custom, null),
    },
    {
      name: 'getPromptPlatformSums(ALL)',
      usedBy: 'other',
      run: () => getPromptPlatformSums(db, brandId, allTime, { span: PROMPT_ALL_TIME_SPAN }),
    },
    {
      name: 'getPromptStats(30d, 2 platforms)',
      usedBy: 'prompts',
      run: () => getPromptStats(db, brandId, period),
    },
    {
      name: 'getPromptStats(custom 30d, 2 platforms)',
      usedBy: 'prompts',
      run: () => getPromptStats(db, brandId, custom),
    },
    {
      name: 'getPromptStats(ALL)',
      usedBy: 'prompts',
      run: () => getPromptStats(db, brandId, allTime),
    },
    {
      name: `getPromptDays(30-day sparklines of ${SPARKLINE_PAGE} prompts, 2 platforms)`,
      usedBy: 'grid',
      run: () =>
        getPromptDays(db, brandId, {
          from: period.from!,
          to: period.to!,
          platforms: BENCH_PLATFORMS,
          promptIds: gridPage,
        }),
    },
    {
      name: 'getSourceCounts(custom 30d, 2 platforms)',
      usedBy: 'other',
      run: () =>
        sourceRows(getSourceCounts(db, brandId, aggregateTopicId, customBlocks, custom, TOP_SOURCES_LIMIT)),
    },
  ];
}

/** Untimed rounds of every query before the timed ones. */
const WARM_UP_ROUNDS = 20;

export async function timeQueries(
  db: Db,
  brandId: string,
  aggregateTopicId: string,
  today: Day,
  runs: number,
): Promise<QueryTiming[]> {
  // The preset periods' citation windows end today, as the first dashboard read of the day leaves them.
  await advanceRollupWindows(db, brandId, today);
  // As a finished collection run leaves them on the embedded store (db/maintenance.ts).
  await analyzeEmbeddedTables(db, DASHBOARD_TABLES);
  // The grid's first rows, whose sparklines the page asks for first.
  const gridPage = (await listGridPrompts(db, brandId, null)).slice(0, SPARKLINE_PAGE).map((p) => p.promptId);
  const queries = cases(db, brandId, aggregateTopicId, today, gridPage);
  // Every query runs a few times before any is timed (plans, buffers, the pool's connections and this
  // process's JIT warm, as in a server that has been up a while), and the timed runs take turns, so a pause
  // of this process (a garbage collection) falls on a sample of any query rather than on several of one.
  const rows = new Map<QueryCase, number>();
  for (let i = 0; i < WARM_UP_ROUNDS; i += 1)
    for (const query of queries) rows.set(query, (await query.run()).length);
  const samples = new Map<QueryCase, number[]>(queries.map((query) => [query, []]));
  for (let i = 0; i < runs; i += 1)
    for (const query of queries) {
      const start = performance.now();
      await query.run();
      samples.get(query)!.push(performance.now() - start);
    }
  return queries.map((query) => {
    const sorted = samples.get(query)!.sort((a, b) => a - b);
    return {
      name: query.name,
      usedBy: query.usedBy,
      rows: rows.get(query)!,
      median: percentile(sorted, 50),
      p95: percentile(sorted, 95),
    };
  });
}

/** Sum of the medians of the queries one request needs (what an uncached request waits for, run one by one). */
export function sumFor(timings: readonly QueryTiming[], request: 'overview' | 'impressions'): number {
  return timings
    .filter((t) => t.usedBy === 'both' || t.usedBy === request)
    .reduce((sum, t) => sum + t.median, 0);
}
