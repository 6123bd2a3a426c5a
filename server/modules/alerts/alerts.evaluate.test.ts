/**
 * Each alert rule fires when its condition is met, once per occurrence, and not otherwise: runs of
 * scripted answers over consecutive days, each run evaluated as the evaluate-alerts job does it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../../db/db';
import { addDays } from '../../lib/dates';
import { createTestDb, testConfig } from '../../test/harness';
import { scriptedEngines, type ScriptedAnswer } from '../../test/alerts.testkit';
import { collectRun, createRun } from '../collection';
import type { AskInput } from '../../core/engines';
import { createJobQueue, type JobQueue } from '../../core/jobs';
import { ensureAggregateTopic } from '../topics';
import { evaluateRunAlerts, type AlertDeps } from './alerts.evaluate';
import { upsertRule } from './alerts.store';
import { insertPersonalWorkspace } from '../workspaces';

let db: Db;
let drop: () => Promise<void>;
let queue: JobQueue;
let deps: AlertDeps;

beforeAll(async () => {
  ({ db, drop } = await createTestDb({ migrated: true }));
  queue = createJobQueue(db, { work: false, log: () => {} });
  deps = { db, config: testConfig(), jobs: queue };
}, 60_000);
afterAll(async () => {
  await queue?.stop();
  await drop();
});

const QUESTIONS = [
  'Which API gateway is best?',
  'Cheapest API gateway?',
  'API gateway for startups?',
  'Most reliable API gateway?',
];

async function createAccount(brand: string) {
  const brandId = randomUUID();
  await db.query('insert into profiles (id, username, email, platforms) values ($1, $2, $3, $4)', [
    brandId,
    `a${brandId.slice(0, 8)}`,
    `${brandId.slice(0, 8)}@example.com`,
    ['chatgpt'],
  ]);
  await insertPersonalWorkspace(db, brandId, 'alerts', true);
  await db.query(`insert into brands (user_id, name, website) values ($1, $2, $3)`, [
    brandId,
    brand,
    `https://${brand.toLowerCase()}.com`,
  ]);
  await db.query(`insert into competitors (user_id, name) values ($1, 'Kongly')`, [brandId]);
  await ensureAggregateTopic(db, brandId);
  const [topic] = await db.query<{ id: string }>(
    `insert into topics (user_id, name, slug) values ($1, 'API', 'api') returning id`,
    [brandId],
  );
  for (const question of QUESTIONS)
    await db.query('insert into prompts (user_id, topic_id, question) values ($1, $2, $3)', [
      brandId,
      topic!.id,
      question,
    ]);
  return { brandId, topicId: topic!.id };
}

type Script = (input: AskInput) => ScriptedAnswer;

/** One run of the account for the day with these answers, then its evaluation; what fired. */
async function runDay(brandId: string, day: string, script: Script, options: { maxAttempts?: number } = {}) {
  const { run } = await createRun(db, brandId, 'cli', day);
  await collectRun(db, run.id, {
    engines: scriptedEngines(script),
    platforms: async () => ['chatgpt'],
    retryDelayMs: 1,
    attempts: 1,
    ...options,
  });
  const fired = await evaluateRunAlerts(deps, run.id);
  return { runId: run.id, fired: fired ?? [], kinds: (fired ?? []).map((event) => event.kind).sort() };
}

const DAY0 = '2026-03-01';
const day = (n: number) => addDays(DAY0, n);

const praise: Script = ({ brand }) => ({
  text: `${brand.name} is an excellent, reliable and well documented API gateway.`,
  citations: [`https://docs.${brand.name.toLowerCase()}.com/guide`],
});
const complaint: Script = ({ brand }) => ({
  text: `${brand.name} is unreliable, slow and buggy. Avoid it: the outages are terrible.`,
  citations: [`https://docs.${brand.name.toLowerCase()}.com/guide`],
});
const rivalOnly: Script = () => ({
  text: 'Kongly is the API gateway most teams pick.',
  citations: ['https://reviews.example.net/kongly'],
});
/** The first two questions name the brand, the other two the competitor. */
const split: Script = (input) => (QUESTIONS.indexOf(input.prompt) < 2 ? praise(input) : rivalOnly(input));

