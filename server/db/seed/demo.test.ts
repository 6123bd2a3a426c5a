// The demo seed as the product runs it: the seeded test server (server/test/seeded-snapshot.ts) seeds once a
// run through the embedded auth, and every other seeded file starts from its copy; this file reads that copy.
// @module-tag slow: recomputes every rollup of the seeded demo and rebuilds its indexes (tens of seconds).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../db';
import { startTestServer, testConfig, testDbKind, type TestServer } from '../../test/harness';
import { signIn } from '../../test/http';
import { aggregateMismatches, recomputedRollups, storedRollups } from '../../test/collection.testkit';
import { DEMO_USER_ID, FUND_USER_ID } from './accounts';
import { seedDemoData, type CreateUserInput } from './demo';

let server: TestServer;
let db: Db;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  db = server.db;
});
afterAll(async () => server.close());

describe('seedDemoData', () => {
  test('creates both accounts, who sign in with the README password; a second call does nothing', async () => {
    const accounts = await db.query<{ id: string; email: string; username: string }>(
      'select id, email, username from profiles order by username',
    );
    expect(accounts).toEqual([
      { id: DEMO_USER_ID, email: 'demo@example.com', username: 'demo' },
      { id: FUND_USER_ID, email: 'fund@example.com', username: 'fund' },
    ]);
    for (const { email } of accounts) expect(await signIn(server.url, email, 'sightline-demo')).toBeTruthy();

    const before = await db.query<{ n: number }>('select count(*)::int as n from answers');
    const created: CreateUserInput[] = [];
    const createUser = async (input: CreateUserInput) => {
      created.push(input);
      return { id: input.id ?? '' };
    };
    expect(await seedDemoData({ db, config: testConfig(), createUser })).toBe(false);
    expect(created).toEqual([]);
    expect(await db.query<{ n: number }>('select count(*)::int as n from answers')).toEqual(before);
  });

  // Rebuilds every index of the seeded store. Guards a seed that leaves its indexes packed.
  test.skipIf(testDbKind !== 'pglite')(
    'on the embedded store the seed leaves its indexes packed: rebuilding them again gains under 2 %',
    async () => {
      const indexBytes = async () =>
        (
          await db.query<{ bytes: number }>(
            `select sum(pg_relation_size(c.oid))::float8 as bytes from pg_class c
             join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'i'`,
          )
        )[0]!.bytes;
      const seededBytes = await indexBytes();
      await db.exec('reindex database');
      expect(seededBytes / (await indexBytes())).toBeLessThan(1.02);
    },
  );

  test('profiles, topics and prompt counts are those the README describes', async () => {
    const profiles = await db.query(
      `select p.id, p.dashboard_variant, w.action_center from profiles p join workspaces w on w.id = p.workspace_id
       order by p.username`,
    );
    expect(profiles).toEqual([
      { id: DEMO_USER_ID, dashboard_variant: 'general', action_center: true },
      { id: FUND_USER_ID, dashboard_variant: 'fund', action_center: true },
    ]);
    const topics = await db.query<{
      user_id: string;
      slug: string;
      name: string;
      is_aggregate: boolean;
      prompts: number;
    }>(
      `select t.user_id, t.slug, t.name, t.is_aggregate, count(p.id)::int as prompts
       from topics t left join prompts p on p.topic_id = t.id group by t.id order by t.user_id, t.slug`,
    );
    const demo = topics.filter((t) => t.user_id === DEMO_USER_ID);
    expect(demo.map((t) => [t.slug, t.name, t.is_aggregate])).toEqual([
      ['aggregate', 'Aggregate', true],
      ['api', 'API', false],
      ['bot', 'Bot', false],
      ['cloud', 'Cloud', false],
      ['product-management', 'Product Management', false],
    ]);
    for (const topic of demo.filter((t) => !t.is_aggregate)) {
      expect(topic.prompts).toBeGreaterThanOrEqual(4);
      expect(topic.prompts).toBeLessThanOrEqual(8);
    }
    const fund = topics.filter((t) => t.user_id === FUND_USER_ID);
    expect(fund.map((t) => [t.slug, t.name, t.prompts])).toEqual([
      ['aggregate', 'Aggregate', 0],
      ['investment-strategy', 'Investment Strategy', 28],
      ['portfolio-companies', 'Portfolio Companies', 32],
    ]);
    const competitors = await db.query<{ user_id: string; n: number }>(
      'select user_id, count(*)::int as n from competitors group by user_id order by user_id',
    );
    for (const row of competitors) expect(row.n).toBeGreaterThanOrEqual(5);
  });

  test('90 days ending today on chatgpt, perplexity and gemini, with realistic shape', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const [range] = await db.query<{ first: string; last: string; days: number; platforms: string[] }>(
      `select min(collected_on)::text as first, max(collected_on)::text as last, count(distinct collected_on)::int as days,
         array_agg(distinct platform order by platform) as platforms from answers`,
    );
    expect(range).toMatchObject({ last: today, days: 90, platforms: ['chatgpt', 'gemini', 'perplexity'] });
    const [counts] = await db.query<{ answers: number; expected: number }>(
      `select (select count(*)::int from answers) as answers,
              (select count(*)::int * 3 * 90 from prompts) as expected`,
    );
    expect(counts!.answers).toBe(counts!.expected);
    const perPlatform = await db.query<{
      platform: string;
      visibility: number;
      sentiment: number;
      failures: number;
    }>(
      `select platform, avg(visible::int)::float8 as visibility, avg(sentiment)::float8 as sentiment,
         count(*) filter (where status = 'failed')::int as failures
       from answers group by platform order by platform`,
    );
    for (const row of perPlatform) {
      expect(row.visibility).toBeGreaterThan(0.3);
      expect(row.visibility).toBeLessThan(0.8);
      expect(row.sentiment).toBeGreaterThan(50);
      expect(row.failures).toBeGreaterThan(0);
    }
    const visibilities = perPlatform.map((row) => row.visibility);
    expect(Math.max(...visibilities) - Math.min(...visibilities)).toBeGreaterThan(0.05);
  });

  test('the software demo has a confirmed fact sheet; its wrong price was last stated over 20 days ago, its wrong founding year still is', async () => {
    const sheet = await db.query<{ user_id: string; key: string; kind: string; status: string }>(
      'select user_id, key, kind, status from brand_facts order by key',
    );
    expect(sheet.every((fact) => fact.user_id === DEMO_USER_ID && fact.status === 'CONFIRMED')).toBe(true);
    expect(sheet.map((fact) => `${fact.key} ${fact.kind}`)).toEqual([
      'founded YEAR',
      'free_plan BOOLEAN',
      'head_office TEXT',
      'integrations LIST',
      'team_price MONEY',
    ]);
    const claims = await db.query<{ fact: string; status: string; stated: string; last: string }>(
      `select c.fact_key as fact, c.status, c.stated, max(a.collected_on)::text as last
       from answer_fact_claims c join answers a on a.id = c.answer_id group by 1, 2, 3`,
    );
    const statuses = (fact: string) => new Set(claims.filter((c) => c.fact === fact).map((c) => c.status));
    expect(statuses('team_price')).toEqual(new Set(['CORRECT', 'OUTDATED', 'WRONG']));
    expect(statuses('head_office')).toEqual(new Set(['CORRECT', 'OUTDATED']));
    const wrong = (fact: string) => claims.filter((c) => c.fact === fact && c.status === 'WRONG');
    // One wrong value per fact, recurring: each forms one issue.
    expect(wrong('team_price')).toHaveLength(1);
    expect(wrong('founded')).toHaveLength(1);
    const today = new Date().toISOString().slice(0, 10);
    const daysAgo = (day: string) => (Date.parse(today) - Date.parse(day)) / 86_400_000;
    expect(daysAgo(wrong('team_price')[0]!.last)).toBeGreaterThanOrEqual(20);
    // About one answer a day states it: in ten days one has, whatever the day the seed ran.
    expect(daysAgo(wrong('founded')[0]!.last)).toBeLessThanOrEqual(10);
  });

  // Recomputes every rollup of both demo accounts. Guards the seed's rollups.
  test('rollups equal a recomputation from the answers, and the aggregate topic is the sum of the topics', async () => {
    expect(await storedRollups(db)).toEqual(await recomputedRollups(db));
    expect(await aggregateMismatches(db)).toEqual([]);
  });
});
