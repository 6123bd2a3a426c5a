/**
 * The fact check through GraphQL, on an account whose claims are known one by one: counts by status,
 * accuracy with its interval by fact and by platform, the page filter, the wrong claims newest first with
 * the pages likely behind each wrong value (the brand's own left out), and a reviewer's correction (roles,
 * another brand's claim, clearing it, kept by the next write of the answer's claims).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { answerAnalysisFor, storedReading, type StoredClaim } from '../../core/judge';
import { addDays, todayUtc } from '../../lib/dates';
import { claimedAnswer, makeFactsAccount } from '../../test/facts.testkit';
import { startTestServer, type TestServer } from '../../test/harness';
import { graphql, signUp } from '../../test/http';
import { getCollectionTarget, storeAnswers, writeAnswerClaims, type StoredAnswerInput } from '../collection';
import { reanalyseAccount } from '../reanalysis';

let server: TestServer;
const account = { token: '', brandId: '', promptId: '', personId: '', email: '' };
const stranger = { token: '', brandId: '' };
const today = todayUtc();

const REVIEWS = { url: 'https://reviews.example/acme-pricing', domain: 'reviews.example' };
const FORUM = { url: 'https://forum.example/acme', domain: 'forum.example' };
const NEWS = { url: 'https://news.example/budget-apps', domain: 'news.example' };
/** The brand's own pricing page: never a likely source. */
const OWN = { url: 'https://www.acme.example/pricing', domain: 'www.acme.example' };

const claim = (
  factKey: string,
  stated: string,
  status: StoredClaim['status'],
  start = 0,
  expected = factKey === 'price' ? '12.00' : '2015',
): StoredClaim => ({
  factKey,
  stated,
  expected,
  value: stated.trim().toLowerCase(),
  status,
  start,
  end: start + 30,
  quote: `Acme ${factKey} is ${stated} (at ${start}).`,
});

const makeAccount = (name: string) => makeFactsAccount(server.db, server.url, name);

const answer = (
  sample: number,
  day: string,
  claims: StoredClaim[],
  extra: Partial<StoredAnswerInput> = {},
): StoredAnswerInput => claimedAnswer(account, day, sample, claims, extra);

beforeAll(async () => {
  server = await startTestServer();
  Object.assign(account, await makeAccount('factcheck-owner'));
  await storeAnswers(server.db, account.brandId, [
    // "$9" is said three times, by answers citing the review page (and the brand's own page).
    answer(1, today, [claim('price', '$9 a month', 'WRONG'), claim('founded', '2015', 'CORRECT', 40)], {
      sources: [REVIEWS, OWN],
    }),
    answer(2, today, [claim('price', '$9 a month', 'WRONG')], {
      platform: 'perplexity',
      sources: [REVIEWS, OWN],
    }),
    answer(3, addDays(today, -1), [claim('price', '$9 A month ', 'WRONG')], {
      sources: [REVIEWS, OWN, NEWS],
    }),
    answer(
      4,
      addDays(today, -2),
      [claim('price', '$10', 'OUTDATED'), claim('founded', 'about 2015', 'UNCLEAR', 40)],
      {
        sources: [FORUM, OWN],
      },
    ),
    answer(5, addDays(today, -3), [claim('price', '$12', 'CORRECT')], { sources: [FORUM, NEWS, OWN] }),
    answer(6, addDays(today, -4), [], { sources: [NEWS, OWN] }),
    // The previous 30 days: outside the default filter.
    answer(7, addDays(today, -40), [claim('price', '$7', 'WRONG')]),
  ]);
  const other = await makeAccount('factcheck-stranger');
  Object.assign(stranger, { token: other.token, brandId: other.brandId });
  await storeAnswers(server.db, other.brandId, [
    { ...answer(1, today, [claim('price', '$1', 'WRONG')]), promptId: other.promptId },
  ]);
}, 300_000);
afterAll(() => server?.close());

async function data(token: string, query: string, variables: Record<string, unknown> = {}) {
  const { body } = await graphql<any>(server.url, query, variables, token);
  expect(body.errors).toBeUndefined();
  return body.data;
}

const FACT_CHECK = `query($period: PeriodInput, $platforms: [Platform!], $first: Int, $after: String) {
  factCheck(period: $period, platforms: $platforms) {
    answers answersWithClaims claims correct wrong outdated unclear
    accuracy { value low high }
    byFact { fact label claims correct wrong outdated unclear accuracy { value low high } }
    byPlatform { platform claims wrong accuracy { value } }
    wrongClaims(first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { node { id fact label stated expected status analyzerStatus corrected quote answerId platform day
        likelySources { url domain answers lift } } }
    }
  }
}`;

const CORRECT = `mutation($input: CorrectFactClaimInput!) {
  correctFactClaim(input: $input) { claim { id status analyzerStatus corrected } }
}`;

