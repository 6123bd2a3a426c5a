/**
 * The REST contract of spec section 7 at /api/*: the same service calls as GraphQL, in the original
 * envelopes ({status: "success", data}). Thin: parse the query, scope to the caller, call, wrap.
 */
import express, { type Request, type RequestHandler, type Response } from 'express';
import { buildContext, type AppDeps } from '../context';
import { AppError, badInput } from '../lib/errors';
import { accountScope, actionCenterStatus, type AccountScope } from '../modules/accounts/accounts.service';
import {
  competitorRankings,
  competitorSeries,
  impressionSeries,
  sentimentSeries,
  sourceSeries,
  topicSummary,
  topSources,
} from '../modules/metrics/metrics.service';
import type { TimeWindow } from '../modules/metrics/rules';
import { promptRecords } from '../modules/prompts/prompts.service';
import { createReportsRouter } from '../modules/reports/reports.routes';
import { createCrawlersRouter } from '../modules/crawlers/crawlers.routes';
import { allTopics, topicsByIds } from '../modules/topics/topics.service';

const MAX_PARAM_LENGTH = 2000;
const MAX_TOPIC_IDS = 200;

/** One optional string query parameter; repeated or overlong values are refused. */
function param(req: Request, name: string): string | null {
  const value = req.query[name];
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string') throw badInput(`${name} must be given once, as a plain value.`);
  if (value.length > MAX_PARAM_LENGTH) throw badInput(`${name} is too long.`);
  return value;
}

function windowParam(req: Request): TimeWindow {
  const value = (param(req, 'window') ?? 'all').toUpperCase();
  if (value !== 'ALL' && value !== 'MONTH' && value !== 'WEEK')
    throw badInput('window must be all, month or week.');
  return value;
}

const rangeParams = (req: Request) => ({ from: param(req, 'from'), to: param(req, 'to') });

type Handler = (scope: AccountScope, req: Request) => Promise<unknown>;

/**
 * Authenticates, checks user_id against the caller, runs the handler and wraps its data. The serialized
 * body is kept in the account's read cache, so a repeated read costs a lookup, not a rebuild.
 */
function route(deps: AppDeps, handler: Handler): RequestHandler {
  return async (req: Request, res: Response) => {
    try {
      const ctx = await buildContext(req, deps);
      const scope = accountScope(ctx, param(req, 'user_id'));
      const key = `rest:${scope.today}:${req.path}:${JSON.stringify(req.query)}`;
      const body = await scope.cache.get(scope.userId, key, async () =>
        JSON.stringify({ status: 'success', data: await handler(scope, req) }),
      );
      res.type('application/json').send(body);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      res.status(error.httpStatus).json({ status: 'error', message: error.message });
    }
  };
}

/** Builds {topicId: value} for every topic of the account, aggregate included. */
async function byTopic<T>(scope: AccountScope, value: (topicId: string) => Promise<T>) {
  const topics = await allTopics(scope);
  const entries = await Promise.all(topics.map(async (topic) => [topic.id, await value(topic.id)] as const));
  return Object.fromEntries(entries);
}

async function aggregateTopicId(scope: AccountScope) {
  return (await allTopics(scope)).find((topic) => topic.isAggregate)?.id ?? null;
}

export function createApiRouter(deps: AppDeps) {
  const router = express.Router();

  router.get(
    '/impressions',
    route(deps, async (scope) => {
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
    route(deps, (scope) =>
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
    route(deps, async (scope, req) => {
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
    route(deps, async (scope, req) => {
      const window = windowParam(req);
      return {
        by_topic: await byTopic(scope, async (id) =>
          (await topSources(scope, id, window)).map(({ url, count }) => ({ url, count })),
        ),
      };
    }),
  );

  router.get(
    '/topics',
    route(deps, async (scope, req) => {
      const ids = (param(req, 'ids') ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean);
      if (ids.length > MAX_TOPIC_IDS) throw badInput(`At most ${MAX_TOPIC_IDS} topic ids at once.`);
      return (await topicsByIds(scope, ids)).map(({ id, name, slug }) => ({ id, name, slug }));
    }),
  );

  router.get(
    '/impression-details',
    route(deps, async (scope, req) =>
      (await impressionSeries(scope, param(req, 'topic_id'), rangeParams(req))).map((row) => ({
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
    route(deps, async (scope, req) => {
      if (param(req, 'type') !== 'sentiment') throw badInput('type must be sentiment.');
      return (await sentimentSeries(scope, param(req, 'topic_id'), rangeParams(req))).map((row) => ({
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
    route(deps, async (scope, req) =>
      (await sourceSeries(scope, param(req, 'topic_id'), rangeParams(req))).map((row) => ({
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
    route(deps, async (scope, req) =>
      (await competitorSeries(scope, param(req, 'topic_id'), rangeParams(req))).map((row) => ({
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

  router.get(
    '/get-prompts',
    route(deps, async (scope) =>
      (await promptRecords(scope)).map((row) => ({
        question: row.question,
        group: row.group,
        visible: row.visible,
        date_of_collection: row.dateOfCollection,
      })),
    ),
  );

  router.get(
    '/action/status',
    route(deps, async (scope) => {
      const status = await actionCenterStatus(scope);
      return { action_center: status.actionCenter, availability: status.availability.toLowerCase() };
    }),
  );

  // The report wizard's POST calls (website, competitors, keywords, prompts, email/enhanced-report): PUBLIC.
  router.use(createReportsRouter(deps));

  // AI-crawler visits (issue 5): POST /api/crawler-visits with a Bearer token.
  router.use(createCrawlersRouter(deps));

  router.use((_req, res) => {
    res.status(404).json({ status: 'error', message: 'No such API route.' });
  });

  return router;
}
