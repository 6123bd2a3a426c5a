import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import type { RunNowPanel_RunFragment } from '../../__generated__/graphql';

/** Whether a run is still being collected. */
export const isRunActive = (run: Pick<RunNowPanel_RunFragment, 'status'> | null | undefined) =>
  run?.status === 'QUEUED' || run?.status === 'RUNNING';

/** How often, at most, the page's figures are refetched while answers arrive. */
export const FIGURES_REFRESH_MS = 3000;

/**
 * While a run is active: polls the run's query every second and, as answers arrive, refetches the page's
 * queries (at most every FIGURES_REFRESH_MS) so the figures fill in. When the run ends every cached figure
 * is stale, those of pages not on screen too (the overview's cards after a run started from the Prompts
 * page): the store is reset, which refetches the page's queries and has the other pages load afresh.
 */
export function useCollectingRefresh(
  run: Pick<RunNowPanel_RunFragment, 'status' | 'answered'> | null,
  polling: { startPolling: (ms: number) => void; stopPolling: () => void },
) {
  const client = useApolloClient();
  const active = isRunActive(run);
  const answered = run?.answered ?? 0;
  const { startPolling, stopPolling } = polling;
  const wasActive = useRef(false);
  // The answers the figures were last refreshed for; set when the run is first seen.
  const refreshed = useRef<{ answered: number; at: number } | null>(null);

  useEffect(() => {
    if (active) startPolling(1000);
    else stopPolling();
    if (wasActive.current && !active)
      client.resetStore().catch(() => {
        // A query in flight when the store was reset is asked again by its page.
      });
    wasActive.current = active;
    return () => stopPolling();
  }, [active, client, startPolling, stopPolling]);

  useEffect(() => {
    if (!active) return;
    const now = Date.now();
    if (refreshed.current === null) refreshed.current = { answered, at: now };
    if (answered <= refreshed.current.answered || now - refreshed.current.at < FIGURES_REFRESH_MS) return;
    refreshed.current = { answered, at: now };
    void client.refetchQueries({ include: 'active' });
  }, [active, answered, client]);
}
