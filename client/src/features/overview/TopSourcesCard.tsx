import { Badge, Box, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import type {
  TopSourcesCard_CategoriesFragment,
  TopSourcesCard_SourcesFragment,
} from '../../__generated__/graphql';
import { sourceCategoryLabel } from '../../../../graphql/shared/source-categories';
import { DownloadCsvButton } from '../../components/DownloadCsvButton';
import { Panel, PanelEmpty } from '../../components/Panel';
import { RankedList } from '../../components/RankedList';
import { shownAs, type CsvColumn } from '../../lib/csv';
import { formatCount, formatPercent, formatHost, formatPath } from '../../lib/format';
import { useOpenAnswers } from '../answers/AnswersDrawer';
import { AnswersIconButton } from '../answers/FigureButton';
import { describePageFilter, usePageFilter } from '../filter/pageFilter';

const SOURCE_COLUMNS: CsvColumn<TopSourcesCard_SourcesFragment & { rank: number }>[] = [
  { header: 'rank', value: (s) => s.rank },
  { header: 'url', value: (s) => s.url },
  { header: 'domain', value: (s) => s.domain || formatHost(s.url) },
  { header: 'category', value: (s) => sourceCategoryLabel(s.category) },
  { header: 'citations', value: (s) => s.count },
  { header: 'citation_share_pct', value: (s) => shownAs(s.citationShare) },
];

const CATEGORY_COLUMNS: CsvColumn<TopSourcesCard_CategoriesFragment>[] = [
  { header: 'category', value: (c) => c.label },
  { header: 'citations', value: (c) => c.citations },
  { header: 'share_pct', value: (c) => shownAs(c.share) },
];

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
  const top = useMemo(
    () =>
      [...sources]
        .sort((a, b) => b.count - a.count)
        .slice(0, 10)
        .map((s, i) => ({ ...s, rank: i + 1 })),
    [sources],
  );
  const { filter } = usePageFilter();
  const openAnswers = useOpenAnswers();
  const items = useMemo(
    () =>
      top.map((s) => ({
        key: s.url,
        rank: s.rank,
        value: s.citationShare,
        valueLabel: `${formatCount(s.count)} ${s.count === 1 ? 'citation' : 'citations'} · ${formatPercent(s.citationShare)}`,
        label: (
          <Flex align="center" gap="1" minW="0">
            {/* With answers to open, a row is one tab stop, its answers button: the drawer links the page. */}
            <Link
              href={s.url}
              target="_blank"
              rel="noopener noreferrer"
              title={s.url}
              color="fg"
              minW="0"
              tabIndex={openAnswers ? -1 : undefined}
            >
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
                page: { url: s.url, name: sourceName(s.url, s.domain) },
              }}
            />
          </Flex>
        ),
      })),
    [top, topicId, openAnswers],
  );
  return (
    <Panel
      title="Top Sources"
      description="Pages AI answers cite most"
      extra={
        items.length > 0 && (
          <DownloadCsvButton
            table="Top Sources"
            label="Sources CSV"
            filter={describePageFilter(filter)}
            columns={SOURCE_COLUMNS}
            rows={top}
          />
        )
      }
    >
      <Box opacity={loading ? 0.5 : 1} aria-busy={loading} transition="opacity 0.2s">
        {items.length === 0 ? (
          <PanelEmpty>No source data available</PanelEmpty>
        ) : (
          <Stack gap="4">
            {categories && <CategoryShares categories={categories} filter={describePageFilter(filter)} />}
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
function CategoryShares({
  categories,
  filter,
}: {
  categories: readonly TopSourcesCard_CategoriesFragment[];
  filter: string;
}) {
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
      <Flex justify="flex-end" mt="2">
        <DownloadCsvButton
          table="Citations by kind of source"
          label="Categories CSV"
          filter={filter}
          columns={CATEGORY_COLUMNS}
          rows={cited}
        />
      </Flex>
    </Box>
  );
}
