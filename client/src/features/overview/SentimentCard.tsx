import type { SentimentCard_MetricsFragment } from '../../__generated__/graphql';
import { InfoTip } from '../../components/InfoTip';
import { StatCard } from '../../components/StatCard';
import { formatCount, formatSentiment } from '../../lib/format';
import { SENTIMENT_THRESHOLDS_TEXT, sentimentBadge } from '../../lib/sentiment';
import { windowPeriod } from '../answers/AnswersDrawer';
import { FigureButton } from '../answers/FigureButton';

/**
 * Sentiment Score (0–100, two decimals) labelled from the score by the shared rule (Positive, Neutral,
 * Negative; the original client's fixed "Medium" contradicted the score). The score opens the
 * last 30 days' answers, listing first those mentioning the brand: the answers it averages.
 */
export function SentimentCard({
  metrics,
  topicId,
}: {
  metrics: SentimentCard_MetricsFragment;
  /** The topic whose answers the figure counts; null on the overview (every topic). */
  topicId: string | null;
}) {
  const value = formatSentiment(metrics.sentimentScore);
  return (
    <StatCard
      label="Sentiment Score"
      value={
        metrics.sentimentAnalyzed > 0 ? (
          <FigureButton
            label={`${value}: show the answers behind Sentiment Score`}
            request={{
              title: 'Sentiment Score · last 30 days',
              filter: { topicId, window: 'MONTH' },
              period: windowPeriod('MONTH'),
              measure: { kind: 'visibility' },
              initialView: 'VISIBLE',
            }}
          >
            {value}
          </FigureButton>
        ) : (
          value
        )
      }
      {...sentimentBadge(metrics.sentimentScore)}
      help={`${formatCount(metrics.sentimentMentions)} mentions in ${formatCount(
        metrics.sentimentAnalyzed,
      )} answers (last 30 days)`}
      info={
        <InfoTip
          label="About Sentiment Score"
          content={`Average tone toward your brand (0–100) in the last 30 days of answers that mention it. ${SENTIMENT_THRESHOLDS_TEXT}`}
        />
      }
    />
  );
}
