import { Box } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { PanelEmpty } from '../../components/Panel';
import { formatChartDate } from '../../lib/format';
import type { TrendLinesProps } from './TrendLines';

// Recharts is the largest library on the dashboard: it loads beside the page's figures, not before them.
const TrendLines = lazy(() => import('./TrendLines')) as unknown as <T extends { date: string }>(
  props: TrendLinesProps<T>,
) => ReactNode;

/**
 * In place of a chart with one day so far: a single dot is no trend, so the panel says the line starts
 * with the next day's collection and shows the figures it has (`figures`: "42.5%", or one per brand).
 */
export function CollectingOneDay({ day, figures }: { day: string; figures: string }) {
  return (
    <PanelEmpty>
      {`Collecting — one day so far (${formatChartDate(day)}: ${figures}); the trend line starts with the next daily collection.`}
    </PanelEmpty>
  );
}

/** Appended to a chart panel's description when its days open their answers. */
export const OPEN_DAY_HINT = ' · click a day, or use the arrow keys and Enter, to see its answers';

/**
 * A 0–100 line over days: y axis in steps of 25, x axis labelled "Nov 05"; with no day it shows emptyText,
 * with one day the collecting note. Clicking the chart selects the day under the pointer (onSelect), e.g.
 * to open that day's answers. From the keyboard, Recharts' accessibility layer moves between days with the
 * arrow keys and Enter selects the day shown.
 */
export function TrendChart<T extends { date: string }>(props: TrendLinesProps<T> & { emptyText: string }) {
  const { data, dataKey, format, emptyText } = props;
  if (data.length === 0) return <PanelEmpty>{emptyText}</PanelEmpty>;
  if (data.length === 1) {
    const only = data[0]!;
    return <CollectingOneDay day={only.date} figures={format(Number(only[dataKey]))} />;
  }
  return (
    <Suspense fallback={<Box h="64" aria-busy="true" aria-label={props.label} role="group" />}>
      <TrendLines {...props} />
    </Suspense>
  );
}
