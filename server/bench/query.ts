/** The overview query the benchmark sends: what the overview screen asks for. */
export const OVERVIEW_QUERY = `query Overview {
  overview {
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
