/** The rollups the dashboards read: the account-wide rebuild, the account lock, the citation windows. */
import { allowLongStatements, type Db, type Queryable, type SqlParam } from '../../db/db';
import { addDays, type Day } from '../../lib/dates';
import { addCitedNotNamed, unnamedAnswers } from './cited-not-named.store';

/**
 * Takes the account's rollup lock for the rest of the transaction: the collection's stores, rebuilds and
 * window moves for one account run one at a time, so none loses another's counts and none deadlocks.
 */
export async function lockAccountRollups(tx: Queryable, brandId: string): Promise<void> {
  await tx.query(
    `/* lockAccountStore */ select pg_advisory_xact_lock(hashtext('sightline_store:' || $1::text))`,
    [brandId],
  );
}

/** The periods, in days ending today, whose citations and competitor mentions are kept summed (*_window). */
export const ROLLUP_WINDOW_SPANS = [7, 30, 90] as const;
export type RollupWindowSpan = (typeof ROLLUP_WINDOW_SPANS)[number];

/**
 * The prompts grid's windows: the preset periods, and all time as a window longer than any history (the
 * longest a smallint span holds, 89 years), so an all-time grid reads one row per prompt and platform.
 */
export const PROMPT_ALL_TIME_SPAN = 32767;
export const PROMPT_WINDOW_SPANS = [...ROLLUP_WINDOW_SPANS, PROMPT_ALL_TIME_SPAN] as const;

/**
 * The topic figures' windows: each preset period and twice its length, so the period before a preset is
 * the longer window less the preset's (14 − 7, 60 − 30, 180 − 90 days).
 */
export const TOPIC_WINDOW_SPANS = [7, 14, 30, 60, 90, 180] as const;

/**
 * The citations of any run of days, pre-summed in aligned blocks (source_block): a block of n days starts
 * on a day whose number since 1970-01-01 is a multiple of n. A custom period then sums a few blocks and
 * the odd days at its ends from source_daily, instead of every day's rows.
 */
export const SOURCE_BLOCK_DAYS = [4, 16, 64] as const;

const DAY_MS = 86_400_000;
const dayNumber = (day: Day) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/**
 * The fewest pieces that cover from–to exactly: the largest aligned block that fits at each step, else
 * a single day (read from source_daily).
 */
export function sourceBlockPieces(
  from: Day,
  to: Day,
): { days: Day[]; blocks: { days: number; start: Day }[] } {
  const days: Day[] = [];
  const blocks: { days: number; start: Day }[] = [];
  const last = dayNumber(to);
  let day = from;
  while (dayNumber(day) <= last) {
    const n = dayNumber(day);
    const length = [...SOURCE_BLOCK_DAYS].reverse().find((size) => n % size === 0 && n + size - 1 <= last);
    if (length === undefined) days.push(day);
    else blocks.push({ days: length, start: day });
    day = addDays(day, length ?? 1);
  }
  return { days, blocks };
}

/** The first day of the block of `b.days` days that holds `day` (SQL; `b.days` must be in scope). */
export const blockStart = (day: string) => `${day} - ((${day} - date '1970-01-01') % b.days)`;

/** The counts a topic rollup row (daily, totals, window) and a prompt_daily row hold, in their column order. */
export const TOPIC_SUMS = [
  'answers',
  'failures',
  'impressions',
  'sentiment_sum',
  'sentiment_count',
  'position_sum',
  'position_count',
  'refusals',
  'no_answers',
] as const;

/** What a prompt_cumulative row holds besides its key, in column order: TOPIC_SUMS, then last_answered_on. */
const PROMPT_CUMULATIVE_COLUMNS = `${TOPIC_SUMS.join(', ')}, last_answered_on`;

/**
 * What a topic_daily (or prompt_daily) row sums over answers `a`, in TOPIC_SUMS' order (answers, failures,
 * impressions, sentiment_sum, sentiment_count, position_sum, position_count, refusals, no_answers): the rebuild and the
 * collection's incremental path count with these same expressions.
 */
export const TOPIC_DAILY_MEASURES = `count(*) filter (where a.status = 'ok'),
  count(*) filter (where a.status = 'failed'),
  count(*) filter (where a.status = 'ok' and a.visible),
  coalesce(sum(a.sentiment::float8) filter (where a.status = 'ok' and a.visible), 0),
  count(a.sentiment) filter (where a.status = 'ok' and a.visible),
  coalesce(sum(a.position) filter (where a.status = 'ok' and a.visible), 0),
  count(a.position) filter (where a.status = 'ok' and a.visible),
  count(*) filter (where a.status = 'refused'),
  count(*) filter (where a.status = 'no_answer')`;

