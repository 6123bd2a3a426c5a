/**
 * The repair loop through GraphQL and REST: issues derived from the counted claims and grouped by their
 * normalised value (two wordings, one issue; long answers read by the analyzer), WRONG beside OUTDATED, the
 * state machine (OPEN → FIX_SENT → RESOLVED after the quiet days and answers the settings ask, not one
 * short → REOPENED when the value returns; an OPEN issue never resolves by itself), the effect of a fix in
 * exact figures, corrections, refusals in words (and their HTTP statuses), roles, another brand's issue,
 * the change a fix logs and the outreach e-mail it sends; and the fact check's accuracy day by day.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildConfig } from '../../config';
import { runFinishedHook } from '../../jobs';
import { answerAnalysisFor, storedReading, type StoredClaim } from '../../core/judge';
import { addDays, todayUtc } from '../../lib/dates';
import { claimedAnswer, makeFactsAccount, type FactsAccount } from '../../test/facts.testkit';
import { startTestServer, type TestServer } from '../../test/harness';
import { getJson, graphql, postJson, signUp } from '../../test/http';
import { getCollectionTarget, storeAnswers, type StoredAnswerInput } from '../collection';
import { refreshFactIssues } from './fact-issues.service';
import { getIssues } from './fact-issues.store';
import { weeklyDigest } from '../alerts';
import { jobScope } from '../brands';

let server: TestServer;
const today = todayUtc();
/** The issues as the last refresh left them (no refresh on this read, unlike the API's). */
const storedIssues = (brandId: string) => getIssues(server.db, brandId, {});

type Account = FactsAccount;
const makeAccount = (name: string) => makeFactsAccount(server.db, server.url, name);

/** A claim of the monthly price, as the analyzer would store it. */
const price = (stated: string, value: string, status: StoredClaim['status']): StoredClaim => ({
  factKey: 'price',
  stated,
  expected: '12.00 USD per month',
  value,
  status,
  start: 0,
  end: 40,
  quote: `Acme costs ${stated}, which covers shared budgets.`,
});

const NINE = '9.00 USD/month';
const TEN = '10.00 USD/month';
const TWELVE = '12.00 USD/month';

const answer = (account: Account, day: string, sample: number, claims: StoredClaim[]) =>
  claimedAnswer(account, day, sample, claims);

async function data(token: string, query: string, variables: Record<string, unknown> = {}) {
  const { body } = await graphql<any>(server.url, query, variables, token);
  expect(body.errors).toBeUndefined();
  return body.data;
}

const ISSUE_FIELDS = `id fact label value status stated expected state firstSeen lastSeen answers resolvedOn
  fix { kind day url note outreachMessageId changeId sentByEmail sentAt }`;

const ISSUES = `query($state: FactIssueState) { factIssues(state: $state) { ${ISSUE_FIELDS} } }`;

const ISSUE = `query($id: ID!) {
  factIssue(id: $id) {
    ${ISSUE_FIELDS}
    claims(first: 3) { id stated status day quote }
    effect { before { value low high } after { value low high } claimsBefore claimsAfter days }
  }
}`;

const SEND = `mutation($input: SendFactFixInput!) { sendFactFix(input: $input) { issue { ${ISSUE_FIELDS} } } }`;

beforeAll(async () => {
  server = await startTestServer();
}, 300_000);
afterAll(() => server?.close());

