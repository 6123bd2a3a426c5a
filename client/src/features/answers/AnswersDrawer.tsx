import {
  Box,
  Button,
  ButtonGroup,
  CloseButton,
  Drawer,
  Flex,
  Link,
  Portal,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AnswersDrawerQuery, AnswersFilter, TimeWindow } from '../../__generated__/graphql';
import { useAnswersDrawerQuery } from '../../__generated__/hooks';
import type { PageFilter } from '../filter/pageFilter';
import { countOf, formatCount, formatDay } from '../../lib/format';
import { AnswerItem } from './AnswerItem';
import { Mark, MENTION_COLORS } from './mentionMarks';

export const ANSWERS_PAGE_SIZE = 20;
export const HOW_WE_MEASURE_PATH = '/dashboard/how-we-measure';

/**
 * What a figure counts: the share of answers mentioning the brand (visibility, sentiment samples), or
 * answers naming a competitor or citing a source (counts of answers, where failures cannot appear).
 */
export type FigureMeasure =
  { kind: 'visibility' } | { kind: 'named'; subject: string } | { kind: 'cited'; subject: string };

export interface AnswersRequest {
  /** Names the figure, e.g. "Brand Visibility". */
  title: string;
  /** The answers the figure counts, exactly as the server selects them. */
  filter: AnswersFilter;
  /** When the answers were collected, in prose: "on Nov 5, 2026", "in the last 30 days". */
  period: string;
  measure: FigureMeasure;
  /** The list opens on the answers the figure's numerator counts (e.g. those mentioning the brand). */
  initialView?: AnswersView;
  /**
   * The page the figure is about (a cited source), linked from the drawer: its row keeps one tab stop,
   * the button that opens the drawer, so the keyboard reaches the page here.
   */
  page?: { url: string; name: string };
}

export type AnswersView = 'ALL' | 'VISIBLE' | 'NOT_VISIBLE' | 'FAILED';

const VIEW_FILTERS: Record<AnswersView, AnswersFilter> = {
  ALL: {},
  VISIBLE: { visible: true },
  NOT_VISIBLE: { visible: false },
  FAILED: { status: 'FAILED' },
};

type FigureCounts = AnswersDrawerQuery['figure'];

/** "on Nov 5, 2026" for a day; the window's days otherwise, as the server computes them. */
export const dayPeriod = (day: string) => `on ${formatDay(day)}`;
export const windowPeriod = (window: TimeWindow) =>
  window === 'WEEK' ? 'in the last 7 days' : window === 'MONTH' ? 'in the last 30 days' : 'over all time';

/** The figure's numerator and denominator in a sentence, with the failures it excludes. */
export function describeFigure(request: AnswersRequest, counts: FigureCounts, brand: string): string {
  const { measure, period } = request;
  if (measure.kind === 'visibility') {
    const sentence = `${formatCount(counts.visibleCount)} of ${countOf(counts.okCount, 'answer')} ${period} mentioned ${brand}`;
    return counts.failureCount > 0
      ? `${sentence} · ${countOf(counts.failureCount, 'failed capture')} excluded`
      : sentence;
  }
  const verb = measure.kind === 'named' ? 'named' : 'cited';
  return `${countOf(counts.totalCount, 'answer')} ${period} ${verb} ${measure.subject}`;
}

const OpenAnswersContext = createContext<((request: AnswersRequest) => void) | null>(null);

/**
 * Opens the answers behind a figure; null outside an AnswersDrawerProvider (where figures are shown
 * without a drill-down, e.g. sample data).
 */
export const useOpenAnswers = () => useContext(OpenAnswersContext);

/**
 * A figure's request under the page filter: its answers are those of the page's period (unless the
 * figure is one day's, as a chart's point) on the page's platforms (unless it is one platform's), asked
 * with the page's kind of prompt (unless the figure is one prompt's).
 */
export function underPageFilter(request: AnswersRequest, pageFilter: PageFilter | undefined): AnswersRequest {
  if (!pageFilter) return request;
  const { window: _window, ...filter } = request.filter;
  const oneDay = Boolean(filter.day || filter.from || filter.to);
  const platforms = pageFilter.variables.platforms;
  return {
    ...request,
    filter: {
      ...filter,
      ...(oneDay ? {} : { period: pageFilter.variables.period }),
      ...(platforms.length > 0 && !filter.platform ? { platforms } : {}),
      // A figure counts the page's kind of prompt, so its answers are those prompts' answers too.
      ...(filter.promptId ? {} : { promptKind: pageFilter.variables.promptKind }),
    },
    period: oneDay ? request.period : pageFilter.prose,
  };
}

/**
 * Holds the one answers drawer of a page; figures inside open it with useOpenAnswers(). With the page
 * filter, every drill-down follows its period and platforms.
 */