describe('claims counted', () => {
  test('counts by status, accuracy with its interval, by fact and by platform', async () => {
    const { factCheck } = await data(account.token, FACT_CHECK);
    expect(factCheck).toMatchObject({
      answers: 6,
      answersWithClaims: 5,
      claims: 7,
      correct: 2,
      wrong: 3,
      outdated: 1,
      unclear: 1,
    });
    // 2 correct of 6 judged (the unclear one says nothing either way).
    expect(factCheck.accuracy.value).toBeCloseTo((100 * 2) / 6, 6);
    expect(factCheck.accuracy.low).toBeGreaterThan(0);
    expect(factCheck.accuracy.low).toBeLessThan(factCheck.accuracy.value);
    expect(factCheck.accuracy.high).toBeGreaterThan(factCheck.accuracy.value);
    expect(factCheck.byFact.map((row: any) => [row.fact, row.label, row.claims])).toEqual([
      ['price', 'Monthly price', 5],
      ['founded', 'Founding year', 2],
    ]);
    expect(factCheck.byFact[1].accuracy.value).toBe(100);
    expect(factCheck.byPlatform).toEqual([
      { platform: 'CHATGPT', claims: 6, wrong: 2, accuracy: { value: 40 } },
      { platform: 'PERPLEXITY', claims: 1, wrong: 1, accuracy: { value: 0 } },
    ]);
  });

  test('the page filter: a platform, and all time', async () => {
    const perplexity = (await data(account.token, FACT_CHECK, { platforms: ['PERPLEXITY'] })).factCheck;
    expect(perplexity).toMatchObject({ answers: 1, claims: 1, wrong: 1 });
    const all = (await data(account.token, FACT_CHECK, { period: { preset: 'ALL_TIME' } })).factCheck;
    expect(all).toMatchObject({ answers: 7, claims: 8, wrong: 4 });
  });

  test('an account without claims reads zeros and no accuracy', async () => {
    const fresh = await signUp(server.url, 'factcheck-empty');
    const { factCheck } = await data(fresh.token, FACT_CHECK);
    expect(factCheck).toMatchObject({
      answers: 0,
      claims: 0,
      accuracy: { value: null, low: null, high: null },
    });
    expect(factCheck.byFact).toEqual([]);
    expect(factCheck.wrongClaims.totalCount).toBe(0);
  });
});

