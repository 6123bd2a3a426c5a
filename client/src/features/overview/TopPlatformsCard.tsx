import { useMemo } from 'react';
import type { TopPlatformsCard_PlatformsFragment } from '../../__generated__/graphql';
import { Panel, PanelEmpty } from '../../components/Panel';
import { RankedList } from '../../components/RankedList';
import { formatCount, formatPercent } from '../../lib/format';

/** AI platforms by impressions (ChatGPT, Perplexity, Gemini, …). */
export function TopPlatformsCard({
  platforms,
}: {
  platforms: readonly TopPlatformsCard_PlatformsFragment[];
}) {
  const items = useMemo(
    () =>
      [...platforms]
        .sort((a, b) => b.impressions - a.impressions)
        .map((p, i) => ({
          key: p.platform,
          rank: i + 1,
          value: p.impressions,
          valueLabel: `${formatCount(p.impressions)} impressions · ${formatPercent(p.visibility)}`,
          label: p.label,
        })),
    [platforms],
  );
  return (
    <Panel title="Top Platforms" description="Impressions and visibility by AI platform">
      {items.length === 0 ? (
        <PanelEmpty>No platform data available</PanelEmpty>
      ) : (
        <RankedList items={items} label="Top platforms" />
      )}
    </Panel>
  );
}
