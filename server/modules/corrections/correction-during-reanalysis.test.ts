/**
 * A correction made while a re-analysis runs, between the moment a batch is read and the moment it is
 * written: the batch writes the correction applied to its new reading, and the rollups it recounts count
 * what the rows hold (a rebuild from the answers changes nothing).
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { graphql, signUp } from '../../test/http';
import { seedHistory, storedFigures } from '../../test/reanalysis.testkit';
import { requestReanalysisRow, reanalyseAccount } from '../reanalysis';
import { rebuildAccountRollups } from '../../core/rollups';

let server: TestServer;
let owner: { token: string; brandId: string };

beforeAll(async () => {
  server = await startTestServer();
  owner = await signUp(server.url, 'meanwhile');
  await seedHistory(server.db, owner.brandId, { prompts: 2, days: 10 });
}, 60_000);
afterAll(() => server?.close());

const BATCH = 5;

test('a correction between a batch’s read and its write: applied to the new reading, counted once', async () => {
  // "Not this: Mercury Drug": one answer in five reads differently, so the rollups count those again.
  await server.db.query(`update public.brands set not_this = array['Mercury Drug'] where user_id = $1`, [
    owner.brandId,
  ]);
  await requestReanalysisRow(server.db, owner.brandId);
  let corrected: string | null = null;
  const result = await reanalyseAccount(server.db, owner.brandId, {
    batchSize: BATCH,
    // Called once a batch has landed: the next one has been read and analysed, and is not written yet.
    afterBatch: async ({ done }) => {
      if (corrected) return;
      const [next] = await server.db.query<{ id: string }>(
        `select id from (
          select id, answer_text from public.answers where user_id = $1
          order by collected_at desc, id desc offset $2 limit $3) a
        where answer_text like 'Mercury Drug%' limit 1`,
        [owner.brandId, done, BATCH],
      );
      if (!next) return;
      const body = (
        await graphql<any>(
          server.url,
          `
            mutation ($input: CorrectAnswerInput!) {
              correctAnswer(input: $input) {
                answer {
                  id
                }
              }
            }
          `,
          { input: { answerId: next.id, sentimentLabel: 'NEGATIVE' } },
          owner.token,
        )
      ).body;
      expect(body.errors).toBeUndefined();
      corrected = next.id;
    },
  });
  expect(result.outcome).toBe('done');
  expect(corrected).not.toBeNull();
  // The analyzer now reads the pharmacy as not the brand: the correction's sentiment goes with it.
  const [row] = await server.db.query<{ visible: boolean; sentiment: number | null }>(
    `select visible, sentiment from public.answers where id = $1`,
    [corrected],
  );
  expect(row).toEqual({ visible: false, sentiment: null });
  const before = (await storedFigures(server.db, owner.brandId)).rollups;
  await server.db.transaction((tx) => rebuildAccountRollups(tx, owner.brandId));
  expect((await storedFigures(server.db, owner.brandId)).rollups).toEqual(before);
});
