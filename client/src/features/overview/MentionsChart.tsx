import { useMemo } from 'react';
import type { MentionsChart_MetricsFragment } from '../../__generated__/graphql';
import { cssColor } from '../../app/theme';
import { Panel, PanelEmpty } from '../../components/Panel';
import { formatPercent } from '../../lib/format';
import { TrendChart } from './TrendChart';

/** Mentions: visibility % per collection day. */
export function MentionsChart({ metrics }: { metrics: MentionsChart_MetricsFragment }) {
  const data = useMemo(
    () =>
      metrics.impressionHistory.map((p) => ({
        date: p.date,
        visibility: Math.round(p.visibility * 10) / 10,
      })),
    [metrics.impressionHistory],
  );
  return (
    <Panel title="Mentions" description="Visibility % of answers per day">
      {data.length === 0 ? (
        <PanelEmpty>No historical data available</PanelEmpty>
      ) : (
        <TrendChart
          data={data}
          dataKey="visibility"
          name="Visibility"
          color={cssColor('chart.visibility')}
          format={formatPercent}
          label="Line chart of visibility percentage by day"
        />
      )}
    </Panel>
  );
}
