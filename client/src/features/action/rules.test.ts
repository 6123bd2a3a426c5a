// @vitest-environment node
import { expect, test } from 'vitest';
import { LLM_CONTENT } from './data/fund';
import {
  addVisit,
  buildLlmsExport,
  canSend,
  delta,
  editorScoresOnChange,
  filterItems,
  matchesSource,
  mulberry32,
  nextSort,
  potentialBadge,
  progressFor,
  saveItem,
  seedVisits,
  simVisit,
  tick,
  toggleOne,
  weekChange,
  weeklyMentions,
  wordCount,
} from './rules';

test('progress: +15 % visibility and +8 % citations per completed step', () => {
  expect(progressFor(0, 5)).toEqual({ percent: 0 });
  expect(progressFor(1, 5)).toEqual({ percent: 20 });
  expect(progressFor(3, 5)).toEqual({ percent: 60 });
  expect(progressFor(5, 5)).toEqual({ percent: 100 });
});

test('one open at a time', () => {
  expect(toggleOne(null, 'a')).toBe('a');
  expect(toggleOne('a', 'b')).toBe('b');
  expect(toggleOne('b', 'b')).toBeNull();
});

test('comparison delta: up above +5, down below −5, else about equal', () => {
  expect(delta(56, 50)).toBe('up');
  expect(delta(55, 50)).toBe('equal');
  expect(delta(45, 50)).toBe('equal');
  expect(delta(44, 50)).toBe('down');
});

test('sort flips on the active column and starts ascending on another', () => {
  const s1 = nextSort({ key: 'rank', dir: 'asc' as const }, 'rank');
  expect(s1).toEqual({ key: 'rank', dir: 'desc' });
  expect(nextSort(s1, 'rank')).toEqual({ key: 'rank', dir: 'asc' });
  expect(nextSort(s1, 'visibility')).toEqual({ key: 'visibility', dir: 'asc' });
});

test('partnership potential badge: 90+ High, 80-89 Medium, else Low', () => {
  expect([94, 90, 89, 80, 79].map(potentialBadge)).toEqual(['High', 'High', 'Medium', 'Medium', 'Low']);
});

test('llms.txt editor live scores', () => {
  const base = { conciseness: 80, fluency: 70, technicalAccuracy: 90, citationPotential: 85 };
  const longLine = 'x'.repeat(50);
  // grows: −0.5, lines average > 40 characters → fluency 90
  expect(editorScoresOnChange(base, 'abc', longLine)).toEqual({ ...base, conciseness: 79.5, fluency: 90 });
  // shrinks: +1, short lines → 70
  expect(editorScoresOnChange(base, 'abcdef', 'abc')).toEqual({ ...base, conciseness: 81, fluency: 70 });
  // bounds: max 100, min 50
  expect(editorScoresOnChange({ ...base, conciseness: 100 }, 'ab', 'a').conciseness).toBe(100);
  expect(editorScoresOnChange({ ...base, conciseness: 50 }, 'a', 'ab').conciseness).toBe(50);
  // same length: unchanged
  expect(editorScoresOnChange(base, 'ab', 'cd').conciseness).toBe(80);
});

test('content items: save sets today and counts words by spaces; search and category filter', () => {
  const saved = saveItem(LLM_CONTENT[0]!, 'one two  three', new Date('2026-11-22T10:00:00Z'));
  expect(saved.lastModified).toBe('2026-11-22');
  expect(saved.wordCount).toBe(4); // split on single spaces: the double space counts
  expect(wordCount('a b c')).toBe(3);
  expect(filterItems(LLM_CONTENT, 'CLIMATE', 'all').map((i) => i.id)).toEqual(['c1', 'c2', 'c4']);
  expect(filterItems(LLM_CONTENT, '', 'Strategy').map((i) => i.id)).toEqual(['c1', 'c7']);
  expect(filterItems(LLM_CONTENT, 'fintech', 'Strategy').map((i) => i.id)).toEqual(['c1', 'c7']);
});

test('export holds only published items, as an llms.txt', () => {
  const text = buildLlmsExport(LLM_CONTENT, 'Fund', 'https://fund.example', 'A fund.');
  const published = LLM_CONTENT.filter((i) => i.status === 'published');
  for (const i of published) expect(text).toContain(`[${i.title}]`);
  for (const i of LLM_CONTENT.filter((x) => x.status !== 'published')) expect(text).not.toContain(i.title);
  expect(text.startsWith('# Fund\n\n> A fund.\n')).toBe(true);
  expect(text.match(/^- \[/gm)).toHaveLength(published.length);
});

test('the send-button rule: source, subject and body', () => {
  expect(canSend('s1', 'Hi', 'Body')).toBe(true);
  expect(canSend(null, 'Hi', 'Body')).toBe(false);
  expect(canSend('s1', '  ', 'Body')).toBe(false);
  expect(canSend('s1', 'Hi', '')).toBe(false);
});

test('source search matches name, category or topic', () => {
  const s = { name: 'Climate Tech Review', category: 'Newsletter', topics: ['energy'] };
  expect(['climate', 'NEWS', 'energ', ''].map((q) => matchesSource(s, q))).toEqual([true, true, true, true]);
  expect(matchesSource(s, 'podcast')).toBe(false);
});

test('live feed: seeded PRNG, 8 seeded visits within 5 minutes, status and provider shares', () => {
  const now = 1_800_000_000_000;
  const a = seedVisits(mulberry32(1), now);
  const b = seedVisits(mulberry32(1), now);
  expect(a.map((v) => [v.timestamp, v.provider, v.responseCode])).toEqual(
    b.map((v) => [v.timestamp, v.provider, v.responseCode]),
  );
  expect(a).toHaveLength(8);
  for (const v of a) expect(now - v.timestamp).toBeLessThanOrEqual(5 * 60_000);
  expect([...a].sort((x, y) => y.timestamp - x.timestamp)).toEqual(a);

  const random = mulberry32(42);
  const visits = Array.from({ length: 20_000 }, () => simVisit(random, now));
  const share = (f: (v: (typeof visits)[number]) => boolean) => visits.filter(f).length / visits.length;
  expect(share((v) => v.responseCode === 200)).toBeCloseTo(0.95, 1);
  expect(share((v) => v.responseCode === 404) / share((v) => v.responseCode !== 200)).toBeCloseTo(0.8, 1);
  expect(share((v) => v.provider === 'OpenAI')).toBeCloseTo(0.6, 1);
});

test('live feed tick: adds a visit when the draw is under 0.7, caps at 50', () => {
  const now = 1_800_000_000_000;
  const draws = (first: number) => {
    let i = 0;
    return () => (i++ === 0 ? first : 0.5);
  };
  expect(tick([], draws(0.69), now)).toHaveLength(1);
  expect(tick([], draws(0.7), now)).toHaveLength(0);
  let list = seedVisits(mulberry32(3), now);
  for (let i = 0; i < 60; i++) list = addVisit(list, simVisit(mulberry32(i), now + i));
  expect(list).toHaveLength(50);
  expect(list[0]!.timestamp).toBe(now + 59);
});

test('weekly figure = visits of the last 7 days + 3420; week change', () => {
  const now = 1_800_000_000_000;
  const day = 86_400_000;
  expect(
    weeklyMentions([{ timestamp: now }, { timestamp: now - 6 * day }, { timestamp: now - 8 * day }], now),
  ).toBe(3422);
  expect(weekChange(12, 10)).toBe('+20.0%');
  expect(weekChange(5, 10)).toBe('-50.0%');
  expect(weekChange(3, 0)).toBe('new');
  expect(weekChange(0, 0)).toBe('—');
});
