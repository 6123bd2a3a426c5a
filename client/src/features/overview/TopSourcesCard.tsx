import { Badge, Box, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import type {
  TopSourcesCard_CategoriesFragment,
  TopSourcesCard_SourcesFragment,
} from '../../__generated__/graphql';
import { sourceCategoryLabel } from '../../../../graphql/shared/source-categories';
import { Panel, PanelEmpty } from '../../components/Panel';
import { RankedList } from '../../components/RankedList';
import { formatCount, formatPercent, formatHost, formatPath } from '../../lib/format';
import { AnswersIconButton } from '../answers/FigureButton';

const sourceName = (url: string, domain: string) => `${domain || formatHost(url)}${formatPath(url)}`;

/**
 * Up to 10 sources the answers cite most, over the page's period; each bar is the source's share of all
 * citations (0–100 %), and each row opens the answers citing it.
 */
export function TopSourcesCard({
  sources,
  loading = false,
  topicId,
  categories,
}: {
  /** The topic whose answers the panel counts; null on the overview (every topic). */
  topicId: string | null;
  sources: readonly TopSourcesCard_SourcesFragment[];
  /** Citations by kind of source over the same period, when the page has them. */
  categories?: readonly TopSourcesCard_CategoriesFragment[];
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
          value: s.citationShare,
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
              <Badge size="xs" variant="subtle" colorPalette="gray" flexShrink={0}>
                {sourceCategoryLabel(s.category)}
              </Badge>
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
          <Stack gap="4">
            {categories && <CategoryShares categories={categories} />}
            <RankedList items={items} label="Top sources" scale="percent" />
          </Stack>
        )}
      </Box>
    </Panel>
  );
}

const CATEGORY_COLORS: Record<string, string> = {
  OWNED: 'teal.solid',
  COMPETITOR: 'red.solid',
  EDITORIAL: 'blue.solid',
  USER_GENERATED: 'orange.solid',
  REFERENCE: 'purple.solid',
  OTHER: 'gray.solid',
};

/** The period's citations by kind of source: one stacked bar and its legend with each kind's share. */
function CategoryShares({ categories }: { categories: readonly TopSourcesCard_CategoriesFragment[] }) {
  const cited = categories.filter((c) => c.citations > 0);
  if (cited.length === 0) return null;
  return (
    <Box>
      <Flex h="2" rounded="full" overflow="hidden" aria-hidden="true">
        {cited.map((c) => (
          <Box key={c.category} w={`${c.share}%`} bg={CATEGORY_COLORS[c.category]} />
        ))}
      </Flex>
      <HStack
        as="ul"
        aria-label="Citations by kind of source"
        wrap="wrap"
        gap="3"
        mt="2"
        listStyleType="none"
      >
        {cited.map((c) => (
          <HStack as="li" key={c.category} gap="1.5" textStyle="xs" color="fg.muted">
            <Box boxSize="2" rounded="full" bg={CATEGORY_COLORS[c.category]} aria-hidden="true" />
            <Text as="span">
              {c.label}{' '}
              <Text as="span" color="fg" fontWeight="medium" fontVariantNumeric="tabular-nums">
                {formatPercent(c.share)}
              </Text>
            </Text>
          </HStack>
        ))}
      </HStack>
    </Box>
  );
}