describe('one account through the rules', () => {
  let account: { brandId: string; topicId: string };
  beforeAll(async () => {
    account = await createAccount('Quillstack');
  });

  test('a week of steady answers fires nothing', async () => {
    for (let n = 0; n < 7; n++) expect((await runDay(account.brandId, day(n), praise)).fired).toEqual([]);
  }, 60_000);

  test('negative answers fire once each, and a run is evaluated once', async () => {
    const { runId, fired, kinds } = await runDay(account.brandId, day(7), complaint);
    expect(kinds).toEqual(Array(4).fill('negative_answer'));
    expect(fired[0]!.title).toBe('A negative answer on ChatGPT names Quillstack');
    expect(fired[0]!.answers).toMatchObject({ platform: 'chatgpt', from: day(7), to: day(7), visible: true });
    // The job again (a retry after a crash past the commit): nothing more.
    expect(await evaluateRunAlerts(deps, runId)).toBeNull();
    // Another run of the same day sees the same answers: they fired already.
    expect((await runDay(account.brandId, day(7), complaint)).fired).toEqual([]);
  });

  test('a drop in visibility fires per topic and platform, a new competitor source once', async () => {
    const { fired, kinds } = await runDay(account.brandId, day(8), rivalOnly);
    expect(kinds).toEqual(['new_competitor_source', 'visibility_drop', 'visibility_drop']);
    const drops = fired.filter((event) => event.kind === 'visibility_drop');
    expect(drops.map((event) => event.title).sort()).toEqual([
      'Visibility on API fell from 100.0 % to 0.0 %',
      'Visibility on ChatGPT fell from 100.0 % to 0.0 %',
    ]);
    // Where the move sits against the noise band of the change, in the alert's words.
    for (const event of drops)
      expect(event.detail).toMatch(/: −100\.0 points, outside the ±\d+\.\d-point band /);
    expect(drops.find((event) => event.answers.topicId)!.answers).toMatchObject({
      topicId: account.topicId,
      topicSlug: 'api',
      from: day(8),
      visible: false,
    });
    const source = fired.find((event) => event.kind === 'new_competitor_source')!;
    expect(source.title).toBe('reviews.example.net started citing competitors');
    expect(source.detail).toContain('name Kongly but not Quillstack');
    // The next day the domain is no longer new; the drop, measured again, is that day's own.
    expect((await runDay(account.brandId, day(9), rivalOnly)).kinds).toEqual([
      'visibility_drop',
      'visibility_drop',
    ]);
  });

  test('a switched-off rule and a threshold out of reach fire nothing', async () => {
    await upsertRule(db, account.brandId, { kind: 'visibility_drop', enabled: false, threshold: 10 });
    await upsertRule(db, account.brandId, { kind: 'negative_answer', enabled: true, threshold: 5 });
    expect((await runDay(account.brandId, day(10), rivalOnly)).fired).toEqual([]);
  });
});

test('what answers say of the brand: a theme turning negative and a drop in net sentiment fire once each', async () => {
  const { brandId } = await createAccount('Pricely');
  const value: Script = ({ brand }) => ({
    text: `${brand.name} is an excellent, affordable API gateway and great value for money.`,
    citations: ['https://reviews.example.net/gateways'],
  });
  const overpriced: Script = ({ brand }) => ({
    text: `${brand.name} is overpriced and poor value for money. Its pricing is a rip-off.`,
    citations: ['https://reviews.example.net/gateways'],
  });
  // Two steady weeks: nothing about statements fires (the first week has no week before it to compare with).
  for (let n = 0; n < 14; n++) {
    const { kinds } = await runDay(brandId, day(n), value);
    expect(kinds.filter((kind) => kind === 'negative_theme' || kind === 'net_sentiment_drop')).toEqual([]);
  }
  // Then every answer calls it overpriced: the drop shows first, the theme once it is negative beyond doubt.
  const fired = [];
  for (let n = 14; n < 22; n++) fired.push(...(await runDay(brandId, day(n), overpriced)).fired);
  const themes = fired.filter((event) => event.kind === 'negative_theme');
  const drops = fired.filter((event) => event.kind === 'net_sentiment_drop');
  expect(themes).toHaveLength(1);
  expect(drops).toHaveLength(1);
  expect(themes[0]!.title).toBe('What answers say of Pricely’s price and value turned negative');
  expect(themes[0]!.answers).toEqual({
    from: addDays(themes[0]!.day, -6),
    to: themes[0]!.day,
    statementAspect: 'PRICE_VALUE',
    statementPolarity: 'negative',
    visible: true,
  });
  expect(drops[0]!.day < themes[0]!.day).toBe(true);
  expect(drops[0]!.detail).toMatch(
    /against \+100 the 7 days before: \d+ points lower \(95 % interval of the change −\d+ to −\d+\)\.$/,
  );
}, 120_000);

