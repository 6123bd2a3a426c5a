import { Stack } from '@chakra-ui/react';
import type { VisibilityCard_MetricsFragment } from '../../__generated__/graphql';
import { InfoTip } from '../../components/InfoTip';
import { StatBasis, StatCard } from '../../components/StatCard';
import { FigureButton } from '../answers/FigureButton';
import { formatCount, formatPercent, pluralize } from '../../lib/format';
import { KpiChangeNote } from './KpiChange';

/**
 * Brand Visibility: the share of the period's answers (on the chosen platforms) that mentioned the brand,
 * to one decimal. The value opens those answers; the change against the previous period sits below, and
 * the answers that cite the brand's own site without naming it ("cited, not named"), counted apart.
 */
export function VisibilityCard({
  metrics,
  promptCount,
  scope,
  topicId,
  periodProse = 'over all time',
  promptNoun = 'prompt',
}: {
  metrics: VisibilityCard_MetricsFragment;
  /** Prompts behind the figure; undefined while the count is still loading. */
  promptCount: number | undefined;
  scope: 'overview' | 'topic';
  /** The topic whose answers the figure counts; null on the overview (every topic). */
  topicId: string | null;
  /** "in the last 30 days": the page filter's period in words. */
  periodProse?: string;
  /** "unbranded prompt": what the prompt count counts, singular. */
  promptNoun?: string;
}) {
  const value = formatPercent(metrics.visibility);
  const answers = `${formatCount(metrics.answers)} ${metrics.answers === 1 ? 'answer' : 'answers'}`;
  const basis = `${formatCount(metrics.impressions)} of ${answers} ${periodProse}`;
  // Failed captures are outside the denominator; saying how many keeps the figure honest about its sample.
  // So are refusals (the platform declined to answer) and searches Google showed no AI answer for.
  const apart = [
    metrics.failures > 0 ? pluralize(metrics.failures, 'failed capture') : null,
    metrics.refusals > 0 ? pluralize(metrics.refusals, 'refusal') : null,
    metrics.noAnswers > 0 ? `${pluralize(metrics.noAnswers, 'search', 'searches')} with no answer` : null,
  ].filter((part): part is string => part !== null);
  const listed =
    apart.length > 1 ? `${apart.slice(0, -1).join(', ')} and ${apart[apart.length - 1]}` : apart[0];
  const failed = listed ? ` (${listed} excluded)` : '';
  // The card's first line, kept, then the clearer basis below it.
  const based =
    promptCount === undefined
      ? '(Loading prompt counts...)'
      : scope === 'overview'
        ? `Based on ${formatCount(promptCount)} total ${promptCount === 1 ? 'prompt' : 'prompts'}`
        : `Based on ${formatCount(promptCount)} ${promptCount === 1 ? 'prompt' : 'prompts'} for this topic`;
  const prompts =
    promptCount === undefined
      ? null
      : scope === 'overview'
        ? `${pluralize(promptCount, promptNoun)} tracked`
        : `${pluralize(promptCount, promptNoun)} in this topic`;
  return (
    <StatCard
      label="Brand Visibility"
      value={
        metrics.answers > 0 ? (
          <FigureButton
            label={`${value}: show the answers behind Brand Visibility`}
            request={{
              title: 'Brand Visibility',
              filter: { topicId },
              period: periodProse,
              measure: { kind: 'visibility' },
            }}
          >
            {value}
          </FigureButton>
        ) : (
          value
        )
      }
      help={
        <Stack as="span" gap="0.5">
          <StatBasis>{based}</StatBasis>
          <StatBasis>{prompts ? `${basis}${failed} · ${prompts}` : `${basis}${failed}`}</StatBasis>
          {metrics.visibilityBasis === 'PROMPT_MEAN' && (
            // Adaptive sampling asks some prompts more often: pooling would weigh them more (How we measure).
            <StatBasis>
              Mean of per-prompt rates: prompts were asked unequal samples, so each weighs the same per day;
              the counts are raw
            </StatBasis>
          )}
          {metrics.citedNotNamed > 0 && (
            <StatBasis>
              {'Cited, not named: '}
              <FigureButton
                label={`${pluralize(metrics.citedNotNamed, 'answer')} cited your site without naming you: show them`}
                request={{
                  title: 'Cited, not named',
                  filter: { topicId, citesBrandSite: true, visible: false, status: 'OK' },
                  period: periodProse,
                  measure: { kind: 'cited', subject: 'your site without naming you' },
                }}
              >
                {pluralize(metrics.citedNotNamed, 'answer')}
              </FigureButton>
              {' cited your site without naming you (not in this figure)'}
            </StatBasis>
          )}
          <KpiChangeNote change={metrics.change.visibility} days={metrics.period.days} unit=" pts" />
        </Stack>
      }
      info={
        <InfoTip
          label="About Brand Visibility"
          content={
            metrics.visibilityBasis === 'PROMPT_MEAN'
              ? `The mean of each prompt's share of answers naming your brand ${periodProse}, each prompt on each platform weighing the same per day: some prompts were asked more samples than others, and pooling ${formatCount(metrics.impressions)} of ${formatCount(metrics.answers)} answers would weigh them more. The change is flagged significant when the 95 % interval of the difference of the two periods' means leaves out 0.`
              : `Share of AI answers ${periodProse} that mentioned your brand: ${formatCount(
                  metrics.impressions,
                )} of ${formatCount(metrics.answers)} answers. The change is flagged significant only when a two-proportion test on the two periods' 95 % Wilson intervals says so.`
          }
        />
      }
    />
  );
}
