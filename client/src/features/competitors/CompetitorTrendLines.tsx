import { Box } from '@chakra-ui/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import {
  CartesianGrid,
  Dot,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type ActiveDotProps,
} from 'recharts';
import { cssColor } from '../../app/theme';
import { ActiveDay } from '../../components/ActiveDay';
import { annotationLines, type ChartAnnotation } from '../../components/chartAnnotations';
import { formatChartDate, formatPercent } from '../../lib/format';
import type { BrandStyle } from './brandStyles';

export interface TrendLine {
  key: string;
  name: string;
  style: BrandStyle;
}

type Row = Record<string, string | number | null>;

export interface CompetitorTrendLinesProps {
  /** One row per day: its date and each line's value (null where the day has none). */
  rows: Row[];
  /** The lines shown, the account's brand last so that it is drawn on top. */
  lines: TrendLine[];
  label: string;
  /**
   * Opens one line's answers on one day: a click on the line's point, or Enter on the day shown for the
   * line chosen with the up and down arrow keys.
   */
  onSelect?: (day: string, lineKey: string) => void;
  /** Days to mark (prompt edits, model changes, logged changes…), each with its tooltip. */
  annotations?: readonly ChartAnnotation[];
}

/** The y axis: 0 to the next multiple of 25 above the highest value shown (at most 100). */
const TICKS = [0, 25, 50, 75, 100];
const axisTop = (max: number) => Math.min(100, Math.max(25, Math.ceil(max / 25) * 25));

/** The tooltip lists a day's brands highest first; the up and down keys walk that same order. */
const tooltipOrder = (value: unknown) => -Number(value ?? 0);

/** A line's point under the pointer, with a target wider than its small dot but narrower than most gaps. */
function SelectablePoint({ onSelect, ...dot }: ActiveDotProps & { onSelect: () => void }) {
  return (
    <g onClick={onSelect} cursor="pointer">
      <circle cx={dot.cx} cy={dot.cy} r={8} fill="transparent" />
      <Dot {...dot} />
    </g>
  );
}

/** The competitors page's multi-series chart (Recharts, its own chunk: see CompetitorTrendChart). */
export default function CompetitorTrendLines({
  rows,
  lines,
  label,
  onSelect,
  annotations = [],
}: CompetitorTrendLinesProps) {
  const max = Math.max(0, ...rows.flatMap((row) => lines.map((line) => Number(row[line.key] ?? 0))));
  const top = axisTop(max);
  // The day the tooltip shows, kept current by ActiveDay; the line Enter opens, the brand's (drawn last)
  // until the up and down keys choose another. The tooltip marks that line while the chart has focus.
  const activeDayRef = useRef<string | undefined>(undefined);
  const [chosenKey, setChosenKey] = useState<string>();
  const [focused, setFocused] = useState(false);
  const chosen = lines.find((line) => line.key === chosenKey) ?? lines.at(-1);

  const onKeyDown = (event: KeyboardEvent) => {
    const row = rows.find((r) => r.date === activeDayRef.current);
    if (!onSelect || !row || !chosen) return;
    if (event.key === 'Enter') return onSelect(String(row.date), chosen.key);
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const order = [...lines].sort((a, b) => tooltipOrder(row[a.key]) - tooltipOrder(row[b.key]));
    const next = order[order.indexOf(chosen) + (event.key === 'ArrowDown' ? 1 : -1)];
    if (next) setChosenKey(next.key);
  };

  return (
    <Box
      h={{ base: '64', md: '72' }}
      role="group"
      aria-label={label}
      onKeyDown={onSelect ? onKeyDown : undefined}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 720, height: 288 }}>
        <LineChart
          data={rows}
          margin={{ top: annotations.length > 0 ? 14 : 8, right: 12, bottom: 0, left: -6 }}
          desc={`Left and right arrow keys move between days; the tooltip lists each brand's figure for the day${
            onSelect ? '. Up and down arrow keys choose a brand, and Enter opens its answers for the day' : ''
          }.`}
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
            domain={[0, top]}
            ticks={TICKS.filter((tick) => tick <= top)}
            tickFormatter={(tick: number) => `${tick}%`}
            tick={{ fill: cssColor('chart.axis'), fontSize: 12 }}
            axisLine={false}
            tickLine={false}
          />
          <Tooltip
            labelFormatter={(value) => formatChartDate(String(value))}
            formatter={(value, name, item) => [
              value === null ? '—' : formatPercent(Number(value)),
              onSelect && focused && item.dataKey === chosen?.key ? `▸ ${name}` : name,
            ]}
            itemSorter={(item) => tooltipOrder(item.value)}
            contentStyle={{
              background: cssColor('bg.panel'),
              border: `1px solid ${cssColor('border')}`,
              borderRadius: 8,
              color: cssColor('fg'),
            }}
          />
          {annotationLines(
            annotations,
            rows.map((row) => String(row.date)),
          )}
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
              activeDot={
                onSelect
                  ? (dot: ActiveDotProps) => (
                      <SelectablePoint
                        {...dot}
                        onSelect={() => onSelect(String(dot.payload.date), line.key)}
                      />
                    )
                  : { r: 4 }
              }
              connectNulls
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </Box>
  );
}
