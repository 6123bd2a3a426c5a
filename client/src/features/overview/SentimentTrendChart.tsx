import { useMemo } from 'react';
import type { SentimentTrendChart_MetricsFragment } from '../../__generated__/graphql';
import { cssColor } from '../../app/theme';
import { Panel, PanelEmpty } from '../../components/Panel';
import { formatSentiment } from '../../lib/format';
import { TrendChart } from './TrendChart';

/** Sentiment Trend: mean sentiment (0–100) per day of answers mentioning the brand. */
export function SentimentTrendChart({ metrics }: { metrics: SentimentTrendChart_MetricsFragment }) {
  const data = useMemo(
    () =>
      metrics.sentimentHistory.map((p) => ({ date: p.date, sentiment: Math.round(p.sentiment * 100) / 100 })),
    [metrics.sentimentHistory],
  );
  return (
    <Panel title="Sentiment Trend" description="Average sentiment toward your brand per day">
      {data.length === 0 ? (
        <PanelEmpty>No sentiment history available</PanelEmpty>
      ) : (
        <TrendChart
          data={data}
          dataKey="sentiment"
          name="Sentiment"
          color={cssColor('chart.sentiment')}
          format={formatSentiment}
          label="Line chart of sentiment by day"
        />
      )}
    </Panel>
  );
}
