/**
 * Bing's grounding queries (issue 63) through GraphQL: after an upload of the AI performance export, the
 * queries over the period (undated rows in every period), one per query case aside, most cited first, with
 * the pages cited for each; an export without a query column has none; a brand without an upload is told so;
 * another brand sees none of them; a bad `first` is refused in words.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays, todayUtc } from '../../lib/dates';
import { startTestServer, type TestServer } from '../../test/harness';
import { graphqlOn, signUp } from '../../test/http';

const SITE = 'acme-bing.test';
const today = todayUtc();
const day = (offset: number) => addDays(today, offset);
let server: TestServer;
let owner: { token: string; brandId: string };
let other: { token: string; brandId: string };
const { call, ok } = graphqlOn(() => server.url);

const QUERIES = `query ($first: Int) { bingGroundingQueries(first: $first) { uploaded fileName total queries { query citations pages } } }`;
const UPLOAD = `mutation ($input: ImportBingAiPerformanceInput!) { importBingAiPerformance(input: $input) { rows } }`;

beforeAll(async () => {
  server = await startTestServer();
  owner = await signUp(server.url, 'bing-owner');
  other = await signUp(server.url, 'bing-other');
  await server.db.query(
    `insert into brands (user_id, name, website) values ($1, 'Acme', $3), ($2, 'Globex', 'https://globex-bing.test')`,
    [owner.brandId, other.brandId, `https://${SITE}`],
  );
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('bingGroundingQueries', () => {
  test('lists the upload’s grounding queries over the period, most cited first', async () => {
    const csv = [
      'Date,Page,Grounding query,Citations',
      `${day(-1)},https://${SITE}/pricing,acme pricing,5`,
      `${day(-2)},https://${SITE}/plans,Acme Pricing,2`,
      `${day(-3)},https://${SITE}/docs,acme api docs,3`,
      // Undated: counted whatever the period.
      `,https://${SITE}/docs,acme sdk,1`,
      // Before the default 30 days: left out.
      `${day(-45)},https://${SITE}/docs,acme old,9`,
    ].join('\n');
    const upload = await ok(owner.token, UPLOAD, { input: { csv, fileName: 'bing-ai.csv' } }, owner.brandId);
    expect(upload.importBingAiPerformance).toEqual({ rows: 5 });
    const bing = (await ok(owner.token, QUERIES, {}, owner.brandId)).bingGroundingQueries;
    expect(bing).toEqual({
      uploaded: true,
      fileName: 'bing-ai.csv',
      total: 3,
      queries: [
        { query: 'acme pricing', citations: 7, pages: 2 },
        { query: 'acme api docs', citations: 3, pages: 1 },
        { query: 'acme sdk', citations: 1, pages: 1 },
      ],
    });
    const firstOnly = (await ok(owner.token, QUERIES, { first: 1 }, owner.brandId)).bingGroundingQueries;
    expect(firstOnly.total).toBe(3);
    expect(firstOnly.queries).toEqual([{ query: 'acme pricing', citations: 7, pages: 2 }]);
  });

  test('another brand sees no upload and none of the first one’s queries', async () => {
    const bing = (await ok(other.token, QUERIES, {}, other.brandId)).bingGroundingQueries;
    expect(bing).toEqual({ uploaded: false, fileName: null, total: 0, queries: [] });
  });

  test('an export without a query column has no grounding queries', async () => {
    const csv = `Page,Citations\nhttps://${SITE}/pricing,4\n`;
    await ok(owner.token, UPLOAD, { input: { csv, fileName: 'no-queries.csv' } }, owner.brandId);
    const bing = (await ok(owner.token, QUERIES, {}, owner.brandId)).bingGroundingQueries;
    expect(bing).toEqual({ uploaded: true, fileName: 'no-queries.csv', total: 0, queries: [] });
  });

  test('first outside 1–200 is refused in words', async () => {
    const body = await call(owner.token, QUERIES, { first: 0 }, owner.brandId);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.message).toMatch(/first must be a whole number from 1 to 200/);
  });
});
