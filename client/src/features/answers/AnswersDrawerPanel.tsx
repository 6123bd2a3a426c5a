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
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AnswersFilter } from '../../__generated__/graphql';
import { useAnswersDrawerAnswerQuery, useAnswersDrawerQuery } from '../../__generated__/hooks';
import { SearchField } from '../../components/SearchField';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { countOf, formatCount } from '../../lib/format';
import { AnswerItem } from './AnswerItem';
import {
  ANSWERS_PAGE_SIZE,
  describeFigure,
  HOW_WE_MEASURE_PATH,
  type AnswersRequest,
  type AnswersView,
  type OneAnswerRequest,
  type OpenedAnswers,
} from './answersRequest';
import { Mark, MENTION_COLORS } from './mentionMarks';

/** The search reaches the server once typing pauses this long. */
export const SEARCH_DELAY_MS = 300;

const VIEW_FILTERS: Record<AnswersView, AnswersFilter> = {
  ALL: {},
  VISIBLE: { visible: true },
  NOT_VISIBLE: { visible: false },
  FAILED: { status: 'FAILED' },
  REFUSED: { status: 'REFUSED' },
  NO_ANSWER: { status: 'NO_ANSWER' },
};

/** The answers drawer of a page (AnswersDrawerProvider), with the answers behind the opened figure. */
/** A search as the list names it: a quoted phrase as typed, other searches in quotes. */
const quoted = (search: string) => (search.startsWith('"') ? search : `“${search}”`);

export default function AnswersDrawerPanel({
  open,
  onOpenChange,
  onExitComplete,
  opened,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onExitComplete: () => void;
  opened: OpenedAnswers;
}) {
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      onExitComplete={onExitComplete}
      placement="end"
      size={{ base: 'full', md: 'lg' }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            {'answerId' in opened.request ? (
              <OneAnswerBody key={opened.serial} request={opened.request} />
            ) : (
              <AnswersDrawerBody key={opened.serial} request={opened.request} />
            )}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** What marks the brand's name and the competitors' in an answer. */
function Highlighted({ brand }: { brand: string }) {
  return (
    <Flex gap="3" textStyle="xs" color="fg.muted" align="center">
      <Text>Highlighted:</Text>
      <Mark {...MENTION_COLORS.brand}>{brand}</Mark>
      <Mark {...MENTION_COLORS.competitor}>competitors</Mark>
    </Flex>
  );
}

/** One answer on its own, its text shown at once. */
function OneAnswerBody({ request }: { request: OneAnswerRequest }) {
  const { data, error } = useAnswersDrawerAnswerQuery({ variables: { id: request.answerId } });
  const brand = data?.viewer.brand?.name ?? 'your brand';
  return (
    <>
      <Drawer.Header flexDirection="column" alignItems="stretch" gap="2" pe="12">
        <Drawer.Title>{request.title}</Drawer.Title>
        <Link asChild color="teal.fg" textStyle="sm">
          <RouterLink to={HOW_WE_MEASURE_PATH}>How we measure</RouterLink>
        </Link>
      </Drawer.Header>
      <Drawer.Body>
        <Stack gap="3">
          <Highlighted brand={brand} />
          {error ? (
            <Text color="fg.error" textStyle="sm">
              Could not load the answer: {error.message}
            </Text>
          ) : !data ? (
            <Flex gap="2" align="center" color="fg.muted" textStyle="sm" py="6" justify="center">
              <Spinner size="sm" /> Loading the answer…
            </Flex>
          ) : !data.answer ? (
            <Text color="fg.muted" textStyle="sm" py="6" textAlign="center">
              This answer is no longer stored.
            </Text>
          ) : (
            <Box as="ol" aria-label="Answer" m="0" p="0">
              <AnswerItem answer={data.answer} subject={{ brand, aboutBrand: true }} initiallyOpen />
            </Box>
          )}
        </Stack>
      </Drawer.Body>
    </>
  );
}

function AnswersDrawerBody({ request }: { request: AnswersRequest }) {
  const [view, setView] = useState<AnswersView>(request.initialView ?? 'ALL');
  const [loadingMore, setLoadingMore] = useState(false);
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const variables = useMemo(
    () => ({
      figure: request.filter,
      list: { ...request.filter, ...VIEW_FILTERS[view], ...(search ? { search } : {}) },
      first: ANSWERS_PAGE_SIZE,
      after: null,
    }),
    [request.filter, view, search],
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
  // In the answers naming a competitor or citing a source, "visible" would read as about that subject:
  // the split says whose it is.
  const aboutBrand = request.measure.kind === 'visibility';
  const views: { value: AnswersView; label: string; count: number }[] = counts
    ? [
        { value: 'ALL', label: 'All', count: counts.totalCount },
        { value: 'VISIBLE', label: aboutBrand ? 'Visible' : `Naming ${brand}`, count: counts.visibleCount },
        {
          value: 'NOT_VISIBLE',
          label: aboutBrand ? 'Not visible' : `Not naming ${brand}`,
          count: counts.okCount - counts.visibleCount,
        },
        { value: 'FAILED', label: 'Failed', count: counts.failureCount },
        { value: 'REFUSED', label: 'Refused', count: counts.refusalCount },
        // Only platforms that may show nothing (Google's AI Overview) have these: the chip shows when there are.
        ...(counts.noAnswerCount > 0 || view === 'NO_ANSWER'
          ? [{ value: 'NO_ANSWER' as const, label: 'No answer', count: counts.noAnswerCount }]
          : []),
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
          <SearchField
            label="Search these answers"
            placeholder="Search words or a “phrase”…"
            value={typed}
            onChange={setTyped}
          />
          {search && (
            <Text textStyle="sm" color="fg.muted" aria-live="polite">
              {/* Until the search's own page arrives, the list shown is the one before it. */}
              {!data
                ? `Searching for ${quoted(search)}…`
                : data.list.totalCountIsLowerBound
                  ? `${formatCount(data.list.totalCount)}+ answers match ${quoted(search)}: the newest ${formatCount(data.list.totalCount)}, most relevant first`
                  : data.list.totalCount > 0
                    ? `${countOf(data.list.totalCount, 'answer')} ${data.list.totalCount === 1 ? 'matches' : 'match'} ${quoted(search)}, most relevant first`
                    : `No answers match ${quoted(search)}.`}
            </Text>
          )}
          <Highlighted brand={brand} />
          {error && !current ? (
            <Text color="fg.error" textStyle="sm">
              Could not load the answers: {error.message}
            </Text>
          ) : !current || (loading && data === undefined && !loadingMore) ? (
            <Flex gap="2" align="center" color="fg.muted" textStyle="sm" py="6" justify="center">
              <Spinner size="sm" /> Loading answers…
            </Flex>
          ) : current.list.edges.length === 0 ? (
            // A search that found nothing says so above.
            !search && (
              <Text color="fg.muted" textStyle="sm" py="6" textAlign="center">
                No answers to show.
              </Text>
            )
          ) : (
            <Box as="ol" aria-label="Answers" display="flex" flexDirection="column" gap="2" m="0" p="0">
              {current.list.edges.map(({ node, snippet, snippetMatches }) => (
                <AnswerItem
                  key={node.id}
                  answer={node}
                  subject={{ brand, aboutBrand }}
                  snippet={snippet ? { text: snippet, matches: snippetMatches } : null}
                />
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
