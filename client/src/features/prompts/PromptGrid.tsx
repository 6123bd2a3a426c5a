import { Box, chakra, Flex, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Platform, PromptGridColumn, PromptGridQuery } from '../../__generated__/graphql';
import { usePromptGridQuery, usePromptSparklinesQuery } from '../../__generated__/hooks';
import { DownloadCsvButton } from '../../components/DownloadCsvButton';
import { ShoppingBagIcon } from '../../components/icons';
import { keyColumn, keyColumnHeader } from '../../components/keyColumn';
import { SearchField } from '../../components/SearchField';
import { SelectField } from '../../components/SelectField';
import { ActionButton, LoadingState, MessageState } from '../../components/StateViews';
import type { CsvColumn } from '../../lib/csv';
import { countOf, formatPercent, formatSentiment } from '../../lib/format';
import { platformName } from '../../lib/platforms';
import { reloadPage } from '../../lib/reload';
import { AnswersDrawerProvider, useOpenAnswers } from '../answers/AnswersDrawer';
import { FigureButton } from '../answers/FigureButton';
import { describePageFilter, type PageFilter } from '../filter/pageFilter';
import { PromptKindBadge } from './PromptKindBadge';
import { Sparkline } from './Sparkline';

type Grid = PromptGridQuery['promptGrid'];
type Row = Grid['rows'][number];

/** Every row is this tall (the prompt wraps to two lines at most), so the virtualiser knows each row's place. */
const ROW_HEIGHT = 64;
/** Rows rendered beyond the visible ones: Tab from the last visible row finds the next one mounted. */
const OVERSCAN = 12;
const SEARCH_DELAY_MS = 250;
/**
 * The sparklines are asked for by pages of this many rows in the grid's order: a row in view asks for its
 * page's (the rows of a page share one request), so a long grid reads the days of the rows shown only.
 */
const SPARKLINE_PAGE = 50;
/**
 * Every column but the prompt has a set width; the prompt takes the rest, at least 180 px (the table's
 * minimum width; a narrower screen scrolls the table sideways, the prompt column staying in place).
 */
const COLUMN_PX = {
  prompt: 190,
  topic: 104,
  kind: 88,
  visibility: 104,
  position: 88,
  sentiment: 104,
  trend: 96,
};
const FIXED_COLUMNS_PX = Object.values(COLUMN_PX).reduce((sum, px) => sum + px, 0);
/**
 * On a phone the topic and kind go under the question instead of in columns of their own, so the first
 * figures (visibility, position) show beside the question without scrolling sideways.
 */
const PHONE_COLUMNS_PX = FIXED_COLUMNS_PX - COLUMN_PX.topic - COLUMN_PX.kind - 40;
const ON_WIDE_SCREENS = { base: 'none', md: 'table-cell' } as const;
const PLATFORM_COLUMN_PX = 100;

/** The grid's own state in the address, beside the page filter: ?q=…&topic=…&sort=-visibility. */
const SEARCH_PARAM = 'q';
const TOPIC_PARAM = 'topic';
const SORT_PARAM = 'sort';

/** A sortable column: its URL word, GraphQL column and (for a platform's visibility) platform. */
interface SortKey {
  column: PromptGridColumn;
  platform: Platform | null;
}
interface Sort extends SortKey {
  descending: boolean;
}

const COLUMN_WORDS: Record<Exclude<PromptGridColumn, 'PLATFORM_VISIBILITY'>, string> = {
  PROMPT: 'prompt',
  TOPIC: 'topic',
  KIND: 'kind',
  VISIBILITY: 'visibility',
  POSITION: 'position',
  SENTIMENT: 'sentiment',
};

const sortWord = ({ column, platform, descending }: Sort) =>
  `${descending ? '-' : ''}${column === 'PLATFORM_VISIBILITY' ? platform!.toLowerCase() : COLUMN_WORDS[column]}`;

