/**
 * Alerts through the public surface: a collection run that drops the brand's visibility reaches a local
 * webhook receiver (plain http on 127.0.0.1, allowed only by the test configuration) as one POST, signed
 * with a timestamp as the docs' check verifies it, and the outbox as one e-mail; a delivery that fails
 * is retried and logged; a redirect is logged and not followed, nor retried; bad webhook addresses and
 * thresholds are refused with a message; another account's ids are unknown; the weekly digest goes once
 * a week to the accounts that asked for it. Host names resolve through a stub and private addresses are
 * refused before any connection: nothing leaves loopback.
 */
import crypto, { createHmac } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ALERT_RULES, HTTPS_ONLY_MESSAGE, thresholdMessage } from '../../../graphql/shared/alert-rules';
import { addDays, proseDay, todayUtc } from '../../lib/dates';
import {
  scriptedEngines,
  startWebhookReceiver,
  stubResolver,
  type WebhookReceiver,
} from '../../test/alerts.testkit';
import type { Config } from '../../config';
import { startSightline } from '../../main';
import { startTestServer, type TestServer } from '../../test/harness';
import { graphql, signUp } from '../../test/http';
import { parseMail } from '../../test/smtp.testkit';
import { startRun } from '../collection';
import { queueWeeklyDigests } from './alerts.jobs';
import { insertWebhook, upsertAlertPreferences } from './alerts.store';

type Mode = 'brand' | 'rival' | 'down';
const modes: Record<string, Mode> = {};

let server: TestServer;
let receiver: WebhookReceiver;
/** What the stub resolver knows; a test may change an entry (a name whose address changed). */
const hosts: Record<string, string> = {
  'hooks.example.com': '93.184.216.34',
  'internal.example': '10.0.0.5',
  'metadata.example': '169.254.169.254',
  'v6.internal.example': 'fd00::1',
};
const dns = stubResolver(hosts);
/** What the server logged. */
const serverLog: string[] = [];
const TESTS_PER_HOUR = 12;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  server = await startTestServer({
    env: {
      WORKER_IN_PROCESS: 'true',
      NODE_ENV: 'test',
      ALERT_WEBHOOK_ALLOW_LOOPBACK: 'true',
      ALERT_RETRY_DELAY_SECONDS: '1',
      COLLECTION_ANSWER_ATTEMPTS: '1',
      PUBLIC_URL: 'https://sightline.example.com',
      ALERT_WEBHOOK_TESTS_PER_HOUR: String(TESTS_PER_HOUR),
    },
    resolveHost: dns.resolve,
    log: (message) => serverLog.push(message),
    engines: scriptedEngines(({ brand, prompt }) => {
      const mode = modes[brand.name] ?? 'brand';
      if (mode === 'down') return new Error('HTTP 503 from the test engine');
      if (mode === 'rival')
        return {
          text: `For "${prompt}", Kongly is what most teams pick.`,
          citations: ['https://kongly.io/docs'],
        };
      return {
        text: `For "${prompt}", ${brand.name} is an excellent and reliable choice.`,
        citations: [`https://${brand.name.toLowerCase()}.com/docs`],
      };
    }),
  });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

const client =
  (token: string | null) =>
  async (query: string, variables: Record<string, unknown> = {}) =>
    (await graphql<any>(server.url, query, variables, token)).body;

async function setUpAccount(username: string, brand: string, platforms: string[], questions: string[]) {
  const { token, brandId } = await signUp(server.url, username);
  const gql = client(token);
  const steps = [
    await gql('mutation($i: UpdateBrandInput!) { updateBrand(input: $i) { brand { name } } }', {
      i: { name: brand, website: `https://${brand.toLowerCase()}.com`, aliases: [] },
    }),
    await gql('mutation { setCompetitors(input: { names: ["Kongly"] }) { competitors { id } } }'),
    await gql(
      'mutation($p: [Platform!]) { updateCollectionSettings(input: { platforms: $p }) { settings { platforms } } }',
      {
        p: platforms,
      },
    ),
  ];
  for (const step of steps) expect(step.errors).toBeUndefined();
  await confirmAddress(gql, `${username}@example.com`);
  const topic = await gql('mutation { createTopic(input: { name: "API gateways" }) { topic { id } } }');
  for (const question of questions) {
    const added = await gql(
      'mutation($t: ID!, $q: String!) { addPrompt(input: { topicId: $t, question: $q }) { prompt { id } } }',
      {
        t: topic.data.createTopic.topic.id,
        q: question,
      },
    );
    expect(added.errors).toBeUndefined();
  }
  return { token, brandId, gql, topicId: topic.data.createTopic.topic.id as string };
}

const runStatus = async (runId: string) =>
  (await server.db.query<{ status: string }>('select status from collection_runs where id = $1', [runId]))[0]
    ?.status;

const evaluations = async (brandId: string) =>
  (
    await server.db.query<{ n: number }>(
      'select count(*)::int as n from alert_run_evaluations where user_id = $1',
      [brandId],
    )
  )[0]!.n;

const SETTINGS = '{ alertSettings { email emailConfirmation { status confirmedAt sentAt } } }';
const SEND_CONFIRMATION =
  'mutation { sendAlertEmailConfirmation { settings { emailConfirmation { status sentAt } } } }';

const CONFIRMATION_SUBJECT = 'Sightline: confirm this address for alert e-mails';

