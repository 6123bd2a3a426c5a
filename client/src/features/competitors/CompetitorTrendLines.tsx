import { Box } from '@chakra-ui/react';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { cssColor } from '../../app/theme';
import { formatChartDate, formatPercent } from '../../lib/format';
import type { BrandStyle } from './brandStyles';

export interface TrendLine {
  key: string;
  name: string;
  style: BrandStyle;
}

export interface CompetitorTrendLinesProps {
  /** One row per day: its date and each line's value (null where the day has none). */
  rows: Record<string, string | number | null>[];
  /** The lines shown, the account's brand last so that it is drawn on top. */
  lines: TrendLine[];
  label: string;
}

/** The y axis: 0 to the next multiple of 25 above the highest value shown (at most 100). */
const TICKS = [0, 25, 50, 75, 100];
const axisTop = (max: number) => Math.min(100, Math.max(25, Math.ceil(max / 25) * 25));

/** The competitors page's multi-series chart (Recharts, its own chunk: see CompetitorTrendChart). */
export default function CompetitorTrendLines({ rows, lines, label }: CompetitorTrendLinesProps) {
  const max = Math.max(0, ...rows.flatMap((row) => lines.map((line) => Number(row[line.key] ?? 0))));
  const top = axisTop(max);
  return (
    <Box h={{ base: '64', md: '72' }} role="group" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 720, height: 288 }}>
        <LineChart
          data={rows}
          margin={{ top: 8, right: 12, bottom: 0, left: -6 }}
          desc="Arrow keys move between days; the tooltip lists each brand's figure for the day."
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
            domain={[0, top]}
            ticks={TICKS.filter((tick) => tick <= top)}
            tickFormatter={(tick: number) => `${tick}%`}
            tick={{ fill: cssColor('chart.axis'), fontSize: 12 }}
            axisLine={false}
            tickLine={false}
          />
          <Tooltip
            labelFormatter={(value) => formatChartDate(String(value))}
            formatter={(value, name) => [value === null ? '—' : formatPercent(Number(value)), name]}
            itemSorter={(item) => -Number(item.value ?? 0)}
            contentStyle={{
              background: cssColor('bg.panel'),
              border: `1px solid ${cssColor('border')}`,
              borderRadius: 8,
              color: cssColor('fg'),
            }}
          />
          {lines.map((line) => (
            <Line
              key={line.key}
              type="monotone"
              dataKey={line.key}
              name={line.name}
              stroke={line.style.color}
              strokeWidth={line.style.width}
              strokeDasharray={line.style.dash || undefined}
              dot={rows.length < 20 ? { r: 2.5 } : false}
              activeDot={{ r: 4 }}
              connectNulls
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </Box>
  );
}
