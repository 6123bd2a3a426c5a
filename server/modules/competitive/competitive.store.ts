/**
 * Head to head and answer gaps: sums of prompt_mentions_daily / _totals (which tracked brands each answer
 * named, per prompt), and the domains a few gaps' answers cite.
 */
import { queryRowsAsJson, type Queryable } from '../../db/db';
import { storedPromptKind } from '../../db/prompt-kinds';
import type { FigureRange } from '../metrics';

/**
 * One prompt against one competitor over a range: answers naming the competitor and not the brand, and the
 * brand and not the competitor. With competitorId null, the prompt's answers naming any competitor and not
 * the brand (its gap; brandOnly is 0).
 */
export interface PromptRivalryRow {
  promptId: string;
  question: string;
  topicId: string;
  /** The prompt is archived, or its topic is. */
  archived: boolean;
  competitorId: string | null;
  competitorOnly: number;
  brandOnly: number;
}

/**
 * getPromptRivalry: per prompt and competitor, the range's answers that named one and not the other, from
 * the all-time sums (a range open at both ends) or the days'. Prompts of the range's kind only; rows
 * counting nothing are left out.
 */
export function getPromptRivalry(db: Queryable, brandId: string, range: FigureRange) {
  const allTime = range.from === null && range.to === null;
  // $1 the user, $2 the platforms, $3 the kind of prompt, then the days when read day by day.
  const rows = allTime
    ? 'public.prompt_mentions_totals m where m.user_id = $1'
    : `public.prompt_mentions_daily m where m.user_id = $1
         and m.day >= coalesce($4::date, '-infinity'::date) and m.day <= coalesce($5::date, 'infinity'::date)`;
  return queryRowsAsJson<PromptRivalryRow>(
    db,
    `/* getPromptRivalry */
     with named as (
       select m.prompt_id, m.brand_named, m.competitor_ids, sum(m.answers)::int as answers
       from ${rows}
         and ($2::text[] is null or m.platform = any($2::text[]))
         and ($3::text is null or exists (select 1 from public.prompts p where p.id = m.prompt_id and p.kind = $3::text))
       group by m.prompt_id, m.brand_named, m.competitor_ids
     ),
     counts as (
       select n.prompt_id, c.id as competitor_id,
         coalesce(sum(n.answers) filter (where not n.brand_named and c.id = any(n.competitor_ids)), 0)::int
           as competitor_only,
         coalesce(sum(n.answers) filter (where n.brand_named and not c.id = any(n.competitor_ids)), 0)::int
           as brand_only
       from named n cross join public.competitors c
       where c.user_id = $1
       group by n.prompt_id, c.id
       union all
       select n.prompt_id, null, sum(n.answers)::int, 0
       from named n where not n.brand_named and cardinality(n.competitor_ids) > 0
       group by n.prompt_id
     )
     select r.prompt_id as "promptId", p.question, p.topic_id as "topicId",
       (p.archived_at is not null or t.archived_at is not null) as archived,
       r.competitor_id as "competitorId", r.competitor_only as "competitorOnly", r.brand_only as "brandOnly"
     from counts r
       join public.prompts p on p.id = r.prompt_id
       join public.topics t on t.id = p.topic_id
     where r.competitor_only > 0 or r.brand_only > 0`,
    [brandId, range.platforms, storedPromptKind(range.kind), ...(allTime ? [] : [range.from, range.to])],
  );
}

export interface GapSourceRow {
  promptId: string;
  domain: string;
  /** Answers naming a competitor and not the brand that cite the domain. */
  gapAnswers: number;
  /** Answers naming the brand that cite the domain. */
  brandAnswers: number;
  /** The domain's pages those gap answers cite. */
  gapUrls: string[];
}

/**
 * getGapSources: for a few prompts, the domains their answers in a range cite, counted among the answers
 * that named a tracked competitor and not the brand (with the pages they cite), and among those that named
 * the brand. Read from the answers, bounded by the prompts' own rows (the answers' prompt/platform/day key);
 * domains the gap's answers do not cite are left out.
 */
export function getGapSources(
  db: Queryable,
  brandId: string,
  promptIds: readonly string[],
  range: FigureRange,
) {
  return queryRowsAsJson<GapSourceRow>(
    db,
    `/* getGapSources */
     select a.prompt_id as "promptId", u.domain,
       count(distinct a.id) filter (where not a.visible and x.names_competitor)::int as "gapAnswers",
       count(distinct a.id) filter (where a.visible)::int as "brandAnswers",
       array_agg(distinct u.url) filter (where not a.visible and x.names_competitor) as "gapUrls"
     from public.answers a
       join public.answer_sources s on s.answer_id = a.id
       join public.source_urls u on u.id = s.url_id
       cross join lateral (
         select exists (select 1 from public.answer_competitors ac where ac.answer_id = a.id) as names_competitor
       ) x
     where a.user_id = $1 and a.prompt_id = any($2::uuid[]) and a.status = 'ok'
       and a.collected_on >= coalesce($3::date, '-infinity'::date)
       and a.collected_on <= coalesce($4::date, 'infinity'::date)
       and ($5::text[] is null or a.platform = any($5::text[]))
     group by a.prompt_id, u.domain
     having count(*) filter (where not a.visible and x.names_competitor) > 0`,
    [brandId, [...promptIds], range.from, range.to, range.platforms],
  );
}

/* getPromptAnswerCounts: answers collected for a few prompts in a range (failures excluded) */
export function getPromptAnswerCounts(
  db: Queryable,
  brandId: string,
  promptIds: readonly string[],
  range: FigureRange,
) {
  return db.query<{ promptId: string; answers: number }>(
    `/* getPromptAnswerCounts */
     select prompt_id as "promptId", sum(answers)::int as answers from public.prompt_daily
     where user_id = $1 and prompt_id = any($2::uuid[])
       and day >= coalesce($3::date, '-infinity'::date) and day <= coalesce($4::date, 'infinity'::date)
       and ($5::text[] is null or platform = any($5::text[]))
     group by prompt_id`,
    [brandId, [...promptIds], range.from, range.to, range.platforms],
  );
}
