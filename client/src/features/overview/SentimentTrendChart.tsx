import { useMemo } from 'react';
import type { SentimentTrendChart_MetricsFragment } from '../../__generated__/graphql';
import { cssColor } from '../../app/theme';
import { Panel } from '../../components/Panel';
import { formatDay, formatSentiment } from '../../lib/format';
import { useOpenAnswers } from '../answers/AnswersDrawer';
import { dayPeriod } from '../answers/answersRequest';
import { useChartAnnotations } from '../changes/useChartAnnotations';
import { OPEN_DAY_HINT, TrendChart } from './TrendChart';

/** Sentiment Trend: mean sentiment (0–100) per day of answers mentioning the brand. */
export function SentimentTrendChart({
  metrics,
  topicId,
}: {
  metrics: SentimentTrendChart_MetricsFragment;
  /** The topic whose answers the chart counts; null on the overview (every topic). */
  topicId: string | null;
}) {
  const openAnswers = useOpenAnswers();
  const annotations = useChartAnnotations(topicId);
  const openDay = (date: string) =>
    openAnswers?.({
      title: `Sentiment · ${formatDay(date)}`,
      filter: { topicId, day: date },
      period: dayPeriod(date),
      measure: { kind: 'visibility' },
      initialView: 'VISIBLE',
    });
  const data = useMemo(
    () =>
      metrics.sentimentHistory.map((p) => ({ date: p.date, sentiment: Math.round(p.sentiment * 100) / 100 })),
    [metrics.sentimentHistory],
  );
  return (
    <Panel
      title="Sentiment Trend"
      description={`Mean sentiment toward your brand per day, 0 (negative) to 100 (positive)${openAnswers ? OPEN_DAY_HINT : ''}`}
    >
      <TrendChart
        emptyText="No sentiment history available"
        data={data}
        dataKey="sentiment"
        name="Sentiment"
        color={cssColor('chart.sentiment')}
        format={formatSentiment}
        axisUnit=""
        onSelect={openAnswers ? (point) => openDay(point.date) : undefined}
        annotations={annotations}
        label="Line chart of sentiment by day"
      />
    </Panel>
  );
}
