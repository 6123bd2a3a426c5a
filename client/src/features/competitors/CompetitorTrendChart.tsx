import { Box, Button, ButtonGroup, Flex, Text } from '@chakra-ui/react';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { CompetitorTrendChart_SeriesFragment } from '../../__generated__/graphql';
import { Panel, PanelEmpty } from '../../components/Panel';
import { formatDay, formatPercent } from '../../lib/format';
import { useOpenAnswers } from '../answers/AnswersDrawer';
import { useChartAnnotations } from '../changes/useChartAnnotations';
import { CollectingOneDay } from '../overview/TrendChart';
import { mentionsRequest } from './BrandFiguresTable';
import { brandKey, brandStyles, type BrandStyle } from './brandStyles';

// Recharts loads beside the page's figures, not before them (as the overview's charts do).
const CompetitorTrendLines = lazy(() => import('./CompetitorTrendLines'));

const METRICS = [
  {
    value: 'visibility',
    label: 'Visibility',
    description: 'Share of each day’s answers that name each brand',
  },
  {
    value: 'shareOfVoice',
    label: 'Share of voice',
    description: 'Each brand’s share of each day’s mentions of tracked brands',
  },
] as const;

type Metric = (typeof METRICS)[number]['value'];

/** Appended to the panel's description when a point opens its answers. */
const OPEN_POINT_HINT =
  ' · click a brand’s point, or use the arrow keys and Enter, to see its answers that day';

/** A legend entry's sample of its line: colour, width and dash pattern (colour is never the only cue). */
function LineSample({ style }: { style: BrandStyle }) {
  return (
    <svg width="24" height="10" viewBox="0 0 24 10" aria-hidden="true" style={{ flexShrink: 0 }}>
      <line
        x1="1"
        y1="5"
        x2="23"
        y2="5"
        stroke={style.color}
        strokeWidth={style.width}
        strokeDasharray={style.dash || undefined}
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * Every tracked brand's visibility or share of voice per day as one line each, the account's brand in
 * teal and thickest. The legend's buttons show and hide each line from the pointer or the keyboard; a
 * line's point opens the answers naming that brand on that day (the answers its visibility counts, and
 * the brand's part of its share of voice).
 */
export function CompetitorTrendChart({ series }: { series: readonly CompetitorTrendChart_SeriesFragment[] }) {
  const [metric, setMetric] = useState<Metric>('visibility');
  const annotations = useChartAnnotations(null);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const entries = useMemo(() => {
    const styles = brandStyles(series.map((s) => s.brand));
    return series.map((s) => ({
      brand: s.brand,
      key: brandKey(s.brand),
      name: s.brand.isBrand ? `${s.brand.name} (you)` : s.brand.name,
      isBrand: s.brand.isBrand,
      style: styles.get(brandKey(s.brand))!,
    }));
  }, [series]);
  const rows = useMemo(() => {
    const days = series[0]?.points ?? [];
    return days.map((day, index) => {
      const row: Record<string, string | number | null> = { date: day.date };
      for (const s of series) row[brandKey(s.brand)] = s.points[index]?.[metric] ?? null;
      return row;
    });
  }, [series, metric]);
  // The brand's line last, so that it is drawn over the others.
  const lines = entries
    .filter((entry) => !hidden.has(entry.key))
    .sort((a, b) => Number(a.isBrand) - Number(b.isBrand));
  const chosen = METRICS.find((m) => m.value === metric)!;
  const openAnswers = useOpenAnswers();
  const openPoint = (day: string, key: string) => {
    const { brand } = entries.find((entry) => entry.key === key)!;
    openAnswers?.(
      mentionsRequest(brand, `Visibility over time · ${brand.name} on ${formatDay(day)}`, { day }),
    );
  };
  const toggle = (key: string) =>
    setHidden((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <Panel
      title="Visibility over time"
      description={`${chosen.description}${openAnswers ? OPEN_POINT_HINT : ''}`}
      extra={
        <ButtonGroup size="xs" attached role="group" aria-label="Chart measure">
          {METRICS.map((m) => (
            <Button
              key={m.value}
              aria-pressed={metric === m.value}
              variant={metric === m.value ? 'solid' : 'outline'}
              colorPalette={metric === m.value ? 'teal' : 'gray'}
              onClick={() => setMetric(m.value)}
            >
              {m.label}
            </Button>
          ))}
        </ButtonGroup>
      }
    >
      {rows.length === 0 ? (
        <PanelEmpty>No historical data available</PanelEmpty>
      ) : rows.length === 1 ? (
        <CollectingOneDay
          day={String(rows[0]!.date)}
          figures={entries
            .map((entry) => `${entry.name} ${formatPercent(Number(rows[0]![entry.key] ?? 0))}`)
            .join(', ')}
        />
      ) : (
        <Box>
          {lines.length === 0 ? (
            <PanelEmpty>Every line is hidden: choose a brand below to show it.</PanelEmpty>
          ) : (
            <Suspense fallback={<Box h={{ base: '64', md: '72' }} aria-busy="true" />}>
              <CompetitorTrendLines
                rows={rows}
                lines={lines}
                onSelect={openAnswers ? openPoint : undefined}
                annotations={annotations}
                label={`Line chart of ${chosen.label.toLowerCase()} by day for each tracked brand`}
              />
            </Suspense>
          )}
          <Flex
            as="ul"
            role="list"
            aria-label="Brands on the chart"
            wrap="wrap"
            gap="2"
            mt="3"
            listStyleType="none"
            p="0"
          >
            {entries.map((entry) => {
              const shown = !hidden.has(entry.key);
              return (
                <li key={entry.key}>
                  <Button
                    size="xs"
                    variant="outline"
                    aria-pressed={shown}
                    title={shown ? `Hide ${entry.name}` : `Show ${entry.name}`}
                    fontWeight={entry.isBrand ? 'semibold' : 'normal'}
                    color={shown ? 'fg' : 'fg.muted'}
                    textDecoration={shown ? undefined : 'line-through'}
                    onClick={() => toggle(entry.key)}
                  >
                    <LineSample style={entry.style} />
                    {entry.name}
                  </Button>
                </li>
              );
            })}
          </Flex>
          <Text srOnly>Each button shows or hides that brand’s line; pressed buttons are shown.</Text>
        </Box>
      )}
    </Panel>
  );
}
