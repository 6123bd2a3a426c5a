/**
 * The competitors page: every tracked brand's figures over the page filter's period, per day and per
 * platform, head to head with the brand, and the answer gaps. Mentions, visibility and share of voice
 * are the metrics module's own (Competitor Rankings, the impressions history), so each figure reads the
 * same here, on the overview and in the answers drawer; head to head and the gaps sum which tracked
 * brands each answer named (prompt_mentions_*).
 */
import { PLATFORM_IDS, platformLabel, type PlatformId } from '../../../graphql/shared/platforms';
import { cachedRead } from '../../lib/cache';
import { badInput } from '../../lib/errors';
import { viewerBrand } from '../brands';
import { type BrandScope } from '../../scope';
import { trackedCompetitors } from '../competitors';
import {
  chartRange,
  competitorHistory,
  competitorRankings,
  impressionHistory,
  overviewScope,
  periodSummary,
  scopeFilter,
  topPlatforms,
  type MetricsScope,
  type FigureRange,
  type PageFilter,
  sharePercent,
  visibilityPercent,
} from '../metrics';
import { visibleTopics } from '../topics';
import { categorizeDomain, categoryContext, isBrandPage, siteKind } from '../source-categories';
import { gapPotential } from '../../../graphql/shared/gap-potential';
import { sourceOutreach } from './source-outreach';
import {
  getGapSources,
  getPromptAnswerCounts,
  getPromptRivalry,
  type PromptRivalryRow,
} from './competitive.store';

/** What Competitive resolves from: the account's aggregate topic under a page filter (all time without one). */
export interface CompetitiveScope extends MetricsScope {
  filter: PageFilter;
}

export async function competitiveScope(
  scope: BrandScope,
  filter: PageFilter | null,
): Promise<CompetitiveScope> {
  const overview = await overviewScope(scope, filter);
  return { ...overview, filter: scopeFilter(overview) };
}

/** A tracked brand's figures: the account's own (competitorId null) or a competitor's. */
export interface BrandFigures {
  competitorId: string | null;
  name: string;
  isBrand: boolean;
  mentions: number;
  visibility: number;
  shareOfVoice: number | null;
  rank: number | null;
}

/**
 * Every tracked brand over a range, from Competitor Rankings: the brand first, then the competitors named
 * in rank order, then those never named (oldest first). `answers` is the range's visibility denominator.
 */
async function brandsOver(scope: CompetitiveScope, range: FigureRange, answers: number) {
  const { account, topic } = scope;
  const [rankings, competitors, brand] = await Promise.all([
    competitorRankings(account, topic.id, range),
    trackedCompetitors(account),
    viewerBrand(account),
  ]);
  const brandMentions = rankings.brand?.mentions ?? 0;
  const named = new Set(rankings.rankings.map((row) => row.id));
  const figures: BrandFigures[] = [
    {
      competitorId: null,
      name: rankings.brand?.name ?? brand?.name ?? 'Your brand',
      isBrand: true,
      mentions: brandMentions,
      visibility: visibilityPercent(brandMentions, answers),
      shareOfVoice: rankings.shareOfVoice,
      rank: rankings.brand?.rank ?? null,
    },
    ...rankings.rankings.map((row) => ({
      competitorId: row.id,
      name: row.name,
      isBrand: false,
      mentions: row.mentions,
      visibility: visibilityPercent(row.mentions, answers),
      shareOfVoice: row.shareOfVoice,
      rank: row.rank,
    })),
    ...competitors
      .filter((competitor) => !named.has(competitor.id))
      .map((competitor) => ({
        competitorId: competitor.id,
        name: competitor.name,
        isBrand: false,
        mentions: 0,
        visibility: 0,
        shareOfVoice: rankings.shareOfVoice === null ? null : 0,
        rank: null,
      })),
  ];
  return figures;
}

/** Answers collected in the period (failures excluded). */
export async function periodAnswers(scope: CompetitiveScope) {
  return (await periodSummary(scope.account, scope.topic.id, scope.filter)).answers;
}

/** Every tracked brand over the period, in the page's order (brand first, then by rank). */
export async function competitiveBrands(scope: CompetitiveScope) {
  return brandsOver(scope, scope.filter.range, await periodAnswers(scope));
}

const brandKey = (brand: { competitorId: string | null }) => brand.competitorId ?? 'brand';

