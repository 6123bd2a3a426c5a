import { expect, test } from 'vitest';
import { mapInTurns } from './turns';

/** Counts the turns the event loop takes while `run` runs, and tells the turn each item was mapped in. */
async function mapCountingTurns<R>(run: (turnNow: () => number) => Promise<R>): Promise<R> {
  let turns = 0;
  let ticking = true;
  const tick = () => {
    turns++;
    if (ticking) setImmediate(tick);
  };
  setImmediate(tick);
  try {
    return await run(() => turns);
  } finally {
    ticking = false;
  }
}

/** The items' turns grouped into slices, in order: each run of equal turns is one slice. */
function slicesOf(seenInTurn: readonly number[]): number[][] {
  const slices: number[][] = [];
  for (const turn of seenInTurn) {
    const last = slices[slices.length - 1];
    if (last && last[0] === turn) last.push(turn);
    else slices.push([turn]);
  }
  return slices;
}

test('maps in order, a slice at a time, and lets the event loop turn between slices', async () => {
  const seenInTurn: number[] = [];
  const doubled = await mapCountingTurns((turnNow) =>
    mapInTurns(
      Array.from({ length: 250 }, (_, i) => i),
      100,
      async (n) => {
        seenInTurn.push(turnNow());
        return n * 2;
      },
      // No time limit: the slices are cut by count alone.
      Infinity,
    ),
  );
  expect(doubled).toEqual(Array.from({ length: 250 }, (_, i) => i * 2));
  // Three slices (100, 100, 50), each mapped within one turn, each in a later turn than the last.
  expect(slicesOf(seenInTurn).map((slice) => slice.length)).toEqual([100, 100, 50]);
});

test('a slice stops starting items once it has held the event loop for its time', async () => {
  const seenInTurn: number[] = [];
  const mapped = await mapCountingTurns((turnNow) =>
    mapInTurns(
      Array.from({ length: 12 }, (_, i) => i),
      100,
      async (n) => {
        seenInTurn.push(turnNow());
        // Each item holds the loop for 5 ms, as an answer does before the compiler has warmed up.
        const until = performance.now() + 5;
        while (performance.now() < until);
        return n;
      },
      12,
    ),
  );
  expect(mapped).toEqual(Array.from({ length: 12 }, (_, i) => i));
  // After three items a slice has held the loop for at least 15 ms: no slice starts a fourth.
  const slices = slicesOf(seenInTurn);
  expect(slices.length).toBeGreaterThanOrEqual(4);
  for (const slice of slices) expect(slice.length).toBeLessThanOrEqual(3);
});

test('nothing to map: nothing is called', async () => {
  let calls = 0;
  expect(await mapInTurns([], 10, async () => ++calls)).toEqual([]);
  expect(calls).toBe(0);
});