/** The sort of the address; unreadable or absent: none (topic, then prompt, as the server lists them). */
function readSort(word: string | null): Sort | null {
  if (!word) return null;
  const descending = word.startsWith('-');
  const name = descending ? word.slice(1) : word;
  const column = (Object.keys(COLUMN_WORDS) as (keyof typeof COLUMN_WORDS)[]).find(
    (key) => COLUMN_WORDS[key] === name,
  );
  if (column) return { column, platform: null, descending };
  const platform = (['CHATGPT', 'PERPLEXITY', 'GEMINI', 'CLAUDE'] as const).find(
    (value) => value.toLowerCase() === name,
  );
  return platform ? { column: 'PLATFORM_VISIBILITY', platform, descending } : null;
}

const sameKey = (a: SortKey | null, b: SortKey) =>
  a !== null && a.column === b.column && a.platform === b.platform;

/** Text columns start A to Z; figures start with the highest. Clicking the sorted column flips it. */
function nextSort(current: Sort | null, key: SortKey): Sort {
  if (sameKey(current, key)) return { ...key, descending: !current!.descending };
  return { ...key, descending: !['PROMPT', 'TOPIC', 'KIND'].includes(key.column) };
}

const platformVisibility = (row: Row, platform: Platform) =>
  row.platforms.find((p) => p.platform === platform)?.visibilityPercentage ?? null;

const percentCell = (value: number | null | undefined) => (value == null ? '—' : formatPercent(value));
const positionCell = (value: number | null | undefined) => (value == null ? '—' : value.toFixed(2));

/** The CSV holds the figures the cells show, as numbers, the unit in each header. */
function csvColumns(platforms: readonly Platform[]): CsvColumn<Row>[] {
  return [
    { header: 'prompt', value: (row) => row.question },
    { header: 'topic', value: (row) => row.topicName },
    { header: 'kind', value: (row) => (row.promptKind === 'BRANDED' ? 'branded' : 'unbranded') },
    { header: 'visibility_pct', value: (row) => row.visibilityPercentage },
    { header: 'visibility_low_pct', value: (row) => row.visibilityLow },
    { header: 'visibility_high_pct', value: (row) => row.visibilityHigh },
    { header: 'average_position', value: (row) => row.averagePosition },
    { header: 'sentiment_score', value: (row) => row.sentimentScore },
    { header: 'product_card_answers', value: (row) => row.productCardAnswers },
    ...platforms.map((platform) => ({
      header: `${platform.toLowerCase()}_visibility_pct`,
      value: (row: Row) => platformVisibility(row, platform),
    })),
  ];
}

const HeaderButton = chakra('button', {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    font: 'inherit',
    fontWeight: 'semibold',
    color: 'inherit',
    cursor: 'pointer',
    rounded: 'sm',
    focusRing: 'outside',
    whiteSpace: 'nowrap',
    _hover: { color: 'teal.fg' },
  },
});

function SortHeader({
  label,
  sortKey,
  sort,
  onSort,
  width,
  numeric = false,
  isKey = false,
  wideOnly,
}: {
  label: string;
  sortKey: SortKey;
  sort: Sort | null;
  onSort: (key: SortKey) => void;
  width: string;
  numeric?: boolean;
  isKey?: boolean;
  wideOnly?: boolean;
}) {
  const active = sameKey(sort, sortKey);
  const direction = active ? (sort!.descending ? 'descending' : 'ascending') : 'none';
  return (
    <Table.ColumnHeader
      {...(isKey ? keyColumnHeader : {})}
      display={wideOnly ? ON_WIDE_SCREENS : undefined}
      aria-sort={direction}
      w={width}
      textAlign={numeric ? 'end' : 'start'}
      position="sticky"
      top="0"
      zIndex={isKey ? 3 : 2}
      bg="bg.subtle"
    >
      <HeaderButton type="button" onClick={() => onSort(sortKey)}>
        {label}
        <Text as="span" aria-hidden="true" color={active ? 'teal.fg' : 'fg.subtle'} w="3">
          {active ? (sort!.descending ? '↓' : '↑') : '↕'}
        </Text>
      </HeaderButton>
    </Table.ColumnHeader>
  );
}

