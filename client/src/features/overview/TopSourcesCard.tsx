import { Box, Flex, Link, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { TopSourcesCard_SourcesFragment } from '../../__generated__/graphql';
import { Panel, PanelEmpty } from '../../components/Panel';
import { RankedList } from '../../components/RankedList';
import { formatCount, formatPercent, formatHost, formatPath } from '../../lib/format';
import { AnswersIconButton } from '../answers/FigureButton';

const sourceName = (url: string, domain: string) => `${domain || formatHost(url)}${formatPath(url)}`;

/** Up to 10 sources the answers cite most, over the page's period; each row opens the answers citing it. */
export function TopSourcesCard({
  sources,
  loading = false,
  topicId,
}: {
  /** The topic whose answers the panel counts; null on the overview (every topic). */
  topicId: string | null;
  sources: readonly TopSourcesCard_SourcesFragment[];
  loading?: boolean;
}) {
  const items = useMemo(
    () =>
      [...sources]
        .sort((a, b) => b.count - a.count)
        .slice(0, 10)
        .map((s, i) => ({
          key: s.url,
          rank: i + 1,
          value: s.count,
          valueLabel: `${formatCount(s.count)} ${s.count === 1 ? 'citation' : 'citations'} · ${formatPercent(s.citationShare)}`,
          label: (
            <Flex align="center" gap="1" minW="0">
              <Link href={s.url} target="_blank" rel="noopener noreferrer" title={s.url} color="fg" minW="0">
                <Text as="span" truncate>
                  {s.domain || formatHost(s.url)}
                  <Text as="span" color="fg.muted" fontWeight="normal">
                    {formatPath(s.url)}
                  </Text>
                </Text>
              </Link>
              <AnswersIconButton
                label={`Show the answers citing ${sourceName(s.url, s.domain)}`}
                request={{
                  title: `Top Sources · ${sourceName(s.url, s.domain)}`,
                  filter: { topicId, sourceUrl: s.url },
                  period: 'over all time',
                  measure: { kind: 'cited', subject: sourceName(s.url, s.domain) },
                }}
              />
            </Flex>
          ),
        })),
    [sources, topicId],
  );
  return (
    <Panel title="Top Sources" description="Pages AI answers cite most">
      <Box opacity={loading ? 0.5 : 1} aria-busy={loading} transition="opacity 0.2s">
        {items.length === 0 ? (
          <PanelEmpty>No source data available</PanelEmpty>
        ) : (
          <RankedList items={items} label="Top sources" />
        )}
      </Box>
    </Panel>
  );
}
