import { print } from 'graphql';
import { OverviewRouteDocument } from '../../client/src/__generated__/graphql';
/** The overview query the benchmark sends: what the overview screen asks for. */
/** The overview over all time and every prompt: the heaviest read of the account's whole history. */
export const OVERVIEW_QUERY = `query Overview {
  overview(period: { preset: ALL_TIME }, promptKind: ALL) {
    promptCount
    impressionsTotal
    topPlatforms { label visibility }
    topicBreakdown { name percentage }
    metrics {
      visibility latestImpressions latestAnswers sentimentScore
      impressionHistory { date impressions answers visibility }
      sentimentHistory { date sentiment }
      competitorRankings(window: ALL) { companyRank rankings { name count rank } }
      topSources(window: ALL) { url count }
    }
  }
}`;

/**
 * The overview page's own document (client/src/routes/OverviewRoute.graphql with its fragments, as
 * codegen compiles it) and the variables of a filtered page: the last 30 days on two platforms, counting
 * unbranded prompts as the page does by default.
 */
export const PAGE_OVERVIEW_QUERY = print(OverviewRouteDocument);
export const PAGE_OVERVIEW_VARIABLES = {
  period: { preset: 'LAST_30_DAYS' },
  platforms: ['CHATGPT', 'GEMINI'],
  promptKind: 'UNBRANDED',
};
