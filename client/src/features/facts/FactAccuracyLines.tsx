import { Box, Text } from '@chakra-ui/react';
import {
  Area,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import { cssColor } from '../../app/theme';
import { annotationLines } from '../../components/chartAnnotations';
import { countOf, formatChartDate } from '../../lib/format';
import type { FactAccuracyChartProps } from './FactAccuracyChart';
import { rateInBrief } from './ClaimRateValue';

type Day = FactAccuracyChartProps['days'][number];

/** The hovered day in words: accuracy with its interval, then its claims and how many were wrong. */
function DayTooltip({ active, payload }: TooltipContentProps) {
  const day = payload?.[0]?.payload as Day | undefined;
  if (!active || !day) return null;
  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="md" px="3" py="2" textStyle="xs" shadow="sm">
      <Text fontWeight="semibold">{formatChartDate(day.day)}</Text>
      <Text>Accuracy {rateInBrief(day.accuracy)}</Text>
      <Text color="fg.muted">
        {`${countOf(day.claims, 'claim')}: ${day.wrong} wrong, ${day.outdated} out of date`}
      </Text>
    </Box>
  );
}

/**
 * FactAccuracyChart's Recharts chart (its own chunk, see FactAccuracyChart): accuracy per day as a line over
 * its 95 % interval as a band, 0–100 %.
 */
export default function FactAccuracyLines({ days, label, annotations = [] }: FactAccuracyChartProps) {
  const data = days.map((day) => ({
    ...day,
    accuracyValue: day.accuracy.value,
    // Recharts draws an area between the two values of a pair.
    interval:
      day.accuracy.low === null || day.accuracy.high === null ? null : [day.accuracy.low, day.accuracy.high],
  }));
  return (
    <Box h="64" role="group" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 640, height: 256 }}>
        <ComposedChart
          data={data}
          margin={{ top: annotations.length > 0 ? 14 : 8, right: 12, bottom: 0, left: -6 }}
          desc="Arrow keys move between days."
        >
          <CartesianGrid stroke={cssColor('chart.grid')} strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="day"
            tickFormatter={formatChartDate}
            tick={{ fill: cssColor('chart.axis'), fontSize: 12 }}
            axisLine={false}
            tickLine={false}
            minTickGap={24}
          />
          <YAxis
            domain={[0, 100]}
            ticks={[0, 25, 50, 75, 100]}
            tickFormatter={(tick: number) => `${tick}%`}
            tick={{ fill: cssColor('chart.axis'), fontSize: 12 }}
            axisLine={false}
            tickLine={false}
          />
          <Tooltip content={DayTooltip} />
          {annotationLines(
            annotations,
            days.map((day) => day.day),
          )}
          <Area
            type="monotone"
            dataKey="interval"
            name="95 % interval"
            stroke="none"
            fill={cssColor('chart.visibility')}
            fillOpacity={0.15}
            activeDot={false}
            isAnimationActive={false}
          />
          <Line
            type="monotone"
            dataKey="accuracyValue"
            name="Accuracy"
            stroke={cssColor('chart.visibility')}
            strokeWidth={2}
            dot={data.length < 20}
            activeDot={{ r: 4 }}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </Box>
  );
}