describe('wrong claims', () => {
  test('newest first, paged by cursor, each with the pages likely behind its value', async () => {
    const first = (await data(account.token, FACT_CHECK, { first: 2 })).factCheck.wrongClaims;
    expect(first.totalCount).toBe(4);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const rest = (await data(account.token, FACT_CHECK, { first: 2, after: first.pageInfo.endCursor }))
      .factCheck.wrongClaims;
    expect(rest.pageInfo.hasNextPage).toBe(false);
    const nodes = [...first.edges, ...rest.edges].map((edge: any) => edge.node);
    expect(nodes.map((node: any) => [node.stated.trim(), node.status, node.day])).toEqual([
      ['$9 a month', 'WRONG', today],
      ['$9 a month', 'WRONG', today],
      ['$9 A month', 'WRONG', addDays(today, -1)],
      ['$10', 'OUTDATED', addDays(today, -2)],
    ]);
    expect(nodes[0]).toMatchObject({
      fact: 'price',
      label: 'Monthly price',
      expected: '12.00',
      corrected: false,
    });
    // "$9 a month" is carried by 3 of the 6 answers; the review page is cited by those 3 and nowhere else:
    // lift (3/3) ÷ (3/6) = 2. The brand's own page is cited everywhere and is left out; the news page by only
    // one of the three.
    expect(nodes[0].likelySources).toEqual([
      { url: REVIEWS.url, domain: REVIEWS.domain, answers: 3, lift: 2 },
    ]);
    expect(nodes[2].likelySources).toEqual(nodes[0].likelySources);
    // "$10" is carried by one answer only: no page reaches two.
    expect(nodes[3].likelySources).toEqual([]);
  });

  test('a cursor this API did not give, or a page too large, is refused in words', async () => {
    const bad = await graphql<any>(server.url, FACT_CHECK, { after: 'nonsense' }, account.token);
    expect(bad.body.errors?.[0]).toMatchObject({
      message: 'after is not a cursor returned by wrongClaims.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const large = await graphql<any>(server.url, FACT_CHECK, { first: 51 }, account.token);
    expect(large.body.errors?.[0]?.message).toBe('first must be between 1 and 50.');
  });
});

describe('corrections', () => {
  test('an editor corrects a claim; it counts as corrected, survives a re-read, and clears', async () => {
    const before = (await data(account.token, FACT_CHECK)).factCheck;
    const outdated = before.wrongClaims.edges
      .map((edge: any) => edge.node)
      .find((n: any) => n.status === 'OUTDATED');
    const corrected = await data(account.token, CORRECT, {
      input: { claimId: outdated.id, status: 'CORRECT' },
    });
    expect(corrected.correctFactClaim.claim).toEqual({
      id: outdated.id,
      status: 'CORRECT',
      analyzerStatus: 'OUTDATED',
      corrected: true,
    });
    const after = (await data(account.token, FACT_CHECK)).factCheck;
    expect(after).toMatchObject({ correct: 3, outdated: 0 });

    // The analyzer reads the answer again (same place, same reading): the reviewer's status stays.
    await writeAnswerClaims(server.db, account.brandId, [
      {
        answerId: outdated.answerId,
        claims: [claim('price', '$10', 'OUTDATED'), claim('founded', 'about 2015', 'UNCLEAR', 40)],
      },
    ]);
    expect((await data(account.token, FACT_CHECK)).factCheck).toMatchObject({ correct: 3, outdated: 0 });

    const [audit] = await server.db.query<{ action: string; target: string }>(
      `select action, target from audit_log where action like 'fact_claim.%' order by id desc limit 1`,
    );
    // The audit log names the claim by its fact and quote.
    expect(audit).toEqual({
      action: 'fact_claim.correct.correct',
      target: `${outdated.fact}: “${outdated.quote}”`,
    });

    // The analyzer's accuracy counts it against the reviewer's; a confirmation agrees.
    const accuracy = async () =>
      (
        await data(
          account.token,
          '{ analysisAccuracy { claimReviews claimStatusAgreed claimStatusAccuracy } }',
        )
      ).analysisAccuracy;
    expect(await accuracy()).toEqual({ claimReviews: 1, claimStatusAgreed: 0, claimStatusAccuracy: 0 });
    const wrong = after.wrongClaims.edges
      .map((edge: any) => edge.node)
      .find((n: any) => n.status === 'WRONG');
    await data(account.token, CORRECT, { input: { claimId: wrong.id, status: 'WRONG' } });
    expect(await accuracy()).toEqual({ claimReviews: 2, claimStatusAgreed: 1, claimStatusAccuracy: 0.5 });

    const cleared = await data(account.token, CORRECT, { input: { claimId: outdated.id, status: null } });
    expect(cleared.correctFactClaim.claim).toMatchObject({ status: 'OUTDATED', corrected: false });
    expect((await data(account.token, FACT_CHECK)).factCheck).toMatchObject({ correct: 2, outdated: 1 });
    expect(await accuracy()).toEqual({ claimReviews: 1, claimStatusAgreed: 1, claimStatusAccuracy: 1 });
  });

  test('a VIEWER may not correct; another brand’s claim and a bad id are refused; nothing changes', async () => {
    const viewer = await signUp(server.url, 'factcheck-viewer');
    const [membership] = await server.db.query<{ workspace_id: string }>(
      `select workspace_id from workspace_members where user_id = $1 and role = 'OWNER'`,
      [account.brandId],
    );
    await server.db.query(
      `insert into workspace_members (workspace_id, user_id, role) values ($1, $2, 'VIEWER')`,
      [membership!.workspace_id, viewer.personId],
    );
    const headers = { 'x-sightline-brand': account.brandId };
    const read = await graphql<any>(server.url, FACT_CHECK, {}, viewer.token, headers);
    expect(read.body.data.factCheck.claims).toBe(7);
    const id = read.body.data.factCheck.wrongClaims.edges[0].node.id;
    const refused = await graphql<any>(
      server.url,
      CORRECT,
      { input: { claimId: id, status: 'CORRECT' } },
      viewer.token,
      headers,
    );
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'Your role in this workspace is VIEWER: correcting a claim needs EDITOR or higher.',
      extensions: { code: 'FORBIDDEN' },
    });
    const foreign = await graphql<any>(
      server.url,
      CORRECT,
      { input: { claimId: id, status: 'CORRECT' } },
      stranger.token,
    );
    expect(foreign.body.errors?.[0]).toMatchObject({
      message: 'Unknown claim.',
      extensions: { code: 'NOT_FOUND' },
    });
    const malformed = await graphql<any>(
      server.url,
      CORRECT,
      { input: { claimId: 'x', status: 'CORRECT' } },
      account.token,
    );
    expect(malformed.body.errors?.[0]).toMatchObject({
      message: 'claimId is not a valid id.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await data(account.token, FACT_CHECK)).factCheck).toMatchObject({
      correct: 2,
      wrong: 3,
      outdated: 1,
    });
    // The stranger's own figures are theirs alone.
    expect((await data(stranger.token, FACT_CHECK)).factCheck).toMatchObject({ claims: 1, wrong: 1 });
  });
});

