/**
 * Maps `items` through `fn`, `perTurn` items at a time (those concurrently), and gives the event loop a turn
 * between slices: CPU-bound work over thousands of items would otherwise hold it, and every request the
 * process serves, for as long as the whole list takes.
 */
export async function mapInTurns<T, R>(
  items: readonly T[],
  perTurn: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let from = 0; from < items.length; from += perTurn) {
    if (from > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    results.push(...(await Promise.all(items.slice(from, from + perTurn).map(fn))));
  }
  return results;
}
