import type { SentimentCard_MetricsFragment } from '../../__generated__/graphql';
import { InfoTip } from '../../components/InfoTip';
import { StatBasis, StatCard } from '../../components/StatCard';
import { countOf, formatSentiment } from '../../lib/format';
import { SENTIMENT_SCALE_TEXT, sentimentBadge } from '../../lib/sentiment';
import { FigureButton } from '../answers/FigureButton';
import { KpiChangeNote } from './KpiChange';
import { Stack } from '@chakra-ui/react';

/**
 * Sentiment Score (0–100, two decimals) over the page's period, labelled from the score by the shared rule
 * (Positive, Neutral, Negative; the original client's fixed "Medium" contradicted the score). The score
 * opens the period's answers, listing first those mentioning the brand: the answers it averages.
 */
export function SentimentCard({
  metrics,
  topicId,
  periodProse = 'in the last 30 days',
}: {
  metrics: SentimentCard_MetricsFragment;
  /** The topic whose answers the figure counts; null on the overview (every topic). */
  topicId: string | null;
  /** "in the last 30 days": the page filter's period in words. */
  periodProse?: string;
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
              title: 'Sentiment Score',
              filter: { topicId, period: { preset: 'LAST_30_DAYS' } },
              period: periodProse,
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
      help={
        <Stack as="span" gap="0.5">
          <StatBasis>{`${countOf(metrics.sentimentMentions, 'mention')} in ${countOf(
            metrics.sentimentAnalyzed,
            'answer',
          )} ${periodProse}`}</StatBasis>
          <KpiChangeNote change={metrics.change.sentiment} days={metrics.period.days} decimals={2} />
          {/* On every width: a score means little without its scale and where the labels change. */}
          <span>{SENTIMENT_SCALE_TEXT}</span>
        </Stack>
      }
      info={
        <InfoTip
          label="About Sentiment Score"
          content={`Average tone toward your brand in the answers ${periodProse} that mention it.`}
        />
      }
    />
  );
}
