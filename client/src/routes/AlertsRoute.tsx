import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AlertHistoryItem_EventFragment } from '../__generated__/graphql';
import { useAlertsRouteQuery } from '../__generated__/hooks';
import { DownloadCsvButton } from '../components/DownloadCsvButton';
import { PageHeader } from '../components/PageHeader';
import { LoadErrorState, LoadingState, MessageState } from '../components/StateViews';
import { AlertHistoryItem } from '../features/alerts/AlertHistoryItem';
import { ruleOf } from '../features/alerts/alertRules';
import { AnswersDrawerProvider } from '../features/answers/AnswersDrawer';
import type { CsvColumn } from '../lib/csv';
import { formatCount } from '../lib/format';

/** The alerts shown (those loaded so far), one row each. */
const CSV_COLUMNS: CsvColumn<AlertHistoryItem_EventFragment>[] = [
  { header: 'fired_at', value: (event) => event.firedAt },
  { header: 'day', value: (event) => event.day },
  { header: 'rule', value: (event) => ruleOf(event.kind).label },
  { header: 'title', value: (event) => event.title },
  { header: 'detail', value: (event) => event.detail },
];

const settingsLink = (
  <Button asChild size="sm" variant="outline">
    <RouterLink to="/dashboard/settings/alerts">Alert settings</RouterLink>
  </Button>
);

/** /dashboard/alerts: what the alert rules fired, newest first, each opening the answers behind it. */
export default function AlertsRoute() {
  const { data, loading, error, fetchMore } = useAlertsRouteQuery({ variables: { after: null } });
  const [loadingMore, setLoadingMore] = useState(false);
  const header = (
    <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap" mb={{ base: '4', md: '0' }}>
      <PageHeader title="Alerts" description="What changed after each collection run, newest first" />
      {settingsLink}
    </Flex>
  );
  if (loading && !data) return <LoadingState />;
  if (error && !data)
    return (
      <>
        {header}
        <LoadErrorState message={error.message} />
      </>
    );
  const page = data?.alertEvents;
  if (!page || page.events.length === 0)
    return (
      <>
        {header}
        <MessageState
          title="No alerts yet"
          message="The rules are checked after every collection run; what they find shows here and is sent where you chose."
          action={settingsLink}
        />
      </>
    );

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { after: page.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          alertEvents: {
            ...fetchMoreResult.alertEvents,
            events: [...previous.alertEvents.events, ...fetchMoreResult.alertEvents.events],
          },
        }),
      });
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <AnswersDrawerProvider>
      {header}
      <Flex justify="space-between" align="center" gap="3" mb="3">
        <Text textStyle="sm" color="fg.muted" aria-live="polite">
          {formatCount(page.totalCount)} {page.totalCount === 1 ? 'alert' : 'alerts'}
        </Text>
        <DownloadCsvButton table="Alerts" columns={CSV_COLUMNS} rows={page.events} />
      </Flex>
      <Stack as="ol" gap="3" m="0" p="0" aria-label="Alerts">
        {page.events.map((event) => (
          <AlertHistoryItem key={event.id} event={event} />
        ))}
      </Stack>
      {page.endCursor && (
        <Flex justify="center" mt="4">
          <Button variant="outline" size="sm" loading={loadingMore} onClick={() => void loadMore()}>
            Load more ({formatCount(page.totalCount - page.events.length)} more)
          </Button>
        </Flex>
      )}
    </AnswersDrawerProvider>
  );
}