describe('the state machine', () => {
  let owner: Account;
  /** The first day with answers: everything happens sixty days ago and after. */
  const B = addDays(today, -60);
  const day = (n: number) => addDays(B, n);
  let nine: { id: string };

  beforeAll(async () => {
    owner = await makeAccount('factissues-owner');
    // "$9" three ways on three days (one value, one issue), and the previous price once.
    await storeAnswers(server.db, owner.brandId, [
      answer(owner, day(0), 1, [price('$9 a month', NINE, 'WRONG')]),
      answer(owner, day(0), 2, [price('$9 a month', NINE, 'WRONG')]),
      answer(owner, day(1), 1, [price('$9 a month', NINE, 'WRONG')]),
      answer(owner, day(1), 2, [price('$9/month', NINE, 'WRONG')]),
      answer(owner, day(1), 3, [price('$10', TEN, 'OUTDATED')]),
      answer(owner, day(2), 1, [price('$9/month', NINE, 'WRONG')]),
      answer(owner, day(2), 2, [price('9 USD per month', NINE, 'WRONG')]),
    ]);
  }, 60_000);

  test('each wrong or outdated value is one OPEN issue, however the answers word it', async () => {
    const { factIssues } = await data(owner.token, ISSUES);
    expect(factIssues).toEqual([
      {
        id: expect.any(String),
        fact: 'price',
        label: 'Monthly price',
        value: NINE,
        status: 'WRONG',
        // The wording most answers use.
        stated: '$9 a month',
        expected: '12.00 USD per month',
        state: 'OPEN',
        firstSeen: day(0),
        lastSeen: day(2),
        answers: 6,
        resolvedOn: null,
        fix: null,
      },
      expect.objectContaining({ value: TEN, status: 'OUTDATED', stated: '$10', answers: 1, state: 'OPEN' }),
    ]);
    nine = factIssues[0];
    const { factIssue } = await data(owner.token, ISSUE, { id: nine.id });
    expect(factIssue.claims.map((claim: any) => [claim.stated, claim.day])).toEqual([
      ['9 USD per month', day(2)],
      ['$9/month', day(2)],
      ['$9/month', day(1)],
    ]);
    expect(factIssue.effect).toBeNull();
  });

  test('a fix of the brand’s own page: FIX_SENT, audited, logged as a change on its day', async () => {
    const { sendFactFix } = await data(owner.token, SEND, {
      input: {
        issueId: nine.id,
        kind: 'OWN_PAGE',
        url: 'https://www.acme.example/pricing',
        day: day(3),
        note: 'The pricing table still said $9.',
      },
    });
    expect(sendFactFix.issue).toMatchObject({
      id: nine.id,
      state: 'FIX_SENT',
      fix: {
        kind: 'OWN_PAGE',
        day: day(3),
        url: 'https://www.acme.example/pricing',
        note: 'The pricing table still said $9.',
        outreachMessageId: null,
        sentByEmail: owner.email,
      },
    });
    const { change } = await data(owner.token, 'query($id: ID!) { change(id: $id) { title day url } }', {
      id: sendFactFix.issue.fix.changeId,
    });
    expect(change).toEqual({
      title: 'Fix: Monthly price stated as $9 a month',
      day: day(3),
      url: 'https://www.acme.example/pricing',
    });
    const [audit] = await server.db.query<{ action: string; target: string }>(
      `select action, target from audit_log where action like 'fact_issue.%' order by id desc limit 1`,
    );
    expect(audit).toEqual({ action: 'fact_issue.fix.own_page', target: nine.id });
  });

  const stateOf = async (id: string) => (await data(owner.token, ISSUE, { id })).factIssue;

  test('the weekly digest lists the value still in circulation and counts the fix waiting', async () => {
    const { facts } = await weeklyDigest(await jobScope(server, owner.brandId));
    expect(facts).toEqual({
      open: 1,
      listed: [
        {
          label: 'Monthly price',
          stated: '$10',
          expected: '12.00 USD per month',
          outdated: true,
          reopened: false,
          answers: 1,
          lastSeen: day(1),
        },
      ],
      fixesWaiting: 1,
    });
  });

  test('13 quiet days are not enough, nor 14 days with 9 answers stating the price; 15 days and 10 are', async () => {
    // Days 4–12 each hold an answer stating the right price; days 13–16 answers that do not state it.
    await storeAnswers(server.db, owner.brandId, [
      ...Array.from({ length: 9 }, (_, i) => answer(owner, day(4 + i), 1, [price('$12', TWELVE, 'CORRECT')])),
      ...Array.from({ length: 4 }, (_, i) => answer(owner, day(13 + i), 1, [])),
    ]);
    expect(await stateOf(nine.id)).toMatchObject({ state: 'FIX_SENT', resolvedOn: null });

    await storeAnswers(server.db, owner.brandId, [answer(owner, day(17), 1, [])]);
    expect(await stateOf(nine.id)).toMatchObject({ state: 'FIX_SENT', resolvedOn: null });

    await storeAnswers(server.db, owner.brandId, [
      answer(owner, day(18), 1, [price('$12', TWELVE, 'CORRECT')]),
    ]);
    const resolved = await stateOf(nine.id);
    expect(resolved).toMatchObject({ state: 'RESOLVED', resolvedOn: day(18), lastSeen: day(2) });

    // The OPEN one has been quiet as long, over as many answers: nobody fixed it, so it stays open.
    const open = (await data(owner.token, ISSUES, { state: 'OPEN' })).factIssues;
    expect(open.map((issue: any) => [issue.value, issue.state])).toEqual([[TEN, 'OPEN']]);
  });

  test('the effect: the share of the price’s claims stating $9, 15 days before the fix and 15 after', async () => {
    const { effect } = await stateOf(nine.id);
    // Before (days −12 to 2): 7 claims, 6 of them $9. After (days 4 to 18): 10 claims, none.
    expect(effect).toMatchObject({ claimsBefore: 7, claimsAfter: 10, days: 15 });
    expect(effect.before.value).toBeCloseTo((100 * 6) / 7, 9);
    expect(effect.before.low).toBeCloseTo(48.687_217_1, 5);
    expect(effect.before.high).toBeCloseTo(97.432_037_6, 5);
    expect(effect.after.value).toBe(0);
    expect(effect.after.low).toBe(0);
    expect(effect.after.high).toBeCloseTo(27.753_28, 5);
  });

  test('a resolved issue takes no fix (409 in REST)', async () => {
    const refused = await graphql<any>(
      server.url,
      SEND,
      { input: { issueId: nine.id, kind: 'OWN_PAGE', url: 'https://www.acme.example/pricing' } },
      owner.token,
    );
    expect(refused.body.errors?.[0]).toMatchObject({
      message:
        'This issue is resolved: answers stopped stating the value after its fix. It takes a new fix once it reopens.',
      extensions: { code: 'CONFLICT' },
    });
    const rest = await postJson<any>(
      `${server.url}/api/fact-issues/${nine.id}/fix`,
      { kind: 'OWN_PAGE', url: 'https://www.acme.example/pricing' },
      owner.token,
    );
    expect(rest.status).toBe(409);
  });

  test('the value stated again after the day it was resolved reopens it', async () => {
    await storeAnswers(server.db, owner.brandId, [
      answer(owner, day(19), 1, [price('$9 a month', NINE, 'WRONG')]),
    ]);
    expect(await stateOf(nine.id)).toMatchObject({ state: 'REOPENED', resolvedOn: null, lastSeen: day(19) });
    const reopened = (await data(owner.token, ISSUES, { state: 'REOPENED' })).factIssues;
    expect(reopened.map((issue: any) => issue.id)).toEqual([nine.id]);
    // Open and reopened first, then the most answers.
    const all = (await data(owner.token, ISSUES)).factIssues;
    expect(all.map((issue: any) => [issue.value, issue.state, issue.answers])).toEqual([
      [NINE, 'REOPENED', 7],
      [TEN, 'OPEN', 1],
    ]);
  });

  test('an outreach fix through REST sends the e-mail, keeps its id and logs the change', async () => {
    const to = 'editor@reviews.example';
    const sent = await postJson<any>(
      `${server.url}/api/fact-issues/${nine.id}/fix`,
      {
        kind: 'OUTREACH',
        url: 'https://reviews.example/acme-pricing',
        note: 'Their review still quotes the old price.',
        email: {
          to,
          subject: 'Acme’s price in your review',
          body: 'Hello,\n\nAcme costs $12 a month now; your review says $9. Could you update it?',
        },
      },
      owner.token,
    );
    expect(sent.status).toBe(200);
    const issue = sent.body.data;
    expect(issue).toMatchObject({
      id: nine.id,
      state: 'FIX_SENT',
      value: NINE,
      fix: { kind: 'OUTREACH', day: today, url: 'https://reviews.example/acme-pricing' },
    });
    const { outreachMessages } = await data(owner.token, '{ outreachMessages { id to subject sourceName } }');
    expect(outreachMessages).toEqual([
      {
        id: issue.fix.outreach_message_id,
        to,
        subject: 'Acme’s price in your review',
        sourceName: 'reviews.example',
      },
    ]);
    const outbox = path.join(server.config.dataDir, 'outbox');
    const mails = fs.readdirSync(outbox).map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'));
    expect(
      mails.filter((mail) => mail.includes(`To: ${to}`) && mail.includes('your review says $9')),
    ).toHaveLength(1);
    const { changes } = await data(owner.token, '{ changes { id title day url } }');
    expect(changes[0]).toEqual({
      id: issue.fix.change_id,
      title: 'Fix: Monthly price stated as $9 a month',
      day: today,
      url: 'https://reviews.example/acme-pricing',
    });

    // The REST list has the same issues, in snake_case, with the quotes and the effect.
    const listed = await getJson<any>(`${server.url}/api/fact-issues?state=FIX_SENT`, owner.token);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toHaveLength(1);
    expect(listed.body.data[0]).toMatchObject({
      id: nine.id,
      first_seen: day(0),
      last_seen: day(19),
      answers: 7,
      fix: { kind: 'OUTREACH', outreach_message_id: issue.fix.outreach_message_id },
      effect: { days: 0, claims_before: 0, claims_after: 0, before: { value: null } },
      likely_sources: [],
    });
    expect(listed.body.data[0].claims[0]).toMatchObject({ stated: '$9 a month', date: day(19) });
  });

  test('refusals in words: a day to come, not a day, not a web address, outreach without its e-mail', async () => {
    const base = { issueId: nine.id, kind: 'OWN_PAGE', url: 'https://www.acme.example/pricing' };
    const send = (input: Record<string, unknown>) =>
      graphql<any>(server.url, SEND, { input: { ...base, ...input } }, owner.token);
    const post = ({ issueId: _id, ...body }: Record<string, unknown>) =>
      postJson<any>(`${server.url}/api/fact-issues/${nine.id}/fix`, body, owner.token);
    for (const [input, message] of [
      [{ day: addDays(today, 1) }, 'day must be today or earlier: a fix cannot go live in the future.'],
      [
        { url: 'ftp://www.acme.example/pricing' },
        'url must be a web address starting with http:// or https://.',
      ],
      [
        { kind: 'OUTREACH' },
        'An outreach fix sends an e-mail to the page’s owner: give its to, subject and body.',
      ],
      [{ kind: 'FAX' }, 'kind must be OUTREACH or OWN_PAGE.'],
    ] as const) {
      if (input.kind !== 'FAX')
        expect((await send(input)).body.errors?.[0]).toMatchObject({
          message,
          extensions: { code: 'BAD_USER_INPUT' },
        });
      expect(await post({ ...base, ...input })).toEqual({ status: 400, body: { status: 'error', message } });
    }
    // Not a day: GraphQL's Date refuses it before the service; REST in the service's words.
    expect((await send({ day: '2026-02-30' })).body.errors?.[0]?.message).toContain(
      'Date must be a calendar day written YYYY-MM-DD.',
    );
    expect(await post({ ...base, day: '2026-02-30' })).toEqual({
      status: 400,
      body: { status: 'error', message: 'day must be a calendar day written YYYY-MM-DD.' },
    });
    const badState = await getJson<any>(`${server.url}/api/fact-issues?state=CLOSED`, owner.token);
    expect(badState).toEqual({
      status: 400,
      body: { status: 'error', message: 'state must be one of OPEN, FIX_SENT, RESOLVED, REOPENED.' },
    });
  });

  test('a VIEWER reads the issues but may not send a fix; another brand does not know them', async () => {
    const viewer = await signUp(server.url, 'factissues-viewer');
    const [membership] = await server.db.query<{ workspace_id: string }>(
      `select workspace_id from workspace_members where user_id = $1 and role = 'OWNER'`,
      [owner.brandId],
    );
    await server.db.query(
      `insert into workspace_members (workspace_id, user_id, role) values ($1, $2, 'VIEWER')`,
      [membership!.workspace_id, viewer.personId],
    );
    const headers = { 'x-sightline-brand': owner.brandId };
    const read = await graphql<any>(server.url, ISSUES, {}, viewer.token, headers);
    expect(read.body.data.factIssues).toHaveLength(2);
    const input = { issueId: nine.id, kind: 'OWN_PAGE', url: 'https://www.acme.example/pricing' };
    const refused = await graphql<any>(server.url, SEND, { input }, viewer.token, headers);
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'Your role in this workspace is VIEWER: sending a fix needs EDITOR or higher.',
      extensions: { code: 'FORBIDDEN' },
    });

    const stranger = await makeAccount('factissues-stranger');
    expect((await data(stranger.token, ISSUE, { id: nine.id })).factIssue).toBeNull();
    expect((await data(stranger.token, ISSUES)).factIssues).toEqual([]);
    const foreign = await graphql<any>(server.url, SEND, { input }, stranger.token);
    expect(foreign.body.errors?.[0]).toMatchObject({
      message: 'Unknown fact issue.',
      extensions: { code: 'NOT_FOUND' },
    });
    const { issueId: _id, ...body } = input;
    const rest = await postJson<any>(`${server.url}/api/fact-issues/${nine.id}/fix`, body, stranger.token);
    expect(rest.status).toBe(404);
    expect((await stateOf(nine.id)).fix.kind).toBe('OUTREACH');
  });
});