/** The .eml files in the outbox addressed to `to`, oldest first. */
function mailsTo(to: string) {
  const dir = path.join(server.config.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
    .filter((raw) => new RegExp(`^To: ${to}$`, 'm').test(raw))
    .map(parseMail);
}

/** Alert and digest e-mails to `to`. */
const outboxFor = (to: string) => mailsTo(to).filter((mail) => mail.subject !== CONFIRMATION_SUBJECT);

/** The links of the confirmation e-mails sent to `to`, oldest first. */
const confirmationLinks = (to: string) =>
  mailsTo(to)
    .filter((mail) => mail.subject === CONFIRMATION_SUBJECT)
    .map((mail) => /^Confirm: (\S+)$/m.exec(mail.text)![1]!);

/** What the link's page does when its Confirm button is pressed. */
async function confirmLink(link: string) {
  const token = new URL(link).searchParams.get('token');
  return await client(null)('mutation($t: String!) { confirmAlertEmail(token: $t) { email } }', { t: token });
}

/** Confirms the account's address for alert e-mails, as its owner would: the mailed link, opened. */
async function confirmAddress(gql: ReturnType<typeof client>, email: string) {
  const sent = await gql(SEND_CONFIRMATION);
  expect(sent.errors).toBeUndefined();
  expect(await confirmLink(confirmationLinks(email).at(-1)!)).toEqual({
    data: { confirmAlertEmail: { email } },
  });
}

/** Deliveries still waiting or running in the job queue. */
const pendingDeliveries = async () =>
  (
    await server.db.query<{ n: number }>(
      `select count(*)::int as n from pgboss.job where name = 'deliver-alert' and state in ('created', 'retry', 'active')`,
    )
  )[0]!.n;

/** The one answer for an address that is not public or does not resolve. */
const unreachable = (host: string) =>
  `Webhooks only reach public addresses: ${host} is not one, or could not be found.`;

/** The delivery log's words for a receiver that answered a redirect. */
const redirectNotFollowed = (status: number) =>
  `The receiver answered with HTTP ${status}, a redirect: webhooks do not follow redirects, so enter the address it points to.`;

const sign = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** The docs' own verification snippet (docs/alerts.md), run as a receiver would run it: the docs cannot drift. */
function docsVerifier() {
  const docs = fs.readFileSync(path.join(import.meta.dirname, '../../../docs/alerts.md'), 'utf8');
  const snippet =
    /```js\n(import crypto from 'node:crypto';\n[\s\S]*?function verifySightline[\s\S]*?)```/.exec(docs)![1]!;
  const body = snippet.replace("import crypto from 'node:crypto';", '');
  return new Function('crypto', `${body}\nreturn verifySightline;`)(crypto) as (
    secret: string,
    rawBody: string,
    header: unknown,
    now?: number,
  ) => boolean;
}
const verifySightline = docsVerifier();

const QUESTIONS = [
  'Which API gateway is best?',
  'Cheapest API gateway?',
  'API gateway for startups?',
  'Most reliable API gateway?',
];
const CREATE = `mutation($i: CreateAlertWebhookInput!) { createAlertWebhook(input: $i) { secret webhook { id url format } } }`;
const TEST = `mutation($id: ID!) { testAlertWebhook(input: { id: $id }) { delivery { ok statusCode attempt error purpose channel } } }`;
const RULE = `mutation($i: UpdateAlertRuleInput!) { updateAlertRule(input: $i) { rule { kind enabled threshold } } }`;

describe('a collection run that drops the brand’s visibility', () => {
  let watcher: Awaited<ReturnType<typeof setUpAccount>>;
  let secret: string;
  let webhookId: string;

  // The tests below read what this one leaves: they run in order.
  test('a week of steady answers fires nothing; the run that drops visibility is delivered', async () => {
    watcher = await setUpAccount('watcher', 'Quillstack', ['CHATGPT', 'PERPLEXITY'], QUESTIONS);
    // Only the visibility rule, so what the run fires is that drop alone.
    for (const kind of ['COMPETITOR_OVERTAKE', 'NEGATIVE_ANSWER', 'NEW_COMPETITOR_SOURCE', 'RUN_FAILED']) {
      const off = await watcher.gql(RULE, {
        i: { kind, enabled: false, threshold: ALERT_RULES.run_failed.defaultThreshold },
      });
      expect(off.errors).toBeUndefined();
    }
    // A week in which every answer names the brand: nothing fires.
    for (let n = 7; n >= 1; n--) {
      const { run } = await startRun(server.db, server.jobs, watcher.brandId, 'cli', addDays(todayUtc(), -n));
      await expect.poll(() => runStatus(run.id), { timeout: 30_000, interval: 100 }).toBe('completed');
    }
    await expect.poll(() => evaluations(watcher.brandId), { timeout: 30_000, interval: 100 }).toBe(7);
    expect((await watcher.gql('{ alertEvents { totalCount } }')).data.alertEvents.totalCount).toBe(0);

    const created = await watcher.gql(CREATE, { i: { url: `${receiver.url}/hook`, format: 'JSON' } });
    expect(created.errors).toBeUndefined();
    ({ secret } = created.data.createAlertWebhook);
    webhookId = created.data.createAlertWebhook.webhook.id;
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);

    modes.Quillstack = 'rival';
    const started = await watcher.gql('mutation { startCollectionRun { run { id } } }');
    expect(started.errors).toBeUndefined();
    await expect
      .poll(() => receiver.to('/hook').length, { timeout: 60_000, interval: 100 })
      .toBeGreaterThan(0);
    await expect
      .poll(() => outboxFor('watcher@example.com').length, { timeout: 30_000, interval: 100 })
      .toBe(1);
    await expect.poll(pendingDeliveries, { timeout: 30_000, interval: 100 }).toBe(0);
  }, 240_000);

  test('the receiver gets exactly one POST, signed with the webhook’s secret and the time', async () => {
    const [request, ...more] = receiver.to('/hook');
    expect(more).toEqual([]);
    const signature = request!.headers['sightline-signature'] as string;
    expect(signature).toMatch(/^t=\d{10},v1=[0-9a-f]{64}$/);
    expect(verifySightline(secret, request!.body, signature)).toBe(true);
    expect(verifySightline(`${secret}x`, request!.body, signature)).toBe(false);
    expect(verifySightline(secret, `${request!.body} `, signature)).toBe(false);
    // A replay: the captured request 5 minutes later, or with the old signature under a fresh time.
    const sentAt = Number(/^t=(\d+)/.exec(signature)![1]);
    expect(verifySightline(secret, request!.body, signature, (sentAt + 301) * 1000)).toBe(false);
    const retimed = signature.replace(/^t=\d+/, `t=${sentAt + 60}`);
    expect(verifySightline(secret, request!.body, retimed)).toBe(false);
    // The body-only signature stays for receivers that check it (deprecated).
    expect(request!.headers['x-sightline-signature']).toBe(sign(secret, request!.body));
    expect(request!.headers['x-sightline-signature']).not.toBe(sign(`${secret}x`, request!.body));
    expect(request!.headers['x-sightline-event']).toBe('alerts');
    expect(request!.headers['content-type']).toBe('application/json');
    const body = JSON.parse(request!.body);
    expect(request!.headers['x-sightline-delivery']).toBe(body.id);
    expect(body).toMatchObject({
      type: 'alerts',
      brand: 'Quillstack',
      url: 'https://sightline.example.com/dashboard/alerts',
    });
    expect(body.alerts.map((alert: any) => alert.title).sort()).toEqual([
      'Visibility on API gateways fell from 100.0 % to 0.0 %',
      'Visibility on ChatGPT fell from 100.0 % to 0.0 %',
      'Visibility on Perplexity fell from 100.0 % to 0.0 %',
    ]);
  });

  test('one e-mail in the outbox, with an HTML and a plain-text part', () => {
    const [mail] = outboxFor('watcher@example.com');
    expect(mail!.subject).toBe('Sightline: 3 alerts for Quillstack');
    expect(mail!.text).toContain('Visibility drops (');
    expect(mail!.text).toContain('Visibility on API gateways fell from 100.0 % to 0.0 %');
    expect(mail!.text).toContain('https://sightline.example.com/dashboard/alerts');
    expect(mail!.html).toContain('<table');
    expect(mail!.html).toContain('Visibility on API gateways fell from 100.0 % to 0.0 %');
  });

  test('the delivery log shows both channels; the history links to the answers behind each alert', async () => {
    const log = await watcher.gql('{ alertDeliveries { channel purpose attempt statusCode ok error } }');
    expect(log.data.alertDeliveries).toEqual(
      expect.arrayContaining([
        { channel: 'WEBHOOK', purpose: 'ALERTS', attempt: 1, statusCode: 200, ok: true, error: null },
        { channel: 'EMAIL', purpose: 'ALERTS', attempt: 1, statusCode: null, ok: true, error: null },
      ]),
    );
    const history = await watcher.gql(
      '{ alertEvents { totalCount events { kind title day answers { topicId topicSlug platform from to visible failed } } } }',
    );
    expect(history.data.alertEvents.totalCount).toBe(3);
    const topicAlert = history.data.alertEvents.events.find((event: any) => event.answers.topicId);
    expect(topicAlert.answers).toMatchObject({
      topicId: watcher.topicId,
      topicSlug: 'api-gateways',
      visible: false,
      failed: false,
    });
    const { topicId, from, to } = topicAlert.answers;
    const behind = await watcher.gql(
      'query($f: AnswersFilter!) { answers(filter: $f, first: 0) { totalCount okCount visibleCount } }',
      { f: { topicId, from, to } },
    );
    // 4 prompts on 2 platforms that day, none naming the brand.
    expect(behind.data.answers).toEqual({ totalCount: 8, okCount: 8, visibleCount: 0 });
  });

  test('the secret is never shown again', async () => {
    const listed = await watcher.gql('{ alertWebhooks { id url format deliveries { ok } } }');
    expect(listed.data.alertWebhooks).toEqual([
      { id: webhookId, url: `${receiver.url}/hook`, format: 'JSON', deliveries: [{ ok: true }] },
    ]);
    expect(JSON.stringify(listed)).not.toContain(secret);
  });

  test('another account cannot see, test or delete this account’s webhook or alerts', async () => {
    const other = client((await signUp(server.url, 'snoop')).token);
    for (const mutation of [TEST, 'mutation($id: ID!) { deleteAlertWebhook(input: { id: $id }) { id } }']) {
      const refused = await other(mutation, { id: webhookId });
      expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect((await other(mutation, { id: 'not-an-id' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    expect((await other('{ alertEvents { totalCount } alertWebhooks { id } }')).data).toEqual({
      alertEvents: { totalCount: 0 },
      alertWebhooks: [],
    });
    expect((await watcher.gql('{ alertWebhooks { id } }')).data.alertWebhooks).toEqual([{ id: webhookId }]);
    expect((await client(null)('{ alertRules { kind } }')).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  test('the weekly digest goes once a week, only to the accounts that asked for it', async () => {
    const on = await watcher.gql(
      'mutation { updateAlertSettings(input: { weeklyDigest: true }) { settings { weeklyDigest emailAlerts email } } }',
    );
    expect(on.data.updateAlertSettings.settings).toEqual({
      weeklyDigest: true,
      emailAlerts: true,
      email: 'watcher@example.com',
    });
    const deps = { db: server.db, config: server.config, jobs: server.jobs };
    expect(await queueWeeklyDigests(deps)).toBe(1);
    expect(await queueWeeklyDigests(deps)).toBe(0);
    await expect
      .poll(() => outboxFor('watcher@example.com').length, { timeout: 30_000, interval: 100 })
      .toBe(2);
    await expect.poll(pendingDeliveries, { timeout: 30_000, interval: 100 }).toBe(0);
    const digest = outboxFor('watcher@example.com').find((mail) => mail.subject.startsWith('Your week'))!;
    expect(digest.subject).toBe(
      `Your week in AI answers: Quillstack, ${proseDay(addDays(todayUtc(), -6))} to ${proseDay(todayUtc())}`,
    );
    // The overview's own figures: the last 7 days, unbranded prompts, against the 7 days before.
    const overview = await watcher.gql(
      `{ overview(period: { preset: LAST_7_DAYS }, promptKind: UNBRANDED) { metrics { visibility impressions
        change { visibility { change } impressions { change } } } } }`,
    );
    const { metrics } = overview.data.overview;
    const signed = (n: number, d: number) =>
      n === 0 ? 'no change' : `${n > 0 ? '+' : '−'}${Math.abs(n).toFixed(d)}`;
    expect(digest.text).toContain(
      `Visibility: ${metrics.visibility.toFixed(1)} % (${signed(metrics.change.visibility.change, 1)} points;`,
    );
    expect(digest.text).toContain(
      `Impressions: ${metrics.impressions} (${signed(metrics.change.impressions.change, 0)};`,
    );
    expect(digest.text).toContain('Where competitors are named and you are not:');
    expect(digest.text).toMatch(/- Which API gateway is best\? \(Kongly; 2 answers\)/);
    expect(digest.text).toContain('https://sightline.example.com/dashboard?period=7d');
    expect(digest.text).toContain(
      'What answers get wrong about you:\nNo wrong fact about you is in circulation.',
    );
    expect(digest.html).toContain('Open your dashboard');
    expect(outboxFor('snoop@example.com')).toEqual([]);
    const log = await watcher.gql('{ alertDeliveries(first: 1) { purpose channel ok } }');
    expect(log.data.alertDeliveries).toEqual([{ purpose: 'DIGEST', channel: 'EMAIL', ok: true }]);
  });
});

// Slow: waits out a real retry back-off. Guards delivery retries.
test(
  'a failed delivery is retried with back-off and both attempts are logged',
  { tags: ['slow'], timeout: 120_000 },
  async () => {
    const flaky = await setUpAccount('flaky', 'Brightgate', ['CHATGPT'], ['Which API gateway is best?']);
    const created = await flaky.gql(CREATE, { i: { url: `${receiver.url}/flaky`, format: 'SLACK' } });
    expect(created.errors).toBeUndefined();
    receiver.answer('/flaky', 500);
    // Every capture fails: the run-failed rule (on by default) fires.
    modes.Brightgate = 'down';
    const started = await flaky.gql('mutation { startCollectionRun { run { day } } }');
    await expect.poll(() => receiver.to('/flaky').length, { timeout: 60_000, interval: 100 }).toBe(2);
    await expect.poll(pendingDeliveries, { timeout: 30_000, interval: 100 }).toBe(0);

    const [first, second] = receiver.to('/flaky');
    expect(second!.body).toBe(first!.body);
    expect(second!.headers['x-sightline-delivery']).toBe(first!.headers['x-sightline-delivery']);
    expect(second!.headers['x-sightline-signature']).toBe(
      sign(created.data.createAlertWebhook.secret, second!.body),
    );
    // A Slack body carries no id of its own: the signed time still covers it.
    for (const request of [first!, second!])
      expect(
        verifySightline(
          created.data.createAlertWebhook.secret,
          request.body,
          request.headers['sightline-signature'],
        ),
      ).toBe(true);
    const slack = JSON.parse(second!.body);
    // The run's own day: one started just before midnight UTC reports that day.
    expect(slack.text).toBe(
      `100.0 % of the collection run for ${proseDay(started.data.startCollectionRun.run.day)} failed`,
    );
    expect(slack.blocks[0]).toEqual({ type: 'header', text: { type: 'plain_text', text: slack.text } });

    const listed = await flaky.gql('{ alertWebhooks { deliveries { attempt statusCode ok error } } }');
    expect(listed.data.alertWebhooks[0].deliveries).toEqual([
      { attempt: 2, statusCode: 200, ok: true, error: null },
      { attempt: 1, statusCode: 500, ok: false, error: 'The receiver answered with HTTP 500.' },
    ]);
  },
);

test('an alert to a webhook that redirects elsewhere is logged with the answer, not followed and not retried', async () => {
  const redirected = await setUpAccount(
    'redirected',
    'Tollgate',
    ['CHATGPT'],
    ['Which API gateway is best?'],
  );
  const elsewhere = await startWebhookReceiver();
  try {
    receiver.redirect('/moved', `${elsewhere.url}/landing`, 307);
    const created = await redirected.gql(CREATE, { i: { url: `${receiver.url}/moved` } });
    expect(created.errors).toBeUndefined();
    // Every capture fails: the run-failed rule (on by default) fires.
    modes.Tollgate = 'down';
    await redirected.gql('mutation { startCollectionRun { run { id } } }');
    await expect.poll(() => receiver.to('/moved').length, { timeout: 60_000, interval: 100 }).toBe(1);
    // A retry would leave the job waiting (the retry delay is 1 s here) and reach the receiver again.
    await expect.poll(pendingDeliveries, { timeout: 30_000, interval: 100 }).toBe(0);
    expect(receiver.to('/moved')).toHaveLength(1);
    expect(elsewhere.requests).toEqual([]);
    const listed = await redirected.gql(
      '{ alertWebhooks { deliveries { purpose attempt statusCode ok error } } }',
    );
    expect(listed.data.alertWebhooks[0].deliveries).toEqual([
      { purpose: 'ALERTS', attempt: 1, statusCode: 307, ok: false, error: redirectNotFollowed(307) },
    ]);
  } finally {
    await elsewhere.close();
  }
}, 120_000);

/** Another server on this test's database, as a second process would be; it works no jobs. */
const startSecondServer = (config: Partial<Config> = {}) =>
  startSightline(
    { ...server.config, WORKER_IN_PROCESS: false, ...config },
    {
      db: server.db,
      clientDir: path.join(server.config.dataDir, 'no-client'),
      resolveHost: dns.resolve,
      log: () => {},
    },
  );

/** A port on 127.0.0.1 that nothing listens on. */
async function closedPort() {
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  return port;
}

describe('test deliveries are limited per webhook and per account, in every process', () => {
  test('the sixth test of a webhook in a minute, and the account’s test past its hourly allowance, answer 429', async () => {
    const { token } = await signUp(server.url, 'tester');
    const gql = client(token);
    const second = await startSecondServer();
    /** A test delivery through either server, with the HTTP status and Retry-After. */
    const testOn = async (url: string, id: string) => {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: TEST, variables: { id } }),
      });
      const body = await response.json();
      return { status: response.status, retryAfter: Number(response.headers.get('retry-after')), body };
    };
    try {
      const ids: string[] = [];
      for (const hook of ['a', 'b', 'c']) {
        const created = await gql(CREATE, { i: { url: `${receiver.url}/limited-${hook}` } });
        ids.push(created.data.createAlertWebhook.webhook.id);
      }
      const [a, b, c] = ids as [string, string, string];
      // Five to one webhook, across both servers, then a sixth: refused, and not sent.
      for (const url of [server.url, second.url, server.url, second.url, server.url])
        expect((await testOn(url, a)).body.data.testAlertWebhook.delivery.ok).toBe(true);
      const sixth = await testOn(second.url, a);
      expect(sixth.status).toBe(429);
      expect(sixth.retryAfter).toBeGreaterThan(0);
      expect(sixth.retryAfter).toBeLessThanOrEqual(60);
      expect(sixth.body.errors[0].extensions.code).toBe('RATE_LIMITED');
      expect(sixth.body.errors[0].message).toMatch(
        /^Too many test deliveries: at most 5 a minute to one webhook\./,
      );
      expect(receiver.to('/limited-a')).toHaveLength(5);
      // The account's allowance (12 an hour here) counts every webhook's tests.
      for (let n = 0; n < TESTS_PER_HOUR - 5; n++)
        expect((await testOn(n % 2 ? server.url : second.url, n < 5 ? b : c)).status).toBe(200);
      const past = await testOn(server.url, c);
      expect(past.status).toBe(429);
      expect(past.retryAfter).toBeGreaterThan(60);
      expect(past.body.errors[0].message).toMatch(/at most 12 an hour from one account/);
      expect(receiver.to('/limited-b')).toHaveLength(5);
      expect(receiver.to('/limited-c')).toHaveLength(TESTS_PER_HOUR - 10);
    } finally {
      await second.close();
    }
  });
});

describe('refusals', () => {
  let quiet: (query: string, variables?: Record<string, unknown>) => Promise<any>;
  beforeAll(async () => {
    quiet = client((await signUp(server.url, 'quiet')).token);
  });

  test.each([
    ['plain http', 'http://hooks.example.com/alerts', HTTPS_ONLY_MESSAGE],
    // One answer whether a name is private or unknown: the form cannot probe the server's DNS.
    [
      'a name resolving to a private address',
      'https://internal.example/hook',
      unreachable('internal.example'),
    ],
    [
      'a name resolving to the metadata address',
      'https://metadata.example/',
      unreachable('metadata.example'),
    ],
    [
      'a name resolving to a unique-local IPv6 address',
      'https://v6.internal.example/',
      unreachable('v6.internal.example'),
    ],
    ['a host that does not resolve', 'https://nowhere.example/hook', unreachable('nowhere.example')],
    ['a private literal address', 'https://10.1.2.3/hook', unreachable('10.1.2.3')],
    [
      'the metadata literal address',
      'https://169.254.169.254/latest/meta-data',
      unreachable('169.254.169.254'),
    ],
    ['no address', 'hooks.example.com', 'Enter a full address, such as https://hooks.example.com/sightline.'],
    [
      'credentials in the address',
      'https://user:pw@hooks.example.com/x',
      /^Leave the user name and password out/,
    ],
  ])('a webhook address with %s is refused with a message', async (_case, url, message) => {
    const refused = await quiet(CREATE, { i: { url } });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'url' });
    expect(refused.errors?.[0]?.message).toMatch(message);
    expect((await quiet('{ alertWebhooks { id } }')).data.alertWebhooks).toEqual([]);
  });

  test('a public https address is accepted after its name is checked, without connecting to it', async () => {
    const before = receiver.requests.length;
    const created = await quiet(CREATE, { i: { url: 'https://hooks.example.com/sightline' } });
    expect(created.data.createAlertWebhook.webhook.format).toBe('JSON');
    expect(dns.asked).toContain('hooks.example.com');
    expect(receiver.requests.length).toBe(before);
    const deleted = await quiet('mutation($id: ID!) { deleteAlertWebhook(input: { id: $id }) { id } }', {
      id: created.data.createAlertWebhook.webhook.id,
    });
    expect(deleted.errors).toBeUndefined();
    expect((await quiet('{ alertWebhooks { id } }')).data.alertWebhooks).toEqual([]);
  });

  test.each([303, 307])(
    'a webhook answering %i to another origin is not followed: the other receiver gets nothing',
    async (status) => {
      const elsewhere = await startWebhookReceiver();
      try {
        const hop = `/redirect-${status}`;
        receiver.redirect(hop, `${elsewhere.url}/landing`, status);
        const created = await quiet(CREATE, { i: { url: `${receiver.url}${hop}` } });
        const tried = await quiet(TEST, { id: created.data.createAlertWebhook.webhook.id });
        expect(tried.data.testAlertWebhook.delivery).toEqual({
          ok: false,
          statusCode: status,
          attempt: 1,
          error: redirectNotFollowed(status),
          purpose: 'TEST',
          channel: 'WEBHOOK',
        });
        expect(receiver.to(hop)).toHaveLength(1);
        expect(elsewhere.requests).toEqual([]);
      } finally {
        await elsewhere.close();
      }
    },
  );

  test('a test delivery is signed and logged', async () => {
    const created = await quiet(CREATE, { i: { url: `${receiver.url}/test-hook` } });
    const tried = await quiet(TEST, { id: created.data.createAlertWebhook.webhook.id });
    expect(tried.data.testAlertWebhook.delivery).toMatchObject({
      ok: true,
      statusCode: 200,
      purpose: 'TEST',
    });
    const [request] = receiver.to('/test-hook');
    const { secret } = created.data.createAlertWebhook;
    expect(verifySightline(secret, request!.body, request!.headers['sightline-signature'])).toBe(true);
    expect(request!.headers['x-sightline-signature']).toBe(sign(secret, request!.body));
    expect(JSON.parse(request!.body)).toMatchObject({ type: 'test', alerts: [] });
  });

  test.each([
    ['a closed port', async () => closedPort(), 'http', 'ECONNREFUSED'],
    // TLS to a plain-http receiver: OpenSSL's "wrong version number", which names what answers there.
    ['https to a plain-http receiver', async () => Number(new URL(receiver.url).port), 'https', 'EPROTO'],
  ])(
    'a test delivery to %s says only that it could not connect; the server logs why, without secrets',
    async (_case, port, scheme, code) => {
      const url = `${scheme}://127.0.0.1:${await port()}/private-path?token=s3cret`;
      const created = await quiet(CREATE, { i: { url } });
      const { id } = created.data.createAlertWebhook.webhook;
      const logged = serverLog.length;
      const tried = await quiet(TEST, { id });
      expect(tried.data.testAlertWebhook.delivery).toMatchObject({
        ok: false,
        statusCode: null,
        error: 'Could not connect to the receiver.',
      });
      const lines = serverLog.slice(logged).filter((line) => line.includes(id));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(code);
      expect(lines[0]).toContain(new URL(url).origin);
      expect(lines[0]).not.toContain('private-path');
      expect(lines[0]).not.toContain('s3cret');
      expect(lines[0]).not.toContain(created.data.createAlertWebhook.secret);
    },
  );

  test('a name that stopped being public, or stopped resolving, is refused at delivery in the same words', async () => {
    hosts['moved.example'] = '93.184.216.35';
    hosts['gone.example'] = '93.184.216.36';
    const moved = await quiet(CREATE, { i: { url: 'https://moved.example/hook' } });
    const gone = await quiet(CREATE, { i: { url: 'https://gone.example/hook' } });
    // Nothing is sent to the public addresses: the names change before any delivery.
    hosts['moved.example'] = '10.0.0.9';
    delete hosts['gone.example'];
    for (const [created, host] of [
      [moved, 'moved.example'],
      [gone, 'gone.example'],
    ] as const) {
      const tried = await quiet(TEST, { id: created.data.createAlertWebhook.webhook.id });
      expect(tried.data.testAlertWebhook.delivery).toMatchObject({
        ok: false,
        statusCode: null,
        error: `Refused: ${unreachable(host)}`,
      });
    }
  });

  test.each([
    ['VISIBILITY_DROP', 0, thresholdMessage(ALERT_RULES.visibility_drop)],
    ['VISIBILITY_DROP', 101, thresholdMessage(ALERT_RULES.visibility_drop)],
    ['COMPETITOR_OVERTAKE', -1, thresholdMessage(ALERT_RULES.competitor_overtake)],
    ['NEW_COMPETITOR_SOURCE', 2.5, thresholdMessage(ALERT_RULES.new_competitor_source)],
    ['RUN_FAILED', 1000, thresholdMessage(ALERT_RULES.run_failed)],
  ])(
    'a %s threshold of %s is refused beside its field, and the rule keeps its value',
    async (kind, threshold, message) => {
      const refused = await quiet(RULE, { i: { kind, enabled: true, threshold } });
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'threshold' });
      expect(refused.errors?.[0]?.message).toBe(message);
      const rules = (await quiet('{ alertRules { kind threshold defaultThreshold } }')).data.alertRules;
      const rule = rules.find((r: any) => r.kind === kind);
      expect(rule.threshold).toBe(rule.defaultThreshold);
    },
  );

  test('a new account has every rule on at its default, and a change is kept', async () => {
    const rules = (await quiet('{ alertRules { kind enabled threshold } }')).data.alertRules;
    expect(rules).toEqual([
      { kind: 'VISIBILITY_DROP', enabled: true, threshold: 10 },
      { kind: 'COMPETITOR_OVERTAKE', enabled: true, threshold: 0 },
      { kind: 'NEGATIVE_ANSWER', enabled: true, threshold: 35 },
      { kind: 'NEW_COMPETITOR_SOURCE', enabled: true, threshold: 1 },
      { kind: 'RUN_FAILED', enabled: true, threshold: 50 },
      { kind: 'NEGATIVE_THEME', enabled: true, threshold: -20 },
      { kind: 'NET_SENTIMENT_DROP', enabled: true, threshold: 15 },
      { kind: 'WRONG_FACT', enabled: true, threshold: 1 },
      { kind: 'SAMPLING_BUDGET_SPENT', enabled: true, threshold: 100 },
      { kind: 'SURFACE_DIVERGENCE', enabled: true, threshold: 10 },
    ]);
    // The app-against-API rule is kept like the others (issue 62).
    const surface = await quiet(RULE, { i: { kind: 'SURFACE_DIVERGENCE', enabled: true, threshold: 5 } });
    expect(surface.data.updateAlertRule.rule).toEqual({
      kind: 'SURFACE_DIVERGENCE',
      enabled: true,
      threshold: 5,
    });
    // A threshold below zero is in range for the theme rule (net sentiment runs from −100 to 100).
    const theme = await quiet(RULE, { i: { kind: 'NEGATIVE_THEME', enabled: true, threshold: -40 } });
    expect(theme.data.updateAlertRule.rule).toEqual({
      kind: 'NEGATIVE_THEME',
      enabled: true,
      threshold: -40,
    });
    const changed = await quiet(RULE, { i: { kind: 'NEGATIVE_ANSWER', enabled: false, threshold: 30 } });
    expect(changed.data.updateAlertRule.rule).toEqual({
      kind: 'NEGATIVE_ANSWER',
      enabled: false,
      threshold: 30,
    });
    const after = (await quiet('{ alertRules { kind enabled threshold } }')).data.alertRules;
    expect(after[2]).toEqual({ kind: 'NEGATIVE_ANSWER', enabled: false, threshold: 30 });
  });
});

