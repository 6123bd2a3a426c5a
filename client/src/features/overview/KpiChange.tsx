import { Flex, Text } from '@chakra-ui/react';

/**
 * A KPI's change against the previous period of equal length: "+4.2 pts vs previous 30 days". Only
 * visibility carries a significance test; its change is coloured and marked only when significant.
 */
export function KpiChangeNote({
  change,
  days,
  unit = '',
  decimals = 1,
  lowerIsBetter = false,
}: {
  change: { change?: number | null; significant?: boolean | null };
  /** Days of the period (null: all time, no previous period). */
  days: number | null | undefined;
  unit?: string;
  decimals?: number;
  lowerIsBetter?: boolean;
}) {
  if (!days || change.change === null || change.change === undefined) return null;
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
