import {
  Badge,
  Box,
  Button,
  Flex,
  Heading,
  Link,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { DownloadCsvButton } from '../../components/DownloadCsvButton';
import { keyColumn } from '../../components/keyColumn';
import { StatCard } from '../../components/StatCard';
import type { CsvColumn } from '../../lib/csv';
import { formatCount, formatPercent, pluralize } from '../../lib/format';
import type { TopSourcesAnalysisQuery } from '../../__generated__/graphql';
import { presetDays, type PeriodPreset } from '../../../../graphql/shared/period-rules';
import { TimeFilter } from '../../components/TimeFilter';
import { useTopSourcesAnalysisQuery } from '../../__generated__/hooks';
import { LoadingState, MessageState } from '../../components/StateViews';
import { AnswersDrawerProvider } from '../answers/AnswersDrawer';
import { TopSourcesCard } from '../overview/TopSourcesCard';
import { CONTENT_TYPE_TABLE, type SourceContentType } from './data/general';
import { FUND_SOURCES } from './data/fund';
import { ExampleDataNote, ScoreBar, SectionCard, Stars, ToolHeader, ToolTabList } from './parts';
import { EXAMPLES_PER_CONTENT_TYPE, nextSort, toggleOne } from './rules';
import { FilterLink } from '../filter/FilterLink';

type Insight = NonNullable<TopSourcesAnalysisQuery['overview']['sourceInsight']>;

/** The Key Insight in words, from the measured citations; null when nothing was cited. */
export function sourceInsightText(insight: Insight | null | undefined): string | null {
  if (!insight) return null;
  const days = Math.round((Date.parse(insight.to) - Date.parse(insight.from)) / 86_400_000) + 1;
  const lead = `${insight.domain} holds ${formatPercent(insight.share)} of the citations in answers to your unbranded prompts over the last ${days} days (${formatCount(insight.citations)} of ${formatCount(insight.totalCitations)}, across ${pluralize(insight.domains, 'domain')}).`;
  if (insight.previousShare == null)
    return `${lead} Nothing was cited in the ${days} days before, so there is no change to show yet.`;
  const change = Math.round((insight.share - insight.previousShare) * 10) / 10;
  if (change === 0) return `${lead} Its share is unchanged from the ${days} days before.`;
  return `${lead} That is ${change > 0 ? 'up' : 'down'} ${Math.abs(change).toFixed(1)} points from ${formatPercent(insight.previousShare)} in the ${days} days before.`;
}

function KeyInsight({
  insight,
  loading,
  days = 30,
}: {
  insight: Insight | null | undefined;
  loading: boolean;
  /** The days the insight covers, for when there is none. */
  days?: number;
}) {
  const text = sourceInsightText(insight);
  return (
    <Box
      role="note"
      aria-label="Key Insight"
      bg="purple.subtle"
      borderWidth="1px"
      borderColor="purple.muted"
      rounded="xl"
      p="5"
    >
      <Text fontWeight="semibold" color="purple.fg">
        Key Insight
      </Text>
      <Text mt="1">
        {text ??
          (loading
            ? 'Reading your measured sources…'
            : `No source was cited in answers to your unbranded prompts in the last ${days} days, so there is nothing to draw an insight from yet. It appears once collected answers cite pages.`)}
      </Text>
    </Box>
  );
}

/** The Key Insight on its own, for the fund view: from the fund account's measured citations. */
function MeasuredKeyInsight() {
  const { data, error } = useTopSourcesAnalysisQuery({
    variables: { period: { preset: 'LAST_30_DAYS' } },
  });
  return <KeyInsight insight={data?.overview.sourceInsight} loading={!data && !error} />;
}

function ContentTypes({ types }: { types: SourceContentType[] }) {
  return (
    <Stack gap="2">
      {types.map((t) => (
        <Box key={t.type}>
          <Text textStyle="sm" fontWeight="medium">
            {t.type}{' '}
            <Text as="span" color="fg.muted">
              ({t.count})
            </Text>
          </Text>
          <Box as="ul" pl="5" textStyle="sm" color="fg.muted" listStyleType="disc">
            {t.examples.slice(0, EXAMPLES_PER_CONTENT_TYPE).map((e) => (
              <li key={e}>{e}</li>
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

function SourceList({
  sources,
}: {
  sources: {
    name: string;
    url: string;
    citations: number;
    description: string;
    contentTypes: SourceContentType[];
  }[];
}) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Stack gap="3">
      {sources.map((s) => {
        const isOpen = open === s.name;
        return (
          <Box key={s.name} borderWidth="1px" rounded="xl" bg="bg.panel" overflow="hidden">
            <Button
              variant="ghost"
              w="full"
              h="auto"
              p="4"
              justifyContent="space-between"
              aria-expanded={isOpen}
              onClick={() => setOpen((cur) => toggleOne(cur, s.name))}
            >
              <Flex direction="column" align="flex-start" gap="1" minW="0">
                <Text fontWeight="semibold">{s.name}</Text>
                <Flex gap="2" wrap="wrap">
                  {s.contentTypes.map((t) => (
                    <Badge key={t.type} variant="subtle">
                      {t.type} · {t.count}
                    </Badge>
                  ))}
                </Flex>
              </Flex>
              <Text color="fg.muted" textStyle="sm" flexShrink={0}>
                {formatCount(s.citations)} citations {isOpen ? '▾' : '▸'}
              </Text>
            </Button>
            {isOpen && (
              <Stack px="4" pb="4" gap="4">
                <Text textStyle="sm" color="fg.muted">
                  {s.description}
                </Text>
                <ContentTypes types={s.contentTypes} />
              </Stack>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}

type SortKey = 'avgCitations' | 'impact';

function SortHeader({
  label,
  k,
  sort,
  onSort,
}: {
  label: string;
  k: SortKey;
  sort: { key: SortKey; dir: 'asc' | 'desc' };
  onSort: (k: SortKey) => void;
}) {
  const active = sort.key === k;
  return (
    <Table.ColumnHeader
      textAlign="end"
      aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <Button variant="ghost" size="xs" onClick={() => onSort(k)}>
        {label} {active ? (sort.dir === 'asc' ? '↑' : '↓') : ''}
      </Button>
    </Table.ColumnHeader>
  );
}

const CONTENT_TYPE_CSV: CsvColumn<(typeof CONTENT_TYPE_TABLE)[number]>[] = [
  { header: 'content_type', value: (r) => r.type },
  { header: 'average_citations', value: (r) => Number(r.avgCitations.toFixed(1)) },
  { header: 'impact_of_5', value: (r) => r.impact },
];

interface FundContentRow {
  source: string;
  type: string;
  pieces: number;
  examples: string;
}

const FUND_CONTENT_CSV: CsvColumn<FundContentRow>[] = [
  { header: 'source', value: (r) => r.source },
  { header: 'content_type', value: (r) => r.type },
  { header: 'pieces', value: (r) => r.pieces },
  { header: 'examples', value: (r) => r.examples },
];

const FUND_CONTENT_ROWS: FundContentRow[] = FUND_SOURCES.flatMap((s) =>
  s.contentTypes.map((t) => ({
    source: s.name,
    type: t.type,
    pieces: t.count,
    examples: t.examples.slice(0, EXAMPLES_PER_CONTENT_TYPE).join(', '),
  })),
);

function ContentTypeTable() {
  const [sort, setSort] = useState<{ key: SortKey; dir: 'asc' | 'desc' }>({
    key: 'avgCitations',
    dir: 'desc',
  });
  const rows = [...CONTENT_TYPE_TABLE].sort(
    (a, b) => (sort.dir === 'asc' ? 1 : -1) * (a[sort.key] - b[sort.key]),
  );
  const onSort = (k: SortKey) => setSort((s) => nextSort(s, k));
  return (
    <Stack gap="2">
      <Flex justify="flex-end">
        <DownloadCsvButton table="Content types" columns={CONTENT_TYPE_CSV} rows={rows} />
      </Flex>
      <Table.ScrollArea borderWidth="1px" rounded="lg">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader {...keyColumn}>Content Type</Table.ColumnHeader>
              <SortHeader label="Avg. Citations" k="avgCitations" sort={sort} onSort={onSort} />
              <SortHeader label="Impact" k="impact" sort={sort} onSort={onSort} />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.type}>
                <Table.Cell {...keyColumn}>{r.type}</Table.Cell>
                <Table.Cell textAlign="end">{r.avgCitations.toFixed(1)}</Table.Cell>
                <Table.Cell textAlign="end">
                  <Stars n={r.impact} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}

/**
 * Top Sources Analysis for an account's own answers: the sources they cite (the overview's Top Sources,
 * same figures, share by kind of source and drill-down) and general guidance on the content types AI
 * answers cite.
 */
export function TopSources() {
  // The last 30 days of unbranded prompts, as the overview opens; the insight follows the period chosen.
  const [preset, setPreset] = useState<PeriodPreset>('LAST_30_DAYS');
  const { data, previousData, loading, error } = useTopSourcesAnalysisQuery({
    variables: { period: { preset } },
  });
  const current = data ?? previousData;
  const sources = current?.overview.metrics.topSources;
  const categories = current?.overview.metrics.citationsByCategory;
  return (
    <Stack gap="6">
      <ToolHeader
        title="Top Sources Analysis"
        description="The sources AI platforms cite in answers to your prompts, and what they have in common"
      />
      <Tabs.Root defaultValue="overview" variant="line" colorPalette="teal">
        <ToolTabList
          tabs={[
            { value: 'overview', label: 'Overview' },
            { value: 'types', label: 'Content Types' },
          ]}
        />
        <Tabs.Content value="overview">
          {error && !sources ? (
            <Text color="fg.error">Could not load your sources: {error.message}</Text>
          ) : !sources ? (
            <LoadingState />
          ) : sources.length === 0 && preset === 'LAST_30_DAYS' ? (
            <MessageState
              title="No cited sources yet"
              message={
                <>
                  Sources appear here once answers to your prompts are collected: start a run with Run now on
                  the{' '}
                  <Link asChild color="teal.fg">
                    <FilterLink to="/dashboard/prompts">Prompts page</FilterLink>
                  </Link>
                  , or wait for the daily collection.
                </>
              }
            />
          ) : (
            <AnswersDrawerProvider>
              <Stack gap="2">
                <TimeFilter value={preset} onChange={setPreset} label="Top Sources time range" />
                <TopSourcesCard topicId={null} sources={sources} categories={categories} loading={loading} />
              </Stack>
            </AnswersDrawerProvider>
          )}
        </Tabs.Content>
        <Tabs.Content value="types">
          <ContentTypeTable />
        </Tabs.Content>
      </Tabs.Root>
      <KeyInsight
        insight={current?.overview.sourceInsight}
        loading={!current && !error}
        // All time's insight covers the last 30 days.
        days={presetDays(preset) ?? 30}
      />
    </Stack>
  );
}

/** Totals of the fund view: source count, sum of citations, rounded average authority. */
export function fundSourceTotals(sources = FUND_SOURCES) {
  return {
    sources: sources.length,
    citations: sources.reduce((s, x) => s + x.citations, 0),
    authority: sources.length ? Math.round(sources.reduce((s, x) => s + x.authority, 0) / sources.length) : 0,
  };
}

export function FundTopSources() {
  const totals = useMemo(() => fundSourceTotals(), []);
  const byAuthority = [...FUND_SOURCES].sort((a, b) => b.authority - a.authority);
  const byCitations = [...FUND_SOURCES].sort((a, b) => b.citations - a.citations);
  return (
    <Stack gap="6">
      <ToolHeader
        title="Top Sources Analysis"
        description="The sources AI platforms cite for venture-capital questions"
      />
      <ExampleDataNote what="The sources, citation counts and authority scores in the cards and tabs (not the Key Insight, which is measured)" />
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <StatCard label="Sources Tracked" value={totals.sources} />
        <StatCard label="Total Citations" value={formatCount(totals.citations)} />
        <StatCard label="Avg. Authority" value={totals.authority} />
      </SimpleGrid>
      <Tabs.Root defaultValue="overview" variant="line" colorPalette="teal">
        <ToolTabList
          tabs={[
            { value: 'overview', label: 'Overview' },
            { value: 'analysis', label: 'Content Analysis' },
            { value: 'performance', label: 'Performance Metrics' },
          ]}
        />
        <Tabs.Content value="overview">
          <SourceList sources={FUND_SOURCES} />
        </Tabs.Content>
        <Tabs.Content value="analysis">
          <Flex justify="flex-end" mb="2">
            <DownloadCsvButton table="Content analysis" columns={FUND_CONTENT_CSV} rows={FUND_CONTENT_ROWS} />
          </Flex>
          <Table.ScrollArea borderWidth="1px" rounded="lg">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader {...keyColumn}>Source</Table.ColumnHeader>
                  <Table.ColumnHeader>Content Type</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Pieces</Table.ColumnHeader>
                  <Table.ColumnHeader>Examples</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {FUND_CONTENT_ROWS.map((r) => (
                  <Table.Row key={`${r.source}-${r.type}`}>
                    <Table.Cell {...keyColumn}>{r.source}</Table.Cell>
                    <Table.Cell>{r.type}</Table.Cell>
                    <Table.Cell textAlign="end">{r.pieces}</Table.Cell>
                    <Table.Cell color="fg.muted">{r.examples}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Tabs.Content>
        <Tabs.Content value="performance">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <SectionCard title="By Authority">
              <Stack gap="3">
                {byAuthority.map((s) => (
                  <ScoreBar key={s.name} label={s.name} value={s.authority} />
                ))}
              </Stack>
            </SectionCard>
            <SectionCard title="By Citations">
              <Stack gap="3">
                {byCitations.map((s) => (
                  <ScoreBar
                    key={s.name}
                    label={s.name}
                    value={(s.citations / byCitations[0]!.citations) * 100}
                    display={formatCount(s.citations)}
                  />
                ))}
              </Stack>
            </SectionCard>
          </SimpleGrid>
        </Tabs.Content>
      </Tabs.Root>
      <Heading as="h2" size="sm" srOnly>
        Insight
      </Heading>
      <MeasuredKeyInsight />
    </Stack>
  );
}
