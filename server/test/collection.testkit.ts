/** Test helpers: rollups as stored, and the same rollups recomputed from the answers (GROUP BY). */
import type { Queryable } from '../db/db';

const round = (value: number) => Math.round(value * 1000) / 1000;

function normalise(rows: Record<string, unknown>[]): string[] {
  return rows
    .map((row) =>
      JSON.stringify(
        Object.fromEntries(
          Object.entries(row)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([key, value]) => [key, typeof value === 'number' ? round(value) : value]),
        ),
      ),
    )
    .sort();
}

// Every answer under its prompt's kind, its own topic and its account's aggregate topic.
const ROLLUP_TOPICS = `
  join public.prompts p on p.id = a.prompt_id
  cross join lateral (
    select a.topic_id union select g.id from public.topics g where g.user_id = a.user_id and g.is_aggregate
  ) as rt(topic_id)`;

export async function storedRollups(db: Queryable) {
  return {
    topic: normalise(
      await db.query(`select topic_id, platform, prompt_kind, day, answers, failures, impressions, sentiment_sum,
        sentiment_count, position_sum, position_count, refusals, no_answers from public.topic_daily`),
    ),
    topicTotals: normalise(
      await db.query(`select topic_id, platform, prompt_kind, answers, failures, impressions, sentiment_sum,
        sentiment_count, position_sum, position_count, refusals, no_answers from public.topic_totals`),
    ),
    prompt: normalise(
      await db.query(
        `select prompt_id, platform, day, answers, failures, impressions, sentiment_sum, sentiment_count,
          position_sum, position_count, refusals, no_answers from public.prompt_daily`,
      ),
    ),
    competitor: normalise(
      await db.query(
        'select topic_id, platform, prompt_kind, day, competitor_id, mentions, position_sum from public.competitor_daily',
      ),
    ),
    source: normalise(
      await db.query(
        `select d.topic_id, d.platform, d.prompt_kind, d.day, u.url, u.domain, d.mentions
        from public.source_daily d join public.source_urls u on u.id = d.url_id`,
      ),
    ),
    sourceTotals: normalise(
      await db.query(
        `select t.topic_id, t.platform, t.prompt_kind, u.url, u.domain, t.mentions
        from public.source_totals t join public.source_urls u on u.id = t.url_id`,
      ),
    ),
    promptMentions: normalise(
      await db.query(`select prompt_id, platform, day, brand_named, competitor_ids::text as competitor_ids, answers
        from public.prompt_mentions_daily`),
    ),
    promptMentionsTotals: normalise(
      await db.query(`select prompt_id, platform, brand_named, competitor_ids::text as competitor_ids, answers
        from public.prompt_mentions_totals`),
    ),
    statementWindows: await storedStatementWindows(db),
  };
}

/** The tracked competitors an answer named, as a sorted array literal ('{}' for none). */
const NAMED_COMPETITORS = `coalesce((select array_agg(ac.competitor_id order by ac.competitor_id)
  from public.answer_competitors ac where ac.answer_id = a.id), '{}')::text`;

/** What a topic rollup row counts over its answers, written apart from the product's own expressions. */
const TOPIC_MEASURES = `
  count(*) filter (where a.status = 'ok')::int as answers,
  count(*) filter (where a.status = 'failed')::int as failures,
  count(*) filter (where a.visible)::int as impressions,
  coalesce(sum(a.sentiment::float8) filter (where a.visible), 0) as sentiment_sum,
  count(a.sentiment) filter (where a.visible)::int as sentiment_count,
  coalesce(sum(a.position) filter (where a.visible), 0)::int as position_sum,
  count(a.position) filter (where a.visible)::int as position_count,
  count(*) filter (where a.status = 'refused')::int as refusals,
  count(*) filter (where a.status = 'no_answer')::int as no_answers`;