/** Each tracked brand's mentions, visibility and share of voice on every day of the period with answers. */
export async function competitiveSeries(scope: CompetitiveScope) {
  const { account, topic, filter } = scope;
  const chart = chartRange({}, filter);
  const [days, competitorDays, brands] = await Promise.all([
    impressionHistory(account, topic.id, chart),
    competitorHistory(account, topic.id, chart),
    competitiveBrands(scope),
  ]);
  const mentionsByDay = new Map<string, Map<string, number>>();
  for (const row of competitorDays) {
    const day = mentionsByDay.get(row.date) ?? new Map<string, number>();
    day.set(row.competitorId, row.mentions);
    mentionsByDay.set(row.date, day);
  }
  const dayFigures = days.map((day) => {
    const competitors = mentionsByDay.get(day.date) ?? new Map<string, number>();
    let named = day.impressions;
    for (const mentions of competitors.values()) named += mentions;
    return { day, competitors, named };
  });
  return brands.map((brand) => ({
    brand,
    points: dayFigures.map(({ day, competitors, named }) => {
      const mentions =
        brand.competitorId === null ? day.impressions : (competitors.get(brand.competitorId) ?? 0);
      return {
        date: day.date,
        mentions,
        answers: day.answers,
        visibility: visibilityPercent(mentions, day.answers),
        shareOfVoice: named > 0 ? sharePercent(mentions, named) : null,
      };
    }),
  }));
}

/** Visibility per platform with answers in the period (rows, the product's order) and tracked brand (cells). */
export async function competitiveHeatmap(scope: CompetitiveScope) {
  const { account, topic, filter } = scope;
  const [platforms, brands] = await Promise.all([
    topPlatforms(account, topic.id, filter.range),
    competitiveBrands(scope),
  ]);
  const order = (platform: PlatformId) => PLATFORM_IDS.indexOf(platform);
  const rows = platforms
    .filter((row) => row.answers > 0)
    .sort((a, b) => order(a.platform) - order(b.platform));
  return Promise.all(
    rows.map(async ({ platform, answers }) => {
      const onPlatform = await brandsOver(scope, { ...filter.range, platforms: [platform] }, answers);
      const byKey = new Map(onPlatform.map((cell) => [brandKey(cell), cell]));
      return {
        platform,
        label: platformLabel(platform),
        answers,
        brands: brands.map((brand) => {
          const cell = byKey.get(brandKey(brand));
          return {
            competitorId: brand.competitorId,
            name: brand.name,
            isBrand: brand.isBrand,
            mentions: cell?.mentions ?? 0,
            visibility: cell?.visibility ?? 0,
          };
        }),
      };
    }),
  );
}

/** Per prompt and competitor, the period's answers naming one and not the other (read once per filter). */
function promptRivalry(scope: CompetitiveScope) {
  const { account, filter } = scope;
  return cachedRead(account, `prompt-rivalry:${filter.key}`, () =>
    getPromptRivalry(account.db, account.brandId, filter.range),
  );
}

/** The most prompts a head-to-head side lists. */
export const HEAD_TO_HEAD_PROMPTS = 10;

function headToHeadSide(rows: readonly PromptRivalryRow[], count: 'competitorOnly' | 'brandOnly') {
  const counted = rows
    .filter((row) => row[count] > 0)
    .sort((a, b) => b[count] - a[count] || a.question.localeCompare(b.question));
  return {
    prompts: counted.length,
    answers: counted.reduce((sum, row) => sum + row[count], 0),
    topPrompts: counted.slice(0, HEAD_TO_HEAD_PROMPTS).map((row) => ({
      promptId: row.promptId,
      question: row.question,
      answers: row[count],
    })),
  };
}

/** The brand against each competitor (in the order of the brands), answer by answer. */
export async function headToHead(scope: CompetitiveScope) {
  const [rows, brands] = await Promise.all([promptRivalry(scope), competitiveBrands(scope)]);
  const byCompetitor = new Map<string, PromptRivalryRow[]>();
  for (const row of rows) {
    if (row.competitorId === null) continue;
    const own = byCompetitor.get(row.competitorId) ?? [];
    own.push(row);
    byCompetitor.set(row.competitorId, own);
  }
  return brands.flatMap((brand) => {
    if (brand.competitorId === null) return [];
    const own = byCompetitor.get(brand.competitorId) ?? [];
    return [
      {
        competitorId: brand.competitorId,
        name: brand.name,
        competitorOnly: headToHeadSide(own, 'competitorOnly'),
        brandOnly: headToHeadSide(own, 'brandOnly'),
      },
    ];
  });
}