/**
 * The answers matching `answers` (a condition on answers `a`) that named a tracked brand, one row `n` each,
 * as prompt_mentions_daily and _totals count them: its prompt, platform and day, whether it named the brand,
 * and the sorted ids of the competitors it named. The rebuild and the collection's increments read these.
 */
export const answersNamingBrands = (answers: string) => `(
    select a.prompt_id, a.platform, a.collected_on as day, a.visible as brand_named,
      coalesce(c.ids, '{}') as competitor_ids
    from public.answers a
      -- Joined laterally, the ids are gathered once an answer: as a subquery in the select list, the
      -- planner repeated it in the filter and in the grouping.
      left join lateral (select array_agg(ac.competitor_id order by ac.competitor_id) as ids
        from public.answer_competitors ac where ac.answer_id = a.id) c on true
    where a.status = 'ok' and ${answers}
  ) n where n.brand_named or cardinality(n.competitor_ids) > 0`;

/**
 * Each answer counts for its own topic and for the account's aggregate topic, under its prompt's kind: every
 * answer row is read once and fed twice to the grouping (v.agg false: its topic; true: the aggregate topic).
 */
const topicsOf = `join public.prompts p on p.id = a.prompt_id cross join (values (false), (true)) as v(agg)`;
const rollupTopic = `case when v.agg then $2::uuid else a.topic_id end`;

/** Every table of an account's rollups (and the state of its windows), as a rebuild clears them. */
export const ROLLUP_TABLES = [
  'topic_daily',
  'topic_totals',
  'prompt_daily',
  'prompt_cumulative',
  'competitor_daily',
  'competitor_totals',
  'source_daily',
  'source_totals',
  'source_window',
  'source_block',
  'competitor_window',
  'topic_window',
  'prompt_window',
  'rollup_window_state',
  'prompt_mentions_daily',
  'prompt_mentions_totals',
  'cited_not_named_daily',
  'statement_window',
  'statement_window_state',
  'statement_daily',
  'statement_source_daily',
  'statement_daily_state',
] as const;

/** The tables the dashboards read: every rollup table, and the cited URLs the source rollups name by id. */
export const DASHBOARD_TABLES = [...ROLLUP_TABLES, 'source_urls'] as const;

/** The rollups of the sources cited (answer_sources), summed by day: a re-analysis leaves them as they are. */
export const SOURCE_ROLLUP_TABLES = ['source_daily', 'source_block', 'source_totals'] as const;

/** The tables a rebuild clears and fills: every rollup table, but the source rollups when they stand. */
export function rebuiltRollupTables({ sourcesUnchanged = false } = {}): readonly string[] {
  return sourcesUnchanged
    ? ROLLUP_TABLES.filter((table) => !(SOURCE_ROLLUP_TABLES as readonly string[]).includes(table))
    : ROLLUP_TABLES;
}

/**
 * Fills the account's prompt_cumulative, emptied, with the running totals of its prompt_daily rows: a row
 * for each prompt, platform and day from its first day through the account's last.
 */
async function fillPromptCumulative(db: Queryable, brandId: string): Promise<void> {
  await db.query(
    `/* fillPromptCumulative */
     insert into public.prompt_cumulative (user_id, day, platform, prompt_id, ${PROMPT_CUMULATIVE_COLUMNS})
     select $1, d.day + s.i, d.platform, d.prompt_id, ${TOPIC_SUMS.map((sum) => `d.${sum}`).join(', ')},
       d.last_answered_on
     from (
       -- Each day's running totals hold until the prompt and platform's next day (or the account's last).
       select prompt_id, platform, day,
         ${TOPIC_SUMS.map((sum) => `sum(${sum}) over w as ${sum}`).join(', ')},
         max(day) filter (where answers > 0) over w as last_answered_on,
         coalesce(lead(day) over w, (select max(day) from public.prompt_daily where user_id = $1) + 1) as until
       from public.prompt_daily where user_id = $1
       window w as (partition by prompt_id, platform order by day)
     ) d
     cross join lateral generate_series(0, d.until - d.day - 1) s(i)
     order by 2, 3, 4`,
    [brandId],
  );
}

/**
 * Rebuilds an account's daily rollups from its answers and child rows (set-based), for when stored answers
 * change after the fact (re-analysis, a prompt re-classified) and for the benchmark's generated data. The
 * same definitions as the incremental path in collection.store.ts: answers/failures/impressions counted by
 * status and visibility; sentiment and position summed over visible answers. Run it inside a transaction
 * so readers never see the rollups half built.
 *
 * `sourcesUnchanged`: only the answers' readings changed (a re-analysis keeps every answer's sources, topic
 * and prompt), so the source rollups (SOURCE_ROLLUP_TABLES) already count what they hold and stay.
 */