test('a yes/no fact’s issue states the answer, "no", beside the sheet’s "yes"; its quotes keep the words', async () => {
  const account = await makeAccount('factissues-yesno');
  await server.db.query(
    `insert into brand_facts (user_id, key, label, kind, value, aliases)
     values ($1, 'free_plan', 'Free plan', 'BOOLEAN', 'true', '{"en": ["free plan"]}')`,
    [account.brandId],
  );
  const noFreePlan: StoredClaim = {
    factKey: 'free_plan',
    stated: 'does not offer a free plan',
    expected: 'yes',
    value: 'false',
    status: 'WRONG',
    start: 5,
    end: 31,
    quote: 'Acme does not offer a free plan, so couples pay from the first month.',
  };
  await storeAnswers(server.db, account.brandId, [answer(account, today, 1, [noFreePlan])]);
  const [issue] = (await data(account.token, ISSUES)).factIssues;
  expect(issue).toMatchObject({ label: 'Free plan', value: 'false', stated: 'no', expected: 'yes' });
  const { factIssue } = await data(account.token, ISSUE, { id: issue.id });
  expect(factIssue.claims.map((claim: any) => claim.stated)).toEqual(['does not offer a free plan']);
});

test('the quiet days and answers come from the settings (FACT_ISSUE_QUIET_DAYS, FACT_ISSUE_MIN_ANSWERS)', async () => {
  expect(server.config).toMatchObject({ FACT_ISSUE_QUIET_DAYS: 14, FACT_ISSUE_MIN_ANSWERS: 10 });
  const account = await makeAccount('factissues-settings');
  const day = (n: number) => addDays(today, n - 10);
  await storeAnswers(server.db, account.brandId, [
    answer(account, day(0), 1, [price('$9', NINE, 'WRONG')]),
    answer(account, day(2), 1, [price('$12', TWELVE, 'CORRECT')]),
    answer(account, day(3), 1, [price('$12', TWELVE, 'CORRECT')]),
  ]);
  const [issue] = (await data(account.token, ISSUES)).factIssues;
  await data(account.token, SEND, {
    input: { issueId: issue.id, kind: 'OWN_PAGE', url: 'https://www.acme.example/pricing', day: day(0) },
  });
  // Days 1–3 are quiet, with two answers stating the price: too few for the defaults, enough for 3 and 2.
  expect((await storedIssues(account.brandId))[0]!.state).toBe('FIX_SENT');
  const settings = buildConfig({ FACT_ISSUE_QUIET_DAYS: '3', FACT_ISSUE_MIN_ANSWERS: '2' });
  await refreshFactIssues(server.db, account.brandId, settings);
  expect(await storedIssues(account.brandId)).toMatchObject([{ state: 'RESOLVED', resolvedOn: day(3) }]);
});

