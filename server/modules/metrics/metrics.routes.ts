/**
 * The dashboard figures at /api/*, in the first client's envelopes and field names (docs/api.md, REST):
 * the same service calls as GraphQL's Metrics and Overview. Per-topic routes answer {topicId: value} for
 * every topic of the account, aggregate included.
 */
import express, { type Request } from 'express';
import type { AppDeps } from '../../context';
import { pageWhenAsked } from '../../rest/paging';
import { badInput } from '../../lib/errors';
import { queryParam, restHandler } from '../../rest/handler';
import type { BrandScope } from '../../scope';
import { allTopics } from '../topics';
import {
  competitorRankings,
  competitorSeries,
  impressionSeries,
  latestFigures,
  sentimentSeries,
  sourceSeries,
  periodSummary,
  topicSummary,
  topSources,
  windowRange,
} from './metrics.service';
import { resolveFilter, type PageFilter } from './period';
import type { FigureRange } from './metrics.store';
import { PERIOD_WORD_PROBLEM, presetOfWord } from '../../../graphql/shared/period-rules';

/** How /api/impressions' visibility is computed (GraphQL's VisibilityBasis, in the REST contract's case). */
const BASIS_WORDS = { POOLED: 'pooled', PROMPT_MEAN: 'prompt_mean' } as const;

/** What /api/impressions counts, in words, beside its figures. */
const IMPRESSIONS_UNIT = 'answers that named the brand';

function windowParam(req: Request) {
  const value = (queryParam(req, 'window') ?? 'all').toUpperCase();
  if (value !== 'ALL' && value !== 'MONTH' && value !== 'WEEK')
    throw badInput('window must be all, month or week.');
  return value;
}

/**
 * The optional page filter of a figure route: period (7d, 30d, 90d or all) or period_from/period_to,
 * and platforms (comma-separated ids). Without any of them the route answers as the first client expects.
 */
function filterParam(req: Request, today: string): PageFilter | null {
  const word = queryParam(req, 'period');
  const from = queryParam(req, 'period_from');
  const to = queryParam(req, 'period_to');
  const platforms = queryParam(req, 'platforms');
  if (word === null && from === null && to === null && platforms === null) return null;
  const preset = word === null ? null : presetOfWord(word);
  if (word !== null && preset === null) throw badInput(PERIOD_WORD_PROBLEM);
  if (queryParam(req, 'window') !== null)
    throw badInput('window cannot be combined with a period or platforms.');
  const period = preset !== null ? { preset } : from !== null || to !== null ? { from, to } : null;
  return resolveFilter(today, period, platforms ? platforms.split(',') : null);
}

/** The days and platforms a ranking covers: the page filter's, else the window's. */
function rankingRange(req: Request, today: string): FigureRange {
  return filterParam(req, today)?.range ?? windowRange(windowParam(req), today);
}

const rangeParams = (req: Request) => ({ from: queryParam(req, 'from'), to: queryParam(req, 'to') });

/** Builds {topicId: value} for every topic of the account, aggregate included. */
async function byTopic<T>(scope: BrandScope, value: (topicId: string) => Promise<T>) {
  const topics = await allTopics(scope);
  const entries = await Promise.all(topics.map(async (topic) => [topic.id, await value(topic.id)] as const));
  return Object.fromEntries(entries);
}

async function aggregateTopicId(scope: BrandScope) {
  return (await allTopics(scope)).find((topic) => topic.isAggregate)?.id ?? null;
}

