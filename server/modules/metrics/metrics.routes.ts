/**
 * The dashboard figures of spec section 7 at /api/*, in the original envelopes and field names: the same
 * service calls as GraphQL's Metrics and Overview. Per-topic routes answer {topicId: value} for every topic
 * of the account, aggregate included.
 */
import express, { type Request } from 'express';
import type { AppDeps } from '../../context';
import { badInput } from '../../lib/errors';
import { queryParam, restHandler } from '../../rest/handler';
import type { AccountScope } from '../accounts/accounts.service';
import { allTopics } from '../topics/topics.service';
import {
  competitorRankings,
  competitorSeries,
  impressionSeries,
  sentimentSeries,
  sourceSeries,
  topicSummary,
  topSources,
} from './metrics.service';
import type { TimeWindow } from './rules';

function windowParam(req: Request): TimeWindow {
  const value = (queryParam(req, 'window') ?? 'all').toUpperCase();
  if (value !== 'ALL' && value !== 'MONTH' && value !== 'WEEK')
    throw badInput('window must be all, month or week.');
  return value;
}

const rangeParams = (req: Request) => ({ from: queryParam(req, 'from'), to: queryParam(req, 'to') });

/** Builds {topicId: value} for every topic of the account, aggregate included. */
async function byTopic<T>(scope: AccountScope, value: (topicId: string) => Promise<T>) {
  const topics = await allTopics(scope);
  const entries = await Promise.all(topics.map(async (topic) => [topic.id, await value(topic.id)] as const));
  return Object.fromEntries(entries);
}

async function aggregateTopicId(scope: AccountScope) {
  return (await allTopics(scope)).find((topic) => topic.isAggregate)?.id ?? null;
}

export function createMetricsRouter(deps: AppDeps) {
  const router = express.Router();
  const read = { access: 'account', cacheBody: true } as const;

  router.get(
    '/impressions',
    restHandler(deps, read, async (scope) => {
      const byTopicImpressions = await byTopic(
        scope,
        async (id) => (await topicSummary(scope, id)).latestImpressions,
      );
      const aggregateId = await aggregateTopicId(scope);
      return {
        by_topic: byTopicImpressions,
        aggregate_topic_id: aggregateId,
        impressions: aggregateId ? (byTopicImpressions[aggregateId] ?? 0) : 0,
      };
    }),
  );

  router.get(
    '/sentiment',
    restHandler(deps, read, (scope) =>
      byTopic(scope, async (id) => {
        const summary = await topicSummary(scope, id);
        return {
          sentiment: summary.sentimentScore,
          mentions: summary.sentimentMentions,
          analyzed: summary.sentimentAnalyzed,
        };
      }),
    ),
  );

  router.get(
    '/competitors',
    restHandler(deps, read, async (scope, req) => {
      const window = windowParam(req);
      return {
        by_topic: await byTopic(scope, async (id) => {
          const ranking = await competitorRankings(scope, id, window);
          return {
            company_rank: ranking.companyRank,
            rankings: ranking.rankings.map(({ name, count, rank, logoUrl }) => ({
              name,
              count,
              rank,
              logo_url: logoUrl,
            })),
          };
        }),
      };
    }),
  );

  router.get(
    '/sources',
    restHandler(deps, read, async (scope, req) => {
      const window = windowParam(req);
      return {
        by_topic: await byTopic(scope, async (id) =>
          (await topSources(scope, id, window)).map(({ url, count }) => ({ url, count })),
        ),
      };
    }),
  );

  router.get(
    '/impression-details',
    restHandler(deps, read, async (scope, req) =>
      (await impressionSeries(scope, queryParam(req, 'topic_id'), rangeParams(req))).map((row) => ({
        user_id: scope.userId,
        topic_id: row.topicId,
        date: row.date,
        impressions: row.impressions,
        answers: row.answers,
      })),
    ),
  );

  router.get(
    '/time-series',
    restHandler(deps, read, async (scope, req) => {
      if (queryParam(req, 'type') !== 'sentiment') throw badInput('type must be sentiment.');
      return (await sentimentSeries(scope, queryParam(req, 'topic_id'), rangeParams(req))).map((row) => ({
        user_id: scope.userId,
        topic_id: row.topicId,
        date: row.date,
        sentiment: row.sentiment,
        mentions: row.mentions,
      }));
    }),
  );

  router.get(
    '/time-series/sources',
    restHandler(deps, read, async (scope, req) =>
      (await sourceSeries(scope, queryParam(req, 'topic_id'), rangeParams(req))).map((row) => ({
        user_id: scope.userId,
        topic_id: row.topicId,
        date: row.date,
        source: row.source,
        mentions: row.mentions,
      })),
    ),
  );

  router.get(
    '/time-series/competitors',
    restHandler(deps, read, async (scope, req) =>
      (await competitorSeries(scope, queryParam(req, 'topic_id'), rangeParams(req))).map((row) => ({
        user_id: scope.userId,
        topic_id: row.topicId,
        date: row.date,
        competitor: row.competitor,
        mentions: row.mentions,
        rank: row.rank,
        logo_url: row.logoUrl,
      })),
    ),
  );

  return router;
}