export async function rebuildAccountRollups(
  db: Queryable,
  brandId: string,
  { sourcesUnchanged = false }: { sourcesUnchanged?: boolean } = {},
): Promise<void> {
  // Every answer of the account is read again: minutes for millions of them.
  await allowLongStatements(db);
  const aggregate = await db.query<{ id: string }>(
    '/* rebuildRollups.aggregateTopic */ select id from public.topics where user_id = $1 and is_aggregate',
    [brandId],
  );
  const aggregateTopicId = aggregate[0]?.id;
  if (!aggregateTopicId) throw new Error('the account has no aggregate topic');
  await lockAccountRollups(db, brandId);
  // The windows are summed from the daily rows: dropped here, built again by the next read.
  for (const table of rebuiltRollupTables({ sourcesUnchanged }))
    await db.query(`/* rebuildRollups.clear */ delete from public.${table} where user_id = $1`, [brandId]);
  await db.query(
    `/* rebuildRollups.topic_daily */
     insert into public.topic_daily (user_id, topic_id, platform, prompt_kind, day, ${TOPIC_SUMS.join(', ')})
     select $1, ${rollupTopic} as rt, a.platform, p.kind, a.collected_on,
       ${TOPIC_DAILY_MEASURES}
     from public.answers a ${topicsOf}
     where a.user_id = $1
     group by rt, a.platform, p.kind, a.collected_on`,
    [brandId, aggregateTopicId],
  );
  await db.query(
    `/* rebuildRollups.topic_totals */
     insert into public.topic_totals (user_id, topic_id, platform, prompt_kind, ${TOPIC_SUMS.join(', ')})
     select $1, topic_id, platform, prompt_kind, ${TOPIC_SUMS.map((sum) => `sum(${sum})`).join(', ')}
     from public.topic_daily where user_id = $1 group by topic_id, platform, prompt_kind`,
    [brandId],
  );
  await db.query(
    `/* rebuildRollups.prompt_daily */
     insert into public.prompt_daily (user_id, prompt_id, platform, day, ${TOPIC_SUMS.join(', ')})
     select $1, a.prompt_id, a.platform, a.collected_on,
       ${TOPIC_DAILY_MEASURES}
     from public.answers a where a.user_id = $1
     group by a.prompt_id, a.platform, a.collected_on`,
    [brandId],
  );
  await fillPromptCumulative(db, brandId);
  await db.query(
    `/* rebuildRollups.competitor_daily */
     insert into public.competitor_daily (user_id, topic_id, platform, prompt_kind, day, competitor_id, mentions,
       position_sum)
     select $1, ${rollupTopic} as rt, a.platform, p.kind, a.collected_on, ac.competitor_id, count(*), sum(ac.position)
     from public.answers a join public.answer_competitors ac on ac.answer_id = a.id ${topicsOf}
     where a.user_id = $1
     group by rt, a.platform, p.kind, a.collected_on, ac.competitor_id`,
    [brandId, aggregateTopicId],
  );
  await db.query(
    `/* rebuildRollups.prompt_mentions_daily */
     insert into public.prompt_mentions_daily (user_id, prompt_id, platform, day, brand_named, competitor_ids,
       answers)
     select $1, n.prompt_id, n.platform, n.day, n.brand_named, n.competitor_ids, count(*)
     from ${answersNamingBrands('a.user_id = $1')}
     group by n.prompt_id, n.platform, n.day, n.brand_named, n.competitor_ids`,
    [brandId],
  );
  await db.query(
    `/* rebuildRollups.prompt_mentions_totals */
     insert into public.prompt_mentions_totals (user_id, prompt_id, platform, brand_named, competitor_ids, answers)
     select $1, prompt_id, platform, brand_named, competitor_ids, sum(answers)::int
     from public.prompt_mentions_daily where user_id = $1
     group by prompt_id, platform, brand_named, competitor_ids`,
    [brandId],
  );
  await db.query(
    `/* rebuildRollups.competitor_totals */
     insert into public.competitor_totals (user_id, topic_id, platform, prompt_kind, competitor_id, mentions,
       position_sum)
     select $1, topic_id, platform, prompt_kind, competitor_id, sum(mentions)::int, sum(position_sum)::int
     from public.competitor_daily where user_id = $1 group by topic_id, platform, prompt_kind, competitor_id`,
    [brandId],
  );
  // For the domain it counts (cited_not_named_state stands): none yet, and the first read counts it.
  await addCitedNotNamed(db, brandId, { sql: unnamedAnswers('true'), params: [] });
  if (sourcesUnchanged) return;
  await db.query(
    `/* rebuildRollups.source_daily */
     insert into public.source_daily (user_id, topic_id, platform, prompt_kind, day, url_id, mentions)
     select $1, ${rollupTopic} as rt, a.platform, p.kind, a.collected_on, s.url_id, count(*)
     from public.answers a join public.answer_sources s on s.answer_id = a.id ${topicsOf}
     where a.user_id = $1
     group by rt, a.platform, p.kind, a.collected_on, s.url_id`,
    [brandId, aggregateTopicId],
  );
  await db.query(
    `/* rebuildRollups.source_block */
     insert into public.source_block (user_id, topic_id, days, start_day, platform, prompt_kind, url_id, mentions)
     select $1, topic_id, b.days, ${blockStart('day')}, platform, prompt_kind, url_id, sum(mentions)::int
     from public.source_daily cross join unnest($2::int[]) as b(days)
     where user_id = $1 group by topic_id, b.days, ${blockStart('day')}, platform, prompt_kind, url_id`,
    [brandId, [...SOURCE_BLOCK_DAYS]],
  );
  await db.query(
    `/* rebuildRollups.source_totals */
     insert into public.source_totals (user_id, topic_id, platform, prompt_kind, url_id, mentions)
     select $1, topic_id, platform, prompt_kind, url_id, sum(mentions)::int from public.source_daily
     where user_id = $1 group by topic_id, platform, prompt_kind, url_id`,
    [brandId],
  );
}