test('alert e-mails and the digest go only to an address confirmed through its link; webhooks regardless', async () => {
  // Signed up and signed in (sign-up confirms nothing of the address for alerts).
  const { token, brandId } = await signUp(server.url, 'optin');
  const email = 'optin@example.com';
  const gql = client(token);
  expect((await gql(SETTINGS)).data.alertSettings).toEqual({
    email,
    emailConfirmation: { status: 'UNCONFIRMED', confirmedAt: null, sentAt: null },
  });
  // A brand whose captures all fail (the run-failed rule fires), a prompt, a webhook, the digest on.
  modes.Quietgate = 'down';
  await server.db.query(`insert into brands (user_id, name) values ($1, 'Quietgate')`, [brandId]);
  const [topic] = await server.db.query<{ id: string }>(
    `insert into topics (user_id, name, slug) values ($1, 'Gateways', 'gateways') returning id`,
    [brandId],
  );
  await server.db.query(
    `insert into prompts (user_id, topic_id, question) values ($1, $2, 'Best gateway?')`,
    [brandId, topic!.id],
  );
  await insertWebhook(server.db, brandId, {
    url: `${receiver.url}/unconfirmed`,
    format: 'json',
    secret: 'whsec_unconfirmed',
  });
  await upsertAlertPreferences(server.db, brandId, { emailAlerts: true, weeklyDigest: true });
  const deliveries = () =>
    server.db.query<{ purpose: string; channel: string; attempt: number; ok: boolean; error: string | null }>(
      `select purpose, channel, attempt, ok, error from alert_deliveries where user_id = $1 order by purpose, channel`,
      [brandId],
    );
  const notConfirmed = 'Not sent: the account’s e-mail address is not confirmed.';

  await startRun(server.db, server.jobs, brandId, 'cli', addDays(todayUtc(), -1));
  await expect.poll(() => receiver.to('/unconfirmed').length, { timeout: 60_000, interval: 100 }).toBe(1);
  await expect.poll(pendingDeliveries, { timeout: 30_000, interval: 100 }).toBe(0);
  expect(await queueWeeklyDigests({ db: server.db, config: server.config, jobs: server.jobs })).toBe(1);
  await expect.poll(pendingDeliveries, { timeout: 30_000, interval: 100 }).toBe(0);
  expect(outboxFor(email)).toEqual([]);
  expect(await deliveries()).toEqual([
    { purpose: 'alerts', channel: 'email', attempt: 1, ok: false, error: notConfirmed },
    { purpose: 'alerts', channel: 'webhook', attempt: 1, ok: true, error: null },
    { purpose: 'digest', channel: 'email', attempt: 1, ok: false, error: notConfirmed },
  ]);

  // A link is mailed; another within the minute is refused; the first link, once superseded, is void.
  const sent = await gql(SEND_CONFIRMATION);
  expect(sent.errors).toBeUndefined();
  expect(sent.data.sendAlertEmailConfirmation.settings.emailConfirmation.status).toBe('SENT');
  const again = await gql(SEND_CONFIRMATION);
  expect(again.errors![0]).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
  expect(again.errors![0]!.message).toMatch(
    /^A confirmation e-mail was sent less than a minute ago\. Try again in \d+ s\.$/,
  );
  const [firstLink] = confirmationLinks(email);
  await server.db.query(
    `update alert_settings set confirmation_sent_at = now() - interval '2 minutes' where user_id = $1`,
    [brandId],
  );
  expect((await gql(SEND_CONFIRMATION)).errors).toBeUndefined();
  const links = confirmationLinks(email);
  expect(links).toHaveLength(2);
  expect(links[1]!.replace(/=[\w-]{43}$/, '=…')).toBe(
    `${server.config.publicUrl}/alert-email/confirm?token=…`,
  );
  const invalid = 'This confirmation link is invalid or has expired. Send a new one from Settings → Alerts.';
  const refused = {
    data: null,
    errors: [
      expect.objectContaining({
        message: invalid,
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
      }),
    ],
  };
  expect(await confirmLink(firstLink!)).toEqual(refused);
  expect(await confirmLink(`${server.url}/alert-email/confirm?token=made-up`)).toEqual(refused);
  expect((await gql(SETTINGS)).data.alertSettings.emailConfirmation.status).toBe('SENT');

  // The latest link confirms the address, once.
  expect(await confirmLink(links[1]!)).toEqual({ data: { confirmAlertEmail: { email } } });
  expect(await confirmLink(links[1]!)).toEqual(refused);
  expect((await gql(SETTINGS)).data.alertSettings.emailConfirmation).toEqual({
    status: 'CONFIRMED',
    confirmedAt: expect.any(String),
    sentAt: null,
  });
  expect((await gql(SEND_CONFIRMATION)).errors).toBeUndefined(); // confirmed: nothing more is sent
  expect(confirmationLinks(email)).toHaveLength(2);

  // The next run's alerts are mailed.
  await startRun(server.db, server.jobs, brandId, 'cli');
  await expect.poll(() => outboxFor(email).length, { timeout: 60_000, interval: 100 }).toBe(1);
  expect(outboxFor(email)[0]!.subject).toMatch(/^Sightline: 100.0 % of the collection run for .* failed$/);

  // A link older than a week does nothing; an address that changed must be confirmed again.
  await server.db.query(`update alert_settings set email_confirmed_address = null where user_id = $1`, [
    brandId,
  ]);
  await server.db.query(
    `update alert_settings set confirmation_sent_at = now() - interval '2 minutes' where user_id = $1`,
    [brandId],
  );
  expect((await gql(SEND_CONFIRMATION)).errors).toBeUndefined();
  await server.db.query(
    `update alert_settings set confirmation_sent_at = now() - interval '8 days' where user_id = $1`,
    [brandId],
  );
  expect(await confirmLink(confirmationLinks(email)[2]!)).toEqual(refused);
  await server.db.query(
    `update alert_settings set email_confirmed_address = 'optin@example.com' where user_id = $1`,
    [brandId],
  );
  await server.db.query(`update profiles set email = 'moved@example.com' where id = $1`, [brandId]);
  expect((await gql(SETTINGS)).data.alertSettings.emailConfirmation.status).toBe('UNCONFIRMED');
}, 120_000);

