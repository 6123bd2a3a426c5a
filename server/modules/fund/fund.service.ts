import { forbidden } from '../../lib/errors';
import { viewerProfile, type AccountScope } from '../accounts/accounts.service';
import { FUND_SAMPLE_OVERVIEW, FUND_SAMPLE_PROMPTS } from './fund.sample';

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

/** The fund dashboard's sample cards. Sentiment is the sample's 0–1 score × 100 (spec §9). */
export async function fundOverview(scope: AccountScope) {
  await requireFundAccount(scope);
  const sample = FUND_SAMPLE_OVERVIEW;
  const platformTotal = sample.topPlatforms.reduce((sum, platform) => sum + platform.mentions, 0);
  return {
    visibility: round1(mean(FUND_SAMPLE_PROMPTS.map((prompt) => prompt.visibility))),
    promptCount: FUND_SAMPLE_PROMPTS.length,
    brandMentions: sample.brandMentions,
    sentimentScore: round1(sample.sentimentScore * 100),
    impressionsTotal: sample.impressionsTotal,
    topPlatforms: sample.topPlatforms.map((platform) => ({
      ...platform,
      percentage: Math.round((platform.mentions / platformTotal) * 100),
    })),
    topicBreakdown: sample.topicBreakdown.map((topic) => ({ ...topic })),
    competitorRankings: sample.competitorRankings.map((competitor) => ({ ...competitor })),
    topSources: sample.topSources.slice(0, 10).map((source) => ({ ...source })),
  };
}
