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
import { rebuildAccountRollups } from '../../core/rollups';
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

/** The page filters the count is held to the answers filter under. */
const FILTERS = [
  'period: { preset: LAST_7_DAYS }, promptKind: ALL',
  'period: { preset: ALL_TIME }, promptKind: ALL',
  'period: { preset: LAST_7_DAYS }, platforms: [CHATGPT], promptKind: ALL',
  'period: { preset: LAST_7_DAYS }, platforms: [GEMINI], promptKind: ALL',
  'period: { preset: LAST_7_DAYS }, promptKind: BRANDED',
  'period: { preset: LAST_7_DAYS }, promptKind: UNBRANDED',
  `period: { from: "${addDays(today, -3)}", to: "${addDays(today, -2)}" }, promptKind: ALL`,
];

/** Holds the overview's and the topic page's count to the answers filter under every page filter; the all-time count. */
async function expectCountsAsListed(): Promise<number> {
  for (const filter of FILTERS) {
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
  const { overview } = await data(
    `{ overview(period: { preset: ALL_TIME }, promptKind: ALL) { metrics { citedNotNamed } } }`,
  );
  return overview.metrics.citedNotNamed;
}

test('under any page filter, on the overview and on a topic page, the count is what the answers filter lists', async () => {
  await expectCountsAsListed();
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

// The count is summed from a rollup (cited_not_named_daily): each change below would leave it stale if the
// rollup missed it.

test('a new answer citing the site without naming the brand counts at once', async () => {
  const before = await expectCountsAsListed();
  await storeAnswers(server.db, account.brandId, [
    claimedAnswer(account, addDays(today, -2), 7, [], {
      platform: 'gemini',
      visible: false,
      position: null,
      sentiment: null,
      text: 'Budgeting apps differ in how they share accounts.',
      sources: [page('https://docs.acme.example/sharing')],
    }),
  ]);
  expect(await expectCountsAsListed()).toBe(before + 1);
});

test('a correction naming the brand takes the answer out, and clearing it puts it back', async () => {
  const before = await expectCountsAsListed();
  const { answers } = await data(
    `{ answers(filter: { citesBrandSite: true, visible: false, status: OK, period: { preset: ALL_TIME },
      promptKind: ALL }, first: 1) { edges { node { id } } } }`,
  );
  const answerId = answers.edges[0].node.id;
  const mutate = async (mutation: string, input: Record<string, unknown>) => {
    const { body } = await graphql<any>(
      server.url,
      mutation,
      { input: { answerId, ...input } },
      account.token,
    );
    expect(body.errors).toBeUndefined();
  };
  await mutate('mutation($input: CorrectAnswerInput!) { correctAnswer(input: $input) { answer { id } } }', {
    visible: true,
    position: 1,
  });
  expect(await expectCountsAsListed()).toBe(before - 1);
  await mutate(
    'mutation($input: ClearCorrectionInput!) { clearCorrection(input: $input) { answer { id } } }',
    {},
  );
  expect(await expectCountsAsListed()).toBe(before);
});

test('a rollup rebuild (a re-analysis, a prompt’s kind set) counts the answers again', async () => {
  const before = await expectCountsAsListed();
  const { body } = await graphql<any>(
    server.url,
    'mutation($input: SetPromptKindInput!) { setPromptKind(input: $input) { prompt { id } } }',
    { input: { id: account.promptId, kind: 'BRANDED' } },
    account.token,
  );
  expect(body.errors).toBeUndefined();
  expect(await expectCountsAsListed()).toBe(before);
  // A re-analysis reading an answer anew as naming the brand, then rebuilding the rollups.
  await server.db.transaction(async (tx) => {
    await tx.query(
      `update answers set visible = true where id = (select s.answer_id from answer_sources s
        join source_urls u on u.id = s.url_id join answers a on a.id = s.answer_id
        where a.user_id = $1 and u.domain = 'help.acme.example' and not a.visible limit 1)`,
      [account.brandId],
    );
    await rebuildAccountRollups(tx, account.brandId, { sourcesUnchanged: true });
  });
  expect(await expectCountsAsListed()).toBe(before - 1);
});

test('a new website counts the answers citing it, and the old one’s again when it comes back', async () => {
  const before = await expectCountsAsListed();
  const setWebsite = async (website: string) => {
    const { body } = await graphql<any>(
      server.url,
      'mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { website } } }',
      { input: { name: 'Acme', website, aliases: [] } },
      account.token,
    );
    expect(body.errors).toBeUndefined();
  };
  await setWebsite('https://reviews.example/');
  expect(await expectCountsAsListed()).toBeGreaterThan(0);
  await setWebsite('https://www.acme.example/');
  expect(await expectCountsAsListed()).toBe(before);
});
