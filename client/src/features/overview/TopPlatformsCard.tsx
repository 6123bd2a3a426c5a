import { Flex, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { TopPlatformsCard_PlatformsFragment } from '../../__generated__/graphql';
import { Panel, PanelEmpty } from '../../components/Panel';
import { RankedList } from '../../components/RankedList';
import { formatCount, formatPercent } from '../../lib/format';
import { AnswersIconButton } from '../answers/FigureButton';

/** AI platforms by impressions over the page's period (ChatGPT, Perplexity, Gemini, …); each row opens its answers. */
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
          value: p.visibility,
          valueLabel: `${formatCount(p.impressions)} impressions · ${formatPercent(p.visibility)}`,
          label: (
            <Flex align="center" gap="1" minW="0">
              <Text as="span" truncate>
                {p.label}
              </Text>
              <AnswersIconButton
                label={`Show the answers from ${p.label}`}
                request={{
                  title: `Top Platforms · ${p.label}`,
                  filter: { platform: p.platform, window: 'MONTH' },
                  period: 'in the last 30 days',
                  measure: { kind: 'visibility' },
                }}
              />
            </Flex>
          ),
        })),
    [platforms],
  );
  return (
    <Panel title="Top Platforms" description="Impressions and visibility by AI platform">
      {items.length === 0 ? (
        <PanelEmpty>No platform data available</PanelEmpty>
      ) : (
        <RankedList items={items} label="Top platforms" scale="percent" />
      )}
    </Panel>
  );
}
