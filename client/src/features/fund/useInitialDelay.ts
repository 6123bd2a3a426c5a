import { useEffect, useState } from 'react';

/** The fund view keeps its loading state for a fixed second after the session loads (spec §2, §9). */
export const FUND_INITIAL_DELAY_MS = 1000;

/** True until `ms` milliseconds after the first render. */
export function useInitialDelay(ms: number): boolean {
  const [waiting, setWaiting] = useState(ms > 0);
  useEffect(() => {
    if (ms <= 0) return;
    const timer = window.setTimeout(() => setWaiting(false), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return waiting;
}