/** What the rollups count of an answer's reading: whether it named the brand, where, how, and its competitors. */
export interface CountedReading {
  visible: boolean;
  position: number | null;
  sentiment: number | null;
  competitors: [competitorId: string, position: number][];
}

/**
 * The answers a recount counts again (recountReadings fills it for its transaction): each with its prompt,
 * topic, kind, platform and day, which a re-analysis leaves as they were, the reading its row holds now and
 * the one the rollups still count (`was_`). Read once, where each statement joining the answers again cost
 * as much as the rest of it.
 */
const RECOUNTED_ANSWERS = `recounted_answers (id uuid, prompt_id uuid, topic_id uuid, kind text, platform text,
  collected_on date, visible boolean, position int, sentiment real, was_visible boolean, was_position int,
  was_sentiment real, was_competitors json)`;

/**
 * The recounted answers, each twice: as its row reads now, counted in (`sign` 1), and as it read before,
 * counted out (-1). Only those whose visibility, position or sentiment changed: the others' topic and
 * prompt rows stand.
 */
const RECOUNTED_READINGS = `(
    select a.prompt_id, a.topic_id, a.kind, a.platform, a.collected_on, r.sign, r.visible, r.position, r.sentiment
    from recounted_answers a
      cross join lateral (values (1, a.visible, a.position, a.sentiment),
        (-1, a.was_visible, a.was_position, a.was_sentiment)) as r(sign, visible, position, sentiment)
    where (a.visible, a.position, a.sentiment) is distinct from (a.was_visible, a.was_position, a.was_sentiment)
  ) a`;

/**
 * What TOPIC_DAILY_MEASURES count, as the difference the recounted readings make (RECOUNTED_READINGS `a`):
 * the answers, failures, refusals and no answers stay; impressions, sentiment and position move.
 */
const RECOUNTED_MEASURES = `0, 0,
  coalesce(sum(a.sign) filter (where a.visible), 0),
  coalesce(sum(a.sign * a.sentiment::float8) filter (where a.visible), 0),
  coalesce(sum(a.sign) filter (where a.visible and a.sentiment is not null), 0),
  coalesce(sum(a.sign * a.position) filter (where a.visible), 0),
  coalesce(sum(a.sign) filter (where a.visible and a.position is not null), 0),
  0, 0`;

/**
 * The competitor rows of the recounted answers: each as the answer names it now (from answer_competitors,
 * `a.sign` 1) and as it named it before (-1), with the answer's topic, kind, platform and day.
 */
const RECOUNTED_COMPETITORS = `(
    select a.topic_id, a.kind, a.platform, a.collected_on, c.competitor_id, c.position, c.sign
    from recounted_answers a
      cross join lateral (
        select ac.competitor_id, ac.position, 1 as sign from public.answer_competitors ac where ac.answer_id = a.id
        union all
        select (n.named ->> 0)::uuid, (n.named ->> 1)::int, -1 from json_array_elements(a.was_competitors) as n(named)
      ) c
  ) a`;

/**
 * The recounted answers that named a tracked brand (as answersNamingBrands reads them) now, counted in (`n.sign`
 * 1), and before, counted out (-1).
 */
