import { cachedRead } from '../../lib/cache';
import { forbidden } from '../../lib/errors';
import { viewerProfile } from '../brands';
import { type BrandScope } from '../../scope';
import { getPromptCompetitorMentions, getPromptRanks } from '../collection';
import {
  competitorRankings,
  impressionsTotal,
  overviewScope,
  periodSummary,
  promptTotal,
  topicShares,
  topPlatforms,
  topSources,
  pageFilter,
} from '../metrics';
import { promptGroups } from '../prompts';

/** Only accounts with the fund dashboard variant may read the fund view's sample data. */
async function requireFundAccount(scope: BrandScope): Promise<void> {
  const profile = await viewerProfile(scope);
  if (profile.dashboardVariant !== 'fund')
    throw forbidden('The fund sample data is only available to the fund account.');
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const mean = (values: readonly number[]) =>
  values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0;

/** Up to this many competitors are named per prompt (the page shows three). */
const TOP_COMPETITORS = 3;

const round1OrNull = (n: number | null | undefined) => (n === null || n === undefined ? null : round1(n));

/** What the fund's screens count, as the dashboard opens: the last 30 days, every platform, unbranded prompts. */
const dashboardFilter = (scope: BrandScope) => pageFilter(scope.today, {});

/**
 * The fund prompts page, measured like every other screen: the fund account's own active unbranded
 * prompts (the sidebar's counts), each over the last 30 days — visibility, the mean position at which its answers name
 * the fund and the change against the 30 days before (positive = moved up), and the competitors its
 * answers name most.
 */
export async function fundPrompts(scope: BrandScope) {
  await requireFundAccount(scope);
  const filter = dashboardFilter(scope);
  const period = { from: filter.from!, to: filter.to };
  const previous = { from: filter.previous!.from!, to: filter.previous!.to! };
  const [groups, ranks, mentions] = await Promise.all([
    promptGroups(scope, filter),
    cachedRead(scope, `fund-prompt-ranks:${filter.key}`, () =>
      getPromptRanks(scope.db, scope.brandId, period, previous),
    ),
    cachedRead(scope, `fund-prompt-competitors:${filter.key}`, () =>
      getPromptCompetitorMentions(scope.db, scope.brandId, period),
    ),
  ]);
  const rankOf = new Map(ranks.map((row) => [row.promptId, row]));
  const prompts = groups.flatMap((group) =>
    group.prompts.map((prompt) => {
      const rank = rankOf.get(prompt.id);
      const averageRank = round1OrNull(rank?.averagePosition);
      const previousRank = round1OrNull(rank?.previousPosition);
      return {
        id: prompt.id,
        prompt: prompt.question,
        category: group.name,
        averageRank,
        rankChange: averageRank === null || previousRank === null ? null : round1(previousRank - averageRank),
        visibility: prompt.visibilityPercentage === null ? null : Math.round(prompt.visibilityPercentage),
        topCompetitors: mentions
          .filter((row) => row.promptId === prompt.id)
          .sort((a, b) => b.mentions - a.mentions || a.name.localeCompare(b.name))
          .slice(0, TOP_COMPETITORS)
          .map((row) => row.name),
      };
    }),
  );
  const ranked = prompts.flatMap((prompt) => (prompt.averageRank === null ? [] : [prompt.averageRank]));
  return {
    totalPrompts: prompts.length,
    averageRank: ranked.length ? round1(mean(ranked)) : null,
    prompts,
  };
}

/**
 * The fund dashboard's cards, computed from the fund account's collected answers by the same functions
 * and under the same filter as the overview opens with (the last 30 days, unbranded prompts), so the fund
 * overview and its topic pages can never disagree.
 */
export async function fundOverview(scope: BrandScope) {
  await requireFundAccount(scope);
  const filter = dashboardFilter(scope);
  const { topic } = await overviewScope(scope, filter);
  const [summary, promptCount, impressions, platforms, topics, rankings, sources] = await Promise.all([
    periodSummary(scope, topic.id, filter),
    promptTotal(scope, filter.kind),
    impressionsTotal(scope, topic.id, filter.range),
    topPlatforms(scope, topic.id, filter.range),
    topicShares(scope, filter.range),
    competitorRankings(scope, topic.id, filter.range),
    topSources(scope, topic.id, filter.range),
  ]);
  const platformMentions = platforms.reduce((sum, platform) => sum + platform.impressions, 0);
  return {
    visibility: summary.visibility,
    promptCount,
    brandMentions: impressions,
    sentimentScore: summary.sentimentScore === null ? null : round1(summary.sentimentScore),
    impressionsTotal: impressions,
    topPlatforms: [...platforms]
      .sort((a, b) => b.impressions - a.impressions || a.label.localeCompare(b.label))
      .map((platform) => ({
        name: platform.label,
        mentions: platform.impressions,
        percentage: platformMentions > 0 ? Math.round((platform.impressions / platformMentions) * 100) : 0,
      })),
    topicBreakdown: topics.map(({ name, percentage }) => ({ name, percentage })),
    competitorRankings: rankings.rankings.map(({ name, count }) => ({ name, count })),
    topSources: sources.map(({ url, count }) => ({ url, count })),
  };
}
