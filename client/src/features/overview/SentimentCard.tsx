import type { SentimentCard_MetricsFragment } from '../../__generated__/graphql';
import { InfoTip } from '../../components/InfoTip';
import { StatCard } from '../../components/StatCard';
import { formatCount, formatSentiment } from '../../lib/format';

/** Sentiment Score (0–100, two decimals) with the product's fixed "Medium" label. */
export function SentimentCard({ metrics }: { metrics: SentimentCard_MetricsFragment }) {
  return (
    <StatCard
      label="Sentiment Score"
      value={formatSentiment(metrics.sentimentScore)}
      badge="Medium"
      help={`${formatCount(metrics.sentimentMentions)} mentions in ${formatCount(
        metrics.sentimentAnalyzed,
      )} answers (last 30 days)`}
      info={
        <InfoTip
          label="About Sentiment Score"
          content="Average tone toward your brand (0–100) in the last 30 days of answers that mention it."
        />
      }
    />
  );
}