/** The most gaps one request lists, and the most sources a gap lists. */
export const MAX_GAPS = 50;
export const GAP_SOURCES = 8;

/**
 * The answer gaps ranked: active prompts whose answers named tracked competitors and not the brand, those
 * naming the most competitors first, then those with the most such answers, then by question.
 */
function rankedGaps(scope: CompetitiveScope) {
  return cachedRead(scope.account, `answer-gaps:${scope.filter.key}`, async () => {
    const [rows, competitors] = await Promise.all([promptRivalry(scope), trackedCompetitors(scope.account)]);
    const names = new Map(competitors.map((competitor) => [competitor.id, competitor.name]));
    const namedWithoutBrand = new Map<string, { competitorId: string; name: string; answers: number }[]>();
    for (const row of rows) {
      if (row.competitorId === null || row.competitorOnly === 0) continue;
      const named = namedWithoutBrand.get(row.promptId) ?? [];
      named.push({
        competitorId: row.competitorId,
        name: names.get(row.competitorId) ?? '',
        answers: row.competitorOnly,
      });
      namedWithoutBrand.set(row.promptId, named);
    }
    return rows
      .filter((row) => row.competitorId === null && !row.archived)
      .map((gap) => ({
        ...gap,
        competitors: (namedWithoutBrand.get(gap.promptId) ?? []).sort(
          (a, b) => b.answers - a.answers || a.name.localeCompare(b.name),
        ),
      }))
      .sort(
        (a, b) =>
          b.competitors.length - a.competitors.length ||
          b.competitorOnly - a.competitorOnly ||
          a.question.localeCompare(b.question),
      );
  });
}

export async function gapCount(scope: CompetitiveScope) {
  return (await rankedGaps(scope)).length;
}

/** `first` answer gaps after the first `offset`, with their topics, answer counts and the domains their answers cite. */
export async function answerGaps(scope: CompetitiveScope, first: number, offset = 0) {
  if (!Number.isInteger(first) || first < 1 || first > MAX_GAPS)
    throw badInput(`first must be between 1 and ${MAX_GAPS}.`);
  if (!Number.isInteger(offset) || offset < 0) throw badInput('offset must be a whole number, 0 or more.');
  const { account, filter } = scope;
  const gaps = (await rankedGaps(scope)).slice(offset, offset + first);
  if (gaps.length === 0) return [];
  const promptIds = gaps.map((gap) => gap.promptId);
  const [topics, totals, sources, context, brand] = await Promise.all([
    visibleTopics(account),
    getPromptAnswerCounts(account.db, account.brandId, promptIds, filter.range),
    getGapSources(account.db, account.brandId, promptIds, filter.range),
    categoryContext(account),
    viewerBrand(account),
  ]);
  const topicNames = new Map(topics.map((topic) => [topic.id, topic.name]));
  const answers = new Map(totals.map((row) => [row.promptId, row.answers]));
  const brandName = brand?.name ?? 'your brand';
  const judged = sources.map((source) => {
    const category = categorizeDomain(source.domain, context);
    const brandPage =
      category === 'owned' ||
      source.gapUrls.some((url) => isBrandPage(url, { domain: context.brandDomain, name: brandName }));
    return {
      promptId: source.promptId,
      domain: source.domain,
      category,
      answers: source.gapAnswers,
      brandAnswers: source.brandAnswers,
      brandPage,
      competitorOnly: source.brandAnswers === 0 && !brandPage,
      outreach: sourceOutreach(source.domain, siteKind(source.domain, category), brandName, brandPage),
    };
  });
  return gaps.map((gap) => {
    const totalAnswers = answers.get(gap.promptId) ?? 0;
    return {
      promptId: gap.promptId,
      question: gap.question,
      topicId: gap.topicId,
      topicName: topicNames.get(gap.topicId) ?? '',
      answers: gap.competitorOnly,
      totalAnswers,
      potential: gapPotential(gap.competitorOnly, totalAnswers),
      competitors: gap.competitors,
      sources: judged
        .filter((source) => source.promptId === gap.promptId)
        .sort(
          (a, b) =>
            Number(b.competitorOnly) - Number(a.competitorOnly) ||
            b.answers - a.answers ||
            a.domain.localeCompare(b.domain),
        )
        .slice(0, GAP_SOURCES),
    };
  });
}
