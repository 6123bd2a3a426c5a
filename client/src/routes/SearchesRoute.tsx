import { Box, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { SearchesRouteQuery } from '../__generated__/graphql';
import { useSearchesRouteQuery } from '../__generated__/hooks';
import { PageHeader } from '../components/PageHeader';
import { LoadErrorState, LoadingState, MessageState } from '../components/StateViews';
import { AnswersDrawerProvider } from '../features/answers/AnswersDrawer';
import { type AnswersRequest } from '../features/answers/answersRequest';
import { FigureButton } from '../features/answers/FigureButton';
import { BingGroundingQueriesPanel } from '../features/integrations/BingGroundingQueriesPanel';
import { PageFilterBar } from '../features/filter/PageFilterBar';
import { useFilterFollowsFigures } from '../features/filter/failedRefresh';
import { usePageFilter } from '../features/filter/pageFilter';
import { countOf, formatCount, formatPercent } from '../lib/format';

const header = (
  <PageHeader
    title="Searches"
    description="The web searches AI platforms ran before answering: the ones your site does not win come first"
  />
);

type Row = SearchesRouteQuery['searchQueries'][number];

/** The searches ranked by the answers that ran them without citing the brand's site, then by answers. */
export function rankSearches(rows: readonly Row[]): Row[] {
  return [...rows].sort(
    (a, b) =>
      b.answers - b.brandCitedAnswers - (a.answers - a.brandCitedAnswers) ||
      b.answers - a.answers ||
      a.query.localeCompare(b.query),
  );
}

const answersRequest = (row: Row, period: string): AnswersRequest => ({
  title: `Searches · “${row.query}”`,
  filter: { searchQuery: row.query },
  period,
  measure: { kind: 'visibility' },
});

/**
 * /dashboard/searches: what the engines searched before answering (their query fan-out), over the page
 * filter, ranked so the searches the brand's own site is not cited for come first; each count opens the
 * answers that ran the search.
 */
export default function SearchesRoute() {
  const { filter } = usePageFilter();
  const { data, previousData, loading, error } = useSearchesRouteQuery({ variables: filter.variables });
  useFilterFollowsFigures({ data, error });
  const current = data ?? previousData;
  const ranked = useMemo(() => rankSearches(current?.searchQueries ?? []), [current]);

  if (!current && loading) return <LoadingState />;
  if (error && !current)
    return (
      <>
        {header}
        <LoadErrorState />
      </>
    );
  const brand = current?.viewer.brand;
  const site = brand?.website ?? null;
  return (
    <AnswersDrawerProvider pageFilter={filter}>
      <Stack gap="4" aria-busy={loading}>
        {header}
        <PageFilterBar />
        {ranked.length === 0 ? (
          <MessageState
            title={`No searches reported ${filter.prose}`}
            message="Platforms that search the web before answering (ChatGPT, Gemini, Claude) report their searches with each answer; they appear here once such answers are collected. Choose another period, more platforms or another kind of prompt."
          />
        ) : (
          <Box overflowX="auto">
            <Text textStyle="sm" color="fg.muted" mb="2">
              {`${countOf(ranked.length, 'search', 'searches')} ${filter.prose}. “Citing your site”: answers that ran the search and cited ${site ?? 'your website'}.`}
            </Text>
            <Table.Root size="sm" aria-label="Searches the platforms ran">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>#</Table.ColumnHeader>
                  <Table.ColumnHeader>Search</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Answers</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Citing your site</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Not citing it</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {ranked.map((row, index) => (
                  <Table.Row key={row.query}>
                    <Table.Cell>{index + 1}</Table.Cell>
                    <Table.Cell>{row.query}</Table.Cell>
                    <Table.Cell textAlign="end">
                      <FigureButton
                        label={`${countOf(row.answers, 'answer')} ran “${row.query}”: show them`}
                        request={answersRequest(row, filter.prose)}
                      >
                        {formatCount(row.answers)}
                      </FigureButton>
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      {`${formatCount(row.brandCitedAnswers)} (${formatPercent((100 * row.brandCitedAnswers) / row.answers)})`}
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      {formatCount(row.answers - row.brandCitedAnswers)}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
        <BingGroundingQueriesPanel filter={filter} engineSearches={ranked.map((row) => row.query)} />
      </Stack>
    </AnswersDrawerProvider>
  );
}
