/**
 * A collection run reads the brand configuration when it starts. When an alias is added while it runs, and
 * the re-analysis that the change starts has already read the history, the answers the run stores after it
 * still end with the reading of the current configuration, and the rollups agree with the answers. The
 * engines answer only when the test lets them, so the interleaving is the same on every machine.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { aggregateMismatches, recomputedRollups, storedRollups } from '../../test/collection.testkit';
import { startTestServer, type TestServer } from '../../test/harness';
import { graphql, signUp } from '../../test/http';
import type { AnswerEngine, Platform } from '../../core/engines';

/** Names the brand only by an alias it does not have when the run starts. */
const ANSWER = 'Quicksilver is the fastest way to pay suppliers, and its cards are reliable.';
const WAIT = { timeout: 30_000, interval: 100 };

/** Engines whose answers wait until the test lets that many through. */
function gatedEngines() {
  const waiting: (() => void)[] = [];
  let allowed = 0;
  const admit = () => {
    for (; allowed > 0 && waiting.length > 0; allowed--) waiting.shift()!();
  };
  return {
    engines: (platforms: readonly string[]): AnswerEngine[] =>
      platforms.map((platform) => ({
        platform: platform as Platform,
        engine: 'gated',
        model: 'gated-1',
        simulated: true,
        ask: async () => {
          await new Promise<void>((resolve) => {
            waiting.push(resolve);
            admit();
          });
          return { text: ANSWER, citations: [], model: 'gated-1' };
        },
      })),
    allow: (count: number) => {
      allowed += count;
      admit();
    },
  };
}

const gate = gatedEngines();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { WORKER_IN_PROCESS: 'true' }, engines: gate.engines });
}, 60_000);
afterAll(async () => {
  gate.allow(Number.MAX_SAFE_INTEGER);
  await server?.close();
});

const UPDATE_BRAND = `mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { aliases } } }`;

test('answers a run stores after a brand change was re-analysed end with the current reading', async () => {
  const { token, brandId } = await signUp(server.url, 'midrun');
  const call = async (query: string, variables: Record<string, unknown> = {}) => {
    const { body } = await graphql<any>(server.url, query, variables, token);
    expect(body.errors).toBeUndefined();
    return body.data;
  };
  const brand = { name: 'Mercury', website: 'https://mercury.com' };
  await call(UPDATE_BRAND, { input: { ...brand, aliases: [] } });
  const { createTopic } = await call(`mutation { createTopic(input: { name: "Banking" }) { topic { id } } }`);
  for (const question of ['Which business bank is best?', 'Which bank pays suppliers fastest?'])
    await call(`mutation($input: AddPromptInput!) { addPrompt(input: $input) { prompt { id } } }`, {
      input: { topicId: createTopic.topic.id, question },
    });
  const { startCollectionRun } = await call(`mutation { startCollectionRun { run { id } } }`);
  const runStatus = async () =>
    (
      await call(`query($id: ID!) { collectionRun(id: $id) { status total } }`, {
        id: startCollectionRun.run.id,
      })
    ).collectionRun;
  const reanalysis = async () =>
    (await call(`{ viewer { reanalysis { state } } }`)).viewer.reanalysis?.state ?? null;
  const visibility = async () =>
    (
      await server.db.query<{ visible: boolean }>(
        `select visible from answers where user_id = $1 and status = 'ok' order by collected_at`,
        [brandId],
      )
    ).map(({ visible }) => visible);

  // Half the answers arrive, read as the run's configuration has it: the alias is not the brand's yet.
  await expect.poll(async () => (await runStatus()).total, WAIT).toBe(6);
  gate.allow(3);
  await expect.poll(visibility, WAIT).toEqual([false, false, false]);

  // The alias is added, and the re-analysis it starts reads those answers again before the others arrive.
  await call(UPDATE_BRAND, { input: { ...brand, aliases: ['Quicksilver'] } });
  await expect.poll(reanalysis, WAIT).toBe('DONE');
  expect(await visibility()).toEqual([true, true, true]);

  gate.allow(3);
  await expect.poll(async () => (await runStatus()).status, WAIT).toBe('COMPLETED');
  // Every answer ends read with the alias, and the rollups count what the answers hold.
  await expect
    .poll(async () => ({ visible: await visibility(), reanalysis: await reanalysis() }), WAIT)
    .toEqual({ visible: Array(6).fill(true), reanalysis: 'DONE' });
  expect(await storedRollups(server.db)).toEqual(await recomputedRollups(server.db));
  expect(await aggregateMismatches(server.db)).toEqual([]);
  const { overview } = await call(`{ overview(period: { preset: ALL_TIME }) { metrics { impressions } } }`);
  expect(overview.metrics.impressions).toBe(6);
});