test('a collection run’s end moves the issues, in its transaction, before its alerts read them', async () => {
  const account = await makeAccount('factissues-run');
  await storeAnswers(server.db, account.brandId, [answer(account, today, 1, [price('$9', NINE, 'WRONG')])]);
  expect(await storedIssues(account.brandId)).toEqual([]);
  const finished = await runFinishedHook(server.jobs, server.config);
  await server.db.transaction((tx) =>
    finished(tx, {
      id: randomUUID(),
      brandId: account.brandId,
      day: today,
      status: 'completed',
      readWith: [],
      config: null,
    }),
  );
  expect(await storedIssues(account.brandId)).toMatchObject([{ value: NINE, state: 'OPEN' }]);
});

/** A long answer (headings, a table, a verdict) stating Acme's founding year and, in its own words, its price. */
const longAnswer = (
  priceSentence: string,
) => `Picking a budgeting app is mostly about three things: what it costs, how well it links to your bank, and whether you will still open it after the first month. Here is how the apps people ask about most compare in 2026.

## The short list

### 1. Acme
Acme was founded in 2015 and has become one of the most recommended budgeting apps for couples and families. ${priceSentence} That buys shared budgets, goal tracking and unlimited linked accounts, and the support team usually answers within a day. Its bank connections are reliable across the large US banks, though a few credit unions still need a manual import every week.

### 2. Tallybook
Tallybook costs $9 a month and is the better pick if you only need one person's budget. It was started by two former accountants and keeps its screens deliberately plain. Bank syncing is slower than Acme's, and shared budgets are missing altogether.

### 3. Penny Jar
Penny Jar is free with ads, with a paid tier that removes them. It suits students who want a simple envelope system without linking a bank account at all.

## Quick comparison

| App | Best for | Shared budgets | Bank links |
|---|---|---|---|
| Acme | Couples and families | Yes | Fast |
| Tallybook | Single users | No | Slow |
| Penny Jar | Students | No | None |

## What people say

Reviewers like Acme's goal tracking and the way it splits bills between partners, and several mention that the weekly summary e-mail is the one they actually read. The main complaint is the price: a number of users say they would stay for longer if it were cheaper. Tallybook users praise its calm design and its clear export to spreadsheets, while Penny Jar users mostly mention the ads and the lack of a desktop version.

## Verdict

If you budget as a household and want your banks linked without fuss, Acme is worth the money. If you budget alone and want to spend less, Tallybook does the basics well for a smaller monthly fee. Penny Jar is only worth it if you refuse to link a bank at all.`;

