/**
 * The benchmark's data generator at a tiny size: its rollups must equal a GROUP BY recomputation from
 * the answers (and child rows), the aggregate topic's rows must be the sum of the other topics', and
 * the overview query over the generated data must return the visibility the answers imply.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../../server/db/db';
import { createAuth } from '../../server/modules/auth';
import { roundTo } from '../../server/modules/metrics';
import { startTestServer, type TestServer } from '../../server/test/harness';
import { graphql, signIn } from '../../server/test/http';
import { generateAccount, type GeneratedAccount } from './generate';
import { OVERVIEW_QUERY } from './query';

const EMAIL = 'bench-test@example.com';
const PASSWORD = 'bench-test-password';

let server: TestServer;
let db: Db;
let account: GeneratedAccount;

beforeAll(async () => {
  server = await startTestServer();
  db = server.db;
  const auth = await createAuth({ db, config: server.config });
  const { id: brandId } = await auth.createUser({ email: EMAIL, password: PASSWORD, username: 'benchtest' });
  account = await generateAccount(db, {
    brandId,
    topics: 2,
    prompts: 6,
    days: 10,
    competitors: 4,
    sourceUrls: 12,
    failureRate: 0.1,
    today: '2026-03-10',
  });
});

afterAll(async () => {
  await server?.close();
});

/** Rows in one query's result but not the other's, both ways (0 means the two sets are equal). */
async function symmetricDifference(left: string, right: string, params: unknown[]): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `with l as (${left}), r as (${right})
     select ((select count(*) from (select * from l except all select * from r) x)
       + (select count(*) from (select * from r except all select * from l) y))::int as n`,
    params as string[],
  );
  return rows[0]!.n;
}

// Each rollup recomputed independently: per-topic groups plus the aggregate topic's group over all answers.
const expectedTopicDaily = `
  select topic_id, platform, collected_on as day, count(*) filter (where status = 'ok')::int as answers,
    count(*) filter (where status = 'failed')::int as failures, count(*) filter (where visible)::int as impressions,
    round(coalesce(sum(sentiment::float8) filter (where visible), 0)::numeric, 2) as sentiment_sum,
    count(sentiment) filter (where visible)::int as sentiment_count,
    coalesce(sum(position) filter (where visible), 0)::int as position_sum,
    count(position) filter (where visible)::int as position_count
  from public.answers where user_id = $1 group by topic_id, platform, collected_on
  union all
  select $2::uuid, platform, collected_on, count(*) filter (where status = 'ok')::int,
    count(*) filter (where status = 'failed')::int, count(*) filter (where visible)::int,
    round(coalesce(sum(sentiment::float8) filter (where visible), 0)::numeric, 2), count(sentiment) filter (where visible)::int,
    coalesce(sum(position) filter (where visible), 0)::int, count(position) filter (where visible)::int
  from public.answers where user_id = $1 group by platform, collected_on`;
// The rollups keep each kind of prompt apart; here both kinds are summed (rollups.test checks the split).
const actualTopicDaily = `
  select topic_id, platform, day, sum(answers)::int, sum(failures)::int, sum(impressions)::int,
    round(sum(sentiment_sum)::numeric, 2), sum(sentiment_count)::int, sum(position_sum)::int,
    sum(position_count)::int
  from public.topic_daily where user_id = $1 and $2::uuid is not null group by topic_id, platform, day`;

const expectedCompetitorDaily = `
  select a.topic_id, a.platform, a.collected_on as day, c.competitor_id, count(*)::int as mentions,
    sum(c.position)::int as position_sum
  from public.answers a join public.answer_competitors c on c.answer_id = a.id
  where a.user_id = $1 group by a.topic_id, a.platform, a.collected_on, c.competitor_id
  union all
  select $2::uuid, a.platform, a.collected_on, c.competitor_id, count(*)::int, sum(c.position)::int
  from public.answers a join public.answer_competitors c on c.answer_id = a.id
  where a.user_id = $1 group by a.platform, a.collected_on, c.competitor_id`;
