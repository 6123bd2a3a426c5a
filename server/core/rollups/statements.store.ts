/**
 * The statement windows (statement_window, migration 0115): the answered answers of each preset period that
 * say, of one name on one facet, so many positive, neutral and negative statements, counted by topic (and
 * the aggregate topic), platform and prompt kind. What the narrative's figures and their bootstrap read
 * instead of every statement of a period. And the statement days (statement_daily, migration 0116): the
 * brand's statements counted by polarity per aspect and day, what the trend and the quotes read.
 */
import {
  allowLongStatements,
  trustReferencesOnEmbeddedStore,
  type Db,
  type Queryable,
  type SqlParam,
} from '../../db/db';
import { addDays, type Day } from '../../lib/dates';
import { lockAccountRollups } from './rollups.store';

/** Every statement counts under this pseudo-aspect too: the brand's (or a competitor's) overall figures. */
export const ALL_ASPECTS = '*';

/**
 * The statements of answers `a` (answered ones of the account $1 matching `answers`, a condition on them)
 * tallied per answer, name and facet: one row per answer and name for each aspect its statements speak of,
 * ALL_ASPECTS, and each of the brand's attributes, with the answer's topic, kind, platform and day.
 */
const perAnswerTallies = (answers: string) => `(
    select a.topic_id, p.kind, a.platform, a.collected_on, s.competitor_id, x.facet_kind, x.facet,
      count(*) filter (where s.polarity = 'positive')::int as positive,
      count(*) filter (where s.polarity = 'neutral')::int as neutral,
      count(*) filter (where s.polarity = 'negative')::int as negative
    from public.answers a
      join public.prompts p on p.id = a.prompt_id
      join public.answer_statements s on s.answer_id = a.id
      cross join lateral (
        select 'aspect', aspect from unnest(array_append(s.aspects, '${ALL_ASPECTS}')) as aspect
        union all
        select 'attribute', attribute from unnest(s.attributes) as attribute
      ) as x(facet_kind, facet)
    where a.user_id = $1::uuid and a.status = 'ok' and ${answers}
    group by a.id, a.topic_id, p.kind, a.platform, a.collected_on, s.competitor_id, x.facet_kind, x.facet
  ) t`;

/** Under its own topic and the account's aggregate topic ($2; none: its own alone). */
const ROLLUP_TOPICS = `cross join lateral unnest(
    case when $2::uuid is null or t.topic_id = $2::uuid then array[t.topic_id] else array[t.topic_id, $2::uuid] end
  ) as rt(topic_id)`;

const TALLY = 't.competitor_id, t.facet_kind, t.facet, t.positive, t.neutral, t.negative';

/**
 * Adds to the windows `windows` (an SQL relation `w` of spans `w.span` and the days they end on `w.as_of`,
 * its one parameter $3) the answers `answers` selects (a condition on answers `a`, its own parameters from $4), each `sign` times
 * in each window: `sign` is an SQL expression of the answer's day (`t.collected_on`) and the window. Rows
 * left counting no answer are dropped.
 */
async function addToWindows(
  tx: Queryable,
  brandId: string,
  windows: { sql: string; params: readonly [SqlParam] },
  answers: { sql: string; params: readonly SqlParam[] },
  sign: string,
): Promise<void> {
  await tx.query(
    `/* addToStatementWindows */
    insert into public.statement_window as d (user_id, topic_id, span, platform, prompt_kind, competitor_id,
      facet_kind, facet, positive, neutral, negative, answers)
    select $1::uuid, rt.topic_id, w.span, t.platform, t.kind, ${TALLY}, sum(s.sign)
    from ${perAnswerTallies(answers.sql)} ${ROLLUP_TOPICS}
      cross join ${windows.sql} as w
      cross join lateral (select (${sign})::int as sign) as s
    where s.sign <> 0
    group by rt.topic_id, w.span, t.platform, t.kind, ${TALLY}
    having sum(s.sign) <> 0
    on conflict (topic_id, span, prompt_kind, platform, competitor_id, facet_kind, facet, positive, neutral,
      negative) do update set answers = d.answers + excluded.answers`,
    [brandId, await aggregateTopicId(tx, brandId), ...windows.params, ...answers.params],
  );
  await tx.query(
    `/* dropEmptiedStatementWindows */ delete from public.statement_window where user_id = $1 and answers <= 0`,
    [brandId],
  );
}

async function aggregateTopicId(tx: Queryable, brandId: string): Promise<string | null> {
  const [aggregate] = await tx.query<{ id: string }>(
    '/* statementRollups.aggregateTopic */ select id from public.topics where user_id = $1 and is_aggregate',
    [brandId],
  );
  return aggregate?.id ?? null;
}

