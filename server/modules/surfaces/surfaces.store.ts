/**
 * What the surfaces module reads (issue 61): answer_products over exactly the answers answers(filter) lists,
 * and the pairs of API and APP answers to one prompt on one day. The collection module's filter on answers
 * comes first ($1 to $24); this module's own parameters follow.
 */
import type { PlatformId } from '../../../graphql/shared/platforms';
import type { Queryable } from '../../db/db';
import { answeredFilterCte, type AnswersQuery } from '../collection';

/** The filter's answered answers, and of them those showing a product card. */
export async function getProductAnswerCounts(db: Queryable, q: AnswersQuery) {
  const { cte, params } = answeredFilterCte(q);
  const [row] = await db.query<{ answers: number; answersWithProducts: number }>(
    `/* getProductAnswerCounts */
    with ${cte}
    select count(*)::int as answers,
      count(*) filter (where exists (select 1 from public.answer_products ap where ap.answer_id = f.id))::int
        as "answersWithProducts"
    from filtered f`,
    params,
  );
  return row ?? { answers: 0, answersWithProducts: 0 };
}

/** The filter's cards by product (title, case aside) and maker: how many, and their summed places. */
export interface ProductTallyRow {
  key: string;
  /** The title on its most recent card. */
  title: string;
  brand: string | null;
  cards: number;
  positionSum: number;
  /** When its most recent card was collected: the newest title and maker win. */
  lastSeen: string;
}

export function getProductTallies(db: Queryable, q: AnswersQuery) {
  const { cte, params } = answeredFilterCte(q);
  return db.query<ProductTallyRow>(
    `/* getProductTallies */
    with ${cte}
    select lower(ap.title) as key, (array_agg(ap.title order by f.collected_at desc, f.id))[1] as title,
      ap.brand, count(*)::int as cards, sum(ap.position)::int as "positionSum",
      max(f.collected_at) as "lastSeen"
    from filtered f join public.answer_products ap on ap.answer_id = f.id
    group by lower(ap.title), ap.brand`,
    params,
  );
}

/** The filter's cards by shop and maker (the title stands in for a card without a maker). */
export function getMerchantTallies(db: Queryable, q: AnswersQuery) {
  const { cte, params } = answeredFilterCte(q);
  return db.query<{ merchant: string; maker: string; cards: number }>(
    `/* getMerchantTallies */
    with ${cte}
    select m.merchant, coalesce(ap.brand, ap.title) as maker, count(*)::int as cards
    from filtered f join public.answer_products ap on ap.answer_id = f.id
      cross join lateral (select distinct unnest(ap.merchants) as merchant) m
    group by m.merchant, coalesce(ap.brand, ap.title)`,
    params,
  );
}

export interface ProductCardRow {
  answerId: string;
  position: number;
  title: string;
  brand: string | null;
  merchants: string[];
  price: number | null;
  currency: string | null;
  rating: number | null;
  url: string | null;
}

/** The cards of these answers of the brand's, in their order. */
export function getAnswerProducts(db: Queryable, brandId: string, answerIds: readonly string[]) {
  return db.query<ProductCardRow>(
    `/* getAnswerProducts */
    select answer_id as "answerId", position::int as position, title, brand, merchants,
      price::float8 as price, currency, rating::float8 as rating, url
    from public.answer_products
    where user_id = $1 and answer_id = any($2::uuid[])
    order by answer_id, position`,
    [brandId, [...answerIds]],
  );
}

/** One prompt answered on both surfaces on one day (same sample): whether each named the brand, its domains. */
export interface SurfacePairRow {
  platform: PlatformId;
  apiVisible: boolean;
  appVisible: boolean;
  apiDomains: string[];
  appDomains: string[];
}

/** The filter's pairs of an answered API answer and an answered APP answer to one prompt on one day. */
export function getSurfacePairs(db: Queryable, q: AnswersQuery) {
  const { cte, params } = answeredFilterCte({ ...q, surface: null });
  const domains = (answer: string) => `array(select distinct u.domain from public.answer_sources s
      join public.source_urls u on u.id = s.url_id where s.answer_id = ${answer}.id order by u.domain)`;
  return db.query<SurfacePairRow>(
    `/* getSurfacePairs */
    with ${cte},
    sides as (
      select a.id, a.platform, a.prompt_id, a.collected_on, a.sample, a.surface, coalesce(a.visible, false) as visible
      from filtered f join public.answers a on a.id = f.id
    )
    select api.platform, api.visible as "apiVisible", app.visible as "appVisible",
      ${domains('api')} as "apiDomains", ${domains('app')} as "appDomains"
    from sides api join sides app on app.prompt_id = api.prompt_id and app.platform = api.platform
      and app.collected_on = api.collected_on and app.sample = api.sample and app.surface = 'APP'
    where api.surface = 'API'`,
    params,
  );
}
