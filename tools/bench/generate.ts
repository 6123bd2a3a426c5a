/**
 * Benchmark data: one account with many answers, generated set-based in SQL (generate_series and
 * insert … select), then the daily rollups rebuilt from the answers and their child rows with
 * insert … select … group by — the aggregate topic included — so the rollups are exactly what the
 * collection path would have produced for the same answers.
 */
import type { Db, Queryable } from '../../server/db/db';
import { addDays, todayUtc, type Day } from '../../server/lib/dates';
import { internSourceUrls } from '../../server/modules/collection';
import { PROMPT_KIND_CLASSIFIER } from '../../server/modules/prompts';
import { rebuildAccountRollups } from '../../server/core/rollups';
import { ASPECTS } from '../../graphql/shared/aspects';

export interface GenerateOptions {
  /** The account (profile) that owns the data; it must already exist (createUser). */
  brandId: string;
  /** Topics besides the aggregate one. */
  topics: number;
  /** Prompts in total, spread over the topics (the first topics get one more when it does not divide). */
  prompts: number;
  /** Days of answers, ending with `today`. */
  days: number;
  platforms?: readonly string[];
  competitors?: number;
  /**
   * Size of the pool of cited URLs; 0 leaves the answers without citations, for an account whose screens
   * under test show none (the citation rows and their rollups are a quarter of the generation's work).
   */
  sourceUrls?: number;
  /** The last collection day (default: today, UTC). */
  today?: Day;
  /** Share of answers whose capture failed (no analysis, no child rows). */
  failureRate?: number;
  /** Seed for Postgres' random(), so a run is repeatable. */
  seed?: number;
  /**
   * false: the answers, their child rows and the rollups are written without Postgres' per-row
   * foreign-key checks (session_replication_role = replica, which needs a superuser, as on the embedded
   * store). Every id they write was just read from its table in this transaction, and on PGlite the checks
   * are over half the generation's work. The bench keeps them (the default), so its generation time stays
   * what the product's own inserts and rollup rebuild cost.
   */
  foreignKeyChecks?: boolean;
}

export interface GeneratedAccount {
  brandId: string;
  aggregateTopicId: string;
  topicIds: string[];
  prompts: number;
  answers: number;
  answerCompetitors: number;
  answerSources: number;
  /** What the answers say about the brand and the competitors they name (issue 57's narrative). */
  answerStatements: number;
  firstDay: Day;
  lastDay: Day;
  platforms: string[];
  /** Milliseconds per phase. */
  timings: Record<string, number>;
}

/**
 * The analyzer recorded on generated answers. Their figures are drawn, not read from their placeholder
 * text, so the re-analysis that follows an analyzer upgrade (which re-reads rules@… and unrecorded answers)
 * leaves them alone.
 */
const GENERATED_ANALYZER = 'bench-generated';

export const DEFAULT_PLATFORMS = ['chatgpt', 'perplexity', 'gemini'] as const;

const TOPIC_NAMES = [
  'API Management',
  'Developer Portals',
  'API Security',
  'Cloud Gateways',
  'Observability',
  'Chatbots',
  'Workflow Automation',
  'Product Analytics',
  'Roadmapping',
  'User Feedback',
  'Data Pipelines',
  'Identity',
  'Billing',
  'Mobile SDKs',
  'Testing',
  'Documentation',
  'Integrations',
  'Compliance',
  'Pricing',
  'Migration',
];

const COMPETITOR_NAMES = [
  'Postman',
  'Kong',
  'Apigee',
  'Productboard',
  'RapidAPI',
  'Stoplight',
  'ReadMe',
  'Tyk',
  'MuleSoft',
  'Swagger',
  'Aha',
  'Jira Product Discovery',
];

const SOURCE_DOMAINS = [
  'www.g2.com',
  'www.capterra.com',
  'en.wikipedia.org',
  'www.reddit.com',
  'stackoverflow.com',
  'medium.com',
  'dev.to',
  'news.ycombinator.com',
  'www.gartner.com',
  'www.forbes.com',
  'techcrunch.com',
  'www.youtube.com',
  'github.com',
  'docs.quillstack.io',
  'www.quillstack.io',
  'blog.postman.com',
  'konghq.com',
  'cloud.google.com',
  'aws.amazon.com',
  'learn.microsoft.com',
];

