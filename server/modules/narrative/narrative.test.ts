/**
 * What AI says about the brand, through GraphQL. On an account whose statements are known one by one: each
 * theme's counts, net sentiment and interval, change, quotes, competitors and the pages behind a bad story,
 * under each part of the page filter, and every theme's answers equal to its drill-down's count. Then one
 * long answer read by the analyzer and stored: its statements reach the themes, and a re-analysis keeps a
 * statement's row (and what the staff made of it) while it drops a removed competitor's.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { parse } from 'csv-parse/sync';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAnalyzer } from '../../core/analysis';
import { storedReading, type StoredStatement } from '../../core/judge';
import { addDays, todayUtc } from '../../lib/dates';
import { startTestServer, type TestServer } from '../../test/harness';
import { getJson, graphql, signUp } from '../../test/http';
import { getCollectionTarget, storeAnswers, type StoredAnswerInput } from '../collection';
import { reanalyseAccount, requestReanalysisRow } from '../reanalysis';

let server: TestServer;
const account = { token: '', brandId: '', topicId: '', promptId: '', otherTopicId: '' };
const rivals = { alpha: '', beta: '' };
const other = { token: '', topicId: '' };
const today = todayUtc();

const PAGE_X = { url: 'https://reviews.example/acme-pricing', domain: 'reviews.example' };
const PAGE_Y = { url: 'https://forum.example/acme', domain: 'forum.example' };
const PAGE_Z = { url: 'https://blog.example/budget', domain: 'blog.example' };
/** A page of the brand's own site (acme.example), cited as often as PAGE_X. */
const PAGE_OWN = { url: 'https://shop.acme.example/pricing', domain: 'shop.acme.example' };

const said = (
  polarity: StoredStatement['polarity'],
  aspects: StoredStatement['aspects'],
  competitorId: string | null = null,
  start = 0,
): StoredStatement => ({
  competitorId,
  start,
  end: start + 20,
  quote: `${polarity} on ${aspects.join(', ') || 'nothing'} at ${start}`,
  polarity,
  aspects,
  attributes: [],
});

async function makeAccount(name: string) {
  const { token, brandId } = await signUp(server.url, name);
  const db = server.db;
  await db.query(
    `insert into brands (user_id, name, website) values ($1, 'Acme', 'https://www.acme.example/')`,
    [brandId],
  );
  const [topic, otherTopic] = await db.query<{ id: string }>(
    `insert into topics (user_id, name, slug) values ($1, 'Budgeting', 'budgeting'), ($1, 'Invoices', 'invoices')
     returning id`,
    [brandId],
  );
  const [prompt] = await db.query<{ id: string }>(
    `insert into prompts (user_id, topic_id, question) values ($1, $2, 'Which budgeting app is best?') returning id`,
    [brandId, topic!.id],
  );
  return { token, brandId, topicId: topic!.id, otherTopicId: otherTopic!.id, promptId: prompt!.id };
}

/** An answered answer to the account's prompt (or `extra.promptId`) holding these statements. */
const answer = (
  sample: number,
  day: string,
  statements: StoredStatement[],
  extra: Partial<StoredAnswerInput> = {},
): StoredAnswerInput => ({
  promptId: account.promptId,
  platform: 'chatgpt',
  day,
  sample,
  collectedAt: `${day}T0${sample}:00:00Z`,
  status: 'ok',
  engine: 'test',
  simulated: false,
  text: 'An answer about Acme, Alpha and Beta.',
  visible: true,
  position: 1,
  sentiment: 50,
  statements,
  ...extra,
});

