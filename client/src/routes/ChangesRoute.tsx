import { Badge, Box, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useChangesRouteQuery } from '../__generated__/hooks';
import { PageHeader } from '../components/PageHeader';
import { Panel } from '../components/Panel';
import { LoadErrorState, LoadingState } from '../components/StateViews';
import { impactInWords } from '../features/changes/impactWords';
import { LogChangeForm } from '../features/changes/LogChangeForm';
import { formatDay } from '../lib/format';

/** /dashboard/changes: the change log, newest first, each with what it did; a form logs a new one. */
export default function ChangesRoute() {
  const { data, loading, error } = useChangesRouteQuery();
  const header = (
    <PageHeader
      title="Changes"
      description="What you changed to move your visibility, and what each change did to its prompts"
    />
  );
  if (loading && !data) return <LoadingState />;
  if (error && !data)
    return (
      <>
        {header}
        <LoadErrorState message={error.message} />
      </>
    );
  const topicName = new Map((data?.topics ?? []).map((topic) => [topic.id, topic.name]));
  const changes = data?.changes ?? [];
  return (
    <>
      {header}
      <Stack gap="5">
        <Panel
          title="Log a change"
          description="A page published, outreach sent, llms.txt saved: anything you did on a day"
        >
          <LogChangeForm />
        </Panel>
        <Panel title="Logged changes" description="Each change is marked on the charts on its day">
          {changes.length === 0 ? (
            <Text color="fg.muted">No changes logged yet.</Text>
          ) : (
            <Stack as="ol" gap="3" m="0" p="0" aria-label="Logged changes">
              {changes.map((change) => {
                const words = impactInWords(change.impact);
                return (
                  <Box as="li" listStyleType="none" key={change.id} borderWidth="1px" rounded="lg" p="3">
                    <Flex justify="space-between" gap="3" wrap="wrap" align="baseline">
                      <Link asChild fontWeight="medium" colorPalette="teal">
                        <RouterLink to={`/dashboard/changes/${change.id}`}>{change.title}</RouterLink>
                      </Link>
                      <Text textStyle="sm" color="fg.muted">
                        {formatDay(change.day)}
                      </Text>
                    </Flex>
                    <Flex gap="2" mt="1" wrap="wrap" align="center" textStyle="sm">
                      {change.topicIds.map((id) => (
                        <Badge key={id} variant="subtle" colorPalette="gray">
                          {topicName.get(id) ?? 'Archived topic'}
                        </Badge>
                      ))}
                      <Text color={words ? 'fg' : 'fg.muted'}>
                        {words ?? 'Not enough data to measure yet'}
                      </Text>
                    </Flex>
                  </Box>
                );
              })}
            </Stack>
          )}
        </Panel>
      </Stack>
    </>
  );
}
