/**
 * Each demo account sees its own data, through GraphQL on a seeded server: the seeded history is listed as
 * the account's collection runs, and neither account reads the other's sample data.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { graphql, signIn } from './http';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
const tokens = { demo: '', fund: '' };

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  tokens.demo = await signIn(server.url, 'demo@example.com');
  tokens.fund = await signIn(server.url, 'fund@example.com');
});
afterAll(async () => server?.close());

interface RunsData {
  latestCollectionRun: { day: string; status: string; trigger: string; percent: number } | null;
  collectionRuns: { day: string; status: string; total: number; answered: number; failures: number }[];
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
    expect(runs.every((r) => r.status === 'COMPLETED' && r.total === r.answered + r.failures)).toBe(true);
    // The runs account for every stored answer.
    expect(runs.reduce((sum, r) => sum + r.total, 0)).toBe(answers.totalCount);
  },
);
