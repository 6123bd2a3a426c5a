/** The web searches the engines ran before answering (answers.search_queries), counted per search. */
import type { Queryable } from '../../db/db';
import type { PromptKind } from '../../../graphql/shared/prompt-kinds';
import { storedPromptKind } from '../../db/prompt-kinds';

export interface SearchQueryRow {
  query: string;
  answers: number;
  brandCitedAnswers: number;
}

export interface SearchQueriesQuery {
  brandId: string;
  from: string | null;
  to: string;
  platforms: readonly string[] | null;
  kind: PromptKind | null;
  /** One topic's answers; null for every topic. */
  topicId: string | null;
  /** The brand's own domain (its pages and subdomains count as citing it); null when it has no website. */
  brandDomain: string | null;
  limit: number;
}

/*
 * getSearchQueryRows: each search the engines ran in the period's answers (ok answers: a refusal or a failure
 * is in no denominator), case aside, with the answers that ran it and, of those, the answers citing a page of
 * the brand's own domain; the searches run most first. Reads the answers of the period along answers_user_day.
 */
export function getSearchQueryRows(db: Queryable, q: SearchQueriesQuery) {
  return db.query<SearchQueryRow>(
    `/* getSearchQueryRows */
    select min(s.query) as query, count(*)::int as answers, count(*) filter (where s.cites_brand)::int as "brandCitedAnswers"
    from (
      select distinct on (a.id, lower(sq.query)) a.id, sq.query, lower(sq.query) as key,
        ($6::text is not null and exists (select 1 from public.answer_sources src
          join public.source_urls u on u.id = src.url_id
          where src.answer_id = a.id and (u.domain = $6::text or u.domain like '%.' || $6::text))) as cites_brand
      from public.answers a
        cross join lateral unnest(a.search_queries) as sq(query)
      where a.user_id = $1 and a.status = 'ok' and cardinality(a.search_queries) > 0
        and ($2::date is null or a.collected_on >= $2::date) and a.collected_on <= $3::date
        and ($4::text[] is null or a.platform = any($4::text[]))
        and ($5::text is null or exists (select 1 from public.prompts p where p.id = a.prompt_id and p.kind = $5::text))
        and ($7::uuid is null or a.topic_id = $7::uuid)
      order by a.id, lower(sq.query), sq.query
    ) s
    group by s.key
    order by count(*) desc, count(*) filter (where s.cites_brand), min(s.query)
    limit $8`,
    [q.brandId, q.from, q.to, q.platforms, storedPromptKind(q.kind), q.brandDomain, q.topicId, q.limit],
  );
}
