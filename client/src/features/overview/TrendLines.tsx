import { Box } from '@chakra-ui/react';
import { useRef, type KeyboardEvent } from 'react';
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceArea,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { cssColor } from '../../app/theme';
import { ActiveDay } from '../../components/ActiveDay';
import { annotationLines, type ChartAnnotation } from '../../components/chartAnnotations';
import { formatChartDate } from '../../lib/format';

const TICKS = [0, 25, 50, 75, 100];

export interface TrendLinesProps<T extends { date: string }> {
  data: T[];
  dataKey: keyof T & string;
  name: string;
  color: string;
  format: (v: number) => string;
  label: string;
  /** What the 0–100 axis counts, shown on its ticks: '%' for a share, '' for a score. */
  axisUnit: string;
  onSelect?: (point: T) => void;
  /** Days to mark (prompt edits, model changes, logged changes…), each with its tooltip. */
  annotations?: readonly ChartAnnotation[];
  /** A band to shade across the chart (0–100), e.g. the day-to-day move noise alone gives. */
  band?: { low: number; high: number } | null;
}

/** TrendChart's Recharts line for two days or more (its own chunk, see TrendChart). */
export default function TrendLines<T extends { date: string }>({
  data,
  dataKey,
  name,
  color,
  format,
  label,
  axisUnit,
  onSelect,
  annotations = [],
  band = null,
}: TrendLinesProps<T>) {
  const select = (index: unknown) => {
    const point = index === undefined || index === null ? undefined : data[Number(index)];
    if (point && onSelect) onSelect(point);
  };
  // The day the tooltip shows, kept current by ActiveDay; Enter selects it.
  const activeDayRef = useRef<string | undefined>(undefined);
  const selectActiveDay = (event: KeyboardEvent) => {
    const point = data.find((p) => p.date === activeDayRef.current);
    if (event.key === 'Enter' && point && onSelect) onSelect(point);
  };
  return (
    <Box
      h="64"
      role="group"
      aria-label={label}
      cursor={onSelect ? 'pointer' : undefined}
      onKeyDown={onSelect ? selectActiveDay : undefined}
    >
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 520, height: 256 }}>
        <LineChart
          data={data}
          margin={{ top: annotations.length > 0 ? 14 : 8, right: 12, bottom: 0, left: axisUnit ? -6 : -16 }}
          onClick={onSelect ? (state) => select(state.activeTooltipIndex) : undefined}
          desc={`Arrow keys move between days${onSelect ? '; Enter opens the day shown' : ''}.`}
        >
          {onSelect && <ActiveDay dayRef={activeDayRef} />}
          <CartesianGrid stroke={cssColor('chart.grid')} strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="date"
            tickFormatter={formatChartDate}
            tick={{ fill: cssColor('chart.axis'), fontSize: 12 }}
            axisLine={false}
            tickLine={false}
            minTickGap={24}
          />
          <YAxis
            domain={[0, 100]}
            ticks={TICKS}
            tickFormatter={(tick: number) => `${tick}${axisUnit}`}
            tick={{ fill: cssColor('chart.axis'), fontSize: 12 }}
            axisLine={false}
            tickLine={false}
          />
          <Tooltip
            labelFormatter={(v) => formatChartDate(String(v))}
            formatter={(v) => [format(Number(v)), name]}
            contentStyle={{
              background: cssColor('bg.panel'),
              border: `1px solid ${cssColor('border')}`,
              borderRadius: 8,
              color: cssColor('fg'),
            }}
          />
          {band && (
            <ReferenceArea
              y1={band.low}
              y2={band.high}
              fill={color}
              fillOpacity={0.12}
              stroke="none"
              ifOverflow="hidden"
            />
          )}
          {annotationLines(
            annotations,
            data.map((point) => point.date),
          )}
          <Line
            type="monotone"
            dataKey={dataKey}
            name={name}
            stroke={color}
            strokeWidth={2}
            dot={data.length < 20}
            activeDot={{ r: 4 }}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </Box>
  );
}