const RECOUNTED_NAMING = `(
    select n.prompt_id, n.platform, n.day, n.brand_named, n.competitor_ids, 1 as sign
    from ${answersNamingBrands('a.user_id = $1::uuid and a.id in (select id from recounted_answers)')}
    union all
    select a.prompt_id, a.platform, a.collected_on, a.was_visible,
      coalesce((select array_agg((n.named ->> 0)::uuid order by (n.named ->> 0)::uuid)
        from json_array_elements(a.was_competitors) as n(named)), '{}'), -1
    from recounted_answers a
    where a.was_visible or json_array_length(a.was_competitors) > 0
  ) n`;

/**
 * The rollups of an account whose answers' readings a re-analysis changed count them again: each rollup
 * counting readings (the topic, prompt and competitor rollups, their totals, windows and running totals;
 * not the sources') takes the difference between what the answers read before (`earlier`, as the rollups
 * counted them) and what their rows read now. Rows left counting nothing are dropped, as a rebuild would
 * not make them. The cost follows the answers recounted, not the history. Runs under the account's rollup
 * lock, in the transaction that makes the readings count.
 */
export async function recountReadings(
  tx: Queryable,
  brandId: string,
  earlier: readonly ({ id: string } & CountedReading)[],
): Promise<void> {
  if (earlier.length === 0) return;
  // Up to a quarter of the account's answers, and the running totals of their prompts' whole history.
  await allowLongStatements(tx);
  const [aggregate] = await tx.query<{ id: string }>(
    '/* recountReadings.aggregateTopic */ select id from public.topics where user_id = $1 and is_aggregate',
    [brandId],
  );
  await tx.query(`/* recountReadings.table */ create temp table ${RECOUNTED_ANSWERS} on commit drop`);
  await tx.query(
    `/* recountReadings.answers */ insert into recounted_answers
    select a.id, a.prompt_id, a.topic_id, p.kind, a.platform, a.collected_on, a.visible, a.position, a.sentiment,
      e.visible, e.position, e.sentiment, e.competitors
    from json_to_recordset($2::json) as e(id uuid, visible boolean, position int, sentiment real, competitors json)
      join public.answers a on a.id = e.id and a.user_id = $1::uuid and a.status = 'ok'
      join public.prompts p on p.id = a.prompt_id`,
    [brandId, JSON.stringify(earlier)],
  );
  const params = [brandId, aggregate?.id ?? null];
  // Under its own topic and the account's aggregate topic ($2), as the collection counts it.
  const rollupTopics = `cross join lateral unnest(
      case when $2::uuid is null or a.topic_id = $2::uuid then array[a.topic_id] else array[a.topic_id, $2::uuid] end
    ) as rt(topic_id)`;
  // The windows count the answers of the days they cover (as of their own last day); the spans are $n.
  const windowed = (n: number) => `join public.rollup_window_state st on st.user_id = $1::uuid
      cross join unnest($${n}::int[]) as w(span)`;
  const inWindow = `a.collected_on <= st.as_of and a.collected_on > st.as_of - w.span`;
  const added = (sums: readonly string[]) =>
    sums.map((sum) => `${sum} = d.${sum} + excluded.${sum}`).join(', ');

  await tx.query(
    `/* recount prompt_daily */
    insert into public.prompt_daily as d (user_id, prompt_id, platform, day, ${TOPIC_SUMS.join(', ')})
    select $1::uuid, a.prompt_id, a.platform, a.collected_on, ${RECOUNTED_MEASURES}
    from ${RECOUNTED_READINGS}
    group by a.prompt_id, a.platform, a.collected_on
    on conflict (prompt_id, day, platform) do update set ${added(TOPIC_SUMS)}`,
    [brandId],
  );
  await tx.query(
    `/* recount prompt_window */
    insert into public.prompt_window as d (user_id, prompt_id, platform, span, ${TOPIC_SUMS.join(', ')})
    select $1::uuid, a.prompt_id, a.platform, w.span, ${RECOUNTED_MEASURES}
    from ${RECOUNTED_READINGS} ${windowed(2)}
    where ${inWindow}
    group by a.prompt_id, a.platform, w.span
    on conflict (prompt_id, span, platform) do update set ${added(TOPIC_SUMS)}`,
    [brandId, [...PROMPT_WINDOW_SPANS]],
  );
  // Refilled: a reading changed on a day moves the running totals of every later day, so adding the
  // changes rewrites about as many rows as refilling them does, and took longer (1.5 s against 0.9 s on
  // PGlite for an upgrade reading 1 answer in 20 otherwise, of 60,000).
  await tx.query(
    '/* recountReadings.clearPromptCumulative */ delete from public.prompt_cumulative where user_id = $1',
    [brandId],
  );
  await fillPromptCumulative(tx, brandId);

  // The rollups kept by topic (under its own and the aggregate), by day, for all time or by window: those of
  // the readings count their differences, those of the competitors named their rows in and out, and drop
  // the rows left naming none.
  const readings = {
    from: RECOUNTED_READINGS,
    key: '',
    counts: TOPIC_SUMS,
    differences: RECOUNTED_MEASURES,
    having: '',
    emptied: null,
  };
  const competitors = {
    from: RECOUNTED_COMPETITORS,
    key: 'competitor_id',
    counts: ['mentions', 'position_sum'],
    differences: 'sum(a.sign), sum(a.sign * a.position)',
    having: 'having sum(a.sign) <> 0 or sum(a.sign * a.position) <> 0',
    emptied: 'mentions <= 0',
  };
  for (const { rollup, family, keys, conflict, spans } of [
    {
      rollup: 'topic_daily',
      family: readings,
      keys: ['day'],
      conflict: 'topic_id, day, platform, prompt_kind',
    },
    { rollup: 'topic_totals', family: readings, keys: [], conflict: 'topic_id, platform, prompt_kind' },
    {
      rollup: 'topic_window',
      family: readings,
      keys: ['span'],
      conflict: 'topic_id, span, platform, prompt_kind',
      spans: TOPIC_WINDOW_SPANS,
    },
    {
      rollup: 'competitor_daily',
      family: competitors,
      keys: ['day'],
      conflict: 'topic_id, day, competitor_id, platform, prompt_kind',
    },
    {
      rollup: 'competitor_totals',
      family: competitors,
      keys: [],
      conflict: 'topic_id, competitor_id, platform, prompt_kind',
    },
    {
      rollup: 'competitor_window',
      family: competitors,
      keys: ['span'],
      conflict: 'topic_id, span, competitor_id, platform, prompt_kind',
      spans: ROLLUP_WINDOW_SPANS,
    },
  ]) {
    const { from, key, counts, differences, having, emptied } = family;
    const grouped = [
      ...keys.map((k) => (k === 'day' ? 'a.collected_on' : 'w.span')),
      ...(key ? [`a.${key}`] : []),
    ];
    await tx.query(
      `/* recount ${rollup} */
      insert into public.${rollup} as d (user_id, topic_id, platform, prompt_kind,
        ${[...keys, ...(key ? [key] : []), ...counts].join(', ')})
      select $1::uuid, rt.topic_id, a.platform, a.kind, ${grouped.map((value) => `${value}, `).join('')}
        ${differences}
      from ${from} ${rollupTopics} ${spans ? windowed(3) : ''}
      ${spans ? `where ${inWindow}` : ''}
      group by rt.topic_id, a.platform, a.kind${grouped.map((value) => `, ${value}`).join('')}
      ${having}
      on conflict (${conflict}) do update set ${added(counts)}`,
      spans ? [...params, [...spans]] : params,
    );
    if (emptied)
      await tx.query(
        `/* recount ${rollup}: drop emptied */ delete from public.${rollup} where user_id = $1 and ${emptied}`,
        [brandId],
      );
  }

  for (const { rollup, keys, conflict } of [
    {
      rollup: 'prompt_mentions_daily',
      keys: ['day'],
      conflict: 'prompt_id, day, platform, brand_named, competitor_ids',
    },
    {
      rollup: 'prompt_mentions_totals',
      keys: [],
      conflict: 'prompt_id, platform, brand_named, competitor_ids',
    },
  ]) {
    const values = keys.map((key) => `n.${key}`);
    await tx.query(
      `/* recount ${rollup} */
      insert into public.${rollup} as d (user_id, prompt_id, platform, ${keys.map((key) => `${key}, `).join('')}
        brand_named, competitor_ids, answers)
      select $1::uuid, n.prompt_id, n.platform, ${values.map((value) => `${value}, `).join('')}
        n.brand_named, n.competitor_ids, sum(n.sign)
      from ${RECOUNTED_NAMING}
      group by n.prompt_id, n.platform${values.map((value) => `, ${value}`).join('')}, n.brand_named, n.competitor_ids
      having sum(n.sign) <> 0
      on conflict (${conflict}) do update set answers = d.answers + excluded.answers`,
      [brandId],
    );
    await tx.query(
      `/* recount ${rollup}: drop emptied */ delete from public.${rollup} where user_id = $1 and answers <= 0`,
      [brandId],
    );
  }
  // An answer that now names the brand, or no longer does, leaves or enters "cited, not named".
  await addCitedNotNamed(tx, brandId, {
    sql: `select id, topic_id, platform, kind, collected_on, (not visible)::int - (not was_visible)::int as sign
      from recounted_answers where visible <> was_visible`,
    params: [],
  });
  await tx.query('/* recountReadings.dropTable */ drop table recounted_answers');
}

