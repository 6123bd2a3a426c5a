import { Box } from '@chakra-ui/react';
import { useMemo } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { PlatformChart_ResultsFragment } from '../../__generated__/graphql';
import { cssColor } from '../../app/theme';
import { Panel } from '../../components/Panel';
import { formatPercent } from '../../lib/format';
import { platformName } from '../../lib/platforms';
import { leftOutOf } from './leftOut';

/** Visibility per AI platform (answers naming the company ÷ answers collected). */
export function PlatformChart({ results }: { results: PlatformChart_ResultsFragment }) {
  const data = useMemo(
    () =>
      results.platforms.map((p) => ({
        name: platformName(p.platform),
        visibility: p.visibility,
        detail: `${p.visible} of ${p.answers} answers${leftOutOf(p) ? `; not counted: ${leftOutOf(p)}` : ''}`,
      })),
    [results.platforms],
  );
  return (
    <Panel
      title="Visibility by platform"
      description="Share of each platform's answers that mention the company"
    >
      <Box
        h="64"
        role="img"
        aria-label={data.map((d) => `${d.name} ${formatPercent(d.visibility)}`).join(', ')}
      >
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 520, height: 256 }}>
          <BarChart data={data} margin={{ top: 20, right: 12, bottom: 0, left: -16 }}>
            <CartesianGrid stroke={cssColor('chart.grid')} strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="name"
              tick={{ fill: cssColor('chart.axis'), fontSize: 12 }}
              axisLine={false}
              tickLine={false}
            />
            <YAxis
              domain={[0, 100]}
              ticks={[0, 25, 50, 75, 100]}
              tick={{ fill: cssColor('chart.axis'), fontSize: 12 }}
              axisLine={false}
              tickLine={false}
            />
            <Tooltip
              cursor={{ fill: cssColor('bg.muted') }}
              formatter={(value, _name, item) => [
                `${formatPercent(Number(value))} (${(item.payload as { detail: string }).detail})`,
                'Visibility',
              ]}
              contentStyle={{
                background: cssColor('bg.panel'),
                border: `1px solid ${cssColor('border')}`,
                borderRadius: 8,
                color: cssColor('fg'),
              }}
            />
            <Bar
              dataKey="visibility"
              name="Visibility"
              fill={cssColor('chart.bar')}
              radius={[6, 6, 0, 0]}
              maxBarSize={64}
              // Drawn at once, with its value on each bar: a one-off report has nothing to animate from.
              isAnimationActive={false}
            >
              <LabelList
                dataKey="visibility"
                position="top"
                formatter={(value) => formatPercent(Number(value))}
                fill={cssColor('fg')}
                fontSize={12}
              />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </Box>
    </Panel>
  );
}
