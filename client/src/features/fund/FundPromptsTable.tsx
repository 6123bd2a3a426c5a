import { Badge, Box, Button, Card, Flex, HStack, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import type { FundPromptsTable_PromptFragment } from '../../__generated__/graphql';
import { DownloadCsvButton } from '../../components/DownloadCsvButton';
import { ChevronDownIcon } from '../../components/icons';
import { MOBILE_QUERY, useMediaQuery } from '../../hooks/useMediaQuery';
import { shownAs, type CsvColumn } from '../../lib/csv';
import { formatShare } from '../../lib/format';
import { keyColumn, keyColumnHeader } from '../../components/keyColumn';
import {
  formatRank,
  MAX_COMPETITORS_SHOWN,
  visibilityPalette,
  type FundSort,
  type FundSortKey,
} from './fundPrompts';

const ariaSort = (sort: FundSort | null, key: FundSortKey) =>
  sort?.key === key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';

function SortableHeader({
  label,
  sortKey,
  sort,
  onSort,
}: {
  label: string;
  sortKey: FundSortKey;
  sort: FundSort | null;
  onSort: (key: FundSortKey) => void;
}) {
  const active = sort?.key === sortKey;
  return (
    <Table.ColumnHeader px="3" textAlign="end" aria-sort={ariaSort(sort, sortKey)} whiteSpace="nowrap">
      <Button
        variant="ghost"
        size="xs"
        mr="-2"
        fontWeight="semibold"
        color={active ? 'fg' : 'fg.muted'}
        onClick={() => onSort(sortKey)}
      >
        {label}
        <ChevronDownIcon
          boxSize="3.5"
          opacity={active ? 1 : 0.35}
          transform={active && sort?.direction === 'asc' ? 'rotate(180deg)' : undefined}
          transition="transform 0.15s ease"
          aria-hidden
        />
      </Button>
    </Table.ColumnHeader>
  );
}

/** Rank change in places: positive moved up (green ▲), negative moved down (red ▼); none without two ranks. */
function RankChange({ value }: { value: number | null }) {
  if (value === null || value === 0)
    return (
      <Text as="span" color="fg.subtle" aria-label="No change">
        —
      </Text>
    );
  const up = value > 0;
  return (
    <Text
      as="span"
      color={up ? 'fg.success' : 'fg.error'}
      fontWeight="medium"
      aria-label={`${up ? 'Up' : 'Down'} ${Math.abs(value).toFixed(1)}`}
    >
      {up ? '▲' : '▼'} {Math.abs(value).toFixed(1)}
    </Text>
  );
}

export function FundVisibilityBadge({ visibility }: { visibility: number | null }) {
  if (visibility === null)
    return (
      <Text as="span" color="fg.subtle" aria-label="No answers yet">
        —
      </Text>
    );
  return (
    <Badge
      colorPalette={visibilityPalette(visibility)}
      variant="subtle"
      data-palette={visibilityPalette(visibility)}
    >
      {formatShare(visibility)}
    </Badge>
  );
}

const SORT_COLUMNS: { key: FundSortKey; label: string }[] = [
  { key: 'averageRank', label: 'Avg Rank' },
  { key: 'rankChange', label: 'Change' },
  { key: 'visibility', label: 'Visibility' },
];

function Competitors({ names }: { names: readonly string[] }) {
  return (
    <Wrap gap="1" data-testid="top-competitors">
      {names.slice(0, MAX_COMPETITORS_SHOWN).map((name) => (
        <Badge key={name} size="sm" variant="subtle" colorPalette="purple">
          {name}
        </Badge>
      ))}
    </Wrap>
  );
}

/** Under 768 px: one card per prompt, and the sortable columns as a button row. */
function FundPromptCards({
  prompts,
  sort,
  onSort,
}: {
  prompts: readonly FundPromptsTable_PromptFragment[];
  sort: FundSort | null;
  onSort: (key: FundSortKey) => void;
}) {
  return (
    <Stack gap="3">
      <HStack gap="1" role="group" aria-label="Sort prompts">
        <Text textStyle="xs" color="fg.muted" mr="1">
          Sort by
        </Text>
        {SORT_COLUMNS.map(({ key, label }) => (
          <Button
            key={key}
            size="xs"
            variant={sort?.key === key ? 'subtle' : 'ghost'}
            aria-pressed={sort?.key === key}
            onClick={() => onSort(key)}
          >
            {label}
            {sort?.key === key && (
              <ChevronDownIcon
                boxSize="3.5"
                transform={sort.direction === 'asc' ? 'rotate(180deg)' : undefined}
                aria-hidden
              />
            )}
          </Button>
        ))}
      </HStack>
      {prompts.map((p) => (
        <Card.Root key={p.id} variant="outline" bg="bg.panel" shadow="xs" rounded="xl" size="sm">
          <Card.Body gap="2.5">
            <Text textStyle="sm" fontWeight="medium">
              {p.prompt}
            </Text>
            <Flex align="center" justify="space-between" gap="2" wrap="wrap">
              <Badge variant="outline" colorPalette="gray">
                {p.category}
              </Badge>
              <HStack gap="3" textStyle="sm" fontVariantNumeric="tabular-nums">
                <Text as="span" color="fg.muted">
                  Rank{' '}
                  <Text as="span" color="fg" fontWeight="medium">
                    {formatRank(p.averageRank)}
                  </Text>
                </Text>
                <RankChange value={p.rankChange} />
                <FundVisibilityBadge visibility={p.visibility} />
              </HStack>
            </Flex>
            <Competitors names={p.topCompetitors} />
          </Card.Body>
        </Card.Root>
      ))}
      {prompts.length === 0 && (
        <Flex justify="center" py="10" color="fg.muted" textStyle="sm">
          No matching prompts found
        </Flex>
      )}
    </Stack>
  );
}

const CSV_COLUMNS: CsvColumn<FundPromptsTable_PromptFragment>[] = [
  { header: 'prompt', value: (p) => p.prompt },
  { header: 'category', value: (p) => p.category },
  { header: 'average_rank', value: (p) => shownAs(p.averageRank) },
  { header: 'rank_change', value: (p) => p.rankChange },
  { header: 'visibility_pct', value: (p) => shownAs(p.visibility, 0) },
  { header: 'top_competitors', value: (p) => p.topCompetitors.join('; ') },
];

/** The fund prompts table: Prompt, Category, Avg Rank, Change, Visibility, Top Competitors (max 3). */
export function FundPromptsTable(props: {
  prompts: readonly FundPromptsTable_PromptFragment[];
  sort: FundSort | null;
  onSort: (key: FundSortKey) => void;
}) {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  return (
    <Stack gap="2">
      <Flex justify="flex-end">
        <DownloadCsvButton table="Prompts" filter="Last 30 days" columns={CSV_COLUMNS} rows={props.prompts} />
      </Flex>
      {isMobile ? <FundPromptCards {...props} /> : <FundPromptsGrid {...props} />}
    </Stack>
  );
}

function FundPromptsGrid({
  prompts,
  sort,
  onSort,
}: {
  prompts: readonly FundPromptsTable_PromptFragment[];
  sort: FundSort | null;
  onSort: (key: FundSortKey) => void;
}) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="xl" bg="bg.panel" shadow="xs">
      <Table.Root size="sm" interactive minW="64rem">
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader px="4" {...keyColumnHeader}>
              Prompt
            </Table.ColumnHeader>
            <Table.ColumnHeader px="3">Category</Table.ColumnHeader>
            <SortableHeader label="Avg Rank" sortKey="averageRank" sort={sort} onSort={onSort} />
            <SortableHeader label="Change" sortKey="rankChange" sort={sort} onSort={onSort} />
            <SortableHeader label="Visibility" sortKey="visibility" sort={sort} onSort={onSort} />
            <Table.ColumnHeader px="4">Top Competitors</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {prompts.map((p) => (
            <Table.Row key={p.id}>
              <Table.Cell
                px="4"
                py="3"
                minW={{ base: '11rem', md: '20rem' }}
                whiteSpace="normal"
                {...keyColumn}
              >
                <Text textStyle="sm" fontWeight="medium" lineClamp={2}>
                  {p.prompt}
                </Text>
              </Table.Cell>
              <Table.Cell px="3" whiteSpace="nowrap">
                <Badge variant="outline" colorPalette="gray">
                  {p.category}
                </Badge>
              </Table.Cell>
              <Table.Cell px="3" textAlign="end" fontVariantNumeric="tabular-nums">
                {formatRank(p.averageRank)}
              </Table.Cell>
              <Table.Cell px="3" textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                <RankChange value={p.rankChange} />
              </Table.Cell>
              <Table.Cell px="3" textAlign="end">
                <FundVisibilityBadge visibility={p.visibility} />
              </Table.Cell>
              <Table.Cell px="4" minW="19rem" whiteSpace="normal">
                <Competitors names={p.topCompetitors} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {prompts.length === 0 && (
        <Flex justify="center" py="10" color="fg.muted" textStyle="sm">
          <Box>No matching prompts found</Box>
        </Flex>
      )}
    </Table.ScrollArea>
  );
}