/**
 * Adds changes of prompt_daily to the running totals of prompt_cumulative. `deltas` is a query (its
 * parameters from $2, the account's id in $1) of rows (prompt_id, platform, day, …TOPIC_SUMS): what each
 * prompt, platform and day gained (or lost); `newestDay` is the latest of their days. Every prompt and
 * platform is first carried on to that day, so each keeps a row for every day through the account's last;
 * then each delta is added to the rows of its day and every later day. Runs under the account's rollup lock.
 */
export async function addToPromptCumulative(
  tx: Queryable,
  brandId: string,
  deltas: { sql: string; params: readonly SqlParam[]; newestDay: Day },
): Promise<void> {
  await tx.query(
    `/* extendPromptCumulative */
     with last as (select max(day) as day from public.prompt_cumulative where user_id = $1::uuid)
     insert into public.prompt_cumulative (user_id, day, platform, prompt_id, ${PROMPT_CUMULATIVE_COLUMNS})
     select c.user_id, c.day + s.i, c.platform, c.prompt_id, ${TOPIC_SUMS.map((sum) => `c.${sum}`).join(', ')},
       c.last_answered_on
     from last join public.prompt_cumulative c on c.user_id = $1::uuid and c.day = last.day
       cross join generate_series(1, $2::date - last.day) s(i)
     order by 2, 3, 4`,
    [brandId, deltas.newestDay],
  );
  await tx.query(
    `/* incrementPromptCumulative */
     with deltas (prompt_id, platform, day, ${TOPIC_SUMS.join(', ')}) as (${deltas.sql}),
     ends as (
       select greatest((select max(day) from public.prompt_cumulative where user_id = $1::uuid),
         (select max(day) from deltas)) as last
     )
     insert into public.prompt_cumulative as c (user_id, day, platform, prompt_id, ${PROMPT_CUMULATIVE_COLUMNS})
     select $1::uuid, d.day + s.i, d.platform, d.prompt_id, ${TOPIC_SUMS.map((sum) => `sum(d.${sum})`).join(', ')},
       max(d.day) filter (where d.answers > 0)
     from deltas d cross join ends cross join lateral generate_series(0, ends.last - d.day) s(i)
     group by d.day + s.i, d.platform, d.prompt_id
     order by 2, 3, 4
     on conflict (user_id, day, platform, prompt_id) do update set
       ${TOPIC_SUMS.map((sum) => `${sum} = c.${sum} + excluded.${sum}`).join(', ')},
       last_answered_on = greatest(c.last_answered_on, excluded.last_answered_on)`,
    [brandId, ...deltas.params],
  );
}

