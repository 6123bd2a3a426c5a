import { Badge, Box, Button, ButtonGroup, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ASPECT_LABELS, ASPECTS } from '../../../../graphql/shared/aspects';
import type { Aspect, StatementInboxQuery, StatementState } from '../../__generated__/graphql';
import {
  useSetStatementStateMutation,
  useStatementInboxCountsQuery,
  useStatementInboxQuery,
} from '../../__generated__/hooks';
import { Panel, PanelEmpty, PanelError } from '../../components/Panel';
import { SelectField } from '../../components/SelectField';
import { toaster } from '../../components/toaster';
import { formatCount, formatMoment } from '../../lib/format';
import { serverRefusals } from '../../lib/serverErrors';
import { usePageFilter } from '../filter/pageFilter';
import { RoleHint, useRoleGate } from '../workspace/role';
import { QuoteFacts, QuoteText } from './Quote';

export const INBOX_PAGE_SIZE = 20;

type InboxStatement = StatementInboxQuery['statementInbox']['edges'][number]['node'];
type InboxView = StatementState | 'ALL';

const STATES: Record<StatementState, { label: string; palette: string }> = {
  NEW: { label: 'New', palette: 'blue' },
  NEEDS_ACTION: { label: 'Needs action', palette: 'orange' },
  REVIEWED: { label: 'Reviewed', palette: 'green' },
  IGNORED: { label: 'Ignored', palette: 'gray' },
};

/** The states a statement is marked with from the inbox, in the order its buttons show them. */
const MARKS: readonly StatementState[] = ['REVIEWED', 'NEEDS_ACTION', 'IGNORED'];

const VIEWS: readonly InboxView[] = ['NEW', 'NEEDS_ACTION', 'REVIEWED', 'IGNORED', 'ALL'];

const ASPECT_CHOICES = [
  { value: '', label: 'Every aspect' },
  ...ASPECTS.map((aspect) => ({ value: aspect, label: ASPECT_LABELS[aspect] })),
];

/**
 * What the inbox says when a view holds nothing (`total`: the statements of every view, when counted;
 * `periodProse`: the page filter's period in words).
 */
function emptyText(
  view: InboxView,
  brand: string,
  aspect: Aspect | null,
  total: number | undefined,
  periodProse: string,
): string {
  const on = aspect ? ` on ${ASPECT_LABELS[aspect].toLowerCase()}` : '';
  if (view === 'ALL' || total === 0) return `No negative statements about ${brand}${on} ${periodProse}.`;
  if (view === 'NEW') return `Nothing new: every negative statement about ${brand}${on} has been looked at.`;
  return `No statement${on} is marked ${STATES[view].label.toLowerCase()}.`;
}

/** The statement inbox's new statements under the page filter, for the page's tab (the counts' query, shared with the inbox). */
export function useNewStatementCount(): number | undefined {
  const { filter } = usePageFilter();
  return useStatementInboxCountsQuery({ variables: { aspect: null, ...filter.variables } }).data?.all
    .newCount;
}

function StateBadge({ state }: { state: StatementState }) {
  const { label, palette } = STATES[state];
  return (
    <Badge size="sm" variant="solid" colorPalette={palette}>
      {label}
    </Badge>
  );
}

/** One statement: its words, where and when, the question asked, its state and, for an editor, the marks. */
function InboxItem({
  statement,
  brand,
  canMark,
}: {
  statement: InboxStatement;
  brand: string;
  canMark: boolean;
}) {
  // A mark changes the statement in the cache (by id) and the counts; the list stays as it is until the
  // view changes, so a statement just marked stays in sight with its new state.
  const [setState, setting] = useSetStatementStateMutation({ refetchQueries: ['StatementInboxCounts'] });
  const mark = async (state: StatementState) => {
    try {
      await setState({ variables: { input: { statementId: statement.id, state } } });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: 'The state was not changed',
        description: serverRefusals(error)[0]?.message ?? (error as Error).message,
      });
    }
  };
  return (
    <Stack as="li" gap="2" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }} listStyleType="none">
      <QuoteFacts platform={statement.platform} day={statement.day}>
        <StateBadge state={statement.state} />
        {statement.aspects.map((aspect) => (
          <Badge key={aspect} size="sm" variant="outline">
            {ASPECT_LABELS[aspect]}
          </Badge>
        ))}
      </QuoteFacts>
      <QuoteText text={statement.text} brand={brand} />
      <Text textStyle="xs" color="fg.muted">
        Asked: {statement.question}
      </Text>
      {statement.stateBy && statement.stateAt && (
        <Text textStyle="xs" color="fg.muted">
          {`${STATES[statement.state].label} by ${statement.stateBy}, ${formatMoment(statement.stateAt)}`}
        </Text>
      )}
      {canMark && (
        <Flex gap="2" wrap="wrap" role="group" aria-label="Mark this statement">
          {MARKS.map((state) => (
            <Button
              key={state}
              size="xs"
              variant={statement.state === state ? 'solid' : 'outline'}
              colorPalette={statement.state === state ? STATES[state].palette : 'gray'}
              aria-pressed={statement.state === state}
              disabled={setting.loading}
              onClick={() => {
                if (statement.state !== state) void mark(state);
              }}
            >
              {STATES[state].label}
            </Button>
          ))}
          {statement.state !== 'NEW' && (
            <Button size="xs" variant="ghost" disabled={setting.loading} onClick={() => void mark('NEW')}>
              Mark as new
            </Button>
          )}
        </Flex>
      )}
    </Stack>
  );
}

