import { Box, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { ThemeCard_ThemeFragment } from '../../__generated__/graphql';
import { formatChartDate, formatNetSentiment } from '../../lib/format';

// Recharts loads beside the page's figures, not before them (as the other pages' charts do).
const ThemeTrendLine = lazy(() => import('./ThemeTrendLine'));

export interface ThemeTrendProps {
  days: ThemeCard_ThemeFragment['trend'];
  /** What the chart shows, in words, for its group's name. */
  label: string;
}

/** A theme's net sentiment day by day as a small line; a single day is said in words (one dot is no trend). */
export function ThemeTrend({ days, label }: ThemeTrendProps) {
  // A theme has statements, so at least one day.
  const first = days[0]!;
  if (days.length === 1)
    return (
      <Text textStyle="xs" color="fg.muted">
        {`One day of statements so far (${formatChartDate(first.date)}: ${formatNetSentiment(first.netSentiment)}); the line starts with the next.`}
      </Text>
    );
  return (
    <Suspense fallback={<Box h="16" aria-busy="true" aria-label={label} role="group" />}>
      <ThemeTrendLine days={days} label={label} />
    </Suspense>
  );
}