const actualCompetitorDaily = `
  select topic_id, platform, day, competitor_id, sum(mentions)::int, sum(position_sum)::int
  from public.competitor_daily where user_id = $1 and $2::uuid is not null
  group by topic_id, platform, day, competitor_id`;

const expectedSourceDaily = `
  select a.topic_id, a.platform, a.collected_on as day, s.url_id, count(*)::int as mentions
  from public.answers a join public.answer_sources s on s.answer_id = a.id
  where a.user_id = $1 group by a.topic_id, a.platform, a.collected_on, s.url_id
  union all
  select $2::uuid, a.platform, a.collected_on, s.url_id, count(*)::int
  from public.answers a join public.answer_sources s on s.answer_id = a.id
  where a.user_id = $1 group by a.platform, a.collected_on, s.url_id`;
const actualSourceDaily = `
  select topic_id, platform, day, url_id, sum(mentions)::int from public.source_daily
  where user_id = $1 and $2::uuid is not null group by topic_id, platform, day, url_id`;

const expectedSourceTotals = `
  select a.topic_id, a.platform, s.url_id, count(*)::int as mentions
  from public.answers a join public.answer_sources s on s.answer_id = a.id
  where a.user_id = $1 group by a.topic_id, a.platform, s.url_id
  union all
  select $2::uuid, a.platform, s.url_id, count(*)::int
  from public.answers a join public.answer_sources s on s.answer_id = a.id
  where a.user_id = $1 group by a.platform, s.url_id`;
const actualSourceTotals = `
  select topic_id, platform, url_id, sum(mentions)::int from public.source_totals
  where user_id = $1 and $2::uuid is not null group by topic_id, platform, url_id`;

const expectedPromptDaily = `
  select prompt_id, platform, collected_on as day, count(*) filter (where status = 'ok')::int as answers,
    count(*) filter (where status = 'failed')::int as failures, count(*) filter (where visible)::int as impressions
  from public.answers where user_id = $1 and $2::uuid is not null group by prompt_id, platform, collected_on`;
const actualPromptDaily = `
  select prompt_id, platform, day, answers, failures, impressions from public.prompt_daily where user_id = $1 and $2::uuid is not null`;

interface OverviewResult {
  promptCount: number;
  impressionsTotal: number;
  topicBreakdown: unknown[];
  metrics: {
    visibility: number;
    latestImpressions: number;
    latestAnswers: number;
    impressionHistory: unknown[];
  };
}

