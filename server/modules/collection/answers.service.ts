/**
 * The answers behind every figure (a connection with the numerator and denominator) and visibility with
 * its 95 % Wilson interval. Failures are counted apart and never in a denominator.
 */
import { isValidDay } from '../../lib/dates';
import { badInput } from '../../lib/errors';
import type { AccountScope } from '../accounts/accounts.service';
import { createAnalyzer } from '../analysis/analysis';
import { windowStart, type TimeWindow } from '../metrics/rules';
import { getCollectionTarget } from './collection.store';
import {
  getAnswerCompetitors,
  getAnswerCounts,
  getAnswerSources,
  getAnswersPage,
  getRecentTopicDays,
  type AnswerCounts,
  type AnswerRow,
  type AnswersQuery,
} from './answers.store';
import { significantlyDifferent, wilsonInterval } from './wilson';

export const MAX_ANSWERS_PAGE = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AnswersFilterInput {
  topicId?: string | null;
  promptId?: string | null;
  platform?: string | null;
  day?: string | null;
  from?: string | null;
  to?: string | null;
  window?: TimeWindow | null;
  status?: 'OK' | 'FAILED' | null;
  visible?: boolean | null;
  competitorId?: string | null;
  sourceUrl?: string | null;
  sourceDomain?: string | null;
}

const MAX_SOURCE_LENGTH = 2048;

export interface AnswerModel extends AnswerRow {
  competitors: { id: string; name: string; position: number }[];
  sources: { url: string; domain: string }[];
  mentions: { start: number; end: number; name: string; isBrand: boolean }[];
}

