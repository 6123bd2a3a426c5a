import { useMemo } from 'react';
import type { MentionsChart_MetricsFragment } from '../../__generated__/graphql';
import { useMentionsChartBandQuery } from '../../__generated__/hooks';
import { cssColor } from '../../app/theme';
import { Panel } from '../../components/Panel';
import { formatDay, formatPercent } from '../../lib/format';
import { useOpenAnswers } from '../answers/AnswersDrawer';
import { dayPeriod } from '../answers/answersRequest';
import { useChartAnnotations } from '../changes/useChartAnnotations';
import type { PageFilter } from '../filter/pageFilter';
import { OPEN_DAY_HINT, TrendChart } from './TrendChart';

/**
 * The noise band of every chosen platform together under the page filter (noiseBands): the day-to-day move
 * noise alone gives around the period's visibility. Skipped without a filter (the topic pages).
 */
function useNoiseBand(filter: PageFilter | undefined) {
  const { data, previousData } = useMentionsChartBandQuery({
    variables: filter?.variables,
    skip: !filter,
  });
  const all = (data ?? previousData)?.noiseBands.find((band) => band.platform === null);
  if (!all || all.low == null || all.high == null || all.halfWidth == null || all.days < 2) return null;
  return { low: all.low, high: all.high, halfWidth: all.halfWidth, extraSd: all.extraSd ?? 0 };
}

/** Mentions: visibility % per collection day, shaded with the noise band when the page filter is given. */
export function MentionsChart({
  metrics,
  topicId,
  filter,
}: {
  metrics: MentionsChart_MetricsFragment;
  /** The topic whose answers the chart counts; null on the overview (every topic). */
  topicId: string | null;
  /** The page filter the band is read under (the overview); without it no band is shaded. */
  filter?: PageFilter;
}) {
  const band = useNoiseBand(filter);
  const openAnswers = useOpenAnswers();
  const annotations = useChartAnnotations(topicId);
  const openDay = (date: string) =>
    openAnswers?.({
      title: `Mentions · ${formatDay(date)}`,
      filter: { topicId, day: date },
      period: dayPeriod(date),
      measure: { kind: 'visibility' },
    });
  const data = useMemo(
    () =>
      metrics.impressionHistory.map((p) => ({
        date: p.date,
        visibility: Math.round(p.visibility * 10) / 10,
      })),
    [metrics.impressionHistory],
  );
  return (
    <Panel
      title="Mentions"
      // Its first title, "Mentions", kept; what it plots, the visibility percentage, is said beneath it.
      description={`Visibility, % of answers that mention your brand, per day${band ? `; shaded, the ±${band.halfWidth.toFixed(1)}-point band a day moves by noise alone${band.extraSd > 0 ? ` (the engine's own variation of ${band.extraSd.toFixed(1)} points counted)` : ''}` : ''}${openAnswers ? OPEN_DAY_HINT : ''}`}
    >
      <TrendChart
        emptyText="No historical data available"
        data={data}
        dataKey="visibility"
        name="Visibility"
        color={cssColor('chart.visibility')}
        format={formatPercent}
        axisUnit="%"
        onSelect={openAnswers ? (point) => openDay(point.date) : undefined}
        annotations={annotations}
        band={band}
        label={`Line chart of visibility percentage by day${band ? `, the noise band ${band.low.toFixed(1)} to ${band.high.toFixed(1)} % shaded` : ''}`}
      />
    </Panel>
  );
}