describe('benchmark data generator', () => {
  test('generates the requested shape', async () => {
    expect(account.answers).toBe(6 * 3 * 10);
    expect(account.topicIds).toHaveLength(2);
    const [counts] = await db.query<Record<string, number>>(
      `select
        (select count(*) from public.prompts where user_id = $1)::int as prompts,
        (select count(*) from public.topics where user_id = $1 and is_aggregate)::int as aggregates,
        (select count(*) from public.answers where user_id = $1 and status = 'failed')::int as failures,
        (select count(*) from public.answers where user_id = $1 and visible)::int as visible,
        (select count(distinct collected_on) from public.answers where user_id = $1)::int as days`,
      [account.brandId],
    );
    expect(counts).toMatchObject({ prompts: 6, aggregates: 1, days: 10 });
    expect(counts!.visible).toBeGreaterThan(0);
    expect(account.answerCompetitors).toBeGreaterThan(0);
    expect(account.answerSources).toBeGreaterThan(0);
    expect(account.answerStatements).toBeGreaterThan(0);
    expect(account.lastDay).toBe('2026-03-10');
    expect(account.firstDay).toBe('2026-03-01');
  });

  test('statements speak of the brand only in answers that name it, and of competitors the answer names', async () => {
    const [found] = await db.query<Record<string, number>>(
      `select
        count(*) filter (where s.competitor_id is null and not a.visible)::int as brand_unnamed,
        count(*) filter (where s.competitor_id is not null and c.answer_id is null)::int as rival_unnamed,
        count(*) filter (where s.competitor_id is null)::int as brand,
        count(*) filter (where s.competitor_id is not null)::int as rivals,
        count(*) filter (where cardinality(s.aspects) = 0)::int as without_aspect,
        count(distinct s.polarity)::int as polarities
      from public.answer_statements s join public.answers a on a.id = s.answer_id
        left join public.answer_competitors c on c.answer_id = s.answer_id and c.competitor_id = s.competitor_id
      where s.user_id = $1`,
      [account.brandId],
    );
    expect(found).toMatchObject({ brand_unnamed: 0, rival_unnamed: 0, without_aspect: 0, polarities: 3 });
    expect(found!.brand).toBeGreaterThan(0);
    expect(found!.rivals).toBeGreaterThan(0);
    expect(found!.brand! + found!.rivals!).toBe(account.answerStatements);
  });

  test.each([
    ['topic_daily', expectedTopicDaily, actualTopicDaily],
    ['competitor_daily', expectedCompetitorDaily, actualCompetitorDaily],
    ['source_daily', expectedSourceDaily, actualSourceDaily],
    ['source_totals', expectedSourceTotals, actualSourceTotals],
    ['prompt_daily', expectedPromptDaily, actualPromptDaily],
  ])('%s equals a GROUP BY recomputation from the answers', async (_name, expected, actual) => {
    const params = [account.brandId, account.aggregateTopicId];
    const [{ n }] = (await db.query<{ n: number }>(
      `select count(*)::int as n from (${actual}) x`,
      params,
    )) as [{ n: number }];
    expect(n).toBeGreaterThan(0);
    expect(await symmetricDifference(expected, actual, params)).toBe(0);
  });

  test("the aggregate topic's rows are the sum of the other topics'", async () => {
    const params = [account.brandId, account.aggregateTopicId];
    const difference = await symmetricDifference(
      `select platform, day, sum(answers)::int, sum(failures)::int, sum(impressions)::int,
         round(sum(sentiment_sum)::numeric, 2), sum(sentiment_count)::int, sum(position_sum)::int
       from public.topic_daily where user_id = $1 and topic_id <> $2 group by platform, day`,
      `select platform, day, sum(answers)::int, sum(failures)::int, sum(impressions)::int,
         round(sum(sentiment_sum)::numeric, 2), sum(sentiment_count)::int, sum(position_sum)::int
       from public.topic_daily where user_id = $1 and topic_id = $2 group by platform, day`,
      params,
    );
    expect(difference).toBe(0);
  });

  test('the overview query returns the visibility the answers imply', async () => {
    const [latest] = await db.query<{
      day: string;
      ok: number;
      visible: number;
      total: number;
      totalOk: number;
    }>(
      `select collected_on as day, count(*) filter (where status = 'ok')::int as ok,
         count(*) filter (where visible)::int as visible,
         (select count(*) from public.answers where user_id = $1 and visible)::int as total,
         (select count(*) from public.answers where user_id = $1 and status = 'ok')::int as "totalOk"
       from public.answers where user_id = $1 and status = 'ok'
       group by collected_on order by collected_on desc limit 1`,
      [account.brandId],
    );
    const token = await signIn(server.url, EMAIL, PASSWORD);
    const response = await graphql<{ overview: OverviewResult }>(server.url, OVERVIEW_QUERY, {}, token);
    expect(response.status).toBe(200);
    expect(response.body.errors).toBeUndefined();
    const overview = response.body.data!.overview;
    expect(overview.promptCount).toBe(6);
    expect(overview.impressionsTotal).toBe(latest!.total);
    expect(overview.metrics.latestAnswers).toBe(latest!.ok);
    expect(overview.metrics.latestImpressions).toBe(latest!.visible);
    expect(overview.metrics.visibility).toBe(roundTo((latest!.total / latest!.totalOk) * 100, 1));
    expect(overview.metrics.impressionHistory).toHaveLength(10);
    expect(overview.topicBreakdown).toHaveLength(2);
  });
});