export function AnswersDrawerProvider({
  children,
  pageFilter,
}: {
  children: ReactNode;
  pageFilter?: PageFilter;
}) {
  const [opened, setOpened] = useState<{ request: AnswersRequest; serial: number } | null>(null);
  const [open, setOpen] = useState(false);
  const openAnswers = useCallback(
    (request: AnswersRequest) => {
      setOpened((previous) => ({
        request: underPageFilter(request, pageFilter),
        serial: (previous?.serial ?? 0) + 1,
      }));
      setOpen(true);
    },
    [pageFilter],
  );
  return (
    <OpenAnswersContext.Provider value={openAnswers}>
      {children}
      <Drawer.Root
        open={open}
        onOpenChange={(e) => setOpen(e.open)}
        onExitComplete={() => setOpened(null)}
        placement="end"
        size={{ base: 'full', md: 'lg' }}
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              {opened && <AnswersDrawerBody key={opened.serial} request={opened.request} />}
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </OpenAnswersContext.Provider>
  );
}

function AnswersDrawerBody({ request }: { request: AnswersRequest }) {
  const [view, setView] = useState<AnswersView>(request.initialView ?? 'ALL');
  const [loadingMore, setLoadingMore] = useState(false);
  const variables = useMemo(
    () => ({
      figure: request.filter,
      list: { ...request.filter, ...VIEW_FILTERS[view] },
      first: ANSWERS_PAGE_SIZE,
      after: null,
    }),
    [request.filter, view],
  );
  const { data, previousData, loading, error, fetchMore } = useAnswersDrawerQuery({ variables });
  const current = data ?? previousData;
  const brand = current?.viewer.brand?.name ?? 'your brand';

  const loadMore = async () => {
    const endCursor = current?.list.pageInfo.endCursor;
    if (!endCursor) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { after: endCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...previous,
          list: { ...fetchMoreResult.list, edges: [...previous.list.edges, ...fetchMoreResult.list.edges] },
        }),
      });
    } finally {
      setLoadingMore(false);
    }
  };

  const counts = current?.figure;
  const views: { value: AnswersView; label: string; count: number }[] = counts
    ? [
        { value: 'ALL', label: 'All', count: counts.totalCount },
        { value: 'VISIBLE', label: 'Visible', count: counts.visibleCount },
        { value: 'NOT_VISIBLE', label: 'Not visible', count: counts.okCount - counts.visibleCount },
        { value: 'FAILED', label: 'Failed', count: counts.failureCount },
      ]
    : [];

  return (
    <>
      <Drawer.Header flexDirection="column" alignItems="stretch" gap="2" pe="12">
        <Drawer.Title>{request.title}</Drawer.Title>
        <Drawer.Description textStyle="sm" color="fg.muted" aria-live="polite">
          {counts ? describeFigure(request, counts, brand) : 'Counting answers…'}
        </Drawer.Description>
        <Flex gap="4" wrap="wrap" textStyle="sm">
          {request.page && (
            <Link href={request.page.url} target="_blank" rel="noopener noreferrer" color="teal.fg">
              {`Open ${request.page.name}`}
            </Link>
          )}
          <Link asChild color="teal.fg">
            <RouterLink to={HOW_WE_MEASURE_PATH}>How we measure</RouterLink>
          </Link>
        </Flex>
      </Drawer.Header>
      <Drawer.Body>
        <Stack gap="3">
          {counts && (
            <ButtonGroup size="xs" variant="outline" role="group" aria-label="Show answers" flexWrap="wrap">
              {views.map((v) => (
                <Button
                  key={v.value}
                  aria-pressed={view === v.value}
                  variant={view === v.value ? 'solid' : 'outline'}
                  colorPalette={view === v.value ? 'teal' : 'gray'}
                  disabled={v.count === 0 && view !== v.value}
                  onClick={() => setView(v.value)}
                >
                  {v.label} · {formatCount(v.count)}
                </Button>
              ))}
            </ButtonGroup>
          )}
          <Flex gap="3" textStyle="xs" color="fg.muted" align="center">
            <Text>Highlighted:</Text>
            <Mark {...MENTION_COLORS.brand}>{brand}</Mark>
            <Mark {...MENTION_COLORS.competitor}>competitors</Mark>
          </Flex>
          {error && !current ? (
            <Text color="fg.error" textStyle="sm">
              Could not load the answers: {error.message}
            </Text>
          ) : !current || (loading && data === undefined && !loadingMore) ? (
            <Flex gap="2" align="center" color="fg.muted" textStyle="sm" py="6" justify="center">
              <Spinner size="sm" /> Loading answers…
            </Flex>
          ) : current.list.edges.length === 0 ? (
            <Text color="fg.muted" textStyle="sm" py="6" textAlign="center">
              No answers to show.
            </Text>
          ) : (
            <Box as="ol" aria-label="Answers" display="flex" flexDirection="column" gap="2" m="0" p="0">
              {current.list.edges.map(({ node }) => (
                <AnswerItem key={node.id} answer={node} />
              ))}
            </Box>
          )}
          {current && current.list.pageInfo.hasNextPage && (
            <Button variant="outline" size="sm" onClick={loadMore} loading={loadingMore} alignSelf="center">
              Load more ({formatCount(current.list.totalCount - current.list.edges.length)} more)
            </Button>
          )}
        </Stack>
      </Drawer.Body>
    </>
  );
}