/**
 * Adds the brand's statements of the answers `answers` selects (a condition on answers `a`, its own
 * parameters from $4) to the statement days, and those answers with a negative one to the pages they cite,
 * `sign` times; rows left counting nothing are dropped.
 */
async function addToStatementDays(
  tx: Queryable,
  brandId: string,
  answers: { sql: string; params: readonly SqlParam[] },
  sign: 1 | -1,
): Promise<void> {
  const counts = ['positive', 'neutral', 'negative'];
  const params = [brandId, await aggregateTopicId(tx, brandId), sign, ...answers.params];
  await tx.query(
    `/* addToStatementDays */
    insert into public.statement_daily as d (user_id, topic_id, day, platform, prompt_kind, aspect,
      ${counts.join(', ')})
    select $1::uuid, rt.topic_id, t.collected_on, t.platform, t.kind, t.aspect,
      ${counts.map((count) => `$3::int * sum(t.${count})`).join(', ')}
    from (
      select a.topic_id, p.kind, a.platform, a.collected_on, x.aspect,
        ${counts.map((count) => `count(*) filter (where s.polarity = '${count}')::int as ${count}`).join(', ')}
      from public.answers a
        join public.prompts p on p.id = a.prompt_id
        join public.answer_statements s on s.answer_id = a.id
        cross join lateral unnest(s.aspects) as x(aspect)
      where a.user_id = $1::uuid and a.status = 'ok' and s.competitor_id is null and ${answers.sql}
      group by a.topic_id, p.kind, a.platform, a.collected_on, x.aspect
    ) t ${ROLLUP_TOPICS}
    group by rt.topic_id, t.collected_on, t.platform, t.kind, t.aspect
    on conflict (topic_id, day, platform, prompt_kind, aspect) do update set
      ${counts.map((count) => `${count} = d.${count} + excluded.${count}`).join(', ')}`,
    params,
  );
  await tx.query(
    `/* addToStatementSourceDays */
    insert into public.statement_source_daily as d (user_id, topic_id, day, platform, prompt_kind, aspect,
      url_id, answers)
    select $1::uuid, rt.topic_id, t.collected_on, t.platform, t.kind, t.aspect, t.url_id, $3::int * count(*)
    from (
      select distinct a.id, a.topic_id, p.kind, a.platform, a.collected_on, x.aspect, src.url_id
      from public.answers a
        join public.prompts p on p.id = a.prompt_id
        join public.answer_statements s on s.answer_id = a.id
        cross join lateral unnest(s.aspects) as x(aspect)
        join public.answer_sources src on src.answer_id = a.id
      where a.user_id = $1::uuid and a.status = 'ok' and s.competitor_id is null and s.polarity = 'negative'
        and ${answers.sql}
    ) t ${ROLLUP_TOPICS}
    group by rt.topic_id, t.collected_on, t.platform, t.kind, t.aspect, t.url_id
    on conflict (topic_id, day, platform, prompt_kind, aspect, url_id) do update set
      answers = d.answers + excluded.answers`,
    params,
  );
  await tx.query(
    `/* dropEmptiedStatementDays */ delete from public.statement_daily
    where user_id = $1 and positive = 0 and neutral = 0 and negative = 0`,
    [brandId],
  );
  await tx.query(
    `/* dropEmptiedStatementSourceDays */ delete from public.statement_source_daily
    where user_id = $1 and answers = 0`,
    [brandId],
  );
}

/**
 * Builds the account's statement days from all its statements unless they stand (a rollup rebuild clears
 * them). Checks again under the account's rollup lock, so concurrent readers and processes build them once.
 */
export async function buildStatementDays(db: Db, brandId: string): Promise<void> {
  const built = async (q: Queryable) =>
    (
      await q.query(
        '/* statementDaysBuilt */ select 1 from public.statement_daily_state where user_id = $1',
        [brandId],
      )
    ).length > 0;
  if (await built(db)) return;
  await db.transaction(async (tx) => {
    await lockAccountRollups(tx, brandId);
    if (await built(tx)) return;
    // Every statement of the account is read: a minute or so for millions of them, once.
    await allowLongStatements(tx);
    await trustReferencesOnEmbeddedStore(db, tx);
    for (const table of ['statement_daily', 'statement_source_daily'])
      await tx.query(`/* clearStatementDays */ delete from public.${table} where user_id = $1`, [brandId]);
    await addToStatementDays(tx, brandId, { sql: 'true', params: [] }, 1);
    await tx.query(
      '/* setStatementDaysBuilt */ insert into public.statement_daily_state (user_id) values ($1)',
      [brandId],
    );
  });
}

/** An answer's day is in a window (`w.span` days ending on `w.as_of`). */
const IN_WINDOW = 't.collected_on <= w.as_of and t.collected_on > w.as_of - w.span';

