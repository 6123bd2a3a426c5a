/**
 * Surfaces and product cards (issue 61): the figures over the answers read on a platform's consumer app
 * (product cards, how often they show and how much of them is the brand's) and how an app's answers differ
 * from its API's, plus the app platforms a brand chose. Every figure counts exactly the answers
 * answers(filter) lists for the same page filter.
 */
import { PLATFORM_IDS, type PlatformId } from '../../../graphql/shared/platforms';
import { DEFAULT_PROMPT_KIND } from '../../../graphql/shared/prompt-kinds';
import { compileMatcher, findMentions, foldText } from '../../core/analysis';
import { liveAppPlatforms, type EngineConfig, type ProductItem } from '../../core/engines';
import { cachedRead } from '../../lib/cache';
import type { BrandScope } from '../../scope';
import { getAccountAppPlatforms } from '../brands';
import { getReadingTarget, toAnswersQuery, type AnswersQuery } from '../collection';
import { DEFAULT_PERIOD, wilsonInterval, type PageFilterArgs } from '../metrics';
import {
  getAnswerProducts,
  getMerchantTallies,
  getProductAnswerCounts,
  getProductTallies,
  getSurfacePairs,
  type ProductCardRow,
} from './surfaces.store';

/** The longest lists productVisibility gives. */
export const TOP_PRODUCTS = 20;
export const TOP_MERCHANTS = 20;

/** A share in percent with its 95 % Wilson interval; null figures when there is nothing to count. */
export interface SurfaceRate {
  value: number | null;
  low: number | null;
  high: number | null;
}

export function surfaceRate(part: number, whole: number): SurfaceRate {
  const interval = wilsonInterval(part, whole);
  if (!interval) return { value: null, low: null, high: null };
  return { value: (100 * part) / whole, low: 100 * interval.low, high: 100 * interval.high };
}

type FilterArgs = PageFilterArgs & { topicId?: string | null };

/** The page filter, with its defaults, as answers(filter) reads it. */
const filterQuery = (scope: BrandScope, args: FilterArgs, surface: 'APP' | null) =>
  toAnswersQuery(scope, {
    topicId: args.topicId ?? null,
    period: args.period ?? DEFAULT_PERIOD,
    platforms: args.platforms ?? null,
    promptKind: args.promptKind ?? DEFAULT_PROMPT_KIND,
    surface,
  });

const queryKey = (name: string, q: AnswersQuery) =>
  `${name}:${q.topicId ?? 'all'}:${q.from ?? '-'}:${q.to ?? '-'}:${q.platforms?.join(',') ?? 'all'}:${q.kind ?? 'both'}`;

/** Who a card's maker is: the brand, a tracked competitor, or another maker. */
export interface MakerReading {
  isBrand: boolean;
  competitorId: string | null;
}

/**
 * Reads makers' names as the analyzer reads names in an answer: the brand's or a competitor's name or alias
 * (case and accents aside), else a mention of one inside the maker's text ("Acme Home" for Acme). Each
 * distinct name is read once.
 */
async function makerReader(scope: BrandScope): Promise<(maker: string | null) => MakerReading> {
  const { brand, competitors } = await getReadingTarget(scope.db, scope.brandId);
  const entities = [
    ...(brand
      ? [
          {
            id: null,
            name: brand.name,
            aliases: brand.aliases,
            website: brand.website,
            exclusions: brand.exclusions,
          },
        ]
      : []),
    ...competitors.map((c) => ({
      id: c.id,
      name: c.name,
      aliases: c.aliases,
      website: c.website,
      exclusions: [],
    })),
  ];
  const names = entities.map((e) => new Set([e.name, ...e.aliases].map((n) => foldText(n).trim())));
  const matchers = entities.map((e) => compileMatcher(e));
  const read = new Map<string, MakerReading>();
  const other: MakerReading = { isBrand: false, competitorId: null };
  return (maker) => {
    const text = maker?.trim();
    if (!text || entities.length === 0) return other;
    let reading = read.get(text);
    if (!reading) {
      const folded = foldText(text).trim();
      let index = names.findIndex((set) => set.has(folded));
      if (index < 0)
        index = findMentions(text, matchers, undefined, { aboutTheMarket: true })[0]?.entity ?? -1;
      const entity = entities[index];
      reading = entity ? { isBrand: entity.id === null, competitorId: entity.id } : other;
      read.set(text, reading);
    }
    return reading;
  };
}

