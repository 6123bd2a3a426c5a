/** What the content tools read about an account: what its answers say of the brand, the pages they cite. */
import type { Queryable } from '../../db/db';

export interface BrandStatementRow {
  platform: string;
  day: string;
  simulated: boolean;
  /** The statement's words, verbatim from the answer. */
  quote: string;
}

/**
 * Statements about the brand a draft may quote, newest answer first (in each answer, in reading order):
 * positive or neutral ones (as corrected, where a reviewer corrected one), from answers that say nothing
 * negative of the brand anywhere: a quote from an answer that criticises the brand is never the brand's copy.
 */
export function getQuotableBrandStatements(
  db: Queryable,
  brandId: string,
  limit: number,
): Promise<BrandStatementRow[]> {
  return db.query<BrandStatementRow>(
    `/* getQuotableBrandStatements */ select a.platform, a.collected_on::text as day, a.simulated, st.quote
     from public.answer_statements st
       join public.answers a on a.id = st.answer_id
     where st.user_id = $1 and st.competitor_id is null and st.polarity in ('positive', 'neutral')
       and a.status = 'ok' and a.visible
       and not exists (
         select 1 from public.answer_statements n
         where n.answer_id = a.id and n.competitor_id is null and n.polarity = 'negative'
       )
     order by a.collected_on desc, a.collected_at desc, st.start_at
     limit $2`,
    [brandId, limit],
  );
}

export interface CitedPageRow {
  url: string;
  domain: string;
  /** Answers in the range that cite the page. */
  answers: number;
}

/**
 * The pages the account's answers in a day range cite (of one prompt's answers, or of all), most cited
 * first, at most `limit`.
 */
export function getCitedPages(
  db: Queryable,
  brandId: string,
  promptId: string | null,
  range: { from: string | null; to: string | null },
  limit: number,
): Promise<CitedPageRow[]> {
  return db.query<CitedPageRow>(
    `/* getCitedPages */ select u.url, u.domain, count(distinct a.id)::int as answers
     from public.answers a
       join public.answer_sources s on s.answer_id = a.id
       join public.source_urls u on u.id = s.url_id
     where a.user_id = $1 and a.status = 'ok' and ($2::uuid is null or a.prompt_id = $2::uuid)
       and a.collected_on >= coalesce($3::date, '-infinity'::date)
       and a.collected_on <= coalesce($4::date, 'infinity'::date)
     group by u.url, u.domain
     order by answers desc, u.url
     limit $5`,
    [brandId, promptId, range.from, range.to, limit],
  );
}
