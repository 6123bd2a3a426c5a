/**
 * Raw SQL time of the store functions behind the overview GraphQL query and GET /api/impressions,
 * called directly (no cache, no HTTP): median and p95 over a number of runs each.
 */
import type { Queryable } from '../db/db';
import { addDays, type Day } from '../lib/dates';
import {
  getCompetitorMentionsByTopic,
  getImpressionHistory,
  getImpressionsByTopic,
  getLatestDayByTopic,
  getPlatformTotals,
  getSentimentHistory,
  getSentimentSummaryByTopic,
  getTopSourcesByTopic,
} from '../modules/metrics/metrics.store';
import { SENTIMENT_WINDOW_DAYS, TOP_SOURCES_LIMIT, windowStart } from '../modules/metrics/rules';
import { getAggregateTopic, listTopics } from '../modules/topics/topics.store';
import { percentile } from './load';

export interface QueryTiming {
  name: string;
  /** Which request needs it: overview (GraphQL), impressions (REST) or both. */
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

function cases(db: Queryable, userId: string, aggregateTopicId: string, today: Day): QueryCase[] {
  const sentimentSince = addDays(today, -(SENTIMENT_WINDOW_DAYS - 1));
  const month = windowStart('MONTH', today);
  const history = { topicId: aggregateTopicId, splitByTopic: false, from: null, to: null };
  return [
    { name: 'listTopics', usedBy: 'both', run: () => listTopics(db, userId) },
    { name: 'getLatestDayByTopic', usedBy: 'both', run: () => getLatestDayByTopic(db, userId) },
    {
      name: 'getSentimentSummaryByTopic(30d)',
      usedBy: 'both',
      run: () => getSentimentSummaryByTopic(db, userId, sentimentSince),
    },
    {
      name: 'getAggregateTopic',
      usedBy: 'overview',
      run: () => getAggregateTopic(db, userId).then((r) => [r]),
    },
    {
      name: 'getImpressionHistory(aggregate)',
      usedBy: 'overview',
      run: () => getImpressionHistory(db, userId, history),
    },
    {
      name: 'getSentimentHistory(aggregate)',
      usedBy: 'overview',
      run: () => getSentimentHistory(db, userId, history),
    },
    {
      name: 'getCompetitorMentionsByTopic(ALL)',
      usedBy: 'overview',
      run: () => getCompetitorMentionsByTopic(db, userId, null),
    },
    {
      name: 'getImpressionsByTopic(ALL)',
      usedBy: 'overview',
      run: () => getImpressionsByTopic(db, userId, null),
    },
    {
      name: 'getImpressionsByTopic(MONTH)',
      usedBy: 'overview',
      run: () => getImpressionsByTopic(db, userId, month),
    },
    {
      name: 'getTopSourcesByTopic(ALL)',
      usedBy: 'overview',
      run: () => getTopSourcesByTopic(db, userId, null, TOP_SOURCES_LIMIT),
    },
    {
      name: 'getPlatformTotals(MONTH)',
      usedBy: 'overview',
      run: () => getPlatformTotals(db, userId, aggregateTopicId, month),
    },
  ];
}

export async function timeQueries(
  db: Queryable,
  userId: string,
  aggregateTopicId: string,
  today: Day,
  runs: number,
): Promise<QueryTiming[]> {
  const timings: QueryTiming[] = [];
  for (const query of cases(db, userId, aggregateTopicId, today)) {
    let rows = 0;
    for (let i = 0; i < 2; i += 1) rows = (await query.run()).length; // warm the plan and the buffers
    const samples: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const start = performance.now();
      await query.run();
      samples.push(performance.now() - start);
    }
    samples.sort((a, b) => a - b);
    timings.push({
      name: query.name,
      usedBy: query.usedBy,
      rows,
      median: percentile(samples, 50),
      p95: percentile(samples, 95),
    });
  }
  return timings;
}

/** Sum of the medians of the queries one request needs (what an uncached request waits for, run one by one). */
export function sumFor(timings: readonly QueryTiming[], request: 'overview' | 'impressions'): number {
  return timings
    .filter((t) => t.usedBy === 'both' || t.usedBy === request)
    .reduce((sum, t) => sum + t.median, 0);
}