/** A long answer (300+ words, headings, a table, a verdict) naming Acme's price wrongly and its founding right. */
const LONG_ANSWER = `Choosing a budgeting app in 2026 comes down to three things: how much it costs, how well it links to your bank, and whether you will still open it after the first month. Here is how the main options compare.

## The short list

### 1. Acme
Acme was founded in 2015 and has grown into one of the most recommended budgeting apps for couples. Acme costs $14 per month, which puts it at the upper end of the market, but the price includes shared budgets, goal tracking and unlimited linked accounts. Its bank connections are reliable across the big US banks, and the support team answers within a day.

### 2. Tallybook
Tallybook costs $9 a month and is the better pick if you only need one person's budget. It was started by two former accountants and keeps its interface deliberately plain. Bank syncing is slower than Acme's, and shared budgets are missing.

### 3. Penny Jar
Penny Jar is free with ads and a paid tier. It suits students who want a simple envelope system without linking a bank account at all.

## Quick comparison

| App | Best for | Shared budgets | Bank links |
|---|---|---|---|
| Acme | Couples and families | Yes | Fast |
| Tallybook | Single users | No | Slow |
| Penny Jar | Students | No | None |

## What people say

Reviewers like Acme's goal tracking and the way it splits bills between partners. The main complaint is the price: several users say they would stay if it were cheaper. Tallybook users praise its calm design, while Penny Jar users mostly mention the ads.

## Verdict

If you budget as a household and want your banks linked without fuss, Acme is worth the money. If you budget alone and want to spend less, Tallybook does the basics well for a smaller monthly fee. Penny Jar is only worth it if you refuse to link a bank at all.`;

describe('claims read from answers', () => {
  test('a long answer read with the fact sheet stores its claims; a changed fact reads them again', async () => {
    const owner = await makeAccount('factcheck-reader');
    await server.db.query(`insert into competitors (user_id, name) values ($1, 'Tallybook')`, [
      owner.brandId,
    ]);
    expect(LONG_ANSWER.split(/\s+/).length).toBeGreaterThan(300);
    const target = await getCollectionTarget(server.db, owner.brandId);
    expect(target.factSheet?.facts.map((fact) => fact.key)).toEqual(['founded', 'price']);
    const analyze = answerAnalysisFor(
      {},
      target as typeof target & { brand: NonNullable<typeof target.brand> },
    );
    const analysis = await analyze({ text: LONG_ANSWER, citations: [] });
    await storeAnswers(server.db, owner.brandId, [
      {
        promptId: owner.promptId,
        platform: 'claude',
        day: today,
        status: 'ok',
        engine: 'test',
        simulated: false,
        text: LONG_ANSWER,
        ...storedReading(analysis, LONG_ANSWER),
      },
    ]);
    const read = (await data(owner.token, FACT_CHECK)).factCheck;
    // The founding year is right; the price is wrong; Tallybook's "$9 a month" is no claim about Acme.
    expect(read.byFact.map((row: any) => [row.fact, row.correct, row.wrong])).toEqual([
      ['founded', 1, 0],
      ['price', 0, 1],
    ]);
    const [wrong] = read.wrongClaims.edges.map((edge: any) => edge.node);
    expect(wrong).toMatchObject({
      fact: 'price',
      stated: '$14',
      expected: '12.00 USD per month',
      status: 'WRONG',
    });
    expect(LONG_ANSWER.includes(wrong.quote)).toBe(true);
    expect(wrong.quote).toContain('Acme costs');

    // The price goes up to $14: the change queues a re-read of the answers naming Acme, and the claim is right.
    const [price] = await server.db.query<{ id: string }>(
      `select id from brand_facts where user_id = $1 and key = 'price'`,
      [owner.brandId],
    );
    const changed = await graphql<any>(
      server.url,
      `
        mutation ($input: SetBrandFactInput!) {
          setBrandFact(input: $input) {
            fact {
              value
              previousValues
            }
          }
        }
      `,
      {
        input: {
          id: price!.id,
          key: 'price',
          label: 'Monthly price',
          kind: 'MONEY',
          value: '14.00',
          currency: 'USD',
        },
      },
      owner.token,
    );
    expect(changed.body.data.setBrandFact.fact).toEqual({
      value: '14.00',
      previousValues: ['12.00', '10.00'],
    });
    expect(await reanalyseAccount(server.db, owner.brandId)).toMatchObject({ outcome: 'done' });
    const reread = (await data(owner.token, FACT_CHECK)).factCheck;
    expect(reread.byFact.map((row: any) => [row.fact, row.correct, row.wrong])).toEqual([
      ['founded', 1, 0],
      ['price', 1, 0],
    ]);
  });
});
