/**
 * A competitor's mentions read the same wherever they are shown: the overview's Competitor Rankings, the
 * Settings list, the topic pages (which add up to the overview), REST /api/competitors, and the answers
 * behind the figure. The brand's own row sits in the same ranking, and "Your rank" names it. A new account
 * sees its setup checklist until it has collected.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { getJson, graphql, signIn, signUp } from './http';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  token = await signIn(server.url, 'demo@example.com');
});
afterAll(() => server?.close());

// All time and every prompt, as Settings, REST and the drill-down count (GraphQL's default is 30 days, unbranded).
const FIGURES = `{
  competitors { id name mentions }
  overview(period: { preset: ALL_TIME }, promptKind: ALL) {
    metrics {
      competitorRankings {
        companyRank shareOfVoice
        brand { name mentions shareOfVoice rank }
        rankings { id name count mentions shareOfVoice rank }
      }
    }
  }
  topics {
    id
    metrics(period: { preset: ALL_TIME }, promptKind: ALL) { competitorRankings { rankings { id count mentions } } }
  }
}`;

const drillDown = `query ($competitorId: ID!) {
  answers(filter: { competitorId: $competitorId }, first: 1) { totalCount }
}`;

test("every competitor's mentions agree: overview, Settings, topic pages, REST and the drill-down", async () => {
  const { body } = await graphql<any>(server.url, FIGURES, {}, token);
  expect(body.errors).toBeUndefined();
  const { competitors, overview, topics } = body.data;
  const ranking = overview.metrics.competitorRankings;
  expect(ranking.rankings.length).toBeGreaterThan(1);
  const rest = await getJson<any>(`${server.url}/api/competitors`, token);
  const aggregateId = Object.keys(rest.body.data.by_topic).find(
    (id) => !topics.some((topic: any) => topic.id === id),
  )!;
  const restRows = new Map<string, any>(
    rest.body.data.by_topic[aggregateId].rankings.map((row: any) => [row.name, row]),
  );
  for (const row of ranking.rankings) {
    expect(row.count).toBe(row.mentions);
    const settings = competitors.find((c: any) => c.id === row.id);
    expect(settings.mentions).toBe(row.count);
    const perTopic = topics.map(
      (topic: any) => topic.metrics.competitorRankings.rankings.find((r: any) => r.id === row.id)?.count ?? 0,
    );
    expect(perTopic.reduce((sum: number, n: number) => sum + n, 0)).toBe(row.count);
    expect(restRows.get(row.name)).toMatchObject({ count: row.count, rank: row.rank });
    const answers = await graphql<any>(server.url, drillDown, { competitorId: row.id }, token);
    expect(answers.body.data.answers.totalCount).toBe(row.count);
  }
  // Kong, the demo's most named competitor, reads one number (it read 1,453 and 2,906 before).
  const kong = ranking.rankings.find((row: any) => row.name === 'Kong');
  expect(kong).toBeDefined();
  expect(competitors.find((c: any) => c.name === 'Kong').mentions).toBe(kong.count);
});

test('the brand is a row of the same ranking: shares add up to 100 % and "Your rank" is its place', async () => {
  const { body } = await graphql<any>(server.url, FIGURES, {}, token);
  const ranking = body.data.overview.metrics.competitorRankings;
  expect(ranking.brand.name).toBe('Quillstack');
  expect(ranking.brand.shareOfVoice).toBe(ranking.shareOfVoice);
  const rows = [ranking.brand, ...ranking.rankings].sort((a: any, b: any) => a.rank - b.rank);
  expect(rows.map((row: any) => row.rank)).toEqual(rows.map((_: any, index: number) => index + 1));
  for (let index = 1; index < rows.length; index += 1)
    expect(rows[index].mentions).toBeLessThanOrEqual(rows[index - 1].mentions);
  const shares = rows.reduce((sum: number, row: any) => sum + row.shareOfVoice, 0);
  expect(Math.abs(shares - 100)).toBeLessThan(0.5);
  expect(ranking.companyRank).toBe(ranking.brand.rank <= 5 ? ranking.brand.rank : 0);
});

const SETUP = `{ viewer { setup { complete steps { key done optional } } } }`;

test('a new account sees its setup checklist; the seeded demo, having collected, does not', async () => {
  const demo = await graphql<any>(server.url, SETUP, {}, token);
  expect(demo.body.data.viewer.setup.complete).toBe(true);

  const fresh = await signUp(server.url, 'checklist-newcomer');
  const { body } = await graphql<any>(server.url, SETUP, {}, fresh.token);
  expect(body.errors).toBeUndefined();
  expect(body.data.viewer.setup).toEqual({
    complete: false,
    steps: [
      { key: 'BRAND', done: false, optional: false },
      { key: 'COMPETITORS', done: false, optional: false },
      { key: 'PROMPTS', done: false, optional: false },
      { key: 'FIRST_RUN', done: false, optional: false },
      { key: 'API_TOKEN', done: false, optional: true },
      { key: 'CRAWLER_LOG', done: false, optional: true },
    ],
  });
  // Setting the brand with its website ticks the first step at once (the change notice clears the cache).
  const saved = await graphql<any>(
    server.url,
    `
      mutation {
        updateBrand(input: { name: "Newcomer Labs", website: "https://newcomer.example", aliases: [] }) {
          brand {
            name
          }
        }
      }
    `,
    {},
    fresh.token,
  );
  expect(saved.body.errors).toBeUndefined();
  const after = await graphql<any>(server.url, SETUP, {}, fresh.token);
  expect(after.body.data.viewer.setup.steps[0]).toEqual({ key: 'BRAND', done: true, optional: false });
  expect(after.body.data.viewer.setup.complete).toBe(false);
});
