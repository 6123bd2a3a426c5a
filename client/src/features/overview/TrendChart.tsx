import { Box } from '@chakra-ui/react';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { cssColor } from '../../app/theme';
import { formatChartDate } from '../../lib/format';

const TICKS = [0, 25, 50, 75, 100];

/**
 * A 0–100 line over days: y axis in steps of 25, x axis labelled "Nov 05". Clicking the chart selects
 * the day under the pointer (onSelect), e.g. to open that day's answers.
 */
export function TrendChart<T extends { date: string }>({
  data,
  dataKey,
  name,
  color,
  format,
  label,
  onSelect,
}: {
  data: T[];
  dataKey: keyof T & string;
  name: string;
  color: string;
  format: (v: number) => string;
  label: string;
  onSelect?: (point: T) => void;
}) {
  const select = (index: unknown) => {
    const point = index === undefined || index === null ? undefined : data[Number(index)];
    if (point && onSelect) onSelect(point);
  };
  return (
    <Box h="64" role="img" aria-label={label} cursor={onSelect ? 'pointer' : undefined}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 520, height: 256 }}>
        <LineChart
          data={data}
          margin={{ top: 8, right: 12, bottom: 0, left: -16 }}
          onClick={onSelect ? (state) => select(state.activeTooltipIndex) : undefined}
        >
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
