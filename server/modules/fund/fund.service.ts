import { forbidden } from '../../lib/errors';
import { viewerProfile, type AccountScope } from '../accounts/accounts.service';
import {
  competitorRankings,
  impressionsTotal,
  overviewScope,
  promptTotal,
  topicShares,
  topicSummary,
  topPlatforms,
  topSources,
  windowRange,
} from '../metrics/metrics.service';
import { FUND_SAMPLE_PROMPTS } from './fund.sample';

/** Only accounts with the fund dashboard variant may read the fund view's sample data. */
async function requireFundAccount(scope: AccountScope): Promise<void> {
  const profile = await viewerProfile(scope);
  if (profile.dashboardVariant !== 'fund')
    throw forbidden('The fund sample data is only available to the fund account.');
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const mean = (values: readonly number[]) =>
  values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0;

/** The fund prompts page: the 20 sample prompts, their count and their mean average rank. */
export async function fundPrompts(scope: AccountScope) {
  await requireFundAccount(scope);
  const prompts = FUND_SAMPLE_PROMPTS.map((prompt) => ({
    ...prompt,
    topCompetitors: [...prompt.topCompetitors],
  }));
  return {
    totalPrompts: prompts.length,
    averageRank: round1(mean(prompts.map((prompt) => prompt.averageRank))),
    prompts,
  };
}

/**
 * The fund dashboard's cards, computed from the fund account's collected answers by the same functions
 * as the overview and the topic pages (so the fund overview and its topic pages can never disagree):
 * visibility on the latest collection day, the 30-day sentiment, all-time impressions, platforms and
 * topics over the last 30 days, and the all-time rankings and sources.
 */
export async function fundOverview(scope: AccountScope) {
  await requireFundAccount(scope);
  const { topic } = await overviewScope(scope);
  const [summary, promptCount, impressions, platforms, topics, rankings, sources] = await Promise.all([
    topicSummary(scope, topic.id),
    promptTotal(scope),
    impressionsTotal(scope, topic.id),
    topPlatforms(scope, topic.id),
    topicShares(scope),
    competitorRankings(scope, topic.id, windowRange('ALL', scope.today)),
    topSources(scope, topic.id, windowRange('ALL', scope.today)),
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
