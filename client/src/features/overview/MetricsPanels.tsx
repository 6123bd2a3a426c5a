import { SimpleGrid } from '@chakra-ui/react';
import type {
  CompetitorRankingsCard_RankingsFragment,
  MentionsChart_MetricsFragment,
  SentimentTrendChart_MetricsFragment,
  TopSourcesCard_CategoriesFragment,
  TopSourcesCard_SourcesFragment,
} from '../../__generated__/graphql';
import type { PageFilter } from '../filter/pageFilter';
import { CompetitorRankingsCard } from './CompetitorRankingsCard';
import { MentionsChart } from './MentionsChart';
import { SentimentTrendChart } from './SentimentTrendChart';
import { TopSourcesCard } from './TopSourcesCard';

type Metrics = MentionsChart_MetricsFragment &
  SentimentTrendChart_MetricsFragment & {
    topSources: readonly TopSourcesCard_SourcesFragment[];
    citationsByCategory: readonly TopSourcesCard_CategoriesFragment[];
    competitorRankings: CompetitorRankingsCard_RankingsFragment;
  };

/** The charts and the two ranked panels shared by the overview and the topic pages (all under the page filter). */
export function MetricsPanels({
  metrics,
  refreshing,
  topicId,
  filter,
}: {
  /** The topic whose answers the figures count; null on the overview (every topic). */
  topicId: string | null;
  /** The page filter, for the parts that read apart (the Mentions chart's noise band). */
  filter?: PageFilter;
  metrics: Metrics;
  refreshing: boolean;
}) {
  return (
    <>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <MentionsChart metrics={metrics} topicId={topicId} filter={filter} />
        <SentimentTrendChart metrics={metrics} topicId={topicId} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <TopSourcesCard
          topicId={topicId}
          sources={metrics.topSources}
          categories={metrics.citationsByCategory}
          loading={refreshing}
        />
        <CompetitorRankingsCard
          topicId={topicId}
          rankings={metrics.competitorRankings}
          loading={refreshing}
        />
      </SimpleGrid>
    </>
  );
}

/** True when all four datasets (impressions, sentiment, competitors, sources) are empty. */
export const hasNoData = (m: Metrics): boolean =>
  m.impressionHistory.length === 0 &&
  m.sentimentHistory.length === 0 &&
  m.competitorRankings.rankings.length === 0 &&
  m.topSources.length === 0;
