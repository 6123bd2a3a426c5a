import { Badge, Box, Button, chakra, HStack, Link, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { PageFunnelState, PagesRouteQuery, PeriodInput } from '../__generated__/graphql';
import {
  usePageAiSessionsQuery,
  usePageCrawlerVisitsQuery,
  usePagesAnalyticsQuery,
  usePagesRouteQuery,
} from '../__generated__/hooks';
import { DownloadCsvButton } from '../components/DownloadCsvButton';
import { PageHeader } from '../components/PageHeader';
import { Panel } from '../components/Panel';
import { LoadErrorState, LoadingState, MessageState } from '../components/StateViews';
import { AnswersDrawerProvider } from '../features/answers/AnswersDrawer';
import { type AnswersRequest } from '../features/answers/answersRequest';
import { FigureButton } from '../features/answers/FigureButton';
import { LogImportButton } from '../features/crawlers/LogImportDialog';
import { PageFilterBar } from '../features/filter/PageFilterBar';
import { useFilterFollowsFigures } from '../features/filter/failedRefresh';
import { usePageFilter } from '../features/filter/pageFilter';
import type { CsvColumn } from '../lib/csv';
import { countOf, formatCount, formatMoment, formatMoney } from '../lib/format';
import { platformName } from '../lib/platforms';

type Row = PagesRouteQuery['pageFunnel'][number];

/** The states in funnel order, each with its words and colour. */
export const STATES: { state: PageFunnelState; label: string; palette: string }[] = [
  { state: 'NOT_CRAWLED', label: 'Not crawled', palette: 'gray' },
  { state: 'CRAWLED_NOT_CITED', label: 'Crawled, not cited', palette: 'orange' },
  { state: 'CITED_NOT_RECRAWLED', label: 'Cited, not recrawled', palette: 'red' },
  { state: 'CITED_NO_CLICKS', label: 'Cited, no clicks', palette: 'yellow' },
  { state: 'CLICKED_NOT_CONVERTING', label: 'Clicked, not converting', palette: 'blue' },
  { state: 'CONVERTING', label: 'Converting', palette: 'green' },
];
const stateLabel = (state: PageFunnelState) => STATES.find((s) => s.state === state)!.label;

const header = (
  <PageHeader
    title="Pages"
    description="Each page of your site from AI crawler to customer: verified crawls, answers citing it, AI assistant sessions and their key events"
  />
);

/** Key events are GA4's counts, which may be fractional (weighted events). */
const keyEventCount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Where crawls come from, and the import of a log file (an EDITOR's). */
const logImportRow = (
  <Stack
    direction={{ base: 'column', sm: 'row' }}
    justify="space-between"
    align={{ base: 'stretch', sm: 'center' }}
    gap="2"
  >
    <Text textStyle="sm" color="fg.muted">
      Verified crawls come from your site’s logs: import a file here, or send visits as they happen (Action
      Center → Live Mentions).
    </Text>
    <LogImportButton />
  </Stack>
);

const CSV_COLUMNS: CsvColumn<Row>[] = [
  { header: 'url', value: (row) => row.url },
  { header: 'state', value: (row) => stateLabel(row.state) },
  { header: 'verified_crawls', value: (row) => row.totalCrawls },
  { header: 'last_crawled', value: (row) => row.lastCrawled ?? null },
  { header: 'citations', value: (row) => row.totalCitations },
  { header: 'ai_sessions', value: (row) => row.aiSessions },
  { header: 'key_events', value: (row) => row.keyEvents },
  { header: 'revenue', value: (row) => row.revenue },
  { header: 'revenue_currency', value: (row) => row.revenueCurrency ?? null },
  { header: 'search_clicks', value: (row) => row.searchClicks },
  { header: 'bing_citations', value: (row) => row.bingCitations },
];

const PlainButton = chakra('button', {
  base: {
    font: 'inherit',
    cursor: 'pointer',
    textDecorationLine: 'underline',
    textDecorationStyle: 'dotted',
    rounded: 'sm',
    focusRing: 'outside',
    _hover: { color: 'teal.fg' },
  },
});

const citedRequest = (row: Row, period: string): AnswersRequest => ({
  title: `Answers citing ${row.url}`,
  // citesPage reads any cited URL of the page, as pageFunnel counts them.
  filter: { citesPage: row.url },
  period,
  measure: { kind: 'cited', subject: row.url },
  page: { url: row.url, name: row.url },
});

type Detail = { kind: 'visits' | 'sessions'; url: string };

function VisitsDetail({ url, period }: { url: string; period: PeriodInput }) {
  const { data, loading, error } = usePageCrawlerVisitsQuery({ variables: { page: url, period } });
  if (loading && !data) return <LoadingState />;
  if (error) return <LoadErrorState message={error.message} />;
  const edges = data?.crawlerVisits.edges ?? [];
  if (edges.length === 0) return <Text>No verified crawl of this page in the period.</Text>;
  return (
    <>
      {data?.crawlerVisits.pageInfo.hasNextPage && (
        <Text
          textStyle="sm"
          color="fg.muted"
        >{`The newest ${edges.length} verified crawls; Live Mentions lists them all.`}</Text>
      )}
      <Table.Root size="sm" aria-label={`Verified crawls of ${url}`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>When</Table.ColumnHeader>
            <Table.ColumnHeader>Crawler</Table.ColumnHeader>
            <Table.ColumnHeader>Provider</Table.ColumnHeader>
            <Table.ColumnHeader>Path</Table.ColumnHeader>
            <Table.ColumnHeader>Verified by</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {edges.map(({ node }) => (
            <Table.Row key={node.id}>
              <Table.Cell>{formatMoment(String(node.visitedAt))}</Table.Cell>
              <Table.Cell>{node.crawler}</Table.Cell>
              <Table.Cell>{node.provider}</Table.Cell>
              <Table.Cell>{node.pageRoute}</Table.Cell>
              <Table.Cell>{node.verificationMethod?.replace(/_/g, ' ').toLowerCase() ?? '—'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </>
  );
}

function SessionsDetail({ url, period }: { url: string; period: PeriodInput }) {
  const { data, loading, error } = usePageAiSessionsQuery({ variables: { page: url, period } });
  if (loading && !data) return <LoadingState />;
  if (error) return <LoadErrorState message={error.message} />;
  const rows = data?.aiSessions ?? [];
  if (rows.length === 0)
    return (
      <Text>
        No AI assistant sessions landed on this page in the period (or Google Analytics is not connected).
      </Text>
    );
  return (
    <Table.Root size="sm" aria-label={`AI sessions of ${url}`}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Day</Table.ColumnHeader>
          <Table.ColumnHeader>Source</Table.ColumnHeader>
          <Table.ColumnHeader>Channel group</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Sessions</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Engaged</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Key events</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Revenue</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={`${row.day}-${row.source}-${row.channelGroup}`}>
            <Table.Cell>{String(row.day)}</Table.Cell>
            <Table.Cell>{row.source}</Table.Cell>
            <Table.Cell>{row.channelGroup}</Table.Cell>
            <Table.Cell textAlign="end">{formatCount(row.sessions)}</Table.Cell>
            <Table.Cell textAlign="end">{formatCount(row.engagedSessions)}</Table.Cell>
            <Table.Cell textAlign="end">{keyEventCount.format(row.keyEvents)}</Table.Cell>
            <Table.Cell textAlign="end">{formatMoney(row.revenue, row.revenueCurrency)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/**
 * /dashboard/pages: the page funnel. Every page of the brand's site that AI crawlers verifiably fetched,
 * that the filter's answers cite or that AI assistants sent sessions to, with where it stops; each number
 * opens what it counts (the verified visits, the answers citing the page, the sessions by day and source).
 */
export default function PagesRoute() {
  const { filter } = usePageFilter();
  const { data, previousData, loading, error } = usePagesRouteQuery({ variables: filter.variables });
  useFilterFollowsFigures({ data, error });
  const current = data ?? previousData;
  // False only when the server says no GA4 is connected (unknown while loading or on an error).
  const noAnalytics = usePagesAnalyticsQuery().data?.aiSessionsBesideVisibility.analyticsConnected === false;
  const [state, setState] = useState<PageFunnelState | null>(null);
  const [detail, setDetail] = useState<Detail | null>(null);
  const rows = useMemo(() => current?.pageFunnel ?? [], [current]);
  const shown = useMemo(() => (state ? rows.filter((row) => row.state === state) : rows), [rows, state]);

  if (!current && loading) return <LoadingState />;
  if (error && !current)
    return (
      <>
        {header}
        <LoadErrorState />
      </>
    );
  const counts = new Map(STATES.map(({ state: s }) => [s, rows.filter((row) => row.state === s).length]));
  return (
    <AnswersDrawerProvider pageFilter={filter}>
      <Stack gap="4" aria-busy={loading}>
        {header}
        <PageFilterBar />
        {logImportRow}
        {noAnalytics && (
          <Text textStyle="sm" color="fg.muted" role="note">
            No analytics is connected, so AI sessions, key events and revenue are unknown (shown as —).{' '}
            <Link asChild colorPalette="teal">
              <RouterLink to="/dashboard/settings/integrations">
                Connect Google Analytics 4 in Settings → Integrations
              </RouterLink>
            </Link>
            .
          </Text>
        )}
        {rows.length === 0 ? (
          <MessageState
            title={`No pages ${filter.prose}`}
            message="Pages appear when a verified AI crawler fetched them (Live Mentions), when answers cite your website, or when Google Analytics (Settings → Integrations) counts sessions from AI assistants landing on them."
          />
        ) : (
          <Panel
            title="The page funnel"
            description={`${countOf(rows.length, 'page')} ${filter.prose}. Crawls are verified visits only; sessions and citations side by side are a correlation, not a cause.`}
            extra={
              <DownloadCsvButton table="Pages" filter={filter.prose} columns={CSV_COLUMNS} rows={shown} />
            }
          >
            <Wrap gap="2" mb="3" role="group" aria-label="Show pages in state">
              <Button
                size="xs"
                variant={state === null ? 'solid' : 'outline'}
                aria-pressed={state === null}
                onClick={() => setState(null)}
              >
                {`All (${rows.length})`}
              </Button>
              {STATES.map(({ state: s, label }) => (
                <Button
                  key={s}
                  size="xs"
                  variant={state === s ? 'solid' : 'outline'}
                  aria-pressed={state === s}
                  onClick={() => setState(s)}
                >
                  {`${label} (${counts.get(s) ?? 0})`}
                </Button>
              ))}
            </Wrap>
            <Box overflowX="auto">
              <Table.Root size="sm" aria-label="Pages of your site">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Page</Table.ColumnHeader>
                    <Table.ColumnHeader>State</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Verified crawls</Table.ColumnHeader>
                    <Table.ColumnHeader>Last crawled</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Citations</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">AI sessions</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Key events</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Revenue</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {shown.map((row) => {
                    const look = STATES.find((s) => s.state === row.state)!;
                    return (
                      <Table.Row key={row.url}>
                        <Table.Cell>{row.url}</Table.Cell>
                        <Table.Cell>
                          <Badge colorPalette={look.palette}>{look.label}</Badge>
                        </Table.Cell>
                        <Table.Cell
                          textAlign="end"
                          title={row.crawls.map((c) => `${c.provider}: ${c.crawls}`).join(', ')}
                        >
                          <PlainButton
                            aria-label={`${countOf(row.totalCrawls, 'verified crawl')} of ${row.url}: show them`}
                            onClick={() => setDetail({ kind: 'visits', url: row.url })}
                          >
                            {formatCount(row.totalCrawls)}
                          </PlainButton>
                        </Table.Cell>
                        <Table.Cell>
                          {row.lastCrawled ? formatMoment(String(row.lastCrawled)) : 'never'}
                        </Table.Cell>
                        <Table.Cell
                          textAlign="end"
                          title={row.citations
                            .map((c) => `${platformName(c.platform)}: ${c.answers}`)
                            .join(', ')}
                        >
                          <FigureButton
                            label={`${countOf(row.totalCitations, 'answer')} citing ${row.url}: show them`}
                            request={citedRequest(row, filter.prose)}
                          >
                            {formatCount(row.totalCitations)}
                          </FigureButton>
                        </Table.Cell>
                        {noAnalytics ? (
                          ['AI sessions', 'Key events', 'Revenue'].map((what) => (
                            <Table.Cell
                              key={what}
                              textAlign="end"
                              color="fg.muted"
                              title={`${what}: no analytics connected`}
                            >
                              —
                            </Table.Cell>
                          ))
                        ) : (
                          <>
                            <Table.Cell textAlign="end">
                              <PlainButton
                                aria-label={`${countOf(row.aiSessions, 'AI session')} on ${row.url}: show them`}
                                onClick={() => setDetail({ kind: 'sessions', url: row.url })}
                              >
                                {formatCount(row.aiSessions)}
                              </PlainButton>
                            </Table.Cell>
                            <Table.Cell textAlign="end">{keyEventCount.format(row.keyEvents)}</Table.Cell>
                            <Table.Cell
                              textAlign="end"
                              title={row.revenueCurrency ? undefined : 'Revenue: currency unknown'}
                            >
                              {formatMoney(row.revenue, row.revenueCurrency)}
                            </Table.Cell>
                          </>
                        )}
                      </Table.Row>
                    );
                  })}
                </Table.Body>
              </Table.Root>
            </Box>
          </Panel>
        )}
        {detail && (
          <Panel
            title={
              detail.kind === 'visits' ? `Verified crawls of ${detail.url}` : `AI sessions on ${detail.url}`
            }
            description={filter.prose}
            extra={
              <HStack>
                <Button size="xs" variant="outline" onClick={() => setDetail(null)}>
                  Close
                </Button>
              </HStack>
            }
          >
            {detail.kind === 'visits' ? (
              <VisitsDetail url={detail.url} period={filter.variables.period} />
            ) : (
              <SessionsDetail url={detail.url} period={filter.variables.period} />
            )}
          </Panel>
        )}
      </Stack>
    </AnswersDrawerProvider>
  );
}
