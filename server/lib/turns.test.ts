import { expect, test } from 'vitest';
import { mapInTurns } from './turns';

test('maps in order, a slice at a time, and lets the event loop turn between slices', async () => {
  // A task the event loop runs once per turn it gets: the turn each item was mapped in.
  let turns = 0;
  let ticking = true;
  const tick = () => {
    turns++;
    if (ticking) setImmediate(tick);
  };
  setImmediate(tick);
  const seenInTurn: number[] = [];
  const doubled = await mapInTurns(
    Array.from({ length: 250 }, (_, i) => i),
    100,
    async (n) => {
      seenInTurn.push(turns);
      return n * 2;
    },
  );
  ticking = false;
  expect(doubled).toEqual(Array.from({ length: 250 }, (_, i) => i * 2));
  // Three slices (100, 100, 50), each mapped within one turn, each in a later turn than the last.
  const slices = [seenInTurn.slice(0, 100), seenInTurn.slice(100, 200), seenInTurn.slice(200)];
  for (const slice of slices) expect(new Set(slice).size).toBe(1);
  expect(slices[0]![0]).toBeLessThan(slices[1]![0]!);
  expect(slices[1]![0]).toBeLessThan(slices[2]![0]!);
});

test('nothing to map: nothing is called', async () => {
  let calls = 0;
  expect(await mapInTurns([], 10, async () => ++calls)).toEqual([]);
  expect(calls).toBe(0);
});
