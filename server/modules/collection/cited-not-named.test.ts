/**
 * "Cited, not named" through GraphQL: answers that cite a page of the brand's own site (its domain or a
 * subdomain, not a look-alike domain) without naming the brand are counted apart from Brand Visibility
 * (Metrics.citedNotNamed) and listed by answers(filter: { citesBrandSite, visible }).
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { addDays, todayUtc } from '../../lib/dates';
import { claimedAnswer, makeFactsAccount, type FactsAccount } from '../../test/facts.testkit';
import { startTestServer, type TestServer } from '../../test/harness';
import { graphql } from '../../test/http';
import { storeAnswers } from './collection.store';

let server: TestServer;
let account: FactsAccount;
const today = todayUtc();

const page = (url: string) => ({ url, domain: new URL(url).hostname.replace(/^www\./, '') });

beforeAll(async () => {
  server = await startTestServer();
  account = await makeFactsAccount(server.db, server.url, 'cited-not-named');
  const day = addDays(today, -1);
  const answer = (sample: number, visible: boolean, urls: string[]) =>
    claimedAnswer(account, day, sample, [], {
      visible,
      position: visible ? 1 : null,
      sentiment: visible ? 50 : null,
      text: visible
        ? 'Acme is a budgeting app for couples; its pricing page lists the plans.'
        : 'Budgeting apps for couples differ mostly in how they share accounts.',
      sources: urls.map(page),
    });
  await storeAnswers(server.db, account.brandId, [
    answer(1, true, ['https://www.acme.example/pricing']),
    answer(2, false, ['https://www.acme.example/pricing', 'https://reviews.example/budgeting']),
    answer(3, false, ['https://help.acme.example/shared-budgets']),
    answer(4, false, ['https://reviews.example/budgeting']),
    answer(5, false, ['https://acme.example.lookalike.com/pricing', 'https://notacme.example/']),
    answer(6, false, []),
  ]);
}, 120_000);
afterAll(() => server?.close());

async function data(query: string) {
  const { body } = await graphql<any>(server.url, query, {}, account.token);
  expect(body.errors).toBeUndefined();
  return body.data;
}

test('answers citing the brand’s site without naming it are counted apart from visibility', async () => {
  const { overview } = await data(
    `{ overview(period: { preset: LAST_7_DAYS }, promptKind: ALL) { metrics { impressions answers citedNotNamed } } }`,
  );
  expect(overview.metrics).toEqual({ impressions: 1, answers: 6, citedNotNamed: 2 });
});

test('the answers filter lists them, and their opposite', async () => {
  const listed = async (filter: string) => {
    const { answers } = await data(
      `{ answers(filter: { ${filter}, period: { preset: LAST_7_DAYS }, promptKind: ALL }, first: 20) {
        totalCount edges { node { text sources { url } } } } }`,
    );
    return answers;
  };
  const cited = await listed('citesBrandSite: true, visible: false');
  expect(cited.totalCount).toBe(2);
  expect(cited.edges.map((edge: any) => edge.node.sources.map((s: any) => s.url)).sort()).toEqual([
    ['https://help.acme.example/shared-budgets'],
    ['https://reviews.example/budgeting', 'https://www.acme.example/pricing'],
  ]);
  expect((await listed('citesBrandSite: true')).totalCount).toBe(3);
  expect((await listed('citesBrandSite: false')).totalCount).toBe(3);
});

test('under any page filter, on the overview and on a topic page, the count is what the answers filter lists', async () => {
  const filters = [
    'period: { preset: LAST_7_DAYS }, promptKind: ALL',
    'period: { preset: ALL_TIME }, promptKind: ALL',
    'period: { preset: LAST_7_DAYS }, platforms: [CHATGPT], promptKind: ALL',
    'period: { preset: LAST_7_DAYS }, platforms: [GEMINI], promptKind: ALL',
    'period: { preset: LAST_7_DAYS }, promptKind: BRANDED',
    'period: { preset: LAST_7_DAYS }, promptKind: UNBRANDED',
    `period: { from: "${addDays(today, -3)}", to: "${addDays(today, -2)}" }, promptKind: ALL`,
  ];
  for (const filter of filters) {
    const { overview, topic, answers } = await data(`{
      overview(${filter}) { metrics { citedNotNamed } }
      topic(slug: "budgeting", ${filter}) { metrics { citedNotNamed } }
      answers(filter: { citesBrandSite: true, visible: false, status: OK, ${filter} }, first: 0) { totalCount }
    }`);
    expect({ filter, overview: overview.metrics.citedNotNamed, topic: topic.metrics.citedNotNamed }).toEqual({
      filter,
      overview: answers.totalCount,
      topic: answers.totalCount,
    });
  }
});

test('a brand without a website has no answer citing it', async () => {
  await server.db.query(`update brands set website = null where user_id = $1`, [account.brandId]);
  try {
    const { overview } = await data(
      `{ overview(period: { preset: LAST_30_DAYS }, promptKind: ALL) { metrics { citedNotNamed } } }`,
    );
    expect(overview.metrics.citedNotNamed).toBe(0);
  } finally {
    await server.db.query(`update brands set website = 'https://www.acme.example/' where user_id = $1`, [
      account.brandId,
    ]);
  }
});
