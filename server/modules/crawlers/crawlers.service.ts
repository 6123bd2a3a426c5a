/**
 * Real AI-crawler visits: ingested through POST /api/crawler-visits (token-authenticated) or imported from
 * an access log (tools/cli/import-access-log.ts, which posts to the same route). Only user agents the
 * classifier recognises are stored; the rest are counted as ignored.
 */
import { z } from 'zod';
import { announceDataChanged } from '../../db/data-changed';
import { claimQuota } from '../../db/rate-limits';
import { AppError, badInput } from '../../lib/errors';
import { requireActionCenter } from '../brands';
import { type BrandScope } from '../../scope';
import {
  getCrawlerProviders,
  getCrawlerTotals,
  getRecentCrawlerVisits,
  insertCrawlerVisits,
  type NewCrawlerVisit,
} from './crawlers.store';
import { classifyUserAgent } from './user-agents';
import { requireRole } from '../../scope';

/** The feed shows at most this many visits. */
export const RECENT_VISITS = 50;

const visitSchema = z.object({
  userAgent: z.string().min(1).max(1000),
  path: z.string().min(1).max(2000),
  ip: z.string().max(64).nullish(),
  status: z.number().int().min(100).max(599).default(200),
  timestamp: z.iso.datetime({ offset: true }).nullish(),
});
export const ingestSchema = z.object({
  source: z.enum(['api', 'import']).default('api'),
  visits: z.array(visitSchema).min(1),
});
export type IngestInput = z.input<typeof ingestSchema>;

/**
 * Ingestion is capped twice, so one token cannot flood the database: visits per request
 * (CRAWLER_VISITS_PER_REQUEST, 413) and visits per account per minute (CRAWLER_VISITS_PER_MINUTE, 429 with
 * Retry-After; counted in the database, shared by every process).
 */
export async function ingestCrawlerVisits(scope: BrandScope, body: unknown, now = new Date()) {
  requireRole(scope, 'EDITOR', 'sending crawler visits');
  // A request can never carry more than a minute's allowance.
  const perRequest = Math.min(
    scope.config.CRAWLER_VISITS_PER_REQUEST,
    scope.config.CRAWLER_VISITS_PER_MINUTE,
  );
  const sent = (body as { visits?: unknown } | null)?.visits;
  if (Array.isArray(sent) && sent.length > perRequest) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `Send at most ${perRequest} crawler visits per request; this one had ${sent.length}. Split them into smaller batches.`,
    );
  }
  const parsed = ingestSchema.safeParse(body);
  if (!parsed.success) {
    const first = parsed.error.issues[0]!;
    throw badInput(`Invalid crawler visits: ${first.path.join('.') || 'body'}: ${first.message}`);
  }
  await requireActionCenter(scope);
  const perMinute = scope.config.CRAWLER_VISITS_PER_MINUTE;
  const claim = await claimQuota(
    scope.db,
    `crawler-visits:${scope.brandId}`,
    parsed.data.visits.length,
    { limit: perMinute, windowSeconds: 60 },
    now.getTime(),
  );
  if (!claim.allowed) {
    throw new AppError(
      'RATE_LIMITED',
      `This account may send at most ${perMinute} crawler visits a minute. Try again in ${claim.retryAfterSeconds} s.`,
      claim.retryAfterSeconds,
    );
  }
  const accepted: NewCrawlerVisit[] = [];
  let ignored = 0;
  for (const visit of parsed.data.visits) {
    const agent = classifyUserAgent(visit.userAgent);
    if (!agent) {
      ignored++;
      continue;
    }
    const visitedAt = visit.timestamp ? new Date(visit.timestamp) : now;
    // Clocks drift; a visit from the future is stored as now.
    accepted.push({
      crawler: agent.token,
      provider: agent.provider,
      purpose: agent.purpose,
      userAgent: visit.userAgent,
      pageRoute: visit.path,
      ipAddress: visit.ip ?? null,
      responseCode: visit.status,
      visitedAt: visitedAt > now ? now : visitedAt,
      source: parsed.data.source,
    });
  }
  await insertCrawlerVisits(scope.db, scope.brandId, accepted);
  // Cached GraphQL reads (the Live Mentions feed) of this account are stale now.
  if (accepted.length > 0) await announceDataChanged(scope);
  return { accepted: accepted.length, ignored };
}

export async function crawlerActivity(scope: BrandScope, now = new Date()) {
  const [recent, totals, providers] = await Promise.all([
    getRecentCrawlerVisits(scope.db, scope.brandId, RECENT_VISITS),
    getCrawlerTotals(scope.db, scope.brandId, now),
    getCrawlerProviders(scope.db, scope.brandId),
  ]);
  return {
    recentVisits: recent,
    totalVisits: totals.total,
    weekVisits: totals.week,
    previousWeekVisits: totals.previousWeek,
    distinctPages: totals.pages,
    byProvider: providers,
  };
}
