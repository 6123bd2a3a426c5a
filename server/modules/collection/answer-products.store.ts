/**
 * answer_products, written with the answers they come from (migration 0104): the product cards an answer's
 * page showed, in their order. Written once, when the answer is stored; nothing reads them again to rewrite
 * them (the maker's name is read against the brand and competitors when figures are made).
 */
import type { Queryable } from '../../db/db';
import type { ProductItem } from '../../core/engines';

export interface AnswerProducts {
  answerId: string;
  products: readonly ProductItem[];
}

// Postgres text cannot hold NUL characters; a provider's page could.
const clean = (text: string | null) => (text == null ? null : text.replaceAll('\u0000', '').trim() || null);

/** Stores the answers' cards: positions renumbered 1… in the order given, at most 20 per answer. */
export async function writeAnswerProducts(
  tx: Queryable,
  brandId: string,
  answers: readonly AnswerProducts[],
): Promise<void> {
  const rows = answers.flatMap(({ answerId, products }) =>
    [...products]
      .sort((a, b) => a.position - b.position)
      .slice(0, 20)
      .flatMap((product, index) => {
        const title = clean(product.title);
        if (!title) return [];
        const finite = (value: number | null) => (value !== null && Number.isFinite(value) ? value : null);
        const rating = finite(product.rating);
        return [
          {
            answer_id: answerId,
            position: index + 1,
            title: title.slice(0, 500),
            brand: clean(product.brand)?.slice(0, 200) ?? null,
            merchants: product.merchants.map((m) => clean(m)).filter((m): m is string => m !== null),
            price: finite(product.price),
            currency: clean(product.currency)?.toUpperCase().slice(0, 3) ?? null,
            rating: rating !== null && rating >= 0 && rating <= 5 ? rating : null,
            url: clean(product.url)?.slice(0, 2048) ?? null,
          },
        ];
      }),
  );
  if (rows.length === 0) return;
  await tx.query(
    `/* writeAnswerProducts */
    insert into public.answer_products (answer_id, user_id, position, title, brand, merchants, price, currency,
      rating, url)
    select t.answer_id, $1::uuid, t.position, t.title, t.brand,
      array(select json_array_elements_text(t.merchants)), t.price, t.currency, t.rating, t.url
    from json_to_recordset($2::json) as t(answer_id uuid, position smallint, title text, brand text,
      merchants json, price numeric, currency text, rating real, url text)
    on conflict (answer_id, position) do nothing`,
    [brandId, JSON.stringify(rows)],
  );
}
