import { Box } from '@chakra-ui/react';
import { Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { cssColor } from '../../app/theme';
import { countOf, formatChartDate, formatNetSentiment } from '../../lib/format';
import type { ThemeTrendProps } from './ThemeTrend';

/** ThemeTrend's Recharts line (its own chunk, see ThemeTrend): −100 to 100, the zero line dashed. */
export default function ThemeTrendLine({ days, label }: ThemeTrendProps) {
  return (
    <Box h="16" role="group" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 480, height: 64 }}>
        <LineChart
          data={days as ThemeTrendProps['days'][number][]}
          margin={{ top: 4, right: 4, bottom: 4, left: 4 }}
          desc="Arrow keys move between days."
        >
          <XAxis dataKey="date" hide />
          <YAxis domain={[-100, 100]} hide />
          <ReferenceLine y={0} stroke={cssColor('chart.axis')} strokeDasharray="3 3" strokeOpacity={0.5} />
          <Tooltip
            labelFormatter={(date) => formatChartDate(String(date))}
            formatter={(value, _name, item) => [
              `${formatNetSentiment(Number(value))} (${countOf(item.payload.statements, 'statement')})`,
              'Net sentiment',
            ]}
            contentStyle={{
              background: cssColor('bg.panel'),
              border: `1px solid ${cssColor('border')}`,
              borderRadius: 8,
              color: cssColor('fg'),
              fontSize: 12,
            }}
          />
          <Line
            type="monotone"
            dataKey="netSentiment"
            name="Net sentiment"
            stroke={cssColor('chart.visibility')}
            strokeWidth={2}
            dot={false}
            activeDot={{ r: 3 }}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </Box>
  );
}