/**
 * A daily rollup with windows: its key columns besides day, the counts it sums, the windows' lengths, and
 * when a window row counts nothing (and is dropped).
 */
interface WindowedRollup {
  daily: string;
  window: string;
  keys: readonly string[];
  sums: readonly string[];
  spans: readonly number[];
  empty: string;
}

const WINDOWED_ROLLUPS: readonly WindowedRollup[] = [
  {
    daily: 'source_daily',
    window: 'source_window',
    keys: ['topic_id', 'platform', 'prompt_kind', 'url_id'],
    sums: ['mentions'],
    spans: ROLLUP_WINDOW_SPANS,
    empty: 'mentions <= 0',
  },
  {
    daily: 'competitor_daily',
    window: 'competitor_window',
    keys: ['topic_id', 'platform', 'prompt_kind', 'competitor_id'],
    sums: ['mentions', 'position_sum'],
    spans: ROLLUP_WINDOW_SPANS,
    empty: 'mentions <= 0',
  },
  {
    daily: 'topic_daily',
    window: 'topic_window',
    keys: ['topic_id', 'platform', 'prompt_kind'],
    sums: TOPIC_SUMS,
    spans: TOPIC_WINDOW_SPANS,
    empty: 'answers <= 0 and failures <= 0 and refusals <= 0 and no_answers <= 0',
  },
  {
    daily: 'prompt_daily',
    window: 'prompt_window',
    keys: ['prompt_id', 'platform'],
    sums: TOPIC_SUMS,
    spans: PROMPT_WINDOW_SPANS,
    empty: 'answers <= 0 and failures <= 0 and refusals <= 0 and no_answers <= 0',
  },
];

/** The tables advanceRollupWindows rewrites. */
export const ROLLUP_WINDOW_TABLES = WINDOWED_ROLLUPS.map((rollup) => rollup.window);

/** The day the account's rollup windows end on, or null when they were never built. */
export async function getRollupWindowsAsOf(db: Queryable, brandId: string): Promise<Day | null> {
  const [row] = await db.query<{ asOf: Day }>(
    `/* getRollupWindowsAsOf */
     select to_char(as_of, 'YYYY-MM-DD') as "asOf" from public.rollup_window_state where user_id = $1`,
    [brandId],
  );
  return row?.asOf ?? null;
}