export interface ProductRowModel extends MakerReading {
  title: string;
  brand: string | null;
  cards: number;
  averagePosition: number;
}

export interface ProductVisibilityModel {
  answers: number;
  answersWithProducts: number;
  triggerRate: SurfaceRate;
  cards: number;
  brandCards: number;
  shareOfCards: SurfaceRate;
  topProducts: ProductRowModel[];
  merchants: { merchant: string; cards: number; brandCards: number }[];
}

/** Product cards in the page filter's APP answers: trigger rate, the brand's share, products and shops. */
export async function productVisibility(
  scope: BrandScope,
  args: FilterArgs,
): Promise<ProductVisibilityModel> {
  const query = await filterQuery(scope, args, 'APP');
  const key = queryKey('product-visibility', query);
  const [counts, tallies, shops, readMaker] = await Promise.all([
    cachedRead(scope, `${key}:answers`, () => getProductAnswerCounts(scope.db, query)),
    cachedRead(scope, `${key}:products`, () => getProductTallies(scope.db, query)),
    cachedRead(scope, `${key}:merchants`, () => getMerchantTallies(scope.db, query)),
    makerReader(scope),
  ]);
  let cards = 0;
  let brandCards = 0;
  const products = new Map<string, ProductRowModel & { positionSum: number; lastSeen: number }>();
  for (const row of tallies) {
    const reading = readMaker(row.brand ?? row.title);
    cards += row.cards;
    if (reading.isBrand) brandCards += row.cards;
    const seen = new Date(row.lastSeen).getTime();
    const product = products.get(row.key);
    if (!product) {
      products.set(row.key, {
        ...reading,
        title: row.title,
        brand: row.brand,
        cards: row.cards,
        averagePosition: 0,
        positionSum: row.positionSum,
        lastSeen: seen,
      });
      continue;
    }
    product.cards += row.cards;
    product.positionSum += row.positionSum;
    if (seen > product.lastSeen)
      Object.assign(product, reading, { title: row.title, brand: row.brand, lastSeen: seen });
  }
  const merchants = new Map<string, { merchant: string; cards: number; brandCards: number }>();
  for (const row of shops) {
    const entry = merchants.get(row.merchant) ?? { merchant: row.merchant, cards: 0, brandCards: 0 };
    entry.cards += row.cards;
    if (readMaker(row.maker).isBrand) entry.brandCards += row.cards;
    merchants.set(row.merchant, entry);
  }
  return {
    ...counts,
    triggerRate: surfaceRate(counts.answersWithProducts, counts.answers),
    cards,
    brandCards,
    shareOfCards: surfaceRate(brandCards, cards),
    topProducts: [...products.values()]
      .map(({ positionSum, lastSeen: _lastSeen, ...product }) => ({
        ...product,
        averagePosition: positionSum / product.cards,
      }))
      .sort(
        (a, b) =>
          b.cards - a.cards || a.averagePosition - b.averagePosition || a.title.localeCompare(b.title),
      )
      .slice(0, TOP_PRODUCTS),
    merchants: [...merchants.values()]
      .sort((a, b) => b.cards - a.cards || a.merchant.localeCompare(b.merchant))
      .slice(0, TOP_MERCHANTS),
  };
}

export interface SurfaceDivergenceModel {
  platform: PlatformId;
  pairs: number;
  visibilityAgreement: SurfaceRate;
  apiVisibility: SurfaceRate;
  appVisibility: SurfaceRate;
  citedDomainOverlap: number | null;
  pairsWithSources: number;
}

/** |a ∩ b| ÷ |a ∪ b|; null when neither holds anything. */
export function jaccard(a: readonly string[], b: readonly string[]): number | null {
  const left = new Set(a);
  const right = new Set(b);
  const union = new Set([...left, ...right]).size;
  if (union === 0) return null;
  return [...left].filter((item) => right.has(item)).length / union;
}