export async function recomputedRollups(db: Queryable) {
  return {
    topic: normalise(
      await db.query(`
        select rt.topic_id, a.platform, p.kind as prompt_kind, a.collected_on as day, ${TOPIC_MEASURES}
        from public.answers a ${ROLLUP_TOPICS}
        group by rt.topic_id, a.platform, p.kind, a.collected_on`),
    ),
    topicTotals: normalise(
      await db.query(`
        select rt.topic_id, a.platform, p.kind as prompt_kind, ${TOPIC_MEASURES}
        from public.answers a ${ROLLUP_TOPICS}
        group by rt.topic_id, a.platform, p.kind`),
    ),
    prompt: normalise(
      await db.query(`
        select a.prompt_id, a.platform, a.collected_on as day, ${TOPIC_MEASURES}
        from public.answers a group by a.prompt_id, a.platform, a.collected_on`),
    ),
    competitor: normalise(
      await db.query(`
        select rt.topic_id, a.platform, p.kind as prompt_kind, a.collected_on as day, ac.competitor_id,
          count(*)::int as mentions, sum(ac.position)::int as position_sum
        from public.answers a join public.answer_competitors ac on ac.answer_id = a.id ${ROLLUP_TOPICS}
        group by rt.topic_id, a.platform, p.kind, a.collected_on, ac.competitor_id`),
    ),
    source: normalise(
      await db.query(`
        select rt.topic_id, a.platform, p.kind as prompt_kind, a.collected_on as day, u.url, u.domain,
          count(*)::int as mentions
        from public.answers a join public.answer_sources s on s.answer_id = a.id
          join public.source_urls u on u.id = s.url_id ${ROLLUP_TOPICS}
        group by rt.topic_id, a.platform, p.kind, a.collected_on, u.url, u.domain`),
    ),
    sourceTotals: normalise(
      await db.query(`
        select rt.topic_id, a.platform, p.kind as prompt_kind, u.url, u.domain, count(*)::int as mentions
        from public.answers a join public.answer_sources s on s.answer_id = a.id
          join public.source_urls u on u.id = s.url_id ${ROLLUP_TOPICS}
        group by rt.topic_id, a.platform, p.kind, u.url, u.domain`),
    ),
    // Answers naming the brand or a competitor, by prompt, platform, day, the brand and the competitors named.
    promptMentions: normalise(
      await db.query(`
        select a.prompt_id, a.platform, a.collected_on as day, a.visible as brand_named,
          ${NAMED_COMPETITORS} as competitor_ids, count(*)::int as answers
        from public.answers a
        where a.status = 'ok' and (a.visible or exists (select 1 from public.answer_competitors ac where ac.answer_id = a.id))
        group by 1, 2, 3, 4, 5`),
    ),
    promptMentionsTotals: normalise(
      await db.query(`
        select a.prompt_id, a.platform, a.visible as brand_named, ${NAMED_COMPETITORS} as competitor_ids,
          count(*)::int as answers
        from public.answers a
        where a.status = 'ok' and (a.visible or exists (select 1 from public.answer_competitors ac where ac.answer_id = a.id))
        group by 1, 2, 3, 4`),
    ),
    statementWindows: await recomputedStatementWindows(db),
  };
}

/** Rows where the aggregate topic's rollup differs from the sum over the account's other topics. */
export async function aggregateMismatches(db: Queryable): Promise<unknown[]> {
  const topic = await db.query(`
    with sums as (
      select d.user_id, d.platform, d.prompt_kind, d.day, sum(d.answers) as answers, sum(d.failures) as failures,
        sum(d.impressions) as impressions, sum(d.sentiment_count) as sentiment_count, sum(d.position_sum) as position_sum,
        round(sum(d.sentiment_sum)::numeric, 3) as sentiment_sum
      from public.topic_daily d join public.topics t on t.id = d.topic_id and not t.is_aggregate
      group by d.user_id, d.platform, d.prompt_kind, d.day
    ),
    agg as (
      select d.user_id, d.platform, d.prompt_kind, d.day, d.answers, d.failures, d.impressions, d.sentiment_count, d.position_sum,
        round(d.sentiment_sum::numeric, 3) as sentiment_sum
      from public.topic_daily d join public.topics t on t.id = d.topic_id and t.is_aggregate
    )
    select * from sums full join agg using (user_id, platform, prompt_kind, day)
    where sums.answers is distinct from agg.answers or sums.failures is distinct from agg.failures
      or sums.impressions is distinct from agg.impressions or sums.sentiment_count is distinct from agg.sentiment_count
      or sums.position_sum is distinct from agg.position_sum or abs(sums.sentiment_sum - agg.sentiment_sum) > 0.01`);
  const competitor = await db.query(`
    with sums as (
      select d.user_id, d.platform, d.prompt_kind, d.day, d.competitor_id, sum(d.mentions) as mentions
      from public.competitor_daily d join public.topics t on t.id = d.topic_id and not t.is_aggregate
      group by 1, 2, 3, 4, 5
    ),
    agg as (
      select d.user_id, d.platform, d.prompt_kind, d.day, d.competitor_id, d.mentions
      from public.competitor_daily d join public.topics t on t.id = d.topic_id and t.is_aggregate
    )
    select * from sums full join agg using (user_id, platform, prompt_kind, day, competitor_id)
    where sums.mentions is distinct from agg.mentions`);
  const source = await db.query(`
    with sums as (
      select d.user_id, d.platform, d.prompt_kind, d.day, d.url_id, sum(d.mentions) as mentions
      from public.source_daily d join public.topics t on t.id = d.topic_id and not t.is_aggregate
      group by 1, 2, 3, 4, 5
    ),
    agg as (
      select d.user_id, d.platform, d.prompt_kind, d.day, d.url_id, d.mentions
      from public.source_daily d join public.topics t on t.id = d.topic_id and t.is_aggregate
    )
    select * from sums full join agg using (user_id, platform, prompt_kind, day, url_id)
    where sums.mentions is distinct from agg.mentions`);
  return [...topic, ...competitor, ...source];
}