/**
 * The statement inbox: the negative statements about the brand under the page filter (the answers the
 * themes count), newest answer first, each to read and mark (Reviewed, Needs action, Ignored) rather than
 * a score.
 */
export function StatementInbox() {
  const { filter } = usePageFilter();
  const [view, setView] = useState<InboxView>('NEW');
  const [aspect, setAspect] = useState<Aspect | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const gate = useRoleGate('EDITOR');
  const counts = useStatementInboxCountsQuery({ variables: { aspect, ...filter.variables } }).data;
  const { data, loading, error, fetchMore } = useStatementInboxQuery({
    variables: {
      first: INBOX_PAGE_SIZE,
      after: null,
      states: view === 'ALL' ? null : [view],
      aspect,
      ...filter.variables,
    },
    // A statement marked since this view was last read belongs elsewhere now: each view is read again.
    fetchPolicy: 'cache-and-network',
  });
  const brand = data?.viewer.brand?.name ?? 'your brand';
  const inbox = data?.statementInbox;

  const viewCounts: Record<InboxView, number | undefined> = {
    NEW: counts?.all.newCount,
    NEEDS_ACTION: counts?.needsAction.totalCount,
    REVIEWED: counts?.reviewed.totalCount,
    IGNORED: counts?.ignored.totalCount,
    ALL: counts?.all.totalCount,
  };

  const loadMore = async () => {
    const after = inbox?.pageInfo.endCursor;
    if (!after) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { after },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...previous,
          statementInbox: {
            ...fetchMoreResult.statementInbox,
            edges: [...previous.statementInbox.edges, ...fetchMoreResult.statementInbox.edges],
          },
        }),
      });
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Panel
      title="Statement inbox"
      description={`Negative statements about ${brand} ${filter.prose}, newest first`}
      extra={
        counts && (
          <Badge size="lg" colorPalette="blue" variant="subtle">
            {formatCount(counts.all.newCount)} new
          </Badge>
        )
      }
    >
      <Stack gap="4">
        <RoleHint gate={gate} />
        <Flex gap="3" wrap="wrap" align="flex-end" justify="space-between">
          <ButtonGroup size="xs" variant="outline" role="group" aria-label="Show statements" flexWrap="wrap">
            {VIEWS.map((value) => (
              <Button
                key={value}
                aria-pressed={view === value}
                variant={view === value ? 'solid' : 'outline'}
                colorPalette={view === value ? 'teal' : 'gray'}
                onClick={() => setView(value)}
              >
                {value === 'ALL' ? 'All' : STATES[value].label}
                {viewCounts[value] !== undefined && ` · ${formatCount(viewCounts[value])}`}
              </Button>
            ))}
          </ButtonGroup>
          <Box w={{ base: 'full', sm: '56' }}>
            <SelectField
              label="Aspect"
              value={aspect ?? ''}
              options={ASPECT_CHOICES}
              onChange={(value) => setAspect(value === '' ? null : (value as Aspect))}
            />
          </Box>
        </Flex>
        {error && !inbox ? (
          <PanelError message={`Could not load the statement inbox: ${error.message}`} />
        ) : !inbox ? (
          <Flex gap="2" align="center" color="fg.muted" textStyle="sm" py="6" justify="center" role="status">
            <Spinner size="sm" /> Loading statements…
          </Flex>
        ) : inbox.edges.length === 0 ? (
          <PanelEmpty>{emptyText(view, brand, aspect, counts?.all.totalCount, filter.prose)}</PanelEmpty>
        ) : (
          <Stack as="ol" gap="3" p="0" m="0" aria-label="Statements" aria-busy={loading}>
            {inbox.edges.map(({ node }) => (
              <InboxItem key={node.id} statement={node} brand={brand} canMark={gate.allowed} />
            ))}
          </Stack>
        )}
        {inbox?.pageInfo.hasNextPage && (
          <Button variant="outline" size="sm" onClick={loadMore} loading={loadingMore} alignSelf="center">
            Load more ({formatCount(inbox.totalCount - inbox.edges.length)} more)
          </Button>
        )}
      </Stack>
    </Panel>
  );
}
