import { Box, Progress, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import type { ReanalysisProgress_ReanalysisFragment } from '../../__generated__/graphql';
import { useReanalysisProgressQuery } from '../../__generated__/hooks';
import { formatCount, formatMoment } from '../../lib/format';

const isActive = (reanalysis: Pick<ReanalysisProgress_ReanalysisFragment, 'state'> | null | undefined) =>
  reanalysis?.state === 'QUEUED' || reanalysis?.state === 'RUNNING';

/** What the re-analysis is doing, in plain words. */
export function reanalysisStatus(reanalysis: ReanalysisProgress_ReanalysisFragment): string {
  switch (reanalysis.state) {
    case 'QUEUED':
      return 'Re-analysis of your answer history is queued…';
    case 'RUNNING':
      return reanalysis.total > 0
        ? `Re-analysing ${formatCount(reanalysis.done)} of ${formatCount(reanalysis.total)} answers…`
        : 'Re-analysing your answer history…';
    case 'DONE':
      return reanalysis.finishedAt
        ? `History re-analysed at ${formatMoment(reanalysis.finishedAt)}`
        : 'History re-analysed';
    case 'FAILED':
      return `Re-analysis stopped: ${reanalysis.error ?? 'unknown error'}`;
  }
}

/**
 * The answer history's re-analysis after a brand change: a progress bar polled every second while it runs.
 * When it ends, the client's cached figures are dropped, so every page shows the rebuilt ones.
 */
export function ReanalysisProgress() {
  const client = useApolloClient();
  const { data, startPolling, stopPolling } = useReanalysisProgressQuery({
    fetchPolicy: 'cache-and-network',
  });
  const reanalysis = data?.viewer.reanalysis ?? null;
  const active = isActive(reanalysis);
  // What was last seen: a re-analysis ends when it stops being active or a newer one has finished.
  const seen = useRef<{ active: boolean; finishedAt: string | null } | null>(null);

  useEffect(() => {
    if (active) startPolling(1000);
    else stopPolling();
    return () => stopPolling();
  }, [active, startPolling, stopPolling]);

  useEffect(() => {
    if (!reanalysis) return;
    const last = seen.current;
    const finishedAt = reanalysis.finishedAt ?? null;
    seen.current = { active, finishedAt };
    if (!active && last && (last.active || last.finishedAt !== finishedAt))
      client.resetStore().catch(() => {
        // A query in flight when the store was reset is asked again by its page.
      });
  }, [reanalysis, active, client]);

  if (!reanalysis) return null;
  const percent =
    reanalysis.state === 'DONE'
      ? 100
      : reanalysis.total > 0
        ? Math.min(100, (reanalysis.done / reanalysis.total) * 100)
        : 0;
  return (
    <Box w="full" aria-live="polite">
      <Text textStyle="sm" mb="1.5" color={reanalysis.state === 'FAILED' ? 'fg.error' : undefined}>
        {reanalysisStatus(reanalysis)}
      </Text>
      <Progress.Root
        value={percent}
        size="sm"
        colorPalette={reanalysis.state === 'FAILED' ? 'red' : reanalysis.state === 'DONE' ? 'green' : 'teal'}
      >
        <Progress.Track rounded="full" aria-label="Re-analysis progress">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Box>
  );
}
