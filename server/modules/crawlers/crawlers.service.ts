/**
 * Real AI-crawler visits: ingested through POST /api/crawler-visits (token-authenticated) or imported from
 * an access log, Cloudflare Logpush lines or any JSON lines (tools/cli/import-access-log.ts, which posts to
 * the same route, or the Pages screen's import through POST /api/crawler-logs, log-import.service.ts). Only user agents the classifier recognises are stored; the rest are counted as ignored.
 * Every stored visit is verified on the way in (verification.ts); spoofed ones are kept apart and never
 * counted as their provider's.
 */
import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  DEFAULT_PRESET,
  periodProblem,
  presetDays,
  type PeriodInput,
  type PeriodPreset,
} from '../../../graphql/shared/period-rules';
import type { Config } from '../../config';
import { announceDataChanged } from '../../db/data-changed';
import { claimQuota } from '../../db/rate-limits';
import { AppError, badInput } from '../../lib/errors';
import { requireActionCenter } from '../brands';
import { type BrandScope } from '../../scope';
import { decodeTimeCursor, encodeTimeCursor } from '../../lib/time-cursor';
import {
  deleteCrawlerVisitsBefore,
  getCrawlerProviders,
  getCrawlerTotals,
  getRecentCrawlerVisits,
  getVerifiedCrawlsByPage,
  insertCrawlerVisits,
  listCrawlerVisits,
  type NewCrawlerVisit,
} from './crawlers.store';
import { isStale } from './ip-ranges';
import { classifyUserAgent } from './user-agents';
import { requireRole } from '../../scope';
import { WebBotAuthVerifier } from './web-bot-auth';
import type { CrawlerVerifier, Verification } from './verification';
import type { IpRangeList } from './ip-ranges';
import type { Queryable } from '../../db/db';

/** The feed shows at most this many visits (and as many spoofed ones, apart). */
export const RECENT_VISITS = 50;

const visitSchema = z.object({
  userAgent: z.string().min(1).max(1000),
  path: z.string().min(1).max(2000),
  ip: z.string().max(64).nullish(),
  status: z.number().int().min(100).max(599).default(200),
  timestamp: z.iso.datetime({ offset: true }).nullish(),
  method: z.string().max(16).nullish(),
  /** The edge's id of the request (Cloudflare's RayID): what makes a re-imported visit the same one. */
  id: z.string().max(200).nullish(),
  /** The edge's own verified-bot verdict (Cloudflare's VerifiedBotCategory not empty). */
  edgeVerifiedBot: z.boolean().nullish(),
  /** Live ingest only: the Host and header fields of the request, for its Web Bot Auth signature. */
  host: z.string().max(500).nullish(),
  scheme: z.enum(['https', 'http']).nullish(),
  headers: z.record(z.string().max(100), z.string().max(8000)).nullish(),
});
export const ingestSchema = z.object({
  source: z.enum(['api', 'import', 'logpush', 'json']).default('api'),
  visits: z.array(visitSchema).min(1),
});
type IngestVisit = z.output<typeof visitSchema>;

/**
 * A visit that carries its own time (or the edge's request id) is the same visit when sent again: its key
 * is a hash of what it says. One stamped on arrival is a new event each time.
 */
