import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAlertsRouteQuery } from '../__generated__/hooks';
import { PageHeader } from '../components/PageHeader';
import { LoadErrorState, LoadingState, MessageState } from '../components/StateViews';
import { AlertHistoryItem } from '../features/alerts/AlertHistoryItem';
import { AnswersDrawerProvider } from '../features/answers/AnswersDrawer';
import { formatCount } from '../lib/format';

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
      <Text textStyle="sm" color="fg.muted" mb="3" aria-live="polite">
        {formatCount(page.totalCount)} {page.totalCount === 1 ? 'alert' : 'alerts'}
      </Text>
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
