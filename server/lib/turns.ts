/**
 * Maps `items` through `fn` in slices, and gives the event loop a turn between slices: CPU-bound work over
 * thousands of items would otherwise hold it, and every request the process serves, for as long as the
 * whole list takes. A slice starts at most `perTurn` items (those run concurrently), and no more once the
 * slice has held the loop for `turnMs`: the first items a fresh process maps run before the compiler has
 * warmed up, at up to twenty times their later cost.
 */
export async function mapInTurns<T, R>(
  items: readonly T[],
  perTurn: number,
  fn: (item: T) => Promise<R>,
  turnMs = 20,
): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  while (next < items.length) {
    if (next > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    const sliceStarted = performance.now();
    const slice: Promise<R>[] = [];
    do slice.push(fn(items[next++]!));
    while (next < items.length && slice.length < perTurn && performance.now() - sliceStarted < turnMs);
    results.push(...(await Promise.all(slice)));
  }
  return results;
}