export function createMetricsRouter(deps: AppDeps) {
  const router = express.Router();
  const read = { access: 'account', cacheBody: true } as const;

  router.get(
    '/impressions',
    restHandler(deps, read, async (scope, req) => {
      const filter = filterParam(req, scope.today);
      const aggregateId = await aggregateTopicId(scope);
      const byTopicImpressions = await byTopic(scope, async (id) =>
        filter
          ? (await periodSummary(scope, id, filter)).impressions
          : (await topicSummary(scope, id)).latestImpressions,
      );
      // Without a filter the figures are the latest collection day's (the first client's), which differs
      // from the dashboard's 30 days: the days counted and what is counted are said beside them.
      const latest = filter || !aggregateId ? null : await latestFigures(scope, aggregateId);
      const latestDay = latest?.latestDay ?? null;
      // The headline over the same days as GraphQL's Metrics.visibility: pooled, or the mean of per-prompt
      // rates when the prompts of a day were asked unequal samples (the counts above stay raw either way).
      const headline = !aggregateId
        ? null
        : filter
          ? await periodSummary(scope, aggregateId, filter)
          : latest;
      return {
        by_topic: byTopicImpressions,
        aggregate_topic_id: aggregateId,
        impressions: aggregateId ? (byTopicImpressions[aggregateId] ?? 0) : 0,
        unit: IMPRESSIONS_UNIT,
        visibility: headline?.visibility ?? null,
        visibility_basis: headline ? BASIS_WORDS[headline.visibilityBasis] : null,
        period_from: filter ? filter.from : latestDay,
        period_to: filter ? filter.to : latestDay,
        platforms: filter?.platforms ?? null,
      };
    }),
  );

  router.get(
    '/sentiment',
    restHandler(deps, read, (scope, req) => {
      const filter = filterParam(req, scope.today);
      return byTopic(scope, async (id) => {
        const summary = filter ? await periodSummary(scope, id, filter) : await topicSummary(scope, id);
        return {
          sentiment: summary.sentimentScore,
          mentions: summary.sentimentMentions,
          analyzed: summary.sentimentAnalyzed,
        };
      });
    }),
  );

  router.get(
    '/competitors',
    restHandler(deps, read, async (scope, req) => {
      const range = rankingRange(req, scope.today);
      return {
        by_topic: await byTopic(scope, async (id) => {
          const ranking = await competitorRankings(scope, id, range);
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
      const range = rankingRange(req, scope.today);
      return {
        by_topic: await byTopic(scope, async (id) =>
          (await topSources(scope, id, range)).map(({ url, count }) => ({ url, count })),
        ),
      };
    }),
  );

  router.get(
    '/impression-details',
    restHandler(deps, read, async (scope, req) =>
      pageWhenAsked(
        req,
        (await impressionSeries(scope, queryParam(req, 'topic_id'), rangeParams(req))).map((row) => ({
          user_id: scope.brandId,
          topic_id: row.topicId,
          date: row.date,
          impressions: row.impressions,
          answers: row.answers,
        })),
      ),
    ),
  );

  router.get(
    '/time-series',
    restHandler(deps, read, async (scope, req) => {
      if (queryParam(req, 'type') !== 'sentiment') throw badInput('type must be sentiment.');
      return pageWhenAsked(
        req,
        (await sentimentSeries(scope, queryParam(req, 'topic_id'), rangeParams(req))).map((row) => ({
          user_id: scope.brandId,
          topic_id: row.topicId,
          date: row.date,
          sentiment: row.sentiment,
          mentions: row.mentions,
        })),
      );
    }),
  );

  router.get(
    '/time-series/sources',
    restHandler(deps, read, async (scope, req) =>
      pageWhenAsked(
        req,
        (await sourceSeries(scope, queryParam(req, 'topic_id'), rangeParams(req))).map((row) => ({
          user_id: scope.brandId,
          topic_id: row.topicId,
          date: row.date,
          source: row.source,
          mentions: row.mentions,
        })),
      ),
    ),
  );

  router.get(
    '/time-series/competitors',
    restHandler(deps, read, async (scope, req) =>
      pageWhenAsked(
        req,
        (await competitorSeries(scope, queryParam(req, 'topic_id'), rangeParams(req))).map((row) => ({
          user_id: scope.brandId,
          topic_id: row.topicId,
          date: row.date,
          competitor: row.competitor,
          mentions: row.mentions,
          rank: row.rank,
          logo_url: row.logoUrl,
        })),
      ),
    ),
  );

  return router;
}
