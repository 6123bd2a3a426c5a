/**
 * The "How we measure" definitions as the API serves them: every figure is defined, the thresholds and
 * windows quoted are the ones the code uses, and every API field they point to exists in the schema.
 */
import { buildSchema, isObjectType } from 'graphql';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { graphql } from '../../test/http';
import { PERIOD_PRESETS, presetDays } from '../../../graphql/shared/period-rules';
import { CORRECTED_SENTIMENT_SCORES } from '../../../graphql/shared/sentiment-label';
import { MAX_SIDE_DAYS, MIN_SIDE_DAYS } from '../changes';
import { RULES_ANALYZER } from '../../core/analysis';
import { MAX_JUDGED_ANSWER_CHARS } from '../../core/judge';
import {
  GREAT_VISIBILITY_THRESHOLD,
  MEDIUM_VISIBILITY_THRESHOLD,
  SENTIMENT_WINDOW_DAYS,
  WINDOW_PRESET,
} from '../metrics';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

interface Definition {
  key: string;
  name: string;
  summary: string;
  numerator: string;
  denominator: string;
  period: string;
  shownAs: string[];
  details: string[];
  forAnalysts: string[];
}

async function definitions(): Promise<Definition[]> {
  const { status, body } = await graphql<{ metricDefinitions: Definition[] }>(
    server.url,
    '{ metricDefinitions { key name summary numerator denominator period shownAs details forAnalysts } }',
  );
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
  return body.data!.metricDefinitions;
}

test('every figure the dashboards show is defined, without signing in', async () => {
  const list = await definitions();
  expect(list.map((d) => d.key)).toEqual([
    'period',
    'visibility',
    'share-of-voice',
    'position',
    'sentiment',
    'answer-analysis',
    'corrections',
    'citation-share',
    'failures',
    'refusals',
    'no-answers',
    'searches',
    'prompt-kind',
    'alerts',
    'change-impact',
  ]);
  for (const definition of list) {
    expect(definition.numerator.length).toBeGreaterThan(10);
    expect(definition.denominator.length).toBeGreaterThan(10);
    expect(definition.shownAs.length).toBeGreaterThan(0);
  }
});

test('the thresholds and windows quoted are the ones the code uses', async () => {
  const byKey = new Map((await definitions()).map((d) => [d.key, d]));
  const text = (key: string) => JSON.stringify(byKey.get(key));
  expect(text('visibility')).toContain(`Great from ${GREAT_VISIBILITY_THRESHOLD} %`);
  expect(text('visibility')).toContain(`Medium from ${MEDIUM_VISIBILITY_THRESHOLD} %`);
  expect(text('visibility')).toContain('Wilson');
  expect(byKey.get('sentiment')!.period).toContain(`${SENTIMENT_WINDOW_DAYS} days`);
  expect(byKey.get('position')!.period).toContain(`${SENTIMENT_WINDOW_DAYS} days`);
  for (const key of ['share-of-voice', 'citation-share']) {
    expect(byKey.get(key)!.period).toContain(`${presetDays(WINDOW_PRESET.MONTH)} days`);
    expect(byKey.get(key)!.period).toContain(`${presetDays(WINDOW_PRESET.WEEK)} days`);
  }
  expect(text('refusals')).toMatch(/hedges and still names a tracked brand/);
  expect(text('failures')).toMatch(/never counted as “not visible”/);
  expect(text('no-answers')).toContain('answers ÷ (answers + no answers)');
  expect(text('answer-analysis')).toContain(RULES_ANALYZER);
  expect(text('answer-analysis')).toContain(`${MAX_JUDGED_ANSWER_CHARS.toLocaleString('en-US')} characters`);
  const period = text('period');
  for (const { days } of PERIOD_PRESETS) if (days !== null) expect(period).toContain(`${days}`);
  expect(period).toContain('previous period of equal length');
  expect(period).toMatch(/latest collection day/);
  expect(text('change-impact')).toContain('cluster bootstrap over prompts');
  for (const score of Object.values(CORRECTED_SENTIMENT_SCORES)) {
    expect(text('corrections')).toContain(`${score}`);
    expect(text('sentiment')).toContain(`${score}`);
  }
  expect(text('change-impact')).toContain(`at most ${MAX_SIDE_DAYS}`);
  expect(text('change-impact')).toContain(`at least ${MIN_SIDE_DAYS} days`);
});

/** Type.field, as analysts read GraphQL fields. */
const FIELD_REFERENCE = /\b[A-Z][A-Za-z]+\.[a-z][A-Za-z]+\b/g;

test('the text for marketers names no API field, parameter or route: those are for analysts', async () => {
  for (const definition of await definitions()) {
    const plain = [definition.summary, definition.numerator, definition.denominator, definition.period];
    for (const line of [...plain, ...definition.shownAs, ...definition.details]) {
      expect(line.match(FIELD_REFERENCE), line).toBeNull();
      expect(line, line).not.toMatch(/\/api\/|\bGraphQL\b|\bREST\b|promptKind|[A-Z_]{4,}\b(?! ?%)/);
    }
    expect(definition.forAnalysts.length, definition.key).toBeGreaterThan(0);
  }
});

test('every API field a definition names exists in the served schema', async () => {
  const sdl = await (await fetch(`${server.url}/graphql/schema.graphql`)).text();
  const schema = buildSchema(sdl);
  const references = new Set<string>();
  for (const definition of await definitions())
    for (const line of definition.forAnalysts)
      for (const [reference] of line.matchAll(FIELD_REFERENCE)) references.add(reference);
  expect(references.size).toBeGreaterThanOrEqual(8);
  for (const reference of references) {
    const [typeName, fieldName] = reference.split('.') as [string, string];
    const type = schema.getType(typeName);
    expect(type && isObjectType(type) ? Object.keys(type.getFields()) : [], reference).toContain(fieldName);
  }
});
