// @module-tag slow: runs `npm run analyze` as child processes, each loading the analyzer afresh. The judge path
// it drives is covered in process by server/core/judge/judge.test.ts in the fast lane.
/**
 * npm run analyze with and without an LLM judge: the judge (here an OpenAI-compatible endpoint on a local
 * server replaying recorded replies) reads each JSONL record and the result names it; a refused record falls
 * back to the rules analyzer and says so; without a judge the rules analyzer answers. Standard error names
 * the analyzer in use.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { judgedMessage, openaiJudgeResponse } from '../../server/test/judge-responses.testkit';
import { startReplayServer, type ReplayServer } from '../../server/test/replay.testkit';
import { runToExit } from '../../server/test/server-process';
import { RULES_ANALYZER } from '../../server/core/analysis';

const PRAISED = 'Acme is the most reliable option, and Globex is cheaper.';
const REFUSED = 'Acme had an outage last week.';
const judgement = {
  brand_mentioned: true,
  mention_quotes: ['Acme is the most reliable option'],
  brands_in_order: ['Acme', 'Globex'],
  brand_position: 1,
  sentiment_score: 78,
  sentiment_label: 'positive',
  sentiment_quotes: ['the most reliable option'],
  statements: [
    { subject: 'Acme', quote: PRAISED, polarity: 'positive', aspects: ['RELIABILITY_TRUST'], attributes: [] },
    { subject: 'Globex', quote: PRAISED, polarity: 'positive', aspects: ['PRICE_VALUE'], attributes: [] },
  ],
};
const records = [PRAISED, REFUSED]
  .map((text) => JSON.stringify({ text, brand: 'Acme', competitors: ['Globex'] }))
  .join('\n');
// No vendor key from the environment running the tests may choose another judge.
const noVendors = { OPENAI_API_KEY: '', ANTHROPIC_API_KEY: '', GEMINI_API_KEY: '', ANALYSIS_PROVIDER: '' };

let replay: ReplayServer;
beforeAll(async () => {
  replay = await startReplayServer((request) =>
    judgedMessage(request).includes(PRAISED)
      ? { body: openaiJudgeResponse(JSON.stringify(judgement), { model: 'qwen3:8b' }) }
      : { body: openaiJudgeResponse(null, { refusal: 'I cannot help with that.' }) },
  );
});
afterAll(() => replay.close());

test('with ANALYSIS_BASE_URL the judge reads each record and every result names its analyzer', async () => {
  const run = await runToExit(
    'tools/cli/analyze.ts',
    ['--jsonl'],
    { ...noVendors, ANALYSIS_BASE_URL: `${replay.url}/v1`, ANALYSIS_MODEL: 'qwen3:8b' },
    records,
  );
  expect(run.code).toBe(0);
  expect(run.output).toContain('Analyzer: the LLM judge judge:compatible/qwen3:8b@2');
  const [praised, refused] = run.stdout
    .trim()
    .split('\n')
    .map((out) => JSON.parse(out));
  expect(praised).toEqual({
    visible: true,
    position: 1,
    competitors: ['Globex'],
    sources: [],
    sentiment: 78,
    sentimentLabel: 'positive',
    analyzer: 'judge:compatible/qwen3:8b@2',
    evidence: { mention: judgement.mention_quotes, sentiment: judgement.sentiment_quotes },
  });
  expect(refused).toMatchObject({
    visible: true,
    analyzer: `${RULES_ANALYZER} (fallback from judge:compatible/qwen3:8b@2: refusal)`,
  });
  expect(replay.requests).toHaveLength(2);
}, 60_000);

test('without a judge the rules analyzer answers', async () => {
  const run = await runToExit(
    'tools/cli/analyze.ts',
    ['--brand', 'Acme', '--competitors', 'Globex'],
    noVendors,
    PRAISED,
  );
  expect(run.code).toBe(0);
  expect(run.output).toContain(`Analyzer: ${RULES_ANALYZER} (no LLM judge configured)`);
  expect(JSON.parse(run.stdout)).toMatchObject({ visible: true, position: 1, analyzer: RULES_ANALYZER });
}, 60_000);
