import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { GOLDEN_FILE, goldenLines, type GoldenLine } from './golden';

/** The fields of two readings of one answer that differ, each as `path: golden -> now`. */
function differences(golden: unknown, now: unknown, path = ''): string[] {
  if (JSON.stringify(golden) === JSON.stringify(now)) return [];
  if (golden && now && typeof golden === 'object' && typeof now === 'object') {
    const keys = new Set([...Object.keys(golden), ...Object.keys(now)]);
    return [...keys].flatMap((key) =>
      differences(
        (golden as Record<string, unknown>)[key],
        (now as Record<string, unknown>)[key],
        path ? `${path}.${key}` : key,
      ),
    );
  }
  return [`${path}: ${JSON.stringify(golden)} -> ${JSON.stringify(now)}`];
}

// Slow: reads all 3,800 labelled answers (30 s alone, twice that beside other files). Guards the readings.
test(
  'the analyzer reads every labelled answer as golden.jsonl records (npm run eval:golden rewrites it)',
  { tags: ['slow'], timeout: 180_000 },
  () => {
    const golden = readFileSync(GOLDEN_FILE, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as GoldenLine);
    const now = goldenLines();
    const key = (line: GoldenLine) => `${line.set} ${line.id}`;
    expect(now.map(key)).toEqual(golden.map(key));
    const changed = now
      .map((line, i) => ({ line, diff: differences(golden[i], line) }))
      .filter(({ diff }) => diff.length > 0);
    const report = changed
      .slice(0, 5)
      .map(({ line, diff }) => `${key(line)}\n  ${diff.slice(0, 12).join('\n  ')}`)
      .join('\n');
    expect(`${changed.length} answers read differently\n${report}`).toBe('0 answers read differently\n');
  },
);
