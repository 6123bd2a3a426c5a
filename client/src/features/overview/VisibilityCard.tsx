import { Flex, Portal, Stack, Text, Tooltip } from '@chakra-ui/react';
import type { VisibilityCard_MetricsFragment } from '../../__generated__/graphql';
import { InfoTip } from '../../components/InfoTip';
import { StatCard } from '../../components/StatCard';
import { dayPeriod } from '../answers/AnswersDrawer';
import { FigureButton } from '../answers/FigureButton';
import { formatCount, formatDay, formatPercent, pluralize } from '../../lib/format';

type Interval = VisibilityCard_MetricsFragment['visibilityInterval'];

const percentWithSpace = (value: number) => `${value.toFixed(1)} %`;

/** "95 % interval: 31.2 %–48.9 % (n = 60 answers)". */
export function intervalText(interval: Interval): string {
  if (interval.low == null || interval.high == null) return 'No answers yet, so no interval';
  return `95 % interval: ${percentWithSpace(interval.low)}–${percentWithSpace(interval.high)} (n = ${pluralize(
    interval.answers,
    'answer',
  )})`;
}

/** Whether the latest day differs from the previous one beyond what sampling noise explains. */
function ChangeNote({ interval }: { interval: Interval }) {
  if (!interval.previousDay || interval.visibility == null || interval.previousVisibility == null)
    return null;
  const previous = formatDay(interval.previousDay);
  if (!interval.significantChange) return <Text as="span">Change vs {previous} is within noise</Text>;
  const up = interval.visibility > interval.previousVisibility;
  return (
    <Flex as="span" gap="1" align="center" color={up ? 'green.fg' : 'red.fg'} fontWeight="medium">
      <span aria-hidden="true">{up ? '↑' : '↓'}</span>
      Significant change vs {previous} ({up ? 'up' : 'down'} from {formatPercent(interval.previousVisibility)}
      )
    </Flex>
  );
}

/**
 * The sample the figure is computed from, named: the latest day's answers, with the prompts they answer
 * alongside ("Based on 72 answers to 24 total prompts"). The value is answers mentioning the brand over
 * answers collected, so a prompt count alone would misstate its denominator.
 */
export function visibilityBasis(
  metrics: Pick<VisibilityCard_MetricsFragment, 'latestAnswers' | 'latestDay'>,
  promptCount: number | undefined,
  scope: 'overview' | 'topic',
): string {
  if (promptCount === undefined) return '(Loading prompt counts...)';
  const prompts =
    scope === 'overview'
      ? pluralize(promptCount, 'total prompt')
      : `${pluralize(promptCount, 'prompt')} for this topic`;
  if (!metrics.latestDay) return `No answers yet · ${prompts}`;
  return `Based on ${pluralize(metrics.latestAnswers, 'answer')} to ${prompts}`;
}

/**
 * Brand Visibility: the latest collection day's visibility %, to one decimal (0 % with no history). The
 * value opens the day's answers and shows its 95 % Wilson interval on hover; failures sit beside it.
 */
export function VisibilityCard({
  metrics,
  promptCount,
  scope,
  topicId,
}: {
  metrics: VisibilityCard_MetricsFragment;
  /** Prompts behind the figure; undefined while the count is still loading. */
  promptCount: number | undefined;
  scope: 'overview' | 'topic';
  /** The topic whose answers the figure counts; null on the overview (every topic). */
  topicId: string | null;
}) {
  const interval = metrics.visibilityInterval;
  const basis = visibilityBasis(metrics, promptCount, scope);
  const value = formatPercent(metrics.visibility);
  return (
    <StatCard
      label="Brand Visibility"
      value={
        metrics.latestDay ? (
          <Tooltip.Root openDelay={150} closeDelay={100}>
            <Tooltip.Trigger asChild>
              <FigureButton
                label={`${value}: show the answers behind Brand Visibility`}
                request={{
                  title: `Brand Visibility · ${formatDay(metrics.latestDay)}`,
                  filter: { topicId, day: metrics.latestDay },
                  period: dayPeriod(metrics.latestDay),
                  measure: { kind: 'visibility' },
                }}
              >
                {value}
              </FigureButton>
            </Tooltip.Trigger>
            <Portal>
              <Tooltip.Positioner>
                <Tooltip.Content maxW="xs">{intervalText(interval)}</Tooltip.Content>
              </Tooltip.Positioner>
            </Portal>
          </Tooltip.Root>
        ) : (
          value
        )
      }
      help={
        <Stack as="span" gap="0.5">
          <span>{basis}</span>
          {interval.failures > 0 && (
            <Text as="span" color="orange.fg">
              {pluralize(interval.failures, 'failed capture')} excluded
            </Text>
          )}
          <ChangeNote interval={interval} />
        </Stack>
      }
      info={
        <InfoTip
          label="About Brand Visibility"
          content={`Share of AI answers that mentioned your brand on the latest collection day: ${formatCount(
            metrics.latestImpressions,
          )} of ${formatCount(metrics.latestAnswers)} answers. ${intervalText(interval)}.`}
        />
      }
    />
  );
}