beforeAll(async () => {
  server = await startTestServer();
  Object.assign(account, await makeAccount('narrative-owner'));
  const competitors = await server.db.query<{ id: string }>(
    `insert into competitors (user_id, name, created_at) values ($1, 'Alpha', now()), ($1, 'Beta', now() + interval '1 second')
     returning id`,
    [account.brandId],
  );
  Object.assign(rivals, { alpha: competitors[0]!.id, beta: competitors[1]!.id });
  await storeAnswers(server.db, account.brandId, [
    answer(
      1,
      today,
      [
        said('negative', ['PRICE_VALUE']),
        said('positive', ['PRICE_VALUE', 'CUSTOMER_SERVICE'], null, 30),
        said('positive', ['PRICE_VALUE'], rivals.alpha, 60),
      ],
      {
        sources: [PAGE_X, PAGE_Y, PAGE_OWN],
      },
    ),
    answer(
      2,
      today,
      [said('negative', ['PRICE_VALUE']), said('negative', ['PRICE_VALUE'], rivals.beta, 40)],
      {
        platform: 'perplexity',
        sources: [PAGE_X, PAGE_OWN],
      },
    ),
    answer(3, addDays(today, -1), [said('negative', ['PRICE_VALUE'])], {
      sources: [PAGE_X, PAGE_Z, PAGE_OWN],
    }),
    answer(4, addDays(today, -2), [said('neutral', ['EASE_OF_USE']), said('neutral', [], null, 40)], {
      sources: [PAGE_Y],
    }),
    answer(5, addDays(today, -3), [], { sources: [PAGE_Y], visible: false, position: null, sentiment: null }),
    // The previous 30 days: price was praised then.
    answer(6, addDays(today, -40), [said('positive', ['PRICE_VALUE'])]),
    // A failure holds no statements and is no answer.
    {
      ...answer(7, today, []),
      status: 'failed',
      error: 'timed out',
      text: null,
      visible: null,
      statements: undefined,
    },
  ]);
  // Another account's statements never count here.
  const stranger = await makeAccount('narrative-stranger');
  Object.assign(other, { token: stranger.token, topicId: stranger.topicId });
  await storeAnswers(server.db, stranger.brandId, [
    { ...answer(1, today, [said('negative', ['PRICE_VALUE'])]), promptId: stranger.promptId },
  ]);
}, 300_000);
afterAll(() => server?.close());

async function data(token: string, query: string, variables: Record<string, unknown> = {}) {
  const { body } = await graphql<any>(server.url, query, variables, token);
  expect(body.errors).toBeUndefined();
  return body.data;
}

const NARRATIVE = `query($period: PeriodInput, $platforms: [Platform!], $promptKind: PromptKindFilter, $topicId: ID) {
  narrative(period: $period, platforms: $platforms, promptKind: $promptKind, topicId: $topicId) {
    answers statements netSentiment { value low high } minSourceAnswers
    period { from to days previousFrom previousTo }
    themes {
      aspect label statements answers positive neutral negative change
      netSentiment { value low high }
      quotes(first: 2) { statementId text answerId platform day polarity aspects }
      competitors { competitorId name statements netSentiment { value low high } }
      sources { url domain answers lift }
      trend { date statements positive negative netSentiment }
    }
  }
}`;

const themeOf = (narrative: any, aspect: string) =>
  narrative.themes.find((theme: any) => theme.aspect === aspect);

