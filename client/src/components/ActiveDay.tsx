import { useEffect, type RefObject } from 'react';
import { useActiveTooltipLabel } from 'recharts';

/**
 * Inside a Recharts chart: renders nothing, copies the tooltip's current day (moved by the pointer or the
 * arrow keys) into a ref, so that Enter can open the day shown.
 */
export function ActiveDay({ dayRef }: { dayRef: RefObject<string | undefined> }) {
  const label = useActiveTooltipLabel();
  useEffect(() => {
    dayRef.current = label === undefined ? undefined : String(label);
  }, [dayRef, label]);
  return null;
}