/** Per platform, the page filter's API and APP answers to one prompt on one day, compared. */
export async function surfaceDivergence(
  scope: BrandScope,
  args: FilterArgs,
): Promise<SurfaceDivergenceModel[]> {
  const query = await filterQuery(scope, args, null);
  const pairs = await cachedRead(scope, queryKey('surface-divergence', query), () =>
    getSurfacePairs(scope.db, query),
  );
  const tally = new Map<
    PlatformId,
    { pairs: number; agree: number; api: number; app: number; overlapSum: number; withSources: number }
  >();
  for (const pair of pairs) {
    const row = tally.get(pair.platform) ?? {
      pairs: 0,
      agree: 0,
      api: 0,
      app: 0,
      overlapSum: 0,
      withSources: 0,
    };
    row.pairs++;
    if (pair.apiVisible === pair.appVisible) row.agree++;
    if (pair.apiVisible) row.api++;
    if (pair.appVisible) row.app++;
    const overlap = jaccard(pair.apiDomains, pair.appDomains);
    if (overlap !== null) {
      row.withSources++;
      row.overlapSum += overlap;
    }
    tally.set(pair.platform, row);
  }
  return PLATFORM_IDS.flatMap((platform) => {
    const row = tally.get(platform);
    if (!row) return [];
    return [
      {
        platform,
        pairs: row.pairs,
        visibilityAgreement: surfaceRate(row.agree, row.pairs),
        apiVisibility: surfaceRate(row.api, row.pairs),
        appVisibility: surfaceRate(row.app, row.pairs),
        citedDomainOverlap: row.withSources > 0 ? (100 * row.overlapSum) / row.withSources : null,
        pairsWithSources: row.withSources,
      },
    ];
  });
}

export interface ProductCardModel extends Omit<ProductCardRow, 'answerId'>, MakerReading {}

/**
 * An answer's product cards. The answers of one request are read together: the ids asked for in one turn of
 * the event loop are loaded in one statement (a page of answers is one read, not one per answer).
 */
export async function answerProducts(scope: BrandScope, answerId: string): Promise<ProductCardModel[]> {
  const loader = await scope.memo.get('surfaces:answer-products', async () => productLoader(scope));
  return loader(answerId);
}

function productLoader(scope: BrandScope) {
  let waiting: { ids: Set<string>; result: Promise<Map<string, ProductCardModel[]>> } | null = null;
  const readMaker = makerReader(scope);
  return (answerId: string) => {
    if (!waiting) {
      const ids = new Set<string>();
      const result = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
        waiting = null;
        const [rows, read] = await Promise.all([
          getAnswerProducts(scope.db, scope.brandId, [...ids]),
          readMaker,
        ]);
        const byAnswer = new Map<string, ProductCardModel[]>();
        for (const { answerId: id, ...card } of rows)
          byAnswer.set(id, [...(byAnswer.get(id) ?? []), { ...card, ...read(card.brand ?? card.title) }]);
        return byAnswer;
      });
      waiting = { ids, result };
    }
    waiting.ids.add(answerId);
    return waiting.result.then((byAnswer) => byAnswer.get(answerId) ?? []);
  };
}

/** Product cards as stored with a one-off ask's answer, each maker read as the brand, a competitor or neither. */
export async function productCardsRead(
  scope: BrandScope,
  cards: readonly ProductItem[],
): Promise<ProductCardModel[]> {
  if (cards.length === 0) return [];
  const read = await makerReader(scope);
  return cards.map((card) => ({ ...card, ...read(card.brand ?? card.title) }));
}

/** The platforms the brand also asks through their app, in the product's order. */
export async function appPlatforms(scope: BrandScope): Promise<PlatformId[]> {
  const chosen = await getAccountAppPlatforms(scope.db, scope.brandId);
  return PLATFORM_IDS.filter((platform) => chosen.includes(platform));
}

/** The app platforms a scraping provider is configured for; the others' app answers are simulated. */
export function realAppPlatforms(scope: BrandScope): PlatformId[] {
  return liveAppPlatforms(scope.config as EngineConfig);
}
