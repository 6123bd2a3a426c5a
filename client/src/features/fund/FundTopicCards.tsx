import { SimpleGrid } from '@chakra-ui/react';
import type { FundTopicCards_TopicFragment } from '../../__generated__/graphql';
import { StatCard } from '../../components/StatCard';
import { formatCount, formatPercent } from '../../lib/format';
import { sentimentBadge } from '../../lib/sentiment';

/** The fund view's four topic cards: Sentiment (labelled from its score), Brand Visibility, Market Position (Top tier), Active Prompts (Ready). */
export function FundTopicCards({ topic }: { topic: FundTopicCards_TopicFragment }) {
  const { metrics } = topic;
  const rank = metrics.allTimeRankings.companyRank;
  return (
    <SimpleGrid columns={{ base: 2, xl: 4 }} gap={{ base: '3', md: '4' }}>
      <StatCard
        label="Sentiment"
        value={metrics.sentimentScore == null ? 'N/A' : formatPercent(metrics.sentimentScore)}
        {...sentimentBadge(metrics.sentimentScore)}
      />
      <StatCard label="Brand Visibility" value={formatPercent(metrics.visibility)} />
      <StatCard
        label="Market Position"
        value={rank > 0 ? `#${rank}` : 'N/A'}
        badge="Top tier"
        badgePalette="purple"
      />
      <StatCard
        label="Active Prompts"
        value={formatCount(topic.promptCount)}
        badge="Ready"
        badgePalette="teal"
      />
    </SimpleGrid>
  );
}
