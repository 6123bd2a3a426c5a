import { Flex, Text } from '@chakra-ui/react';

/**
 * Whether the previous period of equal length had answers: visibility's previous share is null exactly
 * when it had none (impressions' previous count is 0 then, which reads like a real figure).
 */
export const previousPeriodAnswered = (changes: { visibility: { previous?: number | null } }): boolean =>
  changes.visibility.previous !== null;

/**
 * A KPI's change against the previous period of equal length: "+4.2 pts vs previous 30 days", or "No
 * earlier data to compare with" when there is nothing before to measure it against (a brand's first days).
 * Only visibility carries a significance test; its change is coloured and marked only when significant.
 */
export function KpiChangeNote({
  change,
  days,
  unit = '',
  decimals = 1,
  lowerIsBetter = false,
  previousAnswered = true,
}: {
  /** `previous` null: the KPI had no value in the previous period. */
  change: { change?: number | null; previous?: number | null; significant?: boolean | null };
  /** Days of the period (null: all time, no previous period). */
  days: number | null | undefined;
  unit?: string;
  decimals?: number;
  lowerIsBetter?: boolean;
  /** False when the previous period had no answers (see previousPeriodAnswered). */
  previousAnswered?: boolean;
}) {
  if (!days) return null;
  if (!previousAnswered || change.previous === null)
    return (
      <Text as="span" data-testid="kpi-change">
        No earlier data to compare with
      </Text>
    );
  if (change.change === null || change.change === undefined) return null;
  const sign = change.change > 0 ? '+' : change.change < 0 ? '−' : '±';
  const text = `${sign}${Math.abs(change.change).toFixed(decimals)}${unit} vs previous ${days} days`;
  if (change.significant === null || change.significant === undefined)
    return (
      <Text as="span" data-testid="kpi-change">
        {text}
      </Text>
    );
  if (!change.significant)
    return (
      <Text as="span" data-testid="kpi-change">
        {text} · within noise
      </Text>
    );
  const good = lowerIsBetter ? change.change < 0 : change.change > 0;
  return (
    <Flex as="span" gap="1" data-testid="kpi-change" color={good ? 'green.fg' : 'red.fg'} fontWeight="medium">
      <span aria-hidden="true">{change.change > 0 ? '↑' : '↓'}</span>
      {text} · significant
    </Flex>
  );
}
