import { Box } from '@chakra-ui/react';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { cssColor } from '../../app/theme';
import { formatChartDate, formatPercent } from '../../lib/format';

export interface ImpactLinesProps {
  data: { date: string; treated: number | null; control: number | null }[];
  changeDay: string;
}

/** Both groups' daily visibility around a change's day, the day marked (its own chunk: Recharts). */
export default function ImpactLines({ data, changeDay }: ImpactLinesProps) {
  return (
    <Box
      h="72"
      role="group"
      aria-label="Line chart of the change's prompts and the other prompts' visibility by day"
    >
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 640, height: 288 }}>
        <LineChart data={data} margin={{ top: 16, right: 12, bottom: 0, left: -6 }}>
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
            ticks={[0, 25, 50, 75, 100]}
            tickFormatter={(tick: number) => `${tick}%`}
            tick={{ fill: cssColor('chart.axis'), fontSize: 12 }}
            axisLine={false}
            tickLine={false}
          />
          <Tooltip
            labelFormatter={(v) => formatChartDate(String(v))}
            formatter={(v, name) => [v === null || v === undefined ? '—' : formatPercent(Number(v)), name]}
            contentStyle={{
              background: cssColor('bg.panel'),
              border: `1px solid ${cssColor('border')}`,
              borderRadius: 8,
              color: cssColor('fg'),
            }}
          />
          <Legend />
          <ReferenceLine
            x={changeDay}
            stroke={cssColor('chart.axis')}
            strokeDasharray="4 3"
            label={{ value: 'Change', position: 'top', fill: cssColor('chart.axis'), fontSize: 12 }}
          />
          <Line
            type="monotone"
            dataKey="treated"
            name="The change’s prompts"
            stroke={cssColor('chart.visibility')}
            strokeWidth={2}
            dot={false}
            connectNulls
            isAnimationActive={false}
          />
          <Line
            type="monotone"
            dataKey="control"
            name="Other prompts"
            stroke={cssColor('chart.sentiment')}
            strokeWidth={2}
            strokeDasharray="6 3"
            dot={false}
            connectNulls
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </Box>
  );
}