test('alert e-mails and the digest go only to a member who may open the brand', async () => {
  const { token, brandId } = await signUp(server.url, 'agencylead');
  const email = 'agencylead@example.com';
  await confirmAddress(client(token), email);
  // A brand whose captures all fail (the run-failed rule fires), a prompt, the digest on.
  modes.Fernpoint = 'down';
  await server.db.query(`insert into brands (user_id, name) values ($1, 'Fernpoint')`, [brandId]);
  const [topic] = await server.db.query<{ id: string }>(
    `insert into topics (user_id, name, slug) values ($1, 'Flasks', 'flasks') returning id`,
    [brandId],
  );
  await server.db.query(`insert into prompts (user_id, topic_id, question) values ($1, $2, 'Best flask?')`, [
    brandId,
    topic!.id,
  ]);
  await upsertAlertPreferences(server.db, brandId, { emailAlerts: true, weeklyDigest: true });
  // A partner owns the workspace now and has limited the brand's maker to another of its brands.
  const partner = await signUp(server.url, 'agencypartner');
  const [other] = await server.db.query<{ id: string }>(
    `insert into profiles (id, workspace_id) values (gen_random_uuid(), $1) returning id`,
    [brandId],
  );
  await server.db.query(
    `insert into workspace_members (workspace_id, user_id, role) values ($1, $2, 'OWNER')`,
    [brandId, partner.personId],
  );
  await server.db.query(
    `update workspace_members set role = 'EDITOR', brand_ids = array[$2::uuid]
     where workspace_id = $1 and user_id = $1`,
    [brandId, other!.id],
  );
  const deliveries = () =>
    server.db.query<{ purpose: string; ok: boolean; error: string | null }>(
      `select purpose, ok, error from alert_deliveries where user_id = $1 and channel = 'email' order by purpose`,
      [brandId],
    );

  await startRun(server.db, server.jobs, brandId, 'cli', addDays(todayUtc(), -1));
  await expect.poll(async () => (await deliveries()).length, { timeout: 60_000, interval: 100 }).toBe(1);
  await queueWeeklyDigests({ db: server.db, config: server.config, jobs: server.jobs });
  await expect.poll(async () => (await deliveries()).length, { timeout: 30_000, interval: 100 }).toBe(2);
  const refused = `Not sent: ${email} may not open this brand (no longer a member, or limited to other brands).`;
  expect(await deliveries()).toEqual([
    { purpose: 'alerts', ok: false, error: refused },
    { purpose: 'digest', ok: false, error: refused },
  ]);
  expect(outboxFor(email)).toEqual([]);
}, 120_000);
