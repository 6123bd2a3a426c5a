/**
 * Through the API: saving the brand with a new alias or a "not this" line re-analyses the account's
 * history on the job queue, Viewer.reanalysis shows it finish, and the overview's figures change to what
 * the answers drawer counts. Another account's history and figures are left alone.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { graphql, signUp } from '../../test/http';
import { expectedImpressions, seedHistory } from '../../test/reanalysis.testkit';

let server: TestServer;
let owner: { token: string; brandId: string };
let other: { token: string; brandId: string };
let answers: number;

const UPDATE = `mutation($input: UpdateBrandInput!) {
  updateBrand(input: $input) { brand { name website aliases notThis } }
}`;
const PROGRESS = `{ viewer { reanalysis { state done total startedAt finishedAt error } } }`;
const FIGURES = `{
  overview(period: { preset: ALL_TIME }) { metrics { impressions answers } }
  answers(filter: { period: { preset: ALL_TIME } }, first: 1) { okCount visibleCount }
}`;

beforeAll(async () => {
  server = await startTestServer({ env: { WORKER_IN_PROCESS: 'true' } });
  owner = await signUp(server.url, 'reanalysed');
  other = await signUp(server.url, 'bystander');
  answers = await seedHistory(server.db, owner.brandId);
  await seedHistory(server.db, other.brandId, { prompts: 2, days: 3 });
}, 60_000);
afterAll(() => server?.close());

async function figures(token: string) {
  const { body } = await graphql<any>(server.url, FIGURES, {}, token);
  return {
    impressions: body.data.overview.metrics.impressions as number,
    answers: body.data.overview.metrics.answers as number,
    drawerVisible: body.data.answers.visibleCount as number,
  };
}

const progress = async (token: string) =>
  (await graphql<any>(server.url, PROGRESS, {}, token)).body.data.viewer.reanalysis;

async function saveBrand(input: Record<string, unknown>, token = owner.token) {
  const response = await graphql<any>(server.url, UPDATE, { input }, token);
  expect(response.body.errors).toBeUndefined();
  return response.body.data.updateBrand.brand;
}

async function waitUntilDone(token: string) {
  await expect
    .poll(async () => (await progress(token))?.state, { timeout: 30_000, interval: 100 })
    .toBe('DONE');
  return progress(token);
}

test('adding an alias re-analyses the history: the overview changes and equals the drawer', async () => {
  expect(await progress(owner.token)).toBeNull();
  const before = await figures(owner.token);
  const bystander = await figures(other.token);
  expect(before.impressions).toBe(before.drawerVisible);

  await saveBrand({ name: 'Mercury', website: 'https://mercury.com', aliases: ['Quicksilver'] });
  const done = await waitUntilDone(owner.token);
  expect(done).toMatchObject({ state: 'DONE', done: answers, total: answers, error: null });
  expect(done.finishedAt).toBeTruthy();

  const after = await figures(owner.token);
  expect(after.answers).toBe(before.answers);
  expect(after.impressions).toBeGreaterThan(before.impressions);
  expect(after.impressions).toBe(after.drawerVisible);
  expect(after.impressions).toBe(await expectedImpressions(server.db, owner.brandId));
  // Another account: nothing re-analysed, nothing changed.
  expect(await progress(other.token)).toBeNull();
  expect(await figures(other.token)).toEqual(bystander);
});

test('a "not this" line is stored, shown, and applied to the history', async () => {
  const before = await figures(owner.token);
  const brand = await saveBrand({
    name: 'Mercury',
    website: 'https://mercury.com',
    aliases: ['Quicksilver'],
    notThis: ['  Mercury   Drug ', 'the planet'],
  });
  expect(brand.notThis).toEqual(['Mercury Drug', 'the planet']);
  await waitUntilDone(owner.token);
  // Only the answers that name the brand were read again (its names and site, as the matchers look for them).
  expect(
    (
      await server.db.query<{ scope: string[] }>('select scope from reanalysis_jobs where user_id = $1', [
        owner.brandId,
      ])
    )[0]!.scope,
  ).toEqual(['text:mercury', 'text:mercury.com', 'text:quicksilver']);
  const after = await figures(owner.token);
  expect(after.impressions).toBeLessThan(before.impressions);
  expect(after.impressions).toBe(after.drawerVisible);
  expect(after.impressions).toBe(await expectedImpressions(server.db, owner.brandId));

  // Saving without notThis keeps the list; saving the same configuration queues nothing new.
  const requestedAt = (
    await server.db.query<{ at: string }>(
      'select requested_at::text as at from reanalysis_jobs where user_id = $1',
      [owner.brandId],
    )
  )[0]!.at;
  const kept = await saveBrand({ name: 'Mercury', website: 'https://mercury.com', aliases: ['Quicksilver'] });
  expect(kept.notThis).toEqual(['Mercury Drug', 'the planet']);
  expect(
    (
      await server.db.query<{ at: string }>(
        'select requested_at::text as at from reanalysis_jobs where user_id = $1',
        [owner.brandId],
      )
    )[0]!.at,
  ).toBe(requestedAt);
});

test('adding a competitor re-analyses the history too', async () => {
  const generation = async () =>
    (
      await server.db.query<{ g: number }>('select generation as g from reanalysis_jobs where user_id = $1', [
        owner.brandId,
      ])
    )[0]!.g;
  const before = await generation();
  const response = await graphql<any>(
    server.url,
    `
      mutation {
        setCompetitors(input: { names: ["Venus Labs", "Orbit Pay"] }) {
          competitors {
            name
          }
        }
      }
    `,
    {},
    owner.token,
  );
  expect(response.body.errors).toBeUndefined();
  expect(await generation()).toBe(before + 1);
  expect(await waitUntilDone(owner.token)).toMatchObject({ done: answers, total: answers });
});

test.each([
  [['  '], 'Write what the brand is not, or remove this line.'],
  [['x'.repeat(81)], 'A line is at most 80 characters.'],
  [['the planet', 'The Planet'], '"The Planet" is listed twice.'],
  [Array.from({ length: 21 }, (_, i) => `sense ${i}`), 'List at most 20 things the brand is not.'],
])('a bad "not this" list %# is refused with its message and changes nothing', async (notThis, message) => {
  const before = await server.db.query('select name, aliases, not_this from brands where user_id = $1', [
    owner.brandId,
  ]);
  const response = await graphql<any>(
    server.url,
    UPDATE,
    { input: { name: 'Mercury', aliases: [], notThis } },
    owner.token,
  );
  expect(response.status).toBe(400);
  expect(response.body.errors?.[0]?.message).toBe(message);
  expect(
    await server.db.query('select name, aliases, not_this from brands where user_id = $1', [owner.brandId]),
  ).toEqual(before);
});

test('the progress is the signed-in account’s own; without a session it is refused', async () => {
  expect(await progress(other.token)).toBeNull();
  const anonymous = await graphql<any>(server.url, PROGRESS, {});
  expect(anonymous.status).toBe(401);
});
