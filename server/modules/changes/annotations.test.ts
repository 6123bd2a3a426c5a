import { expect, test } from 'vitest';
import { addDays } from '../../lib/dates';
import { annotationsFor, deriveAnnotations, type AnnotationRecords } from './annotations';
import type { AnswerSourceDayRow } from './annotations.store';

const START = '2026-10-01';
const days = (count: number) => Array.from({ length: count }, (_, i) => addDays(START, i));

/** Ten days of chatgpt and gemini answers; `model(day)` and `analyzer(day)` pick what read them. */
function answerDays(
  model: (platform: string, day: string) => string,
  analyzer: (day: string) => string = () => 'rules@1',
): AnswerSourceDayRow[] {
  return days(10).flatMap((day) =>
    ['chatgpt', 'gemini'].map((platform) => ({
      day,
      platform,
      model: model(platform, day),
      analyzer: analyzer(day),
      answers: 20,
    })),
  );
}

const records = (overrides: Partial<AnnotationRecords>): AnnotationRecords => ({
  answerDays: answerDays((platform) => `${platform}-1`),
  prompts: [],
  topicNames: new Map([
    ['t-api', 'API'],
    ['t-cloud', 'Cloud'],
  ]),
  reanalysis: null,
  changes: [],
  ...overrides,
});

test('a model change is marked on its first day once it held 3 collection days; a 2-day blip is not', () => {
  const held = deriveAnnotations(
    records({
      answerDays: answerDays((platform, day) =>
        platform === 'chatgpt' && day >= '2026-10-05'
          ? 'gpt-5'
          : platform === 'gemini' && day >= '2026-10-03' && day <= '2026-10-04'
            ? 'gemini-x'
            : `${platform}-1`,
      ),
    }),
  );
  expect(held).toEqual([
    {
      day: '2026-10-05',
      kind: 'MODEL_CHANGED',
      label: 'ChatGPT now answers with gpt-5 (was chatgpt-1)',
      topicId: null,
      platform: 'chatgpt',
    },
  ]);
  // The last two days only: not held yet.
  const recent = deriveAnnotations(
    records({
      answerDays: answerDays((platform, day) =>
        platform === 'chatgpt' && day >= '2026-10-09' ? 'gpt-5' : `${platform}-1`,
      ),
    }),
  );
  expect(recent).toEqual([]);
});

test('an analyzer step where the history was not read again; a completed re-analysis leaves none', () => {
  const judge = deriveAnnotations(
    records({
      answerDays: answerDays(
        (p) => `${p}-1`,
        (day) => (day >= '2026-10-06' ? 'judge:gpt@1' : 'rules@1'),
      ),
    }),
  );
  expect(judge.map((a) => [a.day, a.kind])).toEqual([['2026-10-06', 'ANALYZER_CHANGED']]);
  expect(
    deriveAnnotations(records({ reanalysis: { state: 'done', requestedOn: '2026-10-04', scoped: true } })),
  ).toEqual([]);
  expect(
    deriveAnnotations(records({ reanalysis: { state: 'failed', requestedOn: '2026-10-04', scoped: true } })),
  ).toEqual([
    {
      day: '2026-10-04',
      kind: 'BRAND_CHANGED',
      label:
        'Brand or competitor names changed: earlier answers were not read again (the re-analysis failed)',
      topicId: null,
      platform: null,
    },
  ]);
  expect(
    deriveAnnotations(
      records({ reanalysis: { state: 'running', requestedOn: '2026-10-04', scoped: false } }),
    )[0],
  ).toMatchObject({
    kind: 'ANALYZER_CHANGED',
    label: expect.stringContaining('still reading'),
  });
});

test('prompts added after the first day, archived or reworded are marked on their topic; logged changes once per topic', () => {
  const all = deriveAnnotations(
    records({
      prompts: [
        { id: 'p1', topicId: 't-api', firstDay: START, archivedOn: null, rewordedOn: null },
        { id: 'p2', topicId: 't-api', firstDay: '2026-10-04', archivedOn: null, rewordedOn: null },
        { id: 'p3', topicId: 't-api', firstDay: '2026-10-04', archivedOn: '2026-10-08', rewordedOn: null },
        { id: 'p4', topicId: 't-cloud', firstDay: START, archivedOn: null, rewordedOn: '2026-10-08' },
      ],
      changes: [{ id: 'c1', title: 'Comparison page', day: '2026-10-06', topicIds: ['t-api', 't-cloud'] }],
    }),
  );
  expect(all.map((a) => [a.day, a.kind, a.label, a.topicId])).toEqual([
    ['2026-10-04', 'PROMPTS_CHANGED', '2 prompts added in API', 't-api'],
    ['2026-10-06', 'CHANGE_LOGGED', 'Change: Comparison page', 't-api'],
    ['2026-10-06', 'CHANGE_LOGGED', 'Change: Comparison page', 't-cloud'],
    ['2026-10-08', 'PROMPTS_CHANGED', '1 prompt archived in API', 't-api'],
    ['2026-10-08', 'PROMPTS_CHANGED', '1 prompt reworded in Cloud', 't-cloud'],
  ]);
  const to = '2026-10-31';
  // A topic's chart: its own and every topic's; the overview: each once; a period cuts.
  expect(
    annotationsFor(all, { from: null, to, topicId: 't-cloud', platforms: null }).map((a) => a.label),
  ).toEqual(['Change: Comparison page', '1 prompt reworded in Cloud']);
  expect(annotationsFor(all, { from: null, to, topicId: null, platforms: null })).toHaveLength(4);
  expect(annotationsFor(all, { from: '2026-10-07', to, topicId: null, platforms: null })).toHaveLength(2);
});

test('platform annotations show on charts of their platform only', () => {
  const all = deriveAnnotations(
    records({
      answerDays: answerDays((platform, day) =>
        platform === 'gemini' && day >= '2026-10-03' ? 'gemini-2' : `${platform}-1`,
      ),
    }),
  );
  const on = (platforms: string[] | null) =>
    annotationsFor(all, { from: null, to: '2026-10-31', topicId: null, platforms }).map((a) => a.platform);
  expect(on(null)).toEqual(['gemini']);
  expect(on(['gemini'])).toEqual(['gemini']);
  expect(on(['chatgpt'])).toEqual([]);
});
