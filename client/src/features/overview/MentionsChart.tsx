import { useMemo } from 'react';
import type { MentionsChart_MetricsFragment } from '../../__generated__/graphql';
import { cssColor } from '../../app/theme';
import { Panel } from '../../components/Panel';
import { formatDay, formatPercent } from '../../lib/format';
import { useOpenAnswers } from '../answers/AnswersDrawer';
import { dayPeriod } from '../answers/answersRequest';
import { useChartAnnotations } from '../changes/useChartAnnotations';
import { OPEN_DAY_HINT, TrendChart } from './TrendChart';

/** Mentions: visibility % per collection day. */
export function MentionsChart({
  metrics,
  topicId,
}: {
  metrics: MentionsChart_MetricsFragment;
  /** The topic whose answers the chart counts; null on the overview (every topic). */
  topicId: string | null;
}) {
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
      description={`Visibility, % of answers that mention your brand, per day${openAnswers ? OPEN_DAY_HINT : ''}`}
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
        label="Line chart of visibility percentage by day"
      />
    </Panel>
  );
}