export interface AnswerConnectionModel extends AnswerCounts {
  edges: { cursor: string; node: AnswerModel }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

const encodeCursor = (row: { collectedAt: string | Date; id: string }) =>
  Buffer.from(
    `${row.collectedAt instanceof Date ? row.collectedAt.toISOString() : new Date(row.collectedAt).toISOString()}|${row.id}`,
  ).toString('base64url');

function decodeCursor(cursor: string): { collectedAt: string; id: string } {
  const [collectedAt, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!collectedAt || !id || !UUID.test(id) || Number.isNaN(Date.parse(collectedAt)))
    throw badInput('after is not a cursor returned by this connection.');
  return { collectedAt, id };
}

function checkId(value: string | null | undefined, name: string): string | null {
  if (value === null || value === undefined) return null;
  if (!UUID.test(value)) throw badInput(`${name} is not a valid id.`);
  return value;
}

function checkDay(value: string | null | undefined, name: string): string | null {
  if (value === null || value === undefined) return null;
  if (!isValidDay(value)) throw badInput(`${name} must be a day written YYYY-MM-DD.`);
  return value;
}

function checkSource(value: string | null | undefined, name: string): string | null {
  if (value === null || value === undefined) return null;
  if (value.length === 0 || value.length > MAX_SOURCE_LENGTH)
    throw badInput(`${name} must be 1 to ${MAX_SOURCE_LENGTH} characters.`);
  return value;
}

/**
 * The days a filter covers: one day, a from/to range, or a dashboard window computed here exactly as the
 * windowed figures compute it, so a figure and its answers cannot disagree on the days.
 */
function dayRange(
  scope: AccountScope,
  filter: AnswersFilterInput,
): { from: string | null; to: string | null } {
  const day = checkDay(filter.day, 'day');
  if (filter.window) {
    if (day || filter.from || filter.to) throw badInput('window cannot be combined with day, from or to.');
    return { from: windowStart(filter.window, scope.today), to: null };
  }
  const from = day ?? checkDay(filter.from, 'from');
  const to = day ?? checkDay(filter.to, 'to');
  if (from && to && from > to) throw badInput('from must not be after to.');
  return { from, to };
}

/** The filter as the store takes it; the aggregate topic means every topic. */
async function toQuery(scope: AccountScope, filter: AnswersFilterInput): Promise<AnswersQuery> {
  let topicId = checkId(filter.topicId, 'topicId');
  if (topicId) {
    const [topic] = await scope.db.query<{ isAggregate: boolean }>(
      /* getAnswersTopic */ 'select is_aggregate as "isAggregate" from public.topics where id = $1 and user_id = $2',
      [topicId, scope.userId],
    );
    if (!topic) throw badInput('No such topic in this account.');
    if (topic.isAggregate) topicId = null;
  }
  const { from, to } = dayRange(scope, filter);
  return {
    userId: scope.userId,
    topicId,
    promptId: checkId(filter.promptId, 'promptId'),
    platform: filter.platform ? filter.platform.toLowerCase() : null,
    from,
    to,
    status: filter.status === 'OK' ? 'ok' : filter.status === 'FAILED' ? 'failed' : null,
    visible: filter.visible ?? null,
    competitorId: checkId(filter.competitorId, 'competitorId'),
    sourceUrl: checkSource(filter.sourceUrl, 'sourceUrl'),
    sourceDomain: checkSource(filter.sourceDomain, 'sourceDomain'),
  };
}

/** answers(filter, first, after): newest first, with counts of everything the filter matches. */
export async function answersConnection(
  scope: AccountScope,
  filter: AnswersFilterInput = {},
  first = 20,
  after: string | null = null,
): Promise<AnswerConnectionModel> {
  if (!Number.isInteger(first) || first < 0 || first > MAX_ANSWERS_PAGE)
    throw badInput(`first must be between 0 and ${MAX_ANSWERS_PAGE}.`);
  const query = await toQuery(scope, filter);
  const cursor = after ? decodeCursor(after) : null;
  const [rows, counts] = await Promise.all([
    first > 0 ? getAnswersPage(scope.db, query, cursor, first + 1) : Promise.resolve([]),
    getAnswerCounts(scope.db, query),
  ]);
  const page = rows.slice(0, first);
  const ids = page.map((row) => row.id);
  const [competitors, sources, target] = ids.length
    ? await Promise.all([
        getAnswerCompetitors(scope.db, scope.userId, ids),
        getAnswerSources(scope.db, scope.userId, ids),
        getCollectionTarget(scope.db, scope.userId),
      ])
    : [[], [], null];
  const analyzer = target?.brand ? createAnalyzer(target.brand, target.competitors) : null;
  const edges = page.map((row) => ({
    cursor: encodeCursor(row),
    node: {
      ...row,
      competitors: competitors
        .filter((c) => c.answerId === row.id)
        .map(({ id, name, position }) => ({ id, name, position })),
      sources: sources.filter((s) => s.answerId === row.id).map(({ url, domain }) => ({ url, domain })),
      mentions: row.text && analyzer ? analyzer.mentions(row.text) : [],
    },
  }));
  return {
    ...counts,
    edges,
    pageInfo: { hasNextPage: rows.length > first, endCursor: edges[edges.length - 1]?.cursor ?? null },
  };
}

const pct = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 1000) / 10;

/**
 * Visibility on the topic's latest collection day with its 95 % Wilson interval, and the previous
 * collection day's, flagged significant only when the intervals do not overlap.
 */
export async function visibilityInterval(scope: AccountScope, topicId: string) {
  const [latest, previous] = await scope.cache.get(scope.userId, `visibility-interval:${topicId}`, () =>
    getRecentTopicDays(scope.db, scope.userId, topicId),
  );
  const now = latest ? wilsonInterval(latest.impressions, latest.answers) : null;
  const before = previous ? wilsonInterval(previous.impressions, previous.answers) : null;
  return {
    day: latest?.day ?? null,
    impressions: latest?.impressions ?? 0,
    answers: latest?.answers ?? 0,
    failures: latest?.failures ?? 0,
    visibility: latest ? pct(latest.impressions / latest.answers) : null,
    low: pct(now?.low),
    high: pct(now?.high),
    previousDay: previous?.day ?? null,
    previousVisibility: previous ? pct(previous.impressions / previous.answers) : null,
    previousLow: pct(before?.low),
    previousHigh: pct(before?.high),
    significantChange: significantlyDifferent(now, before),
  };
}