function contentKeyOf(visit: IngestVisit): string {
  if (!visit.id && !visit.timestamp) return randomUUID();
  const parts = visit.id
    ? ['id', visit.id]
    : [
        new Date(visit.timestamp!).toISOString(),
        visit.ip ?? '',
        visit.method ?? '',
        visit.path,
        visit.status,
        visit.userAgent,
      ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
}
export type IngestInput = z.input<typeof ingestSchema>;

/**
 * Ingestion is capped twice, so one token cannot flood the database: visits per request
 * (CRAWLER_VISITS_PER_REQUEST, 413) and visits per account per minute (CRAWLER_VISITS_PER_MINUTE, 429 with
 * Retry-After; counted in the database, shared by every process).
 */
export async function ingestCrawlerVisits(
  scope: BrandScope,
  body: unknown,
  verifier: CrawlerVerifier,
  now = new Date(),
) {
  const { accepted, ignored } = await ingestVisitsWithVerdicts(scope, body, verifier, now);
  return { accepted, ignored };
}

/** What one ingest did: visits stored now, user agents no AI crawler's, and each claimed visit's verdict. */
export interface IngestOutcome {
  accepted: number;
  ignored: number;
  verdicts: Record<Verification, number>;
}

/**
 * The ingest behind POST /api/crawler-visits and the log import's POST /api/crawler-logs: the same checks,
 * caps, verification and dedupe, answering as well how the claimed visits were verified.
 */
export async function ingestVisitsWithVerdicts(
  scope: BrandScope,
  body: unknown,
  verifier: CrawlerVerifier,
  now = new Date(),
  action = 'sending crawler visits',
): Promise<IngestOutcome> {
  requireRole(scope, 'EDITOR', action);
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
  const source = parsed.data.source;
  const claimed: { visit: IngestVisit; agent: NonNullable<ReturnType<typeof classifyUserAgent>> }[] = [];
  let ignored = 0;
  for (const visit of parsed.data.visits) {
    const agent = classifyUserAgent(visit.userAgent);
    if (agent) claimed.push({ visit, agent });
    else ignored++;
  }
  // Clocks drift; a visit from the future is stored as now.
  const visitedAt = (visit: IngestVisit) => {
    const at = visit.timestamp ? new Date(visit.timestamp) : now;
    return at > now ? now : at;
  };
  const results = await verifier.verifyAll(
    claimed.map(({ visit, agent }) => ({
      provider: agent.provider,
      crawler: agent.token,
      ip: visit.ip ?? null,
      visitedAt: visitedAt(visit),
      edgeVerified: visit.edgeVerifiedBot ?? null,
      // Signatures are live: an import's would have expired long ago.
      signed:
        source === 'api' && visit.headers && WebBotAuthVerifier.isSigned(visit.headers)
          ? {
              headers: visit.headers,
              authority: visit.host ?? headerOf(visit.headers, 'host') ?? '',
              method: visit.method ?? 'GET',
              target: visit.path,
              scheme: visit.scheme ?? 'https',
            }
          : null,
    })),
  );
  const accepted: NewCrawlerVisit[] = claimed.map(({ visit, agent }, i) => ({
    crawler: agent.token,
    provider: agent.provider,
    purpose: agent.purpose,
    userAgent: visit.userAgent,
    pageRoute: visit.path,
    ipAddress: visit.ip ?? null,
    responseCode: visit.status,
    visitedAt: visitedAt(visit),
    source,
    verification: results[i]!.verification,
    verificationMethod: results[i]!.method,
    contentKey: contentKeyOf(visit),
  }));
  const stored = await insertCrawlerVisits(scope.db, scope.brandId, accepted);
  // Cached GraphQL reads (the Live Mentions feed) of this account are stale now.
  if (stored > 0) await announceDataChanged(scope);
  const verdicts: Record<Verification, number> = { verified: 0, spoofed: 0, unverifiable: 0 };
  for (const result of results) verdicts[result.verification]++;
  // `accepted` counts the visits stored now: one sent before (the same file imported again) is not.
  return { accepted: stored, ignored, verdicts };
}

const headerOf = (headers: Record<string, string>, name: string) =>
  Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1] ?? null;

export async function crawlerActivity(scope: BrandScope, lists: readonly IpRangeList[], now = new Date()) {
  const [recent, spoofed, totals, providers] = await Promise.all([
    getRecentCrawlerVisits(scope.db, scope.brandId, RECENT_VISITS),
    getRecentCrawlerVisits(scope.db, scope.brandId, RECENT_VISITS, true),
    getCrawlerTotals(scope.db, scope.brandId, now),
    getCrawlerProviders(scope.db, scope.brandId),
  ]);
  const ranges = ipRangeStatus(lists, now);
  return {
    recentVisits: recent,
    recentSpoofedVisits: spoofed,
    spoofedVisits: totals.spoofed,
    totalVisits: totals.total,
    weekVisits: totals.week,
    previousWeekVisits: totals.previousWeek,
    distinctPages: totals.pages,
    byProvider: providers,
    ipRanges: ranges,
    ipRangesStale: ranges.some((list) => list.stale),
  };
}