/** What a row's sparkline is read under: the page filter's period and platforms. */
type SparklineFilter = Pick<PageFilter['variables'], 'period' | 'platforms'>;

/** A row's 30-day sparkline, read with the other rows of its page. */
function RowSparkline({
  promptId,
  pageIds,
  filter,
}: {
  promptId: string;
  pageIds: string[];
  filter: SparklineFilter;
}) {
  const { data } = usePromptSparklinesQuery({ variables: { promptIds: pageIds, ...filter } });
  const points = data?.promptSparklines.rows.find((line) => line.promptId === promptId)?.points;
  return points ? <Sparkline values={points} /> : <Box h="24px" aria-hidden="true" />;
}

/**
 * Marks a prompt whose app answers in the period showed product cards (a shopping carousel, issue 61):
 * such a prompt puts products, not only words, before people. It opens those answers, as many as it says.
 */
function ProductCardsMarker({ row }: { row: Row }) {
  const openAnswers = useOpenAnswers();
  const label = `Shows product cards in ${countOf(row.productCardAnswers, 'answer')}`;
  const icon = <ShoppingBagIcon boxSize="3.5" />;
  if (!openAnswers)
    return (
      <Box as="span" role="img" aria-label={label} title={label} color="orange.fg" flexShrink="0" mt="0.5">
        {icon}
      </Box>
    );
  return (
    <IconButton
      aria-label={`${label}: show them`}
      title={label}
      variant="subtle"
      colorPalette="orange"
      size="2xs"
      minW="5"
      h="5"
      flexShrink="0"
      onClick={() =>
        openAnswers({
          title: `Prompt · ${row.question} · product cards`,
          filter: { promptId: row.id, status: 'OK', hasProducts: true },
          period: 'over all time',
          measure: { kind: 'visibility' },
        })
      }
    >
      {icon}
    </IconButton>
  );
}