/**
 * Moves one window of a rollup from ending on `from` (null: never built) to ending on `today`: days after
 * the old end count in, days of the old window before the new one count out (greatest() ignores a null).
 */
function advanceWindow(
  tx: Queryable,
  brandId: string,
  rollup: WindowedRollup,
  span: number,
  from: Day | null,
  today: Day,
) {
  const { daily, window, keys, sums } = rollup;
  const columns = [...keys, ...sums];
  const values = [
    ...keys.map((key) => `d.${key}`),
    ...sums.map((sum) => `sum(case when d.day > $4::date - $2::int then d.${sum} else -d.${sum} end)`),
  ];
  return tx.query(
    `/* advanceRollupWindow */
     insert into public.${window} as w (user_id, span, ${columns.join(', ')})
     select $1, $2::int, ${values.join(', ')}
     from public.${daily} d
     where d.user_id = $1 and d.day <= $4::date
       and (d.day > greatest($3::date, $4::date - $2::int)
         or (d.day > $3::date - $2::int and d.day <= $4::date - $2::int))
     group by ${keys.map((key) => `d.${key}`).join(', ')}
     on conflict (span, ${keys.join(', ')})
     do update set ${sums.map((sum) => `${sum} = w.${sum} + excluded.${sum}`).join(', ')}`,
    [brandId, span, from, today],
  );
}

/**
 * Moves the account's rollup windows to end on `today`. From the day they ended on, each window adds the
 * days that entered it and takes off the days that left it (a few days of the daily rows); a window that
 * has moved by its whole length, or was never built, is summed afresh. Runs under the account's rollup
 * lock and checks again under it, so concurrent readers and processes move the windows once.
 */
export async function advanceRollupWindows(db: Db, brandId: string, today: Day): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockAccountRollups(tx, brandId);
    const asOf = await getRollupWindowsAsOf(tx, brandId);
    if (asOf === today) return false;
    // Windows that ended after today (the clock went back) are summed afresh, as if never built.
    const from = asOf !== null && asOf < today ? asOf : null;
    for (const rollup of WINDOWED_ROLLUPS) {
      for (const span of rollup.spans) {
        const keep = from !== null && from > addDays(today, -span);
        if (!keep)
          await tx.query(
            `/* clearRollupWindow */ delete from public.${rollup.window} where user_id = $1 and span = $2`,
            [brandId, span],
          );
        await advanceWindow(tx, brandId, rollup, span, keep ? from : null, today);
      }
      await tx.query(
        `/* dropEmptyRollupWindows */ delete from public.${rollup.window} where user_id = $1 and ${rollup.empty}`,
        [brandId],
      );
    }
    await tx.query(
      `/* setRollupWindowsAsOf */
       insert into public.rollup_window_state (user_id, as_of) values ($1, $2)
       on conflict (user_id) do update set as_of = excluded.as_of`,
      [brandId, today],
    );
    return true;
  });
}

/**
 * Counts the account's "cited, not named" rollup afresh for `brandDomain`, its website's domain, when it
 * counts another (or none): the first read after the website changed, or ever. Checks again under the
 * account's rollup lock, so concurrent readers and processes count once.
 */
export async function countCitedNotNamedAfresh(
  db: Db,
  brandId: string,
  brandDomain: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockAccountRollups(tx, brandId);
    const [counted] = await tx.query(
      `/* citedNotNamedCounted */ select 1 from public.cited_not_named_state where user_id = $1 and brand_domain = $2`,
      [brandId, brandDomain],
    );
    if (counted) return false;
    // Every answer of the account is read again.
    await allowLongStatements(tx);
    await tx.query('/* clearCitedNotNamed */ delete from public.cited_not_named_daily where user_id = $1', [
      brandId,
    ]);
    await tx.query(
      `/* setCitedNotNamedDomain */ insert into public.cited_not_named_state (user_id, brand_domain) values ($1, $2)
       on conflict (user_id) do update set brand_domain = excluded.brand_domain`,
      [brandId, brandDomain],
    );
    await addCitedNotNamed(tx, brandId, { sql: unnamedAnswers('true'), params: [] });
    return true;
  });
}

/** Whether the account has stored any answer (whose rollups a change of prompt kind would move). */
export async function accountHasAnswers(db: Queryable, brandId: string): Promise<boolean> {
  const rows = await db.query(
    '/* accountHasAnswers */ select 1 from public.answers where user_id = $1 limit 1',
    [brandId],
  );
  return rows.length > 0;
}