export function topicName(index: number): string {
  const base = TOPIC_NAMES[index % TOPIC_NAMES.length]!;
  return index < TOPIC_NAMES.length ? base : `${base} ${Math.floor(index / TOPIC_NAMES.length) + 1}`;
}

const slugify = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function sourcePool(size: number): string[] {
  return Array.from({ length: size }, (_, i) => {
    const domain = SOURCE_DOMAINS[i % SOURCE_DOMAINS.length]!;
    return `https://${domain}/articles/${Math.floor(i / SOURCE_DOMAINS.length) + 1}-best-tools-${i}`;
  });
}

async function timed<T>(timings: Record<string, number>, name: string, fn: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await fn();
  } finally {
    timings[name] = performance.now() - start;
  }
}

/**
 * Generates brand, competitors, topics (plus the aggregate topic), prompts, answers with their
 * competitor and source rows, and all four daily rollups, in one transaction.
 */
export async function generateAccount(db: Db, options: GenerateOptions): Promise<GeneratedAccount> {
  const platforms = [...(options.platforms ?? DEFAULT_PLATFORMS)];
  const competitorCount = options.competitors ?? 8;
  const urls = sourcePool(options.sourceUrls ?? 240);
  const lastDay = options.today ?? todayUtc();
  const firstDay = addDays(lastDay, -(options.days - 1));
  const failureRate = options.failureRate ?? 0.01;
  const brandId = options.brandId;
  const timings: Record<string, number> = {};

  const result = await db.transaction(async (tx) => {
    await tx.query('select setseed($1)', [((options.seed ?? 42) % 1000) / 1000]);
    // Bulk grouping and index builds in memory rather than spilling to disk.
    await tx.query(`select set_config('work_mem', '256MB', true)`);

    await tx.query(
      `/* bench: brand */ insert into public.brands (user_id, name, website, aliases, description)
       values ($1, 'Quillstack', 'https://www.quillstack.io', array['Quill Stack'], 'Benchmark brand')
       on conflict (user_id) do nothing`,
      [brandId],
    );

    const competitorNames = Array.from({ length: competitorCount }, (_, i) =>
      i < COMPETITOR_NAMES.length ? COMPETITOR_NAMES[i]! : `Competitor ${i + 1}`,
    );
    const competitorIds = (
      await tx.query<{ id: string }>(
        `/* bench: competitors */ insert into public.competitors (user_id, name, website, logo_url, created_at)
         select $1, n.name, 'https://' || lower(replace(n.name, ' ', '')) || '.com',
           'https://logo.clearbit.com/' || lower(replace(n.name, ' ', '')) || '.com',
           now() + n.i * interval '1 millisecond'
         from unnest($2::text[]) with ordinality as n(name, i)
         order by n.i
         returning id`,
        [brandId, competitorNames],
      )
    ).map((row) => row.id);

    const names = Array.from({ length: options.topics }, (_, i) => topicName(i));
    const slugs = names.map(slugify);
    const topicRows = await tx.query<{ id: string; slug: string }>(
      `/* bench: topics */ insert into public.topics (user_id, name, slug, is_aggregate)
       select $1, n.name, n.slug, false from unnest($2::text[], $3::text[]) as n(name, slug)
       returning id, slug`,
      [brandId, names, slugs],
    );
    const idBySlug = new Map(topicRows.map((row) => [row.slug, row.id]));
    const topicIds = slugs.map((slug) => idBySlug.get(slug)!);
    const [{ id: aggregateTopicId }] = (await tx.query<{ id: string }>(
      // Created with the profile (see migration 0006).
      `/* bench: aggregate topic */ select id from public.topics where user_id = $1 and is_aggregate`,
      [brandId],
    )) as [{ id: string }];

    // Prompts: n-th prompt goes to topic (n mod topics); a per-prompt "difficulty" shifts its visibility.
    await timed(timings, 'prompts', () =>
      tx.query(
        `/* bench: prompts */ insert into public.prompts (user_id, topic_id, question, kind, kind_classifier,
           created_at)
         select $1, ($2::uuid[])[1 + (n % cardinality($2::uuid[]))],
           case when n % 7 = 0 then 'Benchmark question ' || n || ': is Quillstack good for ' || t.name || '?'
             else 'Benchmark question ' || n || ': which tools are best for ' || t.name || '?' end,
           case when n % 7 = 0 then 'brand' else 'generic' end, $4,
           now() - interval '400 days' + n * interval '1 second'
         from generate_series(0, $3::int - 1) as n
         join public.topics t on t.id = ($2::uuid[])[1 + (n % cardinality($2::uuid[]))]`,
        [brandId, topicIds, options.prompts, PROMPT_KIND_CLASSIFIER],
      ),
    );

    // After the prompts: replica mode skips all triggers, and their per-topic counts come from one.
    if (options.foreignKeyChecks === false)
      await tx.query(`select set_config('session_replication_role', 'replica', true)`);

    await tx.query(
      `create temp table bench_prompt (id uuid, topic_id uuid, topic_no int, effect float8) on commit drop`,
    );
    await tx.query(
      `insert into bench_prompt
       select p.id, p.topic_id, array_position($2::uuid[], p.topic_id),
         ((hashtext(p.question) & 1023) / 1023.0 - 0.5) * 0.3
       from public.prompts p where p.user_id = $1`,
      [brandId, topicIds],
    );

    // Answers: one per (prompt, platform, day). Visibility depends on the topic (0.2 … 0.7), the
    // platform, the prompt and a slow upward trend; position 1–6 and sentiment 35–95 when visible.
    const answers = await timed(timings, 'answers', async () => {
      const rows = await tx.query<{ n: number }>(
        `/* bench: answers */
         with inserted as (
           insert into public.answers (user_id, prompt_id, topic_id, platform, sample, collected_on, collected_at,
             status, error, engine, model, simulated, answer_text, visible, position, sentiment, analyzer)
           select $1, x.id, x.topic_id, x.platform, 1, x.day, x.day + interval '6 hours' + x.r_pos * interval '1 hour',
             case when x.r_fail < $6 then 'failed' else 'ok' end,
             case when x.r_fail < $6 then 'timeout' end,
             'simulated', 'sim-1', true,
             case when x.r_fail < $6 then null
               else 'Simulated benchmark answer about ' || x.platform || ' on ' || x.day::text end,
             case when x.r_fail < $6 then null else x.r_vis < x.p_vis end,
             case when x.r_fail >= $6 and x.r_vis < x.p_vis then 1 + floor(power(x.r_pos, 1.6) * 6)::int end,
             case when x.r_fail >= $6 and x.r_vis < x.p_vis
               then (35 + 60 * (0.55 * x.r_sent + 0.45 * (0.3 + 0.05 * (x.topic_no % 9))))::real end,
             '${GENERATED_ANALYZER}'
           from (
             select p.id, p.topic_id, p.topic_no, pl.platform, d.day::date as day,
               least(0.95, greatest(0.02, 0.2 + 0.5 * ((p.topic_no * 37) % 20) / 19.0 + pl.boost + p.effect
                 + 0.08 * (d.day::date - $2::date) / greatest(1, $3::date - $2::date))) as p_vis,
               random() as r_vis, random() as r_pos, random() as r_sent, random() as r_fail
             from bench_prompt p
             cross join unnest($4::text[], $5::float8[]) as pl(platform, boost)
             cross join generate_series($2::date, $3::date, interval '1 day') as d(day)
             offset 0
           ) x
           returning 1
         )
         select count(*)::int as n from inserted`,
        [
          brandId,
          firstDay,
          lastDay,
          platforms,
          platforms.map((_, i) => [0.05, 0, -0.07, -0.03][i % 4]!),
          failureRate,
        ],
      );
      return rows[0]!.n;
    });

    // Competitors: up to two named per answer (about 0.8 per answer), the first ones far more often.
    const answerCompetitors = await timed(timings, 'answer_competitors', async () => {
      const rows = await tx.query<{ n: number }>(
        `/* bench: answer_competitors */
         with inserted as (
           insert into public.answer_competitors (answer_id, competitor_id, user_id, position)
           select y.answer_id, ($2::uuid[])[1 + floor(power(y.r_pick, 1.8) * cardinality($2::uuid[]))::int], $1,
             y.k + floor(y.r_pos * 3)::int
           from (
             -- random() in the select list of a fenced subquery: one draw per (answer, k) row
             select a.id as answer_id, k, random() as r_keep, random() as r_pick, random() as r_pos
             from public.answers a cross join generate_series(1, 2) as k
             where a.user_id = $1 and a.status = 'ok'
             offset 0
           ) y
           where y.r_keep < case y.k when 1 then 0.55 else 0.3 end
           on conflict do nothing
           returning 1
         )
         select count(*)::int as n from inserted`,
        [brandId, competitorIds],
      );
      return rows[0]!.n;
    });

    // Sources: up to two cited URLs per answer (about 0.6 per answer), skewed to the head of the pool.
    const answerSources = await timed(timings, 'answer_sources', async () => {
      if (urls.length === 0) return 0;
      await internSourceUrls(tx, brandId, {
        sql: `select url, split_part(url, '/', 3) as domain from unnest($2::text[]) as t(url)`,
        params: [urls],
      });
      const [{ ids }] = (await tx.query<{ ids: number[] }>(
        `/* bench: source url ids */ select array_agg(u.id order by t.i) as ids
         from unnest($2::text[]) with ordinality as t(url, i)
           join public.source_urls u on u.user_id = $1 and u.url = t.url`,
        [brandId, urls],
      )) as [{ ids: number[] }];
      const rows = await tx.query<{ n: number }>(
        `/* bench: answer_sources */
         with inserted as (
           insert into public.answer_sources (answer_id, user_id, url_id)
           select z.answer_id, $1, z.url_id from (
             select y.answer_id,
               ($2::int[])[1 + floor(power(y.r_pick, 2.2) * cardinality($2::int[]))::int] as url_id
             from (
               select a.id as answer_id, k, random() as r_keep, random() as r_pick
               from public.answers a cross join generate_series(1, 2) as k
               where a.user_id = $1 and a.status = 'ok'
               offset 0
             ) y
             where y.r_keep < case y.k when 1 then 0.4 else 0.2 end
           ) z
           on conflict do nothing
           returning 1
         )
         select count(*)::int as n from inserted`,
        [brandId, ids],
      );
      return rows[0]!.n;
    });

    // Statements: one to three about the brand in an answer that names it (about 1.9 per such answer), one
    // about a named competitor in two of three; each on one or two aspects. The brand's polarity follows
    // the answer's sentiment; a competitor's is drawn alike for all.
    const answerStatements = await timed(timings, 'answer_statements', async () => {
      const rows = await tx.query<{ n: number }>(
        `/* bench: answer_statements */
         with drawn as (
           select a.id as answer_id, null::uuid as competitor_id, k, a.sentiment / 100.0 as lean,
             random() as r_keep, random() as r_pol, random() as r_asp, random() as r_two
           from public.answers a cross join generate_series(1, 3) as k
           where a.user_id = $1 and a.status = 'ok' and a.visible
           union all
           select c.answer_id, c.competitor_id, 4, 0.6, random(), random(), random(), random()
           from public.answer_competitors c where c.user_id = $1
           offset 0
         ),
         inserted as (
           insert into public.answer_statements (answer_id, user_id, competitor_id, start_at, end_at, quote,
             polarity, aspects, analyzer_polarity, analyzer_aspects)
           select d.answer_id, $1, d.competitor_id, d.k * 200, d.k * 200 + 120,
             'A generated statement on ' || d.aspects[1], d.polarity, d.aspects, d.polarity, d.aspects
           from (
             select answer_id, competitor_id, k,
               case when r_pol < lean * 0.8 then 'positive' when r_pol > 0.55 + lean * 0.4 then 'negative'
                 else 'neutral' end as polarity,
               case when r_two < 0.3
                 then array[($2::text[])[1 + floor(r_asp * 10)::int], ($2::text[])[1 + (floor(r_asp * 10)::int + 3) % 10]]
                 else array[($2::text[])[1 + floor(power(r_asp, 1.4) * 10)::int]] end as aspects
             from drawn
             where r_keep < case k when 1 then 1 when 2 then 0.6 when 3 then 0.3 else 0.67 end
           ) d
           on conflict do nothing
           returning 1
         )
         select count(*)::int as n from inserted`,
        [brandId, [...ASPECTS]],
      );
      return rows[0]!.n;
    });

    await timed(timings, 'rollups', () => rebuildAccountRollups(tx, brandId));
    return { aggregateTopicId, topicIds, answers, answerCompetitors, answerSources, answerStatements };
  });

  // Vacuumed and analyzed, as a year of history stands after the store's nightly maintenance (PGlite) or
  // autovacuum (Postgres): the planner knows the tables, and index-only scans find their pages all-visible.
  await timed(timings, 'vacuum', () =>
    db.exec(
      'vacuum (analyze) public.answers, public.answer_competitors, public.source_urls, public.answer_sources, ' +
        'public.answer_statements, public.topic_daily, public.competitor_daily, public.source_daily, public.source_totals, public.prompt_daily, ' +
        'public.prompts, public.topics',
    ),
  );

  return {
    brandId,
    ...result,
    prompts: options.prompts,
    firstDay,
    lastDay,
    platforms,
    timings,
  };
}