describe('themes from known statements', () => {
  test('each aspect’s counts, net sentiment with its interval, change, competitors and sources', async () => {
    const { narrative } = await data(account.token, NARRATIVE);
    // Five answered answers in the last 30 days (the failure is none); six statements about the brand.
    expect(narrative.answers).toBe(5);
    expect(narrative.statements).toBe(6);
    expect(narrative.minSourceAnswers).toBe(3);
    expect(narrative.themes.map((theme: any) => theme.aspect)).toEqual([
      'PRICE_VALUE',
      // One statement each: in the taxonomy's order.
      'EASE_OF_USE',
      'CUSTOMER_SERVICE',
    ]);
    const price = themeOf(narrative, 'PRICE_VALUE');
    expect(price).toMatchObject({
      label: 'Price and value',
      statements: 4,
      answers: 3,
      positive: 1,
      neutral: 0,
      negative: 3,
      // (1 − 3) ÷ 4 × 100 now; 100 in the previous 30 days.
      change: -150,
    });
    expect(price.netSentiment.value).toBe(-50);
    expect(price.netSentiment.low).toBeLessThanOrEqual(-50);
    expect(price.netSentiment.high).toBeGreaterThanOrEqual(-50);
    expect(price.netSentiment.low).toBeGreaterThanOrEqual(-100);
    expect(price.netSentiment.high).toBeLessThanOrEqual(0);
    expect(price.competitors).toEqual([
      {
        competitorId: rivals.alpha,
        name: 'Alpha',
        statements: 1,
        netSentiment: { value: 100, low: 100, high: 100 },
      },
      {
        competitorId: rivals.beta,
        name: 'Beta',
        statements: 1,
        netSentiment: { value: -100, low: -100, high: -100 },
      },
    ]);
    expect(price.trend).toEqual([
      { date: addDays(today, -1), statements: 1, positive: 0, negative: 1, netSentiment: -100 },
      { date: today, statements: 3, positive: 1, negative: 2, netSentiment: (100 * (1 - 2)) / 3 },
    ]);
    // Page X: cited by all three answers speaking badly of the price, and by three of the five answers.
    // The brand's own page is cited as often, but is never a page behind a bad story.
    expect(price.sources).toEqual([{ ...PAGE_X, answers: 3, lift: 5 / 3 }]);
    expect(themeOf(narrative, 'CUSTOMER_SERVICE')).toMatchObject({
      statements: 1,
      answers: 1,
      positive: 1,
      netSentiment: { value: 100 },
      change: null,
      sources: [],
    });
    expect(themeOf(narrative, 'EASE_OF_USE')).toMatchObject({ statements: 1, netSentiment: { value: 0 } });
  });

  test('quotes: negative first, newest first, verbatim', async () => {
    const { narrative } = await data(account.token, NARRATIVE);
    const quotes = themeOf(narrative, 'PRICE_VALUE').quotes;
    expect(quotes.map((quote: any) => [quote.polarity, quote.platform, quote.day])).toEqual([
      ['NEGATIVE', 'PERPLEXITY', today],
      ['NEGATIVE', 'CHATGPT', today],
    ]);
    expect(quotes[0].text).toBe('negative on PRICE_VALUE at 0');
    const positive = await data(
      account.token,
      `query { narrative { themes { aspect quotes(first: 5, polarity: POSITIVE) { text aspects } } } }`,
    );
    expect(themeOf(positive.narrative, 'PRICE_VALUE').quotes).toEqual([
      {
        text: 'positive on PRICE_VALUE, CUSTOMER_SERVICE at 30',
        aspects: ['PRICE_VALUE', 'CUSTOMER_SERVICE'],
      },
    ]);
  });

  test('the page filter: platforms, period, topic', async () => {
    const perplexity = (await data(account.token, NARRATIVE, { platforms: ['PERPLEXITY'] })).narrative;
    expect(perplexity.answers).toBe(1);
    expect(themeOf(perplexity, 'PRICE_VALUE')).toMatchObject({ statements: 1, negative: 1 });
    const week = (await data(account.token, NARRATIVE, { period: { from: addDays(today, -1), to: today } }))
      .narrative;
    expect(week.period).toMatchObject({
      days: 2,
      previousFrom: addDays(today, -3),
      previousTo: addDays(today, -2),
    });
    expect(themeOf(week, 'PRICE_VALUE')).toMatchObject({ statements: 4, answers: 3, change: null });
    const allTime = (await data(account.token, NARRATIVE, { period: { preset: 'ALL_TIME' } })).narrative;
    expect(themeOf(allTime, 'PRICE_VALUE')).toMatchObject({ statements: 5, positive: 2, change: null });
    const elsewhere = (await data(account.token, NARRATIVE, { topicId: account.otherTopicId })).narrative;
    expect(elsewhere).toMatchObject({ answers: 0, statements: 0, themes: [], netSentiment: { value: null } });
    const branded = (await data(account.token, NARRATIVE, { promptKind: 'BRANDED' })).narrative;
    expect(branded.answers).toBe(0);
  });

  test('every theme’s answers are its drill-down’s count of answered answers', async () => {
    const { narrative } = await data(account.token, NARRATIVE, { period: { preset: 'ALL_TIME' } });
    for (const theme of narrative.themes) {
      const { answers } = await data(
        account.token,
        `query($filter: AnswersFilter) { answers(filter: $filter, first: 50) { totalCount edges { node { id } } } }`,
        {
          filter: {
            period: { preset: 'ALL_TIME' },
            promptKind: 'UNBRANDED',
            status: 'OK',
            statementAspect: theme.aspect,
          },
        },
      );
      expect(answers.totalCount).toBe(theme.answers);
      expect(answers.edges).toHaveLength(theme.answers);
    }
    const negativePrice = await data(
      account.token,
      `query { answers(filter: { statementAspect: PRICE_VALUE, statementPolarity: NEGATIVE }) { totalCount } }`,
    );
    expect(negativePrice.answers.totalCount).toBe(3);
    const anyNegative = await data(
      account.token,
      `query { answers(filter: { statementPolarity: NEGATIVE }) { totalCount } }`,
    );
    expect(anyNegative.answers.totalCount).toBe(3);
  });

  test('another account sees its own statements only, and bad input is refused', async () => {
    const { narrative } = await data(other.token, NARRATIVE);
    expect(narrative).toMatchObject({ answers: 1, statements: 1 });
    expect(themeOf(narrative, 'PRICE_VALUE').competitors).toEqual([]);
    const foreignTopic = await graphql<any>(server.url, NARRATIVE, { topicId: other.topicId }, account.token);
    expect(foreignTopic.body.errors?.[0]?.message).toBe('No such topic in this account.');
    const tooMany = await graphql<any>(
      server.url,
      `
        query {
          narrative {
            themes {
              quotes(first: 51) {
                text
              }
            }
          }
        }
      `,
      {},
      account.token,
    );
    expect(tooMany.body.errors?.[0]?.message).toBe('first must be between 1 and 50.');
    const badPeriod = await graphql<any>(
      server.url,
      NARRATIVE,
      { period: { from: today, to: addDays(today, -3) } },
      account.token,
    );
    expect(badPeriod.status).toBe(400);
    expect(badPeriod.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

const INBOX = `query($first: Int, $after: String, $states: [StatementState!], $aspect: Aspect,
  $period: PeriodInput, $platforms: [Platform!], $promptKind: PromptKindFilter, $topicId: ID) {
  statementInbox(first: $first, after: $after, states: $states, aspect: $aspect,
    period: $period, platforms: $platforms, promptKind: $promptKind, topicId: $topicId) {
    totalCount newCount
    pageInfo { hasNextPage endCursor }
    edges { cursor node { id text polarity aspects answerId question platform day state stateBy stateAt } }
  }
}`;

const SET_STATE = `mutation($input: SetStatementStateInput!) {
  setStatementState(input: $input) { statement { id state stateBy stateAt } }
}`;

describe('the statement inbox', () => {
  test('the brand’s negative statements, newest first, page by page; a state set with who and when', async () => {
    const { statementInbox: all } = await data(account.token, INBOX, { first: 2 });
    expect(all).toMatchObject({ totalCount: 3, newCount: 3, pageInfo: { hasNextPage: true } });
    expect(all.edges.map((edge: any) => [edge.node.platform, edge.node.day])).toEqual([
      ['PERPLEXITY', today],
      ['CHATGPT', today],
    ]);
    expect(all.edges[0].node).toMatchObject({
      polarity: 'NEGATIVE',
      aspects: ['PRICE_VALUE'],
      question: 'Which budgeting app is best?',
      state: 'NEW',
      stateBy: null,
    });
    const { statementInbox: rest } = await data(account.token, INBOX, {
      first: 2,
      after: all.pageInfo.endCursor,
    });
    expect(rest.edges.map((edge: any) => edge.node.day)).toEqual([addDays(today, -1)]);
    expect(rest.pageInfo.hasNextPage).toBe(false);

    const id = all.edges[0].node.id;
    const { setStatementState } = await data(account.token, SET_STATE, {
      input: { statementId: id, state: 'REVIEWED' },
    });
    expect(setStatementState.statement).toMatchObject({
      id,
      state: 'REVIEWED',
      stateBy: 'narrative-owner@example.com',
    });
    expect(Date.now() - Date.parse(setStatementState.statement.stateAt)).toBeLessThan(60_000);
    const { statementInbox: fresh } = await data(account.token, INBOX, { states: ['NEW'] });
    expect(fresh).toMatchObject({ totalCount: 2, newCount: 2 });
    expect(fresh.edges.map((edge: any) => edge.node.id)).not.toContain(id);
    // The audit log names the statement by its words.
    const audit = await server.db.query<{ action: string; target: string; actor_email: string }>(
      `select action, target, actor_email from audit_log where action like 'statement.state.%'`,
    );
    expect(audit).toEqual([
      {
        action: 'statement.state.reviewed',
        target: `“${all.edges[0].node.text}”`,
        actor_email: 'narrative-owner@example.com',
      },
    ]);
    // The aspect narrows it; the ease-of-use statement is neutral, so none.
    expect((await data(account.token, INBOX, { aspect: 'EASE_OF_USE' })).statementInbox.totalCount).toBe(0);
  });

  test('a VIEWER reads the inbox but may not set a state; another brand’s statement and bad input are refused', async () => {
    const viewer = await signUp(server.url, 'narrative-viewer');
    const [membership] = await server.db.query<{ workspace_id: string }>(
      `select workspace_id from workspace_members where user_id = $1 and role = 'OWNER'`,
      [account.brandId],
    );
    await server.db.query(
      `insert into workspace_members (workspace_id, user_id, role) values ($1, $2, 'VIEWER')`,
      [membership!.workspace_id, viewer.personId],
    );
    const headers = { 'x-sightline-brand': account.brandId };
    const read = await graphql<any>(server.url, INBOX, {}, viewer.token, headers);
    expect(read.body.data.statementInbox.totalCount).toBe(3);
    const id = read.body.data.statementInbox.edges[0].node.id;
    const refused = await graphql<any>(
      server.url,
      SET_STATE,
      { input: { statementId: id, state: 'IGNORED' } },
      viewer.token,
      headers,
    );
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'Your role in this workspace is VIEWER: changing a statement’s state needs EDITOR or higher.',
      extensions: { code: 'FORBIDDEN' },
    });
    const foreign = await graphql<any>(
      server.url,
      SET_STATE,
      { input: { statementId: id, state: 'IGNORED' } },
      other.token,
    );
    expect(foreign.body.errors?.[0]).toMatchObject({
      message: 'Unknown statement.',
      extensions: { code: 'NOT_FOUND' },
    });
    const [row] = await server.db.query<{ state: string }>(
      `select state from answer_statements where id = $1`,
      [id],
    );
    expect(row!.state).not.toBe('IGNORED');
    for (const [variables, message] of [
      [{ first: 0 }, 'first must be between 1 and 50.'],
      [{ after: 'not-a-cursor' }, 'after is not a cursor returned by the statement inbox.'],
    ] as const) {
      const bad = await graphql<any>(server.url, INBOX, variables, account.token);
      expect(bad.body.errors?.[0]?.message).toBe(message);
    }
    const badId = await graphql<any>(
      server.url,
      SET_STATE,
      { input: { statementId: 'nope', state: 'NEW' } },
      account.token,
    );
    expect(badId.body.errors?.[0]?.message).toBe('statementId is not a valid id.');
  });
  test('the page filter, as narrative(…) takes it and with its defaults: the same negative statements', async () => {
    const reader = await makeAccount('narrative-inbox');
    const [branded, elsewhere] = await server.db.query<{ id: string }>(
      `insert into prompts (user_id, topic_id, question, kind)
       values ($1, $2, 'Is Acme worth it?', 'brand'), ($1, $3, 'Which invoicing app is best?', 'generic')
       returning id`,
      [reader.brandId, reader.topicId, reader.otherTopicId],
    );
    const negative = [said('negative', ['PRICE_VALUE'])];
    await storeAnswers(server.db, reader.brandId, [
      answer(1, today, negative, { promptId: reader.promptId }),
      answer(2, today, negative, { promptId: reader.promptId, platform: 'perplexity' }),
      answer(3, addDays(today, -40), negative, { promptId: reader.promptId }),
      answer(4, today, negative, { promptId: branded!.id }),
      answer(5, addDays(today, -1), negative, { promptId: elsewhere!.id }),
    ]);
    const days = (from: number, to: number) => ({ from: addDays(today, from), to: addDays(today, to) });
    for (const [filter, expected] of [
      // The last 30 days, every platform and topic, unbranded prompts.
      [{}, 3],
      [{ platforms: ['PERPLEXITY'] }, 1],
      [{ topicId: reader.otherTopicId }, 1],
      [{ promptKind: 'BRANDED' }, 1],
      [{ promptKind: 'ALL' }, 4],
      [{ period: { preset: 'ALL_TIME' } }, 4],
      [{ period: days(-1, 0) }, 3],
      [{ period: days(-1, -1) }, 1],
    ] as const) {
      const { statementInbox: inbox } = await data(reader.token, INBOX, filter);
      expect({ filter, total: inbox.totalCount, listed: inbox.edges.length }).toEqual({
        filter,
        total: expected,
        listed: expected,
      });
      expect(inbox.newCount).toBe(expected);
      // The inbox lists the negative statements the narrative counts for the same filter.
      const { narrative } = await data(reader.token, NARRATIVE, filter);
      expect(themeOf(narrative, 'PRICE_VALUE').negative).toBe(expected);
    }
    // Paging keeps the filter: the two of the last 30 days on ChatGPT, one page each.
    const chatgpt = { platforms: ['CHATGPT'], first: 1 };
    const { statementInbox: first } = await data(reader.token, INBOX, chatgpt);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const { statementInbox: second } = await data(reader.token, INBOX, {
      ...chatgpt,
      after: first.pageInfo.endCursor,
    });
    expect(second.edges.map((edge: any) => edge.node.day)).toEqual([addDays(today, -1)]);
    expect(second.pageInfo.hasNextPage).toBe(false);
    const foreign = await graphql<any>(server.url, INBOX, { topicId: other.topicId }, reader.token);
    expect(foreign.body.errors?.[0]?.message).toBe('No such topic in this account.');
  });
});

describe('REST and MCP give the same figures', () => {
  test('GET /api/narrative: the page filter in REST words, snake_case, and bad input refused', async () => {
    const rest = await getJson<any>(`${server.url}/api/narrative?period=all`, account.token);
    expect(rest.status).toBe(200);
    const { narrative } = await data(account.token, NARRATIVE, { period: { preset: 'ALL_TIME' } });
    expect(rest.body.data).toMatchObject({ answers: narrative.answers, statements: narrative.statements });
    const price = rest.body.data.themes[0];
    expect(price).toMatchObject({
      aspect: 'PRICE_VALUE',
      statements: 5,
      answers: 4,
      net_sentiment: themeOf(narrative, 'PRICE_VALUE').netSentiment,
      competitors: [
        { competitor_id: rivals.alpha, name: 'Alpha', statements: 1 },
        { competitor_id: rivals.beta, name: 'Beta', statements: 1 },
      ],
    });
    expect(price.quotes[0]).toMatchObject({ polarity: 'negative', platform: 'perplexity', date: today });
    const perplexity = await getJson<any>(
      `${server.url}/api/narrative?platforms=perplexity&prompt_kind=all`,
      account.token,
    );
    expect(perplexity.body.data.answers).toBe(1);
    for (const [query, message] of [
      ['period=5d', /period/],
      ['prompt_kind=sometimes', /^prompt_kind must be unbranded, branded or all\.$/],
      [`topic_id=${other.topicId}`, /^No such topic in this account\.$/],
      ['platforms=altavista', /not a platform/],
    ] as const) {
      const refused = await getJson<any>(`${server.url}/api/narrative?${query}`, account.token);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ status: 'error', message: expect.stringMatching(message) });
    }
    const foreign = await getJson<any>(`${server.url}/api/narrative?user_id=${other.topicId}`, account.token);
    expect(foreign.status).toBe(403);
  });

  test('GET /api/export/statements.csv: every statement of the filter, one row each', async () => {
    const response = await fetch(`${server.url}/api/export/statements.csv?period=all`, {
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const rows = parse(await response.text(), { bom: true, columns: true }) as Record<string, string>[];
    // Seven statements about Acme in the answered answers, one about each competitor.
    expect(rows).toHaveLength(9);
    expect(rows.filter((row) => row.about === 'brand').every((row) => row.name === 'Acme')).toBe(true);
    expect(rows.find((row) => row.name === 'Beta')).toMatchObject({
      about: 'competitor',
      polarity: 'negative',
      aspects: 'PRICE_VALUE',
      platform: 'Perplexity',
      topic: 'Budgeting',
      prompt: 'Which budgeting app is best?',
    });
    expect(rows.map((row) => row.date)).toEqual([...rows.map((row) => row.date)].sort());
    const perplexity = await fetch(
      `${server.url}/api/export/statements.csv?period=all&platforms=perplexity`,
      {
        headers: { authorization: `Bearer ${account.token}` },
      },
    );
    expect(parse(await perplexity.text(), { bom: true, columns: true })).toHaveLength(2);
    const refused = await fetch(`${server.url}/api/export/statements.csv?prompt_kind=x`, {
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(refused.status).toBe(400);
  });

  test('the MCP tool get_narrative, for every aspect or one', async () => {
    const client = new Client({ name: 'narrative-test', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), {
        requestInit: { headers: { Authorization: `Bearer ${account.token}` } },
      }),
    );
    try {
      const result = await client.callTool({
        name: 'get_narrative',
        arguments: { period: 'all', aspect: 'PRICE_VALUE' },
      });
      expect(result.isError).not.toBe(true);
      const content = result.structuredContent as any;
      expect(content.themes).toHaveLength(1);
      expect(content.themes[0]).toMatchObject({ aspect: 'PRICE_VALUE', statements: 5, negative: 3 });
      const text = (result.content as { text: string }[]).map((part) => part.text).join('');
      expect(text).toContain('Price and value: 5 statements, net -20');
      const refused = await client.callTool({ name: 'get_narrative', arguments: { aspect: 'TASTE' } });
      expect(refused.isError).toBe(true);
    } finally {
      await client.close();
    }
  });
});

/** A long answer as an assistant writes one: an opening, a table, headings, pros and cons, a verdict. */
const LONG_ANSWER = `If you are choosing a budgeting app this year, three names come up again and again: Acme, Alpha and Beta. All three sync with most banks, but they differ a lot once you look at price, support and how much setup they need.

## Quick comparison

| App | Monthly price | Best for |
|---|---|---|
| Acme | $14.99 | People who want hands-on coaching |
| Alpha | $6 | Couples on a tight budget |
| Beta | Free tier | Beginners |

## Acme

Acme has the most thoughtful envelope system of the three, and its mobile app is polished and fast. Its customer support is excellent: real people answer chat within minutes, even at weekends.

The catch is the price. At $14.99 a month, Acme is far too expensive for what most households need, and the annual plan no longer comes with a discount. Several long-time users say the last price rise pushed them away.

**Pros**
- Friendly, fast customer support
- Clear reports and reliable bank sync

**Cons**
- Overpriced compared with rivals
- The first setup takes an evening

## Alpha

Alpha costs less than half as much as Acme and covers the basics well. Its reports are simpler, and support is by e-mail only, which can take a day or two. For couples who share one budget it is good value.

## Beta

Beta's free tier is generous and the app is very easy to use, so it suits people who have never budgeted before. The paid tier adds investment tracking. Some users report that Beta's bank connections break every few weeks and have to be set up again.

## Verdict

If money is tight, start with Alpha: it does ninety percent of what Acme does for a fraction of the price. Pick Acme only if you value its coaching and support enough to pay a premium, and choose Beta if you want to try budgeting for free before committing to anything.`;

describe('statements read by the analyzer', () => {
  let owner: Awaited<ReturnType<typeof makeAccount>>;

  test('a long answer’s statements reach the themes, and a re-analysis keeps each row it reads again', async () => {
    owner = await makeAccount('narrative-reader');
    const db = server.db;
    await db.query(
      `insert into competitors (user_id, name, created_at) values ($1, 'Alpha', now()), ($1, 'Beta', now() + interval '1 second')`,
      [owner.brandId],
    );
    const target = await getCollectionTarget(db, owner.brandId);
    const analysis = createAnalyzer(target.brand!, target.competitors).analyze(LONG_ANSWER, []);
    expect(LONG_ANSWER.split(/\s+/).length).toBeGreaterThan(300);
    await storeAnswers(db, owner.brandId, [
      {
        promptId: owner.promptId,
        platform: 'claude',
        day: today,
        status: 'ok',
        engine: 'test',
        simulated: false,
        text: LONG_ANSWER,
        ...storedReading({ ...analysis, evidence: null }, LONG_ANSWER),
      },
    ]);
    const { narrative } = await data(owner.token, NARRATIVE);
    const price = themeOf(narrative, 'PRICE_VALUE');
    expect(price.negative).toBeGreaterThan(0);
    const quotes = (
      await data(
        owner.token,
        `query { narrative { themes { aspect quotes(first: 50, polarity: NEGATIVE) { text } } } }`,
      )
    ).narrative;
    expect(themeOf(quotes, 'PRICE_VALUE').quotes.map((quote: any) => quote.text)).toContain(
      'The catch is the price.',
    );
    expect(themeOf(narrative, 'CUSTOMER_SERVICE').positive).toBeGreaterThan(0);
    expect(price.competitors.map((rival: any) => rival.name)).toContain('Alpha');

    // What the staff made of a statement stays through a re-analysis that reads it again.
    const before = await db.query<{ id: string; competitor_id: string | null }>(
      `select id, competitor_id from answer_statements where user_id = $1 order by start_at, competitor_id nulls first`,
      [owner.brandId],
    );
    const brandRow = before.find((row) => row.competitor_id === null)!;
    await db.query(`update answer_statements set state = 'REVIEWED' where id = $1`, [brandRow.id]);
    await requestReanalysisRow(db, owner.brandId);
    expect(await reanalyseAccount(db, owner.brandId)).toMatchObject({ outcome: 'done' });
    const after = await db.query<{ id: string; state: string }>(
      `select id, state from answer_statements where user_id = $1 order by start_at, competitor_id nulls first`,
      [owner.brandId],
    );
    expect(after.map((row) => row.id)).toEqual(before.map((row) => row.id));
    expect(after.find((row) => row.id === brandRow.id)!.state).toBe('REVIEWED');

    // A competitor removed takes its statements with it.
    await db.query(`delete from competitors where user_id = $1 and name = 'Beta'`, [owner.brandId]);
    const left = await db.query<{ name: string | null }>(
      `select c.name from answer_statements s left join competitors c on c.id = s.competitor_id where s.user_id = $1`,
      [owner.brandId],
    );
    expect(left.some((row) => row.name === 'Beta')).toBe(false);
    expect(left.some((row) => row.name === 'Alpha')).toBe(true);
  });

  const STATEMENTS = `query($id: ID!) { answer(id: $id) { statements {
    id competitorName text start end polarity aspects analyzerPolarity analyzerAspects correctedBy correctedAt state } } }`;
  const CORRECT = `mutation($input: CorrectStatementInput!) { correctStatement(input: $input) {
    statement { id polarity aspects analyzerPolarity analyzerAspects correctedBy } } }`;
  const ACCURACY = `{ analysisAccuracy { statementReviews statementPolarityCompared statementPolarityAgreed
    statementPolarityAccuracy statementAspectsCompared statementAspectF1 } }`;

  test('an answer’s statements in the drawer; a correction counts, survives a re-analysis and scores the analyzer', async () => {
    const [answer] = await server.db.query<{ id: string }>(`select id from answers where user_id = $1`, [
      owner.brandId,
    ]);
    const { answer: read } = await data(owner.token, STATEMENTS, { id: answer!.id });
    const statements = read.statements;
    expect(statements.length).toBeGreaterThan(10);
    expect(statements.map((statement: any) => statement.start)).toEqual(
      [...statements.map((statement: any) => statement.start)].sort((a: number, b: number) => a - b),
    );
    for (const statement of statements)
      expect(LONG_ANSWER.slice(statement.start, statement.end)).toBe(statement.text);
    expect(new Set(statements.map((statement: any) => statement.competitorName))).toEqual(
      new Set([null, 'Alpha']),
    );
    const catchIsPrice = statements.find((statement: any) => statement.text === 'The catch is the price.');
    expect(catchIsPrice).toMatchObject({ polarity: 'NEGATIVE', correctedBy: null, state: 'NEW' });
    const support = statements.find((statement: any) =>
      statement.text.startsWith('Its customer support is excellent'),
    );

    expect((await data(owner.token, ACCURACY)).analysisAccuracy).toEqual({
      statementReviews: 0,
      statementPolarityCompared: 0,
      statementPolarityAgreed: 0,
      statementPolarityAccuracy: null,
      statementAspectsCompared: 0,
      statementAspectF1: null,
    });
    // The reviewer disagrees on one polarity, confirms another, and adds an aspect the analyzer missed.
    const before = (await data(owner.token, NARRATIVE)).narrative;
    const corrected = await data(owner.token, CORRECT, {
      input: { statementId: catchIsPrice.id, polarity: 'NEUTRAL' },
    });
    expect(corrected.correctStatement.statement).toMatchObject({
      polarity: 'NEUTRAL',
      analyzerPolarity: 'NEGATIVE',
      aspects: catchIsPrice.aspects,
      correctedBy: 'narrative-reader@example.com',
    });
    await data(owner.token, CORRECT, {
      input: {
        statementId: support.id,
        polarity: support.polarity,
        aspects: [...support.aspects, 'REPUTATION'],
      },
    });
    const after = (await data(owner.token, NARRATIVE)).narrative;
    expect(themeOf(after, 'PRICE_VALUE').negative).toBe(themeOf(before, 'PRICE_VALUE').negative - 1);
    expect(themeOf(after, 'PRICE_VALUE').neutral).toBe(themeOf(before, 'PRICE_VALUE').neutral + 1);
    const tagged = support.aspects.length;
    expect((await data(owner.token, ACCURACY)).analysisAccuracy).toEqual({
      statementReviews: 2,
      statementPolarityCompared: 2,
      statementPolarityAgreed: 1,
      statementPolarityAccuracy: 0.5,
      statementAspectsCompared: 1,
      statementAspectF1: (2 * tagged) / (2 * tagged + 1),
    });

    // A re-analysis keeps what the reviewer set, and the analyzer's own reading stays beside it.
    await requestReanalysisRow(server.db, owner.brandId);
    expect(await reanalyseAccount(server.db, owner.brandId)).toMatchObject({ outcome: 'done' });
    const again = (await data(owner.token, STATEMENTS, { id: answer!.id })).answer.statements;
    expect(again.find((statement: any) => statement.id === catchIsPrice.id)).toMatchObject({
      polarity: 'NEUTRAL',
      analyzerPolarity: 'NEGATIVE',
    });
    expect(again.find((statement: any) => statement.id === support.id).aspects).toContain('REPUTATION');

    // Refused: a VIEWER, nothing to set, another brand's statement; nothing changes.
    const viewer = await signUp(server.url, 'narrative-reader-viewer');
    const [membership] = await server.db.query<{ workspace_id: string }>(
      `select workspace_id from workspace_members where user_id = $1 and role = 'OWNER'`,
      [owner.brandId],
    );
    await server.db.query(
      `insert into workspace_members (workspace_id, user_id, role) values ($1, $2, 'VIEWER')`,
      [membership!.workspace_id, viewer.personId],
    );
    const asViewer = await graphql<any>(
      server.url,
      CORRECT,
      { input: { statementId: support.id, polarity: 'NEGATIVE' } },
      viewer.token,
      { 'x-sightline-brand': owner.brandId },
    );
    expect(asViewer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const empty = await graphql<any>(
      server.url,
      CORRECT,
      { input: { statementId: support.id } },
      owner.token,
    );
    expect(empty.body.errors?.[0]?.message).toBe('Give a polarity, aspects or both.');
    const foreign = await graphql<any>(
      server.url,
      CORRECT,
      { input: { statementId: support.id, polarity: 'NEGATIVE' } },
      account.token,
    );
    expect(foreign.body.errors?.[0]?.message).toBe('Unknown statement.');
    const [row] = await server.db.query<{ polarity: string }>(
      `select polarity from answer_statements where id = $1`,
      [support.id],
    );
    expect(row!.polarity).toBe(support.polarity.toLowerCase());
  });
});