describe('claims read from long answers, corrections, and accuracy day by day', () => {
  let reader: Account;
  const CHECK_DAYS = `{ factCheck { days { day claims wrong outdated accuracy { value low high } } } }`;

  beforeAll(async () => {
    reader = await makeAccount('factissues-reader');
    await server.db.query(`insert into competitors (user_id, name) values ($1, 'Tallybook')`, [
      reader.brandId,
    ]);
    const target = await getCollectionTarget(server.db, reader.brandId);
    const analyze = answerAnalysisFor(
      {},
      target as typeof target & { brand: NonNullable<typeof target.brand> },
    );
    const stored = async (day: string, sample: number, text: string): Promise<StoredAnswerInput> => ({
      promptId: reader.promptId,
      platform: 'claude',
      day,
      sample,
      collectedAt: `${day}T0${sample}:00:00Z`,
      status: 'ok',
      engine: 'test',
      simulated: false,
      text,
      ...storedReading(await analyze({ text, citations: [] }), text),
    });
    const first = longAnswer('Acme costs $14/month, which puts it at the upper end of the market.');
    const second = longAnswer("Acme's price is 14 USD per month for the whole household.");
    for (const text of [first, second]) expect(text.split(/\s+/).length).toBeGreaterThan(300);
    await storeAnswers(server.db, reader.brandId, [
      await stored(addDays(today, -2), 1, first),
      await stored(
        addDays(today, -1),
        1,
        'Acme is a budgeting app; this short answer states none of its facts.',
      ),
      await stored(today, 1, second),
    ]);
  }, 60_000);

  test('"$14/month" and "14 USD per month" are one WRONG issue; Tallybook’s $9 is none of Acme’s', async () => {
    const { factIssues } = await data(reader.token, ISSUES);
    expect(factIssues).toEqual([
      expect.objectContaining({
        fact: 'price',
        value: '14.00 USD/month',
        status: 'WRONG',
        state: 'OPEN',
        expected: '12.00 USD per month',
        firstSeen: addDays(today, -2),
        lastSeen: today,
        answers: 2,
      }),
    ]);
    const { factIssue } = await data(reader.token, ISSUE, { id: factIssues[0].id });
    expect(factIssue.claims.map((claim: any) => claim.stated)).toEqual(['14 USD', '$14']);
    expect(factIssue.claims[0].quote).toContain("Acme's price is 14 USD per month");
  });

  test('FactCheck.days: one row per day with claims, oldest first, with its accuracy', async () => {
    const { factCheck } = await data(reader.token, CHECK_DAYS);
    // Each long answer states the founding year rightly and the price wrongly.
    expect(factCheck.days).toEqual([
      {
        day: addDays(today, -2),
        claims: 2,
        wrong: 1,
        outdated: 0,
        accuracy: { value: 50, low: expect.any(Number), high: expect.any(Number) },
      },
      {
        day: today,
        claims: 2,
        wrong: 1,
        outdated: 0,
        accuracy: { value: 50, low: expect.any(Number), high: expect.any(Number) },
      },
    ]);
    expect(factCheck.days[0].accuracy.low).toBeCloseTo(9.453_120_6, 5);
    expect(factCheck.days[0].accuracy.high).toBeCloseTo(90.546_879_4, 5);
  });

  test('a claim corrected to CORRECT leaves its issue; the last one gone, so is the issue', async () => {
    const CORRECT = `mutation($input: CorrectFactClaimInput!) { correctFactClaim(input: $input) { claim { id } } }`;
    const [issue] = (await data(reader.token, ISSUES)).factIssues;
    const { claims } = (await data(reader.token, ISSUE, { id: issue.id })).factIssue;
    await data(reader.token, CORRECT, { input: { claimId: claims[0].id, status: 'CORRECT' } });
    expect((await data(reader.token, ISSUES)).factIssues).toMatchObject([
      { id: issue.id, answers: 1, firstSeen: addDays(today, -2), lastSeen: addDays(today, -2) },
    ]);
    expect((await data(reader.token, CHECK_DAYS)).factCheck.days[1]).toMatchObject({
      day: today,
      wrong: 0,
      accuracy: { value: 100 },
    });
    await data(reader.token, CORRECT, { input: { claimId: claims[1].id, status: 'CORRECT' } });
    expect((await data(reader.token, ISSUES)).factIssues).toEqual([]);
    // Cleared, the analyzer's reading counts again: the value is an issue once more.
    await data(reader.token, CORRECT, { input: { claimId: claims[0].id, status: null } });
    await data(reader.token, CORRECT, { input: { claimId: claims[1].id, status: null } });
    expect((await data(reader.token, ISSUES)).factIssues).toMatchObject([
      { value: '14.00 USD/month', answers: 2, state: 'OPEN' },
    ]);
  });
});
