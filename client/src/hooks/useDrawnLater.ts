import { useDeferredValue } from 'react';

/**
 * A query's result for drawing a page, drawn in the background: the render that follows a response is
 * interruptible (React yields to the browser every few milliseconds) instead of one long task that holds
 * up input. Until it is drawn, `drawing` is true and the previous result (or none) is returned.
 */
export function useDrawnLater<T>(result: T | undefined): { shown: T | undefined; drawing: boolean } {
  const shown = useDeferredValue(result);
  return { shown, drawing: shown !== result };
}
