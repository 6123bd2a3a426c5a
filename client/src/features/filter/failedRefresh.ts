/**
 * A page's figures never wear a label they were not read under. When the page's query fails for a newly
 * chosen filter, the address (and with it the filter bar and every card's words) goes back to the filter
 * of the figures on screen, and the filter bar says the refresh failed, with Retry.
 */
import type { ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { FILTER_PARAMS, filterParamsOf } from './pageFilter';

/** The page filter's part of a search string, comparable between addresses ("period=7d&platforms=gemini"). */
export const filterPart = (search: string): string => filterParamsOf(search).toString();

/** `search` with its page filter replaced by the one of `part`; the other params (the brand) stay. */
function withFilterPart(search: string, part: string): string {
  const params = new URLSearchParams(search);
  for (const name of FILTER_PARAMS) params.delete(name);
  new URLSearchParams(part).forEach((value, name) => params.append(name, value));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export interface FailedRefresh {
  pathname: string;
  /** The filter part of the figures on screen, and of the refresh that failed. */
  shown: string;
  requested: string;
  /** Why, in the reader's words. */
  reason: string;
}

/*
 * One failed refresh at a time, kept in memory: the page's query reports it, the page's filter bar shows
 * it. A reload forgets it, as it should: the page then reads its figures afresh.
 */
let failedRefresh: FailedRefresh | null = null;
const listeners = new Set<() => void>();

function setFailedRefresh(next: FailedRefresh | null) {
  failedRefresh = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function reasonOf(error: ErrorLike): string {
  if (CombinedGraphQLErrors.is(error)) return error.message;
  if (ServerError.is(error)) return 'Sightline’s server is unavailable';
  return 'Sightline can’t reach the server';
}

/**
 * For the query that reads a page's figures under the page filter (pass its `data` and `error`, not
 * `previousData`): when it fails for a filter other than the one of the figures on screen, the address goes
 * back to that one and the failure is kept for the filter bar (useFailedRefresh).
 */
export function useFilterFollowsFigures({ data, error }: { data: unknown; error?: ErrorLike }) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const current = filterPart(search);
  const [shown, setShown] = useState<string | null>(null);
  if (data !== undefined && shown !== current) setShown(current);
  const failedFor = data === undefined && error && shown !== null && shown !== current ? error : null;

  useEffect(() => {
    if (!failedFor || shown === null) return;
    setFailedRefresh({ pathname, shown, requested: current, reason: reasonOf(failedFor) });
    // At once, not as a transition: the old figures must not wear the new label a moment longer, and a
    // transition here can be restarted over and over by the page's other queries failing just as fast.
    // React cannot flush inside an effect, hence the microtask.
    let cancelled = false;
    queueMicrotask(() => {
      if (cancelled) return;
      void navigate(
        { pathname, search: withFilterPart(search, shown), hash },
        { replace: true, flushSync: true },
      );
    });
    return () => {
      cancelled = true;
    };
  }, [failedFor, shown, current, pathname, search, hash, navigate]);

  // Another page, or this one shown afresh later, starts without the notice.
  useEffect(() => () => setFailedRefresh(null), []);
}

/**
 * The failed refresh of the figures on screen, if any, and `retry`, which asks for the failed filter again
 * (a failure again comes back here).
 */
export function useFailedRefresh(): { failed: FailedRefresh | null; retry: () => void } {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const failed = useSyncExternalStore(subscribe, () => failedRefresh);
  const here = failed && failed.pathname === pathname && failed.shown === filterPart(search) ? failed : null;
  const retry = useCallback(() => {
    if (!here) return;
    setFailedRefresh(null);
    void navigate(
      { pathname, search: withFilterPart(search, here.requested), hash },
      { replace: true, flushSync: true },
    );
  }, [here, pathname, search, hash, navigate]);
  return { failed: here, retry };
}
