/**
 * The "cited, not named" rollup (cited_not_named_daily, migration 0113): the answered answers not naming the
 * brand that cite a page of its site, by topic (and the aggregate topic), platform, prompt kind and day.
 * The rows count for the domain cited_not_named_state names: readers make it the brand's present one first
 * (countCitedNotNamedAfresh).
 */
import type { Queryable, SqlParam } from '../../db/db';

/**
 * Adds to the rollup the answers `answers` selects, a query (parameters from $2, the account's id in $1) of
 * rows (id, topic_id, platform, kind, collected_on, sign): each counts `sign` (1 in, -1 out) if it cites a
 * page of the counted domain, under its topic and the aggregate topic. Nothing without a counted domain.
 * The brand's pages are looked up once and each answer's citations probed by its key (nothing indexes
 * citations by page). Runs under the account's rollup lock.
 */
export async function addCitedNotNamed(
  tx: Queryable,
  brandId: string,
  answers: { sql: string; params: readonly SqlParam[] },
): Promise<void> {
  await tx.query(
    `/* addCitedNotNamed */
    with brand_pages as materialized (
      select array_agg(u.id) as ids from public.cited_not_named_state st
        join public.source_urls u on u.user_id = st.user_id
          and (u.domain = st.brand_domain or u.domain like '%.' || st.brand_domain)
      where st.user_id = $1::uuid
    ),
    aggregate_topic as (select id from public.topics where user_id = $1::uuid and is_aggregate)
    insert into public.cited_not_named_daily as d (user_id, topic_id, platform, prompt_kind, day, answers)
    select $1::uuid, rt.topic_id, a.platform, a.kind, a.collected_on, sum(a.sign)
    from (${answers.sql}) a
      cross join brand_pages b
      left join aggregate_topic g on true
      cross join lateral unnest(
        case when g.id is null or a.topic_id = g.id then array[a.topic_id] else array[a.topic_id, g.id] end
      ) as rt(topic_id)
    where exists (select 1 from public.answer_sources s where s.answer_id = a.id and s.url_id = any(b.ids))
    group by rt.topic_id, a.platform, a.kind, a.collected_on
    having sum(a.sign) <> 0
    on conflict (topic_id, day, platform, prompt_kind) do update set answers = d.answers + excluded.answers`,
    [brandId, ...answers.params],
  );
}

/** The account's answered answers not naming the brand, matching `condition` on answers `a`, counted in. */
export const unnamedAnswers = (condition: string) =>
  `select a.id, a.topic_id, a.platform, p.kind, a.collected_on, 1 as sign
  from public.answers a join public.prompts p on p.id = a.prompt_id
  where a.user_id = $1::uuid and a.status = 'ok' and not a.visible and ${condition}`;
