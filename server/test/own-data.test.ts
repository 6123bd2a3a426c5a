/**
 * Each demo account sees its own data, through GraphQL on a seeded server: the seeded history is listed as
 * the account's collection runs, and neither account reads the other's sample data.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { getJson, graphql, signIn } from './http';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
const tokens = { demo: '', fund: '' };
const FUND_STRINGS =
  /Lumen Peak|lumenpeak|Sequoia|Andreessen|Portfolio Companies|Investment Strategy|venture/i;
const GENERAL_STRINGS = /Quillstack|quillstack|Postman|Kong|Apigee/;

/** Everything the account's dashboard and Action Center read of its own data, as one string. */
async function ownData(account: 'demo' | 'fund'): Promise<string> {
  const token = tokens[account];
  const { body } = await graphql(
    server.url,
    `
      {
        viewer {
          brand {
            name
          }
        }
        overview {
          metrics {
            topSources(window: ALL) {
              url
            }
            competitorRankings(window: ALL) {
              rankings {
                name
                logoUrl
              }
            }
          }
        }
        topics {
          name
        }
        crawlerActivity {
          recentVisits {
            pageRoute
          }
        }
        outreachMessages {
          sourceName
          to
        }
        answers(first: 50) {
          edges {
            node {
              question
              text
              sources {
                url
              }
            }
          }
        }
      }
    `,
    {},
    token,
  );
  expect(body.errors).toBeUndefined();
  const rest = await Promise.all(
    ['competitors', 'sources', 'topics'].map(
      async (path) => (await getJson(`${server.url}/api/${path}`, token)).body,
    ),
  );
  return JSON.stringify([body.data, rest]);
}

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  tokens.demo = await signIn(server.url, 'demo@example.com');
  tokens.fund = await signIn(server.url, 'fund@example.com');
});
afterAll(async () => server?.close());

interface RunsData {
  latestCollectionRun: { day: string; status: string; trigger: string; percent: number } | null;
  collectionRuns: {
    day: string;
    status: string;
    total: number;
    answered: number;
    failures: number;
    refusals: number;
  }[];
  answers: { totalCount: number };
}

test.each(['demo', 'fund'] as const)(
  "the %s account's seeded history is listed as completed collection runs, one per day",
  async (account) => {
    const { body } = await graphql<RunsData>(
      server.url,
      `
        {
          latestCollectionRun {
            day
            status
            trigger
            percent
          }
          collectionRuns(first: 100) {
            day
            status
            total
            answered
            failures
            refusals
          }
          answers(first: 0) {
            totalCount
          }
        }
      `,
      {},
      tokens[account],
    );
    expect(body.errors).toBeUndefined();
    const { latestCollectionRun: latest, collectionRuns: runs, answers } = body.data!;
    const today = new Date().toISOString().slice(0, 10);
    expect(latest).toMatchObject({ day: today, status: 'COMPLETED', trigger: 'SCHEDULE', percent: 100 });
    expect(runs).toHaveLength(90);
    expect(new Set(runs.map((r) => r.day)).size).toBe(90);
    expect(
      runs.every((r) => r.status === 'COMPLETED' && r.total === r.answered + r.failures + r.refusals),
    ).toBe(true);
    // The simulated platforms decline now and then: refusals are settled apart from answers and failures.
    expect(runs.some((r) => r.refusals > 0)).toBe(true);
    // The runs account for every stored answer.
    expect(runs.reduce((sum, r) => sum + r.total, 0)).toBe(answers.totalCount);
  },
);

test("the software demo reads none of the fund's sample data, through GraphQL and REST", async () => {
  const demo = await ownData('demo');
  expect(demo).toContain('Quillstack');
  expect(demo).not.toMatch(FUND_STRINGS);
  const sample = await graphql(server.url, '{ fundOverview { promptCount } }', {}, tokens.demo);
  expect(sample.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
});

test("the fund reads none of the software demo's data, through GraphQL and REST", async () => {
  const fund = await ownData('fund');
  expect(fund).toContain('Lumen Peak');
  expect(fund).not.toMatch(GENERAL_STRINGS);
  const { body } = await graphql(
    server.url,
    '{ fundOverview { competitorRankings { name } topSources { url } } fundPrompts { prompts { prompt } } }',
    {},
    tokens.fund,
  );
  expect(body.errors).toBeUndefined();
  expect(JSON.stringify(body.data)).not.toMatch(GENERAL_STRINGS);
});

test('no stored competitor logo points at a third-party host', async () => {
  for (const account of ['demo', 'fund'] as const) {
    const { body } = await getJson<{ rankings?: unknown }>(`${server.url}/api/competitors`, tokens[account]);
    expect(JSON.stringify(body)).not.toMatch(/https?:\/\/|clearbit/);
  }
});
