import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDb } from '../test/harness';
import type { Db } from './db';
import { getSourceCounts } from '../modules/metrics';
import { loadMigrations, migrate, splitStatements } from './migrate';

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await createTestDb());
});
afterAll(() => drop());

test('applies every migration once, records it, and is a no-op the second time', async () => {
  const versions = loadMigrations().map((migration) => migration.version);
  expect(await migrate(db)).toEqual(versions);
  expect(await migrate(db)).toEqual([]);
  const recorded = await db.query<{ version: string }>(
    'select version from schema_migrations order by version',
  );
  expect(recorded.map((row) => row.version)).toEqual(versions);
});

test('a failing migration rolls back entirely and is not recorded', async () => {
  const broken = [
    { version: '9999_broken', sql: 'create table half_done (id int);\nselect no_such_function();\n' },
  ];
  await expect(migrate(db, broken)).rejects.toThrow();
  expect(await db.query(`select to_regclass('public.half_done') as t`)).toEqual([{ t: null }]);
  expect(await db.query(`select 1 from schema_migrations where version = '9999_broken'`)).toEqual([]);
});

test('every table in public has row-level security on', async () => {
  const tables = await db.query<{ relname: string; relrowsecurity: boolean }>(
    `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' and c.relname <> 'schema_migrations'`,
  );
  expect(tables.length).toBeGreaterThan(10);
  expect(tables.filter((table) => !table.relrowsecurity).map((table) => table.relname)).toEqual([]);
});

test('statements split at line-ending semicolons, never inside $$ bodies', () => {
  const script = `-- comment\ncreate table a (x int);\ncreate function f() returns int language sql as $$\n  select 1;\n$$;\n\nselect 2;`;
  expect(splitStatements(script)).toEqual([
    'create table a (x int);',
    'create function f() returns int language sql as $$\n  select 1;\n$$;',
    'select 2;',
  ]);
});

// Slow: replays the migrations on an empty store to the one before (seconds by design). Guards old data through the upgrade.
test(
  'competitor logos stored as third-party URLs are dropped; the competitors stay',
  { tags: ['slow'] },
  async () => {
    const { db: fresh, drop: dropFresh } = await createTestDb();
    try {
      const all = loadMigrations();
      await migrate(
        fresh,
        all.filter((m) => m.version < '0012'),
      );
      const brandId = '11111111-0000-4000-8000-000000000001';
      await fresh.query(
        `insert into profiles (id, username, email) values ($1, 'logos', 'logos@example.com')`,
        [brandId],
      );
      await fresh.query(
        `insert into competitors (user_id, name, logo_url) values
         ($1, 'Kong', 'https://logo.clearbit.com/konghq.com'), ($1, 'Postman', '//cdn.example.com/p.png'),
         ($1, 'Apigee', null)`,
        [brandId],
      );
      await migrate(fresh, all);
      expect(
        await fresh.query<{ name: string; logo: string | null }>(
          'select name, logo_url as logo from competitors order by name',
        ),
      ).toEqual([
        { name: 'Apigee', logo: null },
        { name: 'Kong', logo: null },
        { name: 'Postman', logo: null },
      ]);
    } finally {
      await dropFresh();
    }
  },
);