/** The published IP-range lists the checks read, each with whether it is stale. */
export function ipRangeStatus(lists: readonly IpRangeList[], now = new Date()) {
  return lists.map((list) => ({
    name: list.name,
    provider: list.provider,
    crawlers: list.crawlers,
    source: list.source,
    refreshedAt: list.refreshedAt,
    publishedAt: list.publishedAt,
    ranges: list.prefixes.length,
    stale: isStale(list, now),
  }));
}

export const MAX_VISITS_PAGE = 200;

export interface CrawlerVisitsArgs {
  period?: PeriodInput | null;
  provider?: string | null;
  verification?: Verification | null;
  /** Visits to this page: a path, or an address whose host is left aside (the page funnel's drill-down). */
  page?: string | null;
  first?: number | null;
  after?: string | null;
}

/** The path of a page argument: "/pricing", or "https://acme.com/pricing" read as its path. */
function pagePathOf(page: string | null | undefined): string | null {
  if (page == null || page.trim() === '') return null;
  const text = page.trim();
  if (text.length > 2000) throw badInput('page is too long.');
  if (text.startsWith('/')) return text;
  try {
    const url = new URL(text);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.pathname;
  } catch {
    // Said below.
  }
  throw badInput('page must be a path (/pricing) or a page’s address (https://…).');
}

/** The instants a period covers: from the start of its first UTC day to the end of its last. */
function periodInstants(period: PeriodInput | null | undefined, now: Date) {
  const chosen = period ?? { preset: DEFAULT_PRESET };
  const problem = periodProblem(chosen);
  if (problem) throw badInput(problem);
  const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
  const nextDay = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);
  if (chosen.preset) {
    const days = presetDays(chosen.preset as PeriodPreset);
    const today = now.toISOString().slice(0, 10);
    const end = nextDay(today);
    return { from: days === null ? null : new Date(end.getTime() - days * 86_400_000), until: end };
  }
  return { from: dayStart(chosen.from!), until: nextDay(chosen.to!) };
}

/** A page of the brand's visits, newest first, filtered by period, provider and verification. */
export async function crawlerVisits(scope: BrandScope, args: CrawlerVisitsArgs, now = new Date()) {
  const first = args.first ?? 50;
  if (!Number.isInteger(first) || first < 1 || first > MAX_VISITS_PAGE)
    throw badInput(`first must be between 1 and ${MAX_VISITS_PAGE}.`);
  const { from, until } = periodInstants(args.period, now);
  const rows = await listCrawlerVisits(scope.db, scope.brandId, {
    from,
    until,
    provider: args.provider ?? null,
    verification: args.verification ?? null,
    pagePath: pagePathOf(args.page),
    after: args.after ? decodeTimeCursor(args.after, 'crawlerVisits') : null,
    limit: first + 1,
  });
  const page = rows.slice(0, first);
  const last = page.at(-1);
  return {
    edges: page.map((node) => ({ node, cursor: encodeTimeCursor(node.visitedAt, node.id) })),
    pageInfo: {
      hasNextPage: rows.length > first,
      endCursor: last ? encodeTimeCursor(last.visitedAt, last.id) : null,
    },
  };
}

/**
 * Verified crawls per page (paths read on the brand's `domain`) and provider over a period, each with the
 * page's latest verified visit whatever the period: what the page funnel reads of the crawlers.
 */
export function verifiedCrawlsByPage(
  scope: BrandScope,
  domain: string,
  period: PeriodInput | null | undefined,
  now = new Date(),
) {
  const { from, until } = periodInstants(period, now);
  return getVerifiedCrawlsByPage(scope.db, scope.brandId, domain, from, until);
}

/** Deletes every brand's visits older than CRAWLER_VISITS_RETENTION_DAYS, in batches; answers how many. */
export async function pruneCrawlerVisits(
  deps: { db: Queryable; config: Pick<Config, 'CRAWLER_VISITS_RETENTION_DAYS'> },
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - deps.config.CRAWLER_VISITS_RETENTION_DAYS * 86_400_000);
  let total = 0;
  for (;;) {
    const deleted = await deleteCrawlerVisitsBefore(deps.db, cutoff, 5000);
    total += deleted;
    if (deleted < 5000) return total;
  }
}