/**
 * Counts the statements of the account's answered answers matching `answers` (a condition on answers `a`
 * whose own parameters start at $4) into each built window that holds the answer's day and into the
 * statement days when built, `sign` times (1 in, -1 out). Runs under the account's rollup lock.
 */
export async function countStatements(
  tx: Queryable,
  brandId: string,
  answers: { sql: string; params: readonly SqlParam[] },
  sign: 1 | -1,
): Promise<void> {
  const [built] = await tx.query<{ windows: boolean; days: boolean }>(
    `/* statementRollupsBuilt */ select
      exists (select 1 from public.statement_window_state where user_id = $1) as windows,
      exists (select 1 from public.statement_daily_state where user_id = $1) as days`,
    [brandId],
  );
  if (built?.days) await addToStatementDays(tx, brandId, answers, sign);
  if (!built?.windows) return;
  const windows = {
    sql: `(select span, as_of from public.statement_window_state
      where user_id = $1::uuid and ($3::int[] is null or span = any($3::int[])))`,
    params: [null] as [SqlParam],
  };
  await addToWindows(tx, brandId, windows, answers, `case when ${IN_WINDOW} then ${sign} else 0 end`);
}

/** The answers whose ids are $4 (a uuid[]). */
export const answersWithIds = (ids: readonly string[]) => ({ sql: 'a.id = any($4::uuid[])', params: [ids] });

/** The days after `after` through `through`. */
function daysAfter(after: Day, through: Day): Day[] {
  const days: Day[] = [];
  for (let day = addDays(after, 1); day <= through; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The day each of the account's built windows ends on, by span. */
async function windowsAsOf(db: Queryable, brandId: string): Promise<Map<number, Day>> {
  const rows = await db.query<{ span: number; asOf: Day }>(
    `/* getStatementWindowsAsOf */
    select span, to_char(as_of, 'YYYY-MM-DD') as "asOf" from public.statement_window_state where user_id = $1`,
    [brandId],
  );
  return new Map(rows.map((row) => [row.span, row.asOf]));
}

/**
 * Makes the account's statement windows of `spans` end on `today`: a window never built, or moved by its
 * whole length or back in time, is summed afresh from its answers; one that ended a few days before takes
 * in the statements of the days after its end and takes off those of the days before its new start. Checks
 * again under the account's rollup lock, so concurrent readers and processes move each window once.
 */
export async function advanceStatementWindows(
  db: Db,
  brandId: string,
  spans: readonly number[],
  today: Day,
): Promise<void> {
  const current = (asOf: Map<number, Day>) => spans.every((span) => asOf.get(span) === today);
  if (current(await windowsAsOf(db, brandId))) return;
  await db.transaction(async (tx) => {
    await lockAccountRollups(tx, brandId);
    const asOf = await windowsAsOf(tx, brandId);
    if (current(asOf)) return;
    // Every row written names the account's own topics and competitors.
    await trustReferencesOnEmbeddedStore(db, tx);
    const moving = spans.filter((span) => asOf.get(span) !== today);
    const from = (span: number) => {
      const end = asOf.get(span);
      return end !== undefined && end < today && end > addDays(today, -span) ? end : null;
    };
    const afresh = moving.filter((span) => from(span) === null);
    const onDays = (days: readonly Day[], ...more: SqlParam[]) => ({
      sql: 'a.collected_on = any($4::date[])',
      params: [days, ...more],
    });
    if (afresh.length > 0) {
      await tx.query(
        `/* clearStatementWindows */ delete from public.statement_window where user_id = $1 and span = any($2::int[])`,
        [brandId, afresh],
      );
      await addToWindows(
        tx,
        brandId,
        { sql: '(select unnest($3::int[]) as span, $5::date as as_of)', params: [afresh] as [SqlParam] },
        onDays(daysAfter(addDays(today, -Math.max(...afresh)), today), today),
        `case when ${IN_WINDOW} then 1 else 0 end`,
      );
    }
    for (const span of moving.filter((span) => from(span) !== null)) {
      const end = from(span)!;
      // The days after the old end count in; the days before the new start count out.
      await addToWindows(
        tx,
        brandId,
        { sql: '(select unnest($3::int[]) as span, $5::date as as_of)', params: [[span]] as [SqlParam] },
        onDays(
          [...daysAfter(end, today), ...daysAfter(addDays(end, -span), addDays(today, -span))],
          today,
          end,
        ),
        `case when t.collected_on > $6::date and t.collected_on <= w.as_of then 1
          when t.collected_on > $6::date - w.span and t.collected_on <= w.as_of - w.span then -1 else 0 end`,
      );
    }
    await tx.query(
      `/* setStatementWindowsAsOf */
      insert into public.statement_window_state (user_id, span, as_of) select $1, span, $3 from unnest($2::int[]) span
      on conflict (user_id, span) do update set as_of = excluded.as_of`,
      [brandId, moving, today],
    );
  });
}
