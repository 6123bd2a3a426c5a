import type { VisibilityCard_MetricsFragment } from '../../__generated__/graphql';
import { InfoTip } from '../../components/InfoTip';
import { StatCard } from '../../components/StatCard';
import { formatCount, formatPercent, pluralize } from '../../lib/format';

/** Brand Visibility: the latest collection day's visibility %, to one decimal (0 % with no history). */
export function VisibilityCard({
  metrics,
  promptCount,
  scope,
}: {
  metrics: VisibilityCard_MetricsFragment;
  /** Prompts behind the figure; undefined while the count is still loading. */
  promptCount: number | undefined;
  scope: 'overview' | 'topic';
}) {
  const basis =
    promptCount === undefined
      ? '(Loading prompt counts...)'
      : scope === 'overview'
        ? `Based on ${pluralize(promptCount, 'total prompt')}`
        : `Based on ${pluralize(promptCount, 'prompt')} for this topic`;
  return (
    <StatCard
      label="Brand Visibility"
      value={formatPercent(metrics.visibility)}
      help={basis}
      info={
        <InfoTip
          label="About Brand Visibility"
          content={`Share of AI answers that mentioned your brand on the latest collection day: ${formatCount(
            metrics.latestImpressions,
          )} of ${formatCount(metrics.latestAnswers)} answers.`}
        />
      }
    />
  );
}