function GridRow({
  row,
  platforms,
  index,
  pageIds,
  sparklineFilter,
}: {
  row: Row;
  platforms: readonly Platform[];
  index: number;
  pageIds: string[];
  sparklineFilter: SparklineFilter;
}) {
  return (
    <Table.Row data-index={index} aria-rowindex={index + 2} h={`${ROW_HEIGHT}px`} bg="bg.panel">
      <Table.Cell {...keyColumn} py="2">
        <Flex gap="1.5" align="flex-start" minW="0">
          <Text lineClamp={2} title={row.question} textStyle="sm" flex="1" minW="0">
            {row.question}
          </Text>
          {row.productCardAnswers > 0 && <ProductCardsMarker row={row} />}
        </Flex>
        <Flex display={{ base: 'flex', md: 'none' }} gap="1.5" align="center" mt="0.5" minW="0">
          <Text textStyle="xs" color="fg.muted" truncate>
            {row.topicName}
          </Text>
          <PromptKindBadge kind={row.promptKind} setByUser={row.kindSetByUser} size="xs" />
        </Flex>
      </Table.Cell>
      <Table.Cell display={ON_WIDE_SCREENS}>
        <Text lineClamp={2} textStyle="sm" color="fg.muted">
          {row.topicName}
        </Text>
      </Table.Cell>
      <Table.Cell display={ON_WIDE_SCREENS}>
        <PromptKindBadge kind={row.promptKind} setByUser={row.kindSetByUser} size="xs" />
      </Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
        {row.answers + row.failures > 0 ? (
          <FigureButton
            label={`Visibility ${percentCell(row.visibilityPercentage)}: show the answers to "${row.question}"`}
            request={{
              title: `Prompt · ${row.question}`,
              filter: { promptId: row.id },
              period: 'over all time',
              measure: { kind: 'visibility' },
            }}
          >
            {percentCell(row.visibilityPercentage)}
          </FigureButton>
        ) : (
          percentCell(row.visibilityPercentage)
        )}
        {row.visibilityLow != null && row.visibilityHigh != null && (
          <Text textStyle="2xs" color="fg.muted" title="95 % Wilson interval">
            {row.visibilityLow.toFixed(1)}–{row.visibilityHigh.toFixed(1)}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
        {positionCell(row.averagePosition)}
      </Table.Cell>
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
        {row.sentimentScore == null ? '—' : formatSentiment(row.sentimentScore)}
      </Table.Cell>
      {platforms.map((platform) => (
        <Table.Cell key={platform} textAlign="end" fontVariantNumeric="tabular-nums">
          {percentCell(platformVisibility(row, platform))}
        </Table.Cell>
      ))}
      <Table.Cell>
        <RowSparkline promptId={row.id} pageIds={pageIds} filter={sparklineFilter} />
      </Table.Cell>
    </Table.Row>
  );
}

/** The rows in a scrolling box, only those in view (and a few more) in the page. */
function VirtualRows({
  grid,
  sort,
  onSort,
  sparklineFilter,
}: {
  grid: Grid;
  sort: Sort | null;
  onSort: (key: SortKey) => void;
  sparklineFilter: SparklineFilter;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The virtualiser's window changes on every scroll: this component renders afresh rather than memoised.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: grid.rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
  });
  const items = virtualizer.getVirtualItems();
  const pageOf = (index: number) => {
    const start = index - (index % SPARKLINE_PAGE);
    return grid.rows.slice(start, start + SPARKLINE_PAGE).map((row) => row.id);
  };
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const header = (label: string, column: PromptGridColumn, width: string) => (
    <SortHeader
      label={label}
      sortKey={{ column, platform: null }}
      sort={sort}
      onSort={onSort}
      width={width}
      numeric={!['PROMPT', 'TOPIC', 'KIND'].includes(column)}
      isKey={column === 'PROMPT'}
      wideOnly={column === 'TOPIC' || column === 'KIND'}
    />
  );
  return (
    <Box
      ref={scrollRef}
      data-testid="prompt-grid-scroll"
      maxH="70vh"
      overflow="auto"
      borderWidth="1px"
      rounded="xl"
      bg="bg.panel"
    >
      <Table.Root
        size="sm"
        aria-label="Prompts grid"
        aria-rowcount={grid.rows.length + 1}
        tableLayout="fixed"
        css={{ '& th, & td': { paddingInline: '2' } }}
        minW={{
          base: `${PHONE_COLUMNS_PX + grid.platforms.length * PLATFORM_COLUMN_PX}px`,
          md: `${FIXED_COLUMNS_PX + grid.platforms.length * PLATFORM_COLUMN_PX}px`,
        }}
      >
        <Table.Header>
          <Table.Row aria-rowindex={1}>
            {header('Prompt', 'PROMPT', 'auto')}
            {header('Topic', 'TOPIC', `${COLUMN_PX.topic}px`)}
            {header('Kind', 'KIND', `${COLUMN_PX.kind}px`)}
            {header('Visibility', 'VISIBILITY', `${COLUMN_PX.visibility}px`)}
            {header('Position', 'POSITION', `${COLUMN_PX.position}px`)}
            {header('Sentiment', 'SENTIMENT', `${COLUMN_PX.sentiment}px`)}
            {grid.platforms.map((platform) => (
              <SortHeader
                key={platform}
                label={platformName(platform)}
                sortKey={{ column: 'PLATFORM_VISIBILITY', platform }}
                sort={sort}
                onSort={onSort}
                width={`${PLATFORM_COLUMN_PX}px`}
                numeric
              />
            ))}
            <Table.ColumnHeader
              w={`${COLUMN_PX.trend}px`}
              position="sticky"
              top="0"
              zIndex="2"
              bg="bg.subtle"
            >
              30 days
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {before > 0 && <tr aria-hidden="true" style={{ height: before }} />}
          {items.map((item) => (
            <GridRow
              key={grid.rows[item.index]!.id}
              row={grid.rows[item.index]!}
              platforms={grid.platforms}
              index={item.index}
              pageIds={pageOf(item.index)}
              sparklineFilter={sparklineFilter}
            />
          ))}
          {after > 0 && <tr aria-hidden="true" style={{ height: after }} />}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/**
 * The prompts grid: every prompt across topics with its visibility (and 95 % interval), average position,
 * sentiment, visibility per platform and a 30-day sparkline, under the page filter; searched, narrowed
 * to a topic and sorted by any column, all kept in the address. Each visibility opens its answers; a prompt
 * whose app answers showed product cards in the period is marked, and the mark opens those answers.
 */
export function PromptGrid({ pageFilter }: { pageFilter: PageFilter }) {
  const [params, setParams] = useSearchParams();
  const search = params.get(SEARCH_PARAM) ?? '';
  const topicId = params.get(TOPIC_PARAM) ?? '';
  const sort = readSort(params.get(SORT_PARAM));
  const [typed, setTyped] = useState(search);

  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  // The search reaches the address (and the server) once typing pauses.
  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(searchTimer.current), []);
  const type = (value: string) => {
    setTyped(value);
    clearTimeout(searchTimer.current);
    searchTimer.current = setTimeout(() => setParam(SEARCH_PARAM, value.trim() || null), SEARCH_DELAY_MS);
  };

  const { data, previousData, loading, error } = usePromptGridQuery({
    variables: {
      ...pageFilter.variables,
      topicId: topicId || null,
      search: search || null,
      sort: sort && { column: sort.column, platform: sort.platform, descending: sort.descending },
    },
  });
  const shown = data ?? previousData;
  const grid = shown?.promptGrid;
  const topics = shown?.topics ?? [];

  let body;
  if (!grid && loading) body = <LoadingState label="Loading prompts..." />;
  else if (!grid && error)
    body = (
      <MessageState
        tone="error"
        message={`Error loading prompts: ${error.message || 'An unknown error occurred'}`}
        action={<ActionButton onClick={reloadPage}>Retry</ActionButton>}
      />
    );
  else if (!grid || grid.rows.length === 0)
    body = (
      <MessageState message={search || topicId ? 'No matching prompts found' : 'No prompts available'} />
    );
  else
    body = (
      <AnswersDrawerProvider pageFilter={pageFilter}>
        <VirtualRows
          grid={grid}
          sparklineFilter={{
            period: pageFilter.variables.period,
            platforms: pageFilter.variables.platforms,
          }}
          sort={sort}
          onSort={(key) => setParam(SORT_PARAM, sortWord(nextSort(sort, key)))}
        />
      </AnswersDrawerProvider>
    );

  const topicName = topics.find((topic) => topic.id === topicId)?.name;
  return (
    <Stack gap="3">
      <Flex gap="3" wrap="wrap" align="flex-end">
        <Box flex="1" minW="60">
          <SearchField label="Search prompts" placeholder="Search prompts..." value={typed} onChange={type} />
        </Box>
        <Box w={{ base: 'full', sm: '60' }}>
          <SelectField
            label="Topic"
            value={topicId}
            options={[
              { value: '', label: 'All topics' },
              ...topics.map((topic) => ({ value: topic.id, label: topic.name })),
            ]}
            onChange={(value) => setParam(TOPIC_PARAM, value || null)}
          />
        </Box>
        {grid && (
          <DownloadCsvButton
            table="Prompts grid"
            filter={[describePageFilter(pageFilter), topicName, search && `search ${search}`]
              .filter(Boolean)
              .join(' · ')}
            columns={csvColumns(grid.platforms)}
            rows={grid.rows}
          />
        )}
      </Flex>
      {grid && (
        <Text textStyle="sm" color="fg.muted" aria-live="polite">
          {grid.rows.length === grid.totalCount
            ? `${grid.totalCount} prompts`
            : `${grid.rows.length} of ${grid.totalCount} prompts`}
        </Text>
      )}
      {body}
    </Stack>
  );
}