test('a competitor that overtakes the brand fires on the day its lead leaves the band, once', async () => {
  const { brandId } = await createAccount('Gatewise');
  // A week in which each is named in half of the answers: level, the brand ahead on the tie.
  for (let n = 0; n < 7; n++) expect((await runDay(brandId, day(n), split)).fired).toEqual([]);
  // Day 7: 16 answers named Kongly and 12 Gatewise over the week to it, ahead but within the noise a
  // level pair gives (a lead of 4 of 28 answers); day 7 alone (0 of 4 against 14 of 28) is no
  // significant drop, and the competitor's source is not new.
  expect((await runDay(brandId, day(7), rivalOnly)).kinds).toEqual([]);
  // Day 8: 18 against 10, a lead of 8 inside the ±10.4-answer band.
  expect((await runDay(brandId, day(8), rivalOnly)).kinds).toEqual([]);
  // Day 9: 20 against 8, the competitor's share of the answers naming either beyond one half.
  const overtaken = await runDay(brandId, day(9), rivalOnly);
  expect(overtaken.kinds).toEqual(['competitor_overtake']);
  expect(overtaken.fired[0]!.title).toBe('Kongly overtook Gatewise');
  expect(overtaken.fired[0]!.detail).toContain('a lead of +12 answers, outside the ±10.4-answer band');
  expect(overtaken.fired[0]!.answers).toMatchObject({ competitorName: 'Kongly', from: day(3), to: day(9) });
  // Still ahead the next day: not overtaking again.
  expect((await runDay(brandId, day(10), rivalOnly)).kinds).not.toContain('competitor_overtake');
}, 60_000);

test('a run fails: too many failed captures (at the threshold), or stopped after its last try', async () => {
  const { brandId } = await createAccount('Brightgate');
  await upsertRule(db, brandId, { kind: 'run_failed', enabled: true, threshold: 75 });
  const halfDown: Script = (input) =>
    QUESTIONS.indexOf(input.prompt) < 2 ? new Error('HTTP 503 from the test engine') : praise(input);
  expect((await runDay(brandId, day(0), halfDown)).fired).toEqual([]);

  const allDown: Script = () => new Error('HTTP 503 from the test engine');
  const down = await runDay(brandId, day(1), allDown);
  expect(down.kinds).toEqual(['run_failed']);
  expect(down.fired[0]!.title).toBe('100.0 % of the collection run for Mar 2, 2026 failed');
  expect(down.fired[0]!.answers).toMatchObject({ failed: true, from: day(1), to: day(1) });

  // A run whose last allowed attempt throws is failed for good, and says so.
  const { run } = await createRun(db, brandId, 'cli', day(2));
  const result = await collectRun(db, run.id, {
    engines: scriptedEngines(praise),
    platforms: async () => {
      throw new Error('the platforms could not be read');
    },
    maxAttempts: 1,
  });
  expect(result).toMatchObject({ outcome: 'failed', run: { status: 'failed' } });
  const stopped = await evaluateRunAlerts(deps, run.id);
  expect(stopped!.map((event) => [event.kind, event.title])).toEqual([
    ['run_failed', 'The collection run for Mar 3, 2026 failed'],
  ]);
  expect(stopped![0]!.detail).toContain('the platforms could not be read');
});

test('what fired is queued for delivery in the same transaction: e-mail and each webhook', async () => {
  const { brandId } = await createAccount('Portico');
  await db.query(
    `insert into alert_webhooks (user_id, url, format, secret) values ($1, 'https://hooks.example.com/a', 'json', 's1'),
       ($1, 'https://hooks.example.com/b', 'slack', 's2')`,
    [brandId],
  );
  const { runId } = await runDay(brandId, day(0), () => new Error('HTTP 503'));
  const [notification] = await db.query<{ id: string; eventIds: string[] }>(
    'select id, event_ids as "eventIds" from alert_notifications where run_id = $1',
    [runId],
  );
  expect(notification!.eventIds).toHaveLength(1);
  const jobs = await db.query<{ data: { channel: string } }>(
    `select data from pgboss.job where name = 'deliver-alert' and data->>'notificationId' = $1`,
    [notification!.id],
  );
  expect(jobs.map((job) => job.data.channel).sort()).toEqual(['email', 'webhook', 'webhook']);
});