// Slow: replays the migrations on an empty store to the one before (seconds by design). Guards old data through the upgrade.
test(
  "the answers' sources and the source rollups name their URLs by id, each account its own, with every figure as it was",
  { tags: ['slow'] },
  async () => {
    const { db: fresh, drop: dropFresh } = await createTestDb();
    try {
      const all = loadMigrations();
      await migrate(
        fresh,
        all.filter((m) => m.version < '0081'),
      );
      const users = ['22222222-0000-4000-8000-000000000001', '22222222-0000-4000-8000-000000000002'] as const;
      for (const [i, brandId] of users.entries()) {
        await fresh.query(`insert into profiles (id, username, email) values ($1, $2, $3)`, [
          brandId,
          `urls${i}`,
          `urls${i}@example.com`,
        ]);
        await fresh.query(`insert into topics (user_id, name, slug) values ($1, 'APIs', 'apis')`, [brandId]);
      }
      // Both accounts cite g2.com; each cites a page of its own. Every key of each rollup varies.
      const cited = `(select t.user_id, t.id as topic_id, c.url, split_part(c.url, '/', 3) as domain, c.n
      from public.topics t cross join lateral (values ('https://g2.com/categories/api', 1), ('https://docs.example.com/' ||
        right(t.user_id::text, 1), 2)) as c(url, n)) c cross join (values ('chatgpt'), ('gemini')) as p(platform)
      cross join (values ('generic'), ('brand')) as k(kind)`;
      await fresh.query(`insert into prompts (user_id, topic_id, question)
      select user_id, id, 'Which API gateway?' from topics where not is_aggregate`);
      await fresh.query(`insert into answers (user_id, prompt_id, topic_id, platform, collected_on, status, engine)
      select p.user_id, p.id, p.topic_id, x.platform, date '2024-03-01', 'ok', 'test'
      from prompts p cross join (values ('chatgpt'), ('gemini')) as x(platform)`);
      await fresh.query(`insert into answer_sources (answer_id, user_id, url, domain)
      select a.id, a.user_id, c.url, c.domain from answers a
        join (select distinct user_id, url, domain from ${cited}) c on c.user_id = a.user_id`);
      await fresh.query(`insert into source_daily (user_id, topic_id, day, url, domain, mentions, platform, prompt_kind)
      select c.user_id, c.topic_id, date '2024-03-01' + s.i, c.url, c.domain, c.n + s.i, p.platform, k.kind
      from ${cited} cross join generate_series(0, 2) as s(i)`);
      await fresh.query(`insert into source_block (user_id, topic_id, days, start_day, url, domain, mentions, platform,
        prompt_kind)
      select c.user_id, c.topic_id, 4, date '2024-02-29', c.url, c.domain, 3 * c.n + 3, p.platform, k.kind from ${cited}`);
      await fresh.query(`insert into source_window (user_id, topic_id, span, url, domain, mentions, platform, prompt_kind)
      select c.user_id, c.topic_id, w.span, c.url, c.domain, c.n * w.span, p.platform, k.kind
      from ${cited} cross join (values (7), (30)) as w(span)`);
      await fresh.query(`insert into source_totals (user_id, topic_id, url, domain, mentions, platform, prompt_kind)
      select c.user_id, c.topic_id, c.url, c.domain, 10 * c.n, p.platform, k.kind from ${cited}`);
      const columns = {
        answer_sources: 'r.answer_id',
        source_daily: 'r.topic_id, r.day, r.platform, r.prompt_kind, r.mentions',
        source_block: 'r.topic_id, r.days, r.start_day, r.platform, r.prompt_kind, r.mentions',
        source_window: 'r.topic_id, r.span, r.platform, r.prompt_kind, r.mentions',
        source_totals: 'r.topic_id, r.platform, r.prompt_kind, r.mentions',
      };
      // Every row of each table with the URL and domain it names, in one order.
      const rows = async (url: string, domain: string, join = '') => {
        const found: Record<string, unknown[]> = {};
        for (const [table, named] of Object.entries(columns))
          found[table] = await fresh.query(
            `select r.user_id, ${named}, ${url} as url, ${domain} as domain from public.${table} r ${join}
           order by r.user_id, ${named}, url`,
          );
        return found;
      };
      const before = await rows('r.url', 'r.domain');
      expect(before.answer_sources).toHaveLength(2 * 2 * 2);
      expect(before.source_daily).toHaveLength(2 * 2 * 2 * 2 * 2 * 3);

      await migrate(fresh, all);
      expect(await rows('u.url', 'u.domain', 'join public.source_urls u on u.id = r.url_id')).toEqual(before);
      const urls = await fresh.query<{ user_id: string; url: string; domain: string }>(
        'select user_id, url, domain from public.source_urls order by user_id, url',
      );
      expect(urls).toEqual(
        users.flatMap((brandId) => [
          {
            user_id: brandId,
            url: `https://docs.example.com/${brandId.slice(-1)}`,
            domain: 'docs.example.com',
          },
          { user_id: brandId, url: 'https://g2.com/categories/api', domain: 'g2.com' },
        ]),
      );
      const [topic] = await fresh.query<{ id: string }>(
        `select id from topics where user_id = $1 and not is_aggregate`,
        [users[0]],
      );
      const allTime = { from: null, to: null, platforms: null };
      expect(await getSourceCounts(fresh, users[0], topic!.id, { table: 'totals' }, allTime, 10)).toEqual({
        top: [
          { url: 'https://docs.example.com/1', domain: 'docs.example.com', count: 80 },
          { url: 'https://g2.com/categories/api', domain: 'g2.com', count: 40 },
        ],
        total: 120,
        byDomain: expect.arrayContaining([
          { domain: 'docs.example.com', count: 80 },
          { domain: 'g2.com', count: 40 },
        ]),
      });
    } finally {
      await dropFresh();
    }
  },
);
