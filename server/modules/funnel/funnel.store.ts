/**
 * What the page funnel reads of the answers: the filter's answers citing each page of the brand's own site,
 * by platform. The collection module's filter comes first ($1 to $24); this module's own parameter follows.
 */
import type { PlatformId } from '../../../graphql/shared/platforms';
import type { Queryable } from '../../db/db';
import { answeredFilterCte, type AnswersQuery } from '../collection';

/**
 * Answers (of those answers(filter) lists) citing each page of `domain` or a subdomain, per platform; a
 * page is public.page_key of the cited URL, so an answer citing two forms of one page counts once.
 */
export function getPageCitations(db: Queryable, q: AnswersQuery, domain: string) {
  const { cte, params } = answeredFilterCte(q);
  return db.query<{ pageUrl: string; platform: PlatformId; answers: number }>(
    `/* getPageCitations */
    with ${cte}
    select public.page_key(u.url) as "pageUrl", f.platform, count(distinct f.id)::int as answers
    from filtered f
      join public.answer_sources s on s.answer_id = f.id
      join public.source_urls u on u.id = s.url_id
    where (u.domain = $25::text or u.domain like '%.' || $25::text) and public.page_key(u.url) is not null
    group by 1, 2`,
    [...params, domain],
  );
}
