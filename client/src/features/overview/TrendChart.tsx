import { Box } from '@chakra-ui/react';
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  useActiveTooltipLabel,
  XAxis,
  YAxis,
} from 'recharts';
import { cssColor } from '../../app/theme';
import { PanelEmpty } from '../../components/Panel';
import { formatChartDate } from '../../lib/format';

const TICKS = [0, 25, 50, 75, 100];

/**
 * Under a chart with one day so far: a single dot is no trend, so the panel says the line starts with the
 * next day's collection and shows the one figure it has.
 */
const collectingText = (day: string, value: string) =>
  `Collecting — one day so far (${formatChartDate(day)}: ${value}); the trend line starts with the next daily collection.`;

/** Appended to a chart panel's description when its days open their answers. */
export const OPEN_DAY_HINT = ' · click a day, or use the arrow keys and Enter, to see its answers';

/**
 * A 0–100 line over days: y axis in steps of 25, x axis labelled "Nov 05"; with no day it shows emptyText,
 * with one day the collecting note. Clicking the chart selects
 * the day under the pointer (onSelect), e.g. to open that day's answers. From the keyboard, Recharts'
 * accessibility layer moves between days with the arrow keys and Enter selects the day shown.
 */
export function TrendChart<T extends { date: string }>({
  data,
  dataKey,
  name,
  color,
  format,
  label,
  emptyText,
  onSelect,
}: {
  data: T[];
  dataKey: keyof T & string;
  name: string;
  color: string;
  format: (v: number) => string;
  label: string;
  emptyText: string;
  onSelect?: (point: T) => void;
}) {
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
  if (data.length === 0) return <PanelEmpty>{emptyText}</PanelEmpty>;
  if (data.length === 1) {
    const only = data[0]!;
    return <PanelEmpty>{collectingText(only.date, format(Number(only[dataKey])))}</PanelEmpty>;
  }
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
          margin={{ top: 8, right: 12, bottom: 0, left: -16 }}
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

/** Renders nothing; copies the tooltip's current day (pointer or keyboard) into a ref. */
function ActiveDay({ dayRef }: { dayRef: RefObject<string | undefined> }) {
  const label = useActiveTooltipLabel();
  useEffect(() => {
    dayRef.current = label === undefined ? undefined : String(label);
  }, [dayRef, label]);
  return null;
}
