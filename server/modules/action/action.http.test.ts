/**
 * The Action Center's server side through HTTP on a real database: checklist persistence, llms.txt save and
 * public serving, crawler-visit ingestion, and outreach sending through a real SMTP server on loopback.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEMO_USER_ID } from '../../db/seed/accounts';
import { getJson, graphql, postJson, signIn } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/harness';
import { parseMail, startSmtpServer, type TestSmtpServer } from '../../test/smtp.testkit';

let server: TestServer;
let smtp: TestSmtpServer;
const tokens: Record<'demo' | 'fund' | 'fresh', string> = { demo: '', fund: '', fresh: '' };

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ seed: true, env: { SMTP_URL: smtp.url, OUTREACH_LIMIT_PER_HOUR: '3' } });
  tokens.demo = await signIn(server.url, 'demo@example.com');
  tokens.fund = await signIn(server.url, 'fund@example.com');
  const signup = await postJson<{ access_token: string }>(`${server.url}/auth/v1/signup`, {
    email: 'fresh@example.com',
    password: 'a-long-fresh-password',
    data: { username: 'fresh' },
  });
  tokens.fresh = signup.body.access_token;
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const CHECKLIST = '{ actionChecklist { completedStepIds } }';
const SET_STEP = `mutation($input: SetActionStepInput!) { setActionStep(input: $input) { checklist { completedStepIds } } }`;

test('the checklist persists per user', async () => {
  expect((await graphql(server.url, CHECKLIST, {}, tokens.demo)).body.data).toEqual({
    actionChecklist: { completedStepIds: [] },
  });
  await graphql(server.url, SET_STEP, { input: { stepId: 'llms-txt', completed: true } }, tokens.demo);
  const set = await graphql<{ setActionStep: { checklist: { completedStepIds: string[] } } }>(
    server.url,
    SET_STEP,
    { input: { stepId: 'add-statistics', completed: true } },
    tokens.demo,
  );
  expect(set.body.data?.setActionStep.checklist.completedStepIds.sort()).toEqual([
    'add-statistics',
    'llms-txt',
  ]);
  // A second session of the same user sees it; another user does not.
  const again = await signIn(server.url, 'demo@example.com');
  const reread = await graphql<{ actionChecklist: { completedStepIds: string[] } }>(
    server.url,
    CHECKLIST,
    {},
    again,
  );
  expect(reread.body.data?.actionChecklist.completedStepIds.sort()).toEqual(['add-statistics', 'llms-txt']);
  expect((await graphql(server.url, CHECKLIST, {}, tokens.fund)).body.data).toEqual({
    actionChecklist: { completedStepIds: [] },
  });
  await graphql(server.url, SET_STEP, { input: { stepId: 'llms-txt', completed: false } }, tokens.demo);
  const after = await graphql<{ actionChecklist: { completedStepIds: string[] } }>(
    server.url,
    CHECKLIST,
    {},
    again,
  );
  expect(after.body.data?.actionChecklist.completedStepIds).toEqual(['add-statistics']);
});

test('checklist input is checked, and a workspace without the Action Center may not write', async () => {
  const bad = await graphql(
    server.url,
    SET_STEP,
    { input: { stepId: 'nope', completed: true } },
    tokens.demo,
  );
  expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  // A workspace whose owner turned the Action Center off (new workspaces have it on by default).
  const off = await graphql(
    server.url,
    'mutation { updateWorkspace(input: { actionCenter: false }) { workspace { actionCenter } } }',
    {},
    tokens.fresh,
  );
  expect(off.body.errors).toBeUndefined();
  const fresh = await graphql(
    server.url,
    SET_STEP,
    { input: { stepId: 'llms-txt', completed: true } },
    tokens.fresh,
  );
  expect(fresh.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  expect(fresh.body.errors?.[0]?.message).toBe('The Action Center is not enabled for this account yet.');
  const anonymous = await graphql(server.url, CHECKLIST, {});
  expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
});

const LLMS = `# Quillstack

> API and product-management platform.

## Docs

- [API reference](https://www.quillstack.io/docs/api.md): Every endpoint with examples.
`;

test('llms.txt: analyze, save, and the public file at /llms/{handle}/llms.txt', async () => {
  const before = await fetch(`${server.url}/llms/demo/llms.txt`);
  expect(before.status).toBe(404);

  const analysis = await graphql<{
    llmsTxtAnalysis: { valid: boolean; issues: { line: number; code: string }[] };
  }>(
    server.url,
    'query($text: String!) { llmsTxtAnalysis(text: $text) { valid issues { line code } scores { technicalAccuracy } } }',
    { text: '# T\n\n## Docs\nprose\n' },
    tokens.demo,
  );
  expect(analysis.body.data?.llmsTxtAnalysis.valid).toBe(false);
  expect(analysis.body.data?.llmsTxtAnalysis.issues).toContainEqual({ line: 4, code: 'non-link-line' });

  const saved = await graphql<{
    saveLlmsTxt: { file: { publicPath: string; content: string }; analysis: { valid: boolean } };
  }>(
    server.url,
    'mutation($input: SaveLlmsTxtInput!) { saveLlmsTxt(input: $input) { file { publicPath content updatedAt } analysis { valid } } }',
    { input: { content: LLMS } },
    tokens.demo,
  );
  expect(saved.body.data?.saveLlmsTxt.file.publicPath).toBe('/llms/demo/llms.txt');
  expect(saved.body.data?.saveLlmsTxt.analysis.valid).toBe(true);

  const served = await fetch(`${server.url}/llms/DEMO/llms.txt`);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toMatch(/^text\/plain/);
  expect(await served.text()).toBe(LLMS);

  const read = await graphql<{ llmsTxt: { content: string } }>(
    server.url,
    '{ llmsTxt { content } }',
    {},
    tokens.demo,
  );
  expect(read.body.data?.llmsTxt.content).toBe(LLMS);
  expect((await graphql(server.url, '{ llmsTxt { content } }', {}, tokens.fund)).body.data).toEqual({
    llmsTxt: null,
  });
});

test('content scores for pasted text', async () => {
  const res = await graphql<{ contentScores: { statistics: number; words: number } }>(
    server.url,
    'query($text: String!) { contentScores(text: $text) { statistics words citations } }',
    { text: 'Seed valuations rose 18% to $3.2 million, according to PitchBook.' },
    tokens.demo,
  );
  expect(res.body.data?.contentScores.words).toBe(10);
  expect(res.body.data?.contentScores.statistics).toBeGreaterThan(5);
});

const GPTBOT =
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

test('crawler visits: token required, bad input 400, AI crawlers stored and counted', async () => {
  const url = `${server.url}/api/crawler-visits`;
  const visit = { userAgent: GPTBOT, path: '/portfolio', ip: '20.171.207.1', status: 200 };
  expect((await postJson(url, { visits: [visit] })).status).toBe(401);
  expect((await postJson(url, { visits: [visit] }, 'not-a-token')).status).toBe(401);
  expect((await postJson(url, { visits: [] }, tokens.fund)).status).toBe(400);
  expect((await postJson(url, { visits: [{ path: '/x' }] }, tokens.fund)).status).toBe(400);
  expect((await postJson(url, '{not json', tokens.fund)).status).toBe(400);
  expect((await postJson(url, { visits: [{ ...visit, timestamp: 'yesterday' }] }, tokens.fund)).status).toBe(
    400,
  );

  // A personal API token with full access works as well as a session.
  const created = await graphql<{ createApiToken: { token: string } }>(
    server.url,
    'mutation { createApiToken(input: { name: "log shipper", scope: FULL }) { token } }',
    {},
    tokens.fund,
  );
  const apiToken = created.body.data!.createApiToken.token;
  const old = new Date(Date.now() - 10 * 86_400_000).toISOString();
  const res = await postJson<{ status: string; data: { accepted: number; ignored: number } }>(
    url,
    {
      visits: [
        visit,
        { userAgent: 'meta-externalagent/1.1', path: '/team', status: 404 },
        { userAgent: CHROME, path: '/' },
        { userAgent: 'CCBot/2.0 (https://commoncrawl.org/faq/)', path: '/blog', timestamp: old },
      ],
    },
    apiToken,
  );
  expect(res).toEqual({ status: 200, body: { status: 'success', data: { accepted: 3, ignored: 1 } } });

  const activity = await graphql<{
    crawlerActivity: {
      totalVisits: number;
      weekVisits: number;
      previousWeekVisits: number;
      distinctPages: number;
      recentVisits: {
        crawler: string;
        provider: string;
        purpose: string;
        pageRoute: string;
        responseCode: number;
      }[];
    };
  }>(
    server.url,
    '{ crawlerActivity { totalVisits weekVisits previousWeekVisits distinctPages byProvider { provider visits } recentVisits { crawler provider purpose pageRoute responseCode } } }',
    {},
    tokens.fund,
  );
  const a = activity.body.data!.crawlerActivity;
  expect([a.totalVisits, a.weekVisits, a.previousWeekVisits, a.distinctPages]).toEqual([3, 2, 1, 3]);
  expect(a.recentVisits.map((v) => v.crawler).sort()).toEqual(['CCBot', 'GPTBot', 'meta-externalagent']);
  expect(a.recentVisits.find((v) => v.crawler === 'GPTBot')).toMatchObject({
    provider: 'OpenAI',
    purpose: 'TRAINING',
    pageRoute: '/portfolio',
    responseCode: 200,
  });
  // Another account sees none of them.
  const demo = await graphql<{ crawlerActivity: { totalVisits: number } }>(
    server.url,
    '{ crawlerActivity { totalVisits } }',
    {},
    tokens.demo,
  );
  expect(demo.body.data?.crawlerActivity.totalVisits).toBe(0);
});

const SEND = `mutation($input: SendOutreachEmailInput!) {
  sendOutreachEmail(input: $input) { message { id to subject sourceName campaignId delivery sentAt } }
}`;

test('outreach: Send goes through the mail transport (real SMTP) and is recorded on the campaign', async () => {
  const input = {
    sourceId: 'src-1',
    sourceName: 'Climate Tech Review',
    to: 'editor@climatetech.example',
    subject: 'Partnership <idea>',
    body: 'Hi [Name],\n\nWe would love to talk.',
    campaignId: 'camp-1',
  };
  const res = await graphql<{ sendOutreachEmail: { message: Record<string, unknown> } }>(
    server.url,
    SEND,
    { input },
    tokens.fund,
  );
  expect(res.body.errors).toBeUndefined();
  expect(res.body.data?.sendOutreachEmail.message).toMatchObject({
    to: input.to,
    subject: input.subject,
    sourceName: input.sourceName,
    campaignId: 'camp-1',
    delivery: 'smtp',
  });
  const received = await smtp.waitForMessage(1, 10_000);
  expect(received.to).toEqual([input.to]);
  const mail = parseMail(received.raw);
  expect(mail.subject).toBe('Partnership <idea>');
  expect(mail.text).toContain('We would love to talk.');
  expect(mail.html).toContain('<p>Hi [Name],</p>');
  expect(mail.html).not.toContain('<idea>');

  const list = await graphql<{ outreachMessages: { to: string }[] }>(
    server.url,
    '{ outreachMessages { to subject campaignId } }',
    {},
    tokens.fund,
  );
  expect(list.body.data?.outreachMessages).toEqual([
    { to: input.to, subject: input.subject, campaignId: 'camp-1' },
  ]);

  // The send-button rule holds on the server too: subject and body are required, the address must be valid.
  for (const bad of [{ subject: ' ' }, { body: '' }, { to: 'not-an-address' }]) {
    const r = await graphql(server.url, SEND, { input: { ...input, ...bad } }, tokens.fund);
    expect(r.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  }
  expect(smtp.messages).toHaveLength(1);
});

test('outreach sending is limited per account (OUTREACH_LIMIT_PER_HOUR), not across accounts', async () => {
  const input = {
    sourceId: 'src-2',
    sourceName: 'Fund Weekly',
    to: 'desk@fundweekly.example',
    subject: 'Hello',
    body: 'A short note.',
  };
  const before = smtp.messages.length;
  for (let i = 0; i < 3; i++) {
    const sent = await graphql(server.url, SEND, { input }, tokens.demo);
    expect(sent.body.errors, JSON.stringify(sent.body.errors)).toBeUndefined();
  }
  const limited = await graphql(server.url, SEND, { input }, tokens.demo);
  expect(limited.status).toBe(429);
  expect(limited.body.errors?.[0]).toMatchObject({
    message: 'You have sent 3 outreach e-mails in the last hour. Try again in 60 minutes.',
    extensions: { code: 'RATE_LIMITED' },
  });
  await smtp.waitForMessage(before + 3, 10_000);
  // Another account still sends.
  const other = await graphql(server.url, SEND, { input }, tokens.fund);
  expect(other.body.errors).toBeUndefined();
  await smtp.waitForMessage(before + 4, 10_000);
  expect(smtp.messages).toHaveLength(before + 4);
});

test('the REST status for a blocked account, and the gate on writes', async () => {
  const blocked = await startTestServer({ seed: true, env: { ACTION_CENTER_BLOCKED_IDS: DEMO_USER_ID } });
  try {
    const token = await signIn(blocked.url, 'demo@example.com');
    expect((await getJson(`${blocked.url}/api/action/status`, token)).body).toEqual({
      status: 'success',
      data: { action_center: false, availability: 'not_available' },
    });
    const res = await graphql(
      blocked.url,
      SET_STEP,
      { input: { stepId: 'llms-txt', completed: true } },
      token,
    );
    expect(res.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const visits = await postJson(
      `${blocked.url}/api/crawler-visits`,
      { visits: [{ userAgent: GPTBOT, path: '/' }] },
      token,
    );
    expect(visits.status).toBe(403);
  } finally {
    await blocked.close();
  }
});