/** A long answer (headings, a list, a verdict) that gives the brand's Team plan this price per month. */
const pricedAnswer =
  (price: string): Script =>
  ({ brand, prompt }) => ({
    text: [
      `## ${prompt}`,
      '',
      'Picking a gateway comes down to three things: how much traffic you expect, how much of the setup you want to own, and what you can spend each month. Here is how the usual choices compare for a small team.',
      '',
      '### The options',
      '',
      `1. **${brand.name}**: a managed gateway with rate limits, keys and analytics out of the box. ${brand.name}’s Team plan costs ${price} per month, which covers most small teams.`,
      '2. **Kongly**: open source at its core, with a large plugin catalogue; you run it yourself or pay for the cloud edition.',
      '3. **A cloud provider’s own gateway**: cheap to start and tightly tied to that provider.',
      '',
      '### What to weigh',
      '',
      'Self-hosting saves licence fees but costs engineering time: upgrades, certificates and on-call. A managed gateway moves that work to the vendor, and its price grows with requests rather than with servers.',
      '',
      `**Verdict:** for a team without platform engineers, ${brand.name} is the easier start; Kongly suits teams that want to own every part.`,
    ].join('\n'),
    citations: ['https://gateway-reviews.example.net/2026'],
  });

test('a wrong price fires once, when the answers stating it first reach the threshold', async () => {
  const { brandId } = await createAccount('Tollgate');
  await db.query(
    `insert into brand_facts (user_id, key, label, kind, value, unit, currency, aliases, previous_values)
     values ($1, 'price_team', 'Team plan price', 'MONEY', '12.00', 'per month', 'USD', '{"en": ["price", "costs"]}', '{9.00}')`,
    [brandId],
  );
  expect((await runDay(brandId, day(0), pricedAnswer('$12'))).kinds).toEqual([]);
  const first = await runDay(brandId, day(1), pricedAnswer('$15'));
  expect(first.kinds).toEqual(['wrong_fact']);
  expect(first.fired[0]!.title).toBe('Answers state a wrong team plan price for Tollgate: “$15”');
  expect(first.fired[0]!.detail).toBe(
    'On Mar 2, 2026, 4 answers stated Tollgate’s team plan price as “$15”; your fact sheet says 12.00 USD per month. The Facts page shows where it likely comes from.',
  );
  expect(first.fired[0]!.answers).toEqual({
    from: day(1),
    to: day(1),
    claimFact: 'price_team',
    claimStatus: 'WRONG',
    claimValue: expect.any(String),
  });
  // The same value the next day is not new; an out-of-date one is, in its own words.
  expect((await runDay(brandId, day(2), pricedAnswer('$15'))).kinds).toEqual([]);
  const outdated = await runDay(brandId, day(3), pricedAnswer('$9'));
  expect(outdated.fired.map((event) => event.title)).toEqual([
    'Answers state an out-of-date team plan price for Tollgate: “$9”',
  ]);
  expect(outdated.fired[0]!.detail).toContain('(what they state was true before)');

  // With a threshold of 10 answers, a new wrong value fires on the third day of four answers, not before.
  await upsertRule(db, brandId, { kind: 'wrong_fact', enabled: true, threshold: 10 });
  expect((await runDay(brandId, day(4), pricedAnswer('$19'))).kinds).toEqual([]);
  expect((await runDay(brandId, day(5), pricedAnswer('$19'))).kinds).toEqual([]);
  const reached = await runDay(brandId, day(6), pricedAnswer('$19'));
  expect(reached.fired.map((event) => event.title)).toEqual([
    'Answers state a wrong team plan price for Tollgate: “$19”',
  ]);
  // The drill-down's answers are the ones counted: the day's four.
  const [{ count }] = (await db.query<{ count: number }>(
    `select count(distinct c.answer_id)::int as count from answer_fact_claims c join answers a on a.id = c.answer_id
     where c.user_id = $1 and a.collected_on = $2 and c.fact_key = 'price_team' and c.value = $3`,
    [brandId, day(6), reached.fired[0]!.answers.claimValue!],
  )) as [{ count: number }];
  expect(count).toBe(4);
}, 60_000);

test('the app-against-API rule is stored like the others and fires nothing without app answers', async () => {
  const { brandId } = await createAccount('Surfacely');
  await upsertRule(db, brandId, { kind: 'surface_divergence', enabled: true, threshold: 1 });
  for (let n = 0; n < 3; n++) expect((await runDay(brandId, day(n), praise)).fired).toEqual([]);
}, 60_000);
