import { Box } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { FactAccuracyChart_DayFragment } from '../../__generated__/graphql';
import type { ChartAnnotation } from '../../components/chartAnnotations';
import { PanelEmpty } from '../../components/Panel';
import { formatChartDate } from '../../lib/format';
import { rateInBrief } from './ClaimRateValue';

// Recharts loads beside the page's figures, not before them (as the other pages' charts do).
const FactAccuracyLines = lazy(() => import('./FactAccuracyLines'));

export interface FactAccuracyChartProps {
  /** The days of the period with claims, oldest first. */
  days: readonly FactAccuracyChart_DayFragment[];
  /** What the chart shows, in words, for its group's name. */
  label: string;
  /** Days to mark (fixes and other logged changes…), each with its tooltip. */
  annotations?: readonly ChartAnnotation[];
}

/** Accuracy day by day with its interval band; a single day is said in words (one dot is no trend). */
export function FactAccuracyChart(props: FactAccuracyChartProps) {
  const [first] = props.days;
  if (!first) return <PanelEmpty>No day of the period has claims yet.</PanelEmpty>;
  if (props.days.length === 1)
    return (
      <PanelEmpty>
        {`One day of claims so far (${formatChartDate(first.day)}: ${rateInBrief(first.accuracy)} accurate); the line starts with the next.`}
      </PanelEmpty>
    );
  return (
    <Suspense fallback={<Box h="64" aria-busy="true" aria-label={props.label} role="group" />}>
      <FactAccuracyLines {...props} />
    </Suspense>
  );
}