/** The statement windows as stored. */
export const storedStatementWindows = async (db: Queryable) =>
  normalise(
    await db.query(`select topic_id, span, platform, prompt_kind, competitor_id, facet_kind, facet, positive,
        neutral, negative, answers from public.statement_window`),
  );

/**
 * The statement windows summed afresh from the answers, each as of the day its state says it ends on: each
 * window's answers by what they say of one name on one aspect ('*': any), or of one of the brand's attributes.
 */
export const recomputedStatementWindows = async (db: Queryable) =>
  normalise(
    await db.query(`
        select rt.topic_id, w.span, f.platform, f.prompt_kind, f.competitor_id, f.facet_kind, f.facet, f.positive,
          f.neutral, f.negative, count(*)::int as answers
        from (
          select a.id, a.topic_id, a.user_id, a.platform, p.kind as prompt_kind, a.collected_on,
            st.competitor_id, facets.kind as facet_kind, facets.name as facet,
            sum((st.polarity = 'positive')::int)::int as positive,
            sum((st.polarity = 'neutral')::int)::int as neutral,
            sum((st.polarity = 'negative')::int)::int as negative
          from public.answers a
            join public.prompts p on p.id = a.prompt_id
            join public.answer_statements st on st.answer_id = a.id
            cross join lateral (
              select 'aspect' as kind, unnest(st.aspects || '{*}'::text[]) as name
              union all select 'attribute', unnest(st.attributes)
            ) facets
          where a.status = 'ok'
          group by 1, 2, 3, 4, 5, 6, 7, 8, 9
        ) f
        join public.statement_window_state w on w.user_id = f.user_id
        cross join lateral (
          select f.topic_id union select g.id from public.topics g where g.user_id = f.user_id and g.is_aggregate
        ) as rt(topic_id)
        where f.collected_on <= w.as_of and f.collected_on > w.as_of - w.span
        group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10`),
  );

/** The statement days as stored. */
export const storedStatementDays = async (db: Queryable) =>
  normalise(
    await db.query(`select topic_id, to_char(day, 'YYYY-MM-DD') as day, platform, prompt_kind, aspect, positive,
        neutral, negative from public.statement_daily`),
  );

/** The statement days counted afresh from the brand's statements of answered answers, under each topic and the aggregate. */
export const recomputedStatementDays = async (db: Queryable) =>
  normalise(
    await db.query(`
        select rt.topic_id, to_char(a.collected_on, 'YYYY-MM-DD') as day, a.platform, p.kind as prompt_kind,
          aspect, count(*) filter (where st.polarity = 'positive')::int as positive,
          count(*) filter (where st.polarity = 'neutral')::int as neutral,
          count(*) filter (where st.polarity = 'negative')::int as negative
        from public.answers a
          join public.prompts p on p.id = a.prompt_id
          join public.answer_statements st on st.answer_id = a.id and st.competitor_id is null
          cross join unnest(st.aspects) as aspect
          cross join lateral (
            select a.topic_id union select g.id from public.topics g where g.user_id = a.user_id and g.is_aggregate
          ) as rt(topic_id)
        where a.status = 'ok' and exists (select 1 from public.statement_daily_state s where s.user_id = a.user_id)
        group by 1, 2, 3, 4, 5`),
  );

/** The pages cited by answers with a negative statement about the brand, by aspect, as stored. */
export const storedStatementSourceDays = async (db: Queryable) =>
  normalise(
    await db.query(`select topic_id, to_char(day, 'YYYY-MM-DD') as day, platform, prompt_kind, aspect, url_id,
        answers from public.statement_source_daily`),
  );

/** The same counted afresh from the answers, their statements and their sources. */
export const recomputedStatementSourceDays = async (db: Queryable) =>
  normalise(
    await db.query(`
        select rt.topic_id, to_char(a.collected_on, 'YYYY-MM-DD') as day, a.platform, p.kind as prompt_kind,
          x.aspect, src.url_id, count(distinct a.id)::int as answers
        from public.answers a
          join public.prompts p on p.id = a.prompt_id
          join public.answer_statements st on st.answer_id = a.id and st.competitor_id is null
            and st.polarity = 'negative'
          cross join unnest(st.aspects) as x(aspect)
          join public.answer_sources src on src.answer_id = a.id
          cross join lateral (
            select a.topic_id union select g.id from public.topics g where g.user_id = a.user_id and g.is_aggregate
          ) as rt(topic_id)
        where a.status = 'ok' and exists (select 1 from public.statement_daily_state s where s.user_id = a.user_id)
        group by 1, 2, 3, 4, 5, 6`),
  );
