import { Box, Flex, Progress, Spinner, Text } from '@chakra-ui/react';
import { useFirstRunNoticeQuery } from '../../__generated__/hooks';
import { isRunActive, useCollectingRefresh } from '../collection/useCollectingRefresh';

/**
 * Above the overview while a collection run is queued or running: "Collecting your first answers… N of M"
 * (after onboarding) with its progress, while the page's figures fill in as answers arrive; then it
 * disappears.
 */
export function FirstRunNotice() {
  const { data, startPolling, stopPolling } = useFirstRunNoticeQuery();
  const run = data?.latestCollectionRun ?? null;
  const active = isRunActive(run);
  useCollectingRefresh(run, { startPolling, stopPolling });

  if (!run || !active) return null;
  const what = run.trigger === 'ONBOARDING' ? 'your first answers' : "today's answers";
  return (
    <Box
      role="status"
      aria-label="Collection progress"
      mb="6"
      px="4"
      py="3"
      rounded="xl"
      borderWidth="1px"
      borderColor="teal.muted"
      bg="teal.subtle"
    >
      <Flex align="center" gap="3" mb="2" wrap="wrap">
        <Spinner size="sm" color="teal.fg" />
        <Text textStyle="sm" fontWeight="medium" flex="1">
          {run.total > 0 ? `Collecting ${what}… ${run.settled} of ${run.total}` : `Collecting ${what}…`}
        </Text>
        <Text textStyle="xs" color="fg.muted">
          Figures fill in as answers arrive.
        </Text>
      </Flex>
      <Progress.Root value={Math.max(0, Math.min(100, run.percent))} size="xs" colorPalette="teal">
        <Progress.Track rounded="full" bg="bg.panel">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      {/* The simulated engine's made-up failures called nothing: they are no error to report. */}
      {run.failures > run.simulatedFailures && (
        <Text textStyle="xs" color="fg.error" mt="1.5">
          {`${run.failures - run.simulatedFailures} failed (not counted in any figure)`}
        </Text>
      )}
    </Box>
  );
}