/**
 * The account generateAccount left in a kept data directory (bench --data-dir), read back from its rows;
 * null when the directory holds none yet.
 */
export async function describeGeneratedAccount(db: Db, email: string): Promise<GeneratedAccount | null> {
  const [user] = await db.query<{ id: string }>(
    `/* bench: kept user */ select id from public.auth_users where lower(email) = lower($1)`,
    [email],
  );
  if (!user) return null;
  const [facts] = await db.query<{
    aggregate: string;
    topic_ids: string[];
    prompts: number;
    answers: number;
    competitors: number;
    sources: number;
    statements: number;
    first_day: Day;
    last_day: Day;
    platforms: string[];
  }>(
    `/* bench: kept account */ select
       (select id from public.topics where user_id = $1 and is_aggregate) as aggregate,
       (select array_agg(id order by name) from public.topics where user_id = $1 and not is_aggregate) as topic_ids,
       (select count(*)::int from public.prompts where user_id = $1) as prompts,
       (select count(*)::int from public.answers where user_id = $1) as answers,
       (select count(*)::int from public.answer_competitors c join public.answers a on a.id = c.answer_id
         where a.user_id = $1) as competitors,
       (select count(*)::int from public.answer_sources s join public.answers a on a.id = s.answer_id
         where a.user_id = $1) as sources,
       (select count(*)::int from public.answer_statements where user_id = $1) as statements,
       (select min(collected_on)::text from public.answers where user_id = $1) as first_day,
       (select max(collected_on)::text from public.answers where user_id = $1) as last_day,
       (select array_agg(distinct platform order by platform) from public.answers where user_id = $1) as platforms`,
    [user.id],
  );
  if (!facts?.aggregate) return null;
  return {
    brandId: user.id,
    aggregateTopicId: facts.aggregate,
    topicIds: facts.topic_ids,
    prompts: facts.prompts,
    answers: facts.answers,
    answerCompetitors: facts.competitors,
    answerSources: facts.sources,
    answerStatements: facts.statements,
    firstDay: facts.first_day,
    lastDay: facts.last_day,
    platforms: facts.platforms,
    timings: {},
  };
}

/** A CRM topic with `prompts` numbered prompts in the account (the smaller benches' histories); its id. */
export async function insertCrmPrompts(tx: Queryable, brandId: string, prompts: number): Promise<string> {
  const [topic] = await tx.query<{ id: string }>(
    `insert into topics (user_id, name, slug) values ($1, 'CRM', 'crm') returning id`,
    [brandId],
  );
  await tx.query(
    `insert into prompts (user_id, topic_id, question)
     select $1, $2, 'Which CRM is best, case ' || n || '?' from generate_series(1, $3::int) as n`,
    [brandId, topic!.id, prompts],
  );
  return topic!.id;
}
