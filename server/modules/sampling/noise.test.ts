/**
 * Noise bands: the method-of-moments estimate as a pure function, and Query.noiseBands through GraphQL on a
 * brand whose days are written as rollups (ChatGPT swinging between 30 % and 70 % on 60 answers a day, far
 * beyond sampling; Perplexity steady at 50 %, within it); one-run agreement on answers written by hand; REST
 * (GET /api/noise-bands, GET /api/one-run-agreement) gives GraphQL's figures under its page filter.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { addDays, todayUtc } from '../../lib/dates';
import { startTestServer, type TestServer } from '../../test/harness';
import { getJson, graphql, signUp } from '../../test/http';
import { Z_95 } from '../metrics';
import { agreementOf, groupAgreement } from './agreement';
import { noiseBand } from './noise';

test('the band: sampling alone when the days vary no more than it, the extra variation beyond it', () => {
  expect(noiseBand([])).toBeNull();
  expect(noiseBand([{ impressions: 0, answers: 0 }])).toBeNull();
  // Twenty days at exactly 50 % of 60 answers: no extra variation; the band is sampling's 1.96·√(¼/60).
  const steady = noiseBand(Array.from({ length: 20 }, () => ({ impressions: 30, answers: 60 })))!;
  expect(steady.extraSd).toBe(0);
  expect(steady.dispersion).toBe(0);
  expect(steady.halfWidth).toBeCloseTo(Z_95 * Math.sqrt(0.25 / 60), 6);
  // Alternating 30 % and 70 %: V = 0.04·20/19, Vs = ¼/60, τ² = V − Vs.
  const swinging = noiseBand(
    Array.from({ length: 20 }, (_, d) => ({ impressions: d % 2 ? 42 : 18, answers: 60 })),
  )!;
  const tau2 = (0.04 * 20) / 19 - 0.25 / 60;
  expect(swinging.extraSd).toBeCloseTo(Math.sqrt(tau2), 6);
  expect(swinging.dispersion).toBeCloseTo(tau2 / 0.25, 6);
  expect(swinging.halfWidth).toBeCloseTo(Z_95 * Math.sqrt(0.25 / 60 + tau2), 6);
  // Too few days to tell the engine's variation from chance: taken as none.
  const short = noiseBand([
    { impressions: 10, answers: 60 },
    { impressions: 50, answers: 60 },
  ])!;
  expect(short.extraSd).toBe(0);
  expect(short.observedSd).toBeGreaterThan(0);
});

let server: TestServer;
let token: string;
let brandId: string;

const gql = async (query: string, variables: Record<string, unknown> = {}, as = token, brand = brandId) =>
  (await graphql(server.url, query, variables, as, { 'x-sightline-brand': brand })).body as any;

const BANDS = `query($platforms: [Platform!], $topicId: ID) {
  noiseBands(period: { preset: LAST_30_DAYS }, platforms: $platforms, promptKind: ALL, topicId: $topicId) {
    platform label days answers answersPerDay visibility samplingSd observedSd extraSd dispersion halfWidth low high
  }
}`;

beforeAll(async () => {
  server = await startTestServer();
  ({ token, brandId } = await signUp(server.url, 'noisy'));
  const [aggregate] = await server.db.query<{ id: string }>(
    'select id from topics where user_id = $1 and is_aggregate',
    [brandId],
  );
  const today = todayUtc();
  const rows = Array.from({ length: 20 }, (_, d) => [
    { platform: 'chatgpt', day: addDays(today, -d), impressions: d % 2 ? 42 : 18 },
    { platform: 'perplexity', day: addDays(today, -d), impressions: 30 },
  ]).flat();
  await server.db.query(
    `insert into topic_daily (user_id, topic_id, platform, prompt_kind, day, answers, failures, impressions)
     select $1, $2, r.platform, 'generic', r.day, 60, 0, r.impressions
     from unnest($3::text[], $4::date[], $5::int[]) as r(platform, day, impressions)`,
    [
      brandId,
      aggregate!.id,
      rows.map((r) => r.platform),
      rows.map((r) => r.day),
      rows.map((r) => r.impressions),
    ],
  );
}, 60_000);
afterAll(() => server?.close());

test('noiseBands: every platform together, then each, in points, under the page filter', async () => {
  const body = await gql(BANDS);
  expect(body.errors).toBeUndefined();
  const bands = body.data.noiseBands;
  expect(bands.map((band: any) => band.platform)).toEqual([null, 'CHATGPT', 'PERPLEXITY']);
  const [all, chatgpt, perplexity] = bands;
  expect(all).toMatchObject({ label: 'All platforms', days: 20, answers: 2400, visibility: 50 });
  const tau = Math.sqrt((0.04 * 20) / 19 - 0.25 / 60) * 100;
  expect(chatgpt).toMatchObject({
    label: 'ChatGPT',
    days: 20,
    answers: 1200,
    answersPerDay: 60,
    visibility: 50,
  });
  expect(chatgpt.extraSd).toBeCloseTo(tau, 1);
  expect(chatgpt.halfWidth).toBeCloseTo(Z_95 * Math.sqrt(2500 / 60 + tau ** 2), 1);
  expect(chatgpt.low).toBeCloseTo(50 - chatgpt.halfWidth, 1);
  expect(perplexity).toMatchObject({ extraSd: 0, dispersion: 0, observedSd: 0, halfWidth: 12.7 });
  expect(perplexity.samplingSd).toBeCloseTo(Math.sqrt(0.25 / 60) * 100, 1);

  const only = await gql(BANDS, { platforms: ['PERPLEXITY'] });
  expect(only.data.noiseBands.map((band: any) => band.platform)).toEqual([null, 'PERPLEXITY']);
  expect(only.data.noiseBands[0]).toMatchObject({ answers: 1200, extraSd: 0 });
});

test('noiseBands refuses a bad topic id in words, and shows another brand nothing of this one', async () => {
  const bad = await gql(BANDS, { topicId: 'not-a-topic' });
  expect(bad.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  expect(bad.errors[0].message).toMatch(/topic/);
  const other = await signUp(server.url, 'quiet');
  const theirs = await gql(BANDS, {}, other.token, other.brandId);
  expect(theirs.errors).toBeUndefined();
  expect(theirs.data.noiseBands).toEqual([
    expect.objectContaining({ platform: null, days: 0, answers: 0, visibility: null, halfWidth: null }),
  ]);
});

test('one-run agreement: each sample against the majority of the day’s other samples, per platform', async () => {
  expect(groupAgreement({ samples: 3, visible: 3 })).toBe(3);
  // Two naming, one silent: a naming sample's others split 1–1 (one half each); the silent one's others
  // both name the brand (it disagrees).
  expect(groupAgreement({ samples: 3, visible: 2 })).toBe(1);
  expect(groupAgreement({ samples: 5, visible: 4 })).toBe(4);
  expect(agreementOf([{ samples: 2, visible: 1 }])).toMatchObject({ groups: 0, samples: 0, value: null });

  const created = await gql('mutation { createTopic(input: { name: "Agreement" }) { topic { id } } }');
  const topicId = created.data.createTopic.topic.id;
  const added = await gql(
    'mutation($t: ID!) { addPrompt(input: { topicId: $t, question: "Which gateway agrees most?" }) { prompt { id } } }',
    { t: topicId },
  );
  const promptId = added.data.addPrompt.prompt.id;
  const today = todayUtc();
  // ChatGPT: yesterday 2 of 3 name the brand (1 sample of 3 agrees), the day before 3 of 3 (all 3), and
  // two days before only 2 samples (left out). Perplexity: yesterday 0 of 4 (all 4 agree).
  const answers: [string, string, boolean[]][] = [
    ['chatgpt', addDays(today, -1), [true, true, false]],
    ['chatgpt', addDays(today, -2), [true, true, true]],
    ['chatgpt', addDays(today, -3), [true, false]],
    ['perplexity', addDays(today, -1), [false, false, false, false]],
  ];
  for (const [platform, day, visible] of answers)
    for (let i = 0; i < visible.length; i++)
      await server.db.query(
        `insert into answers (user_id, prompt_id, topic_id, platform, sample, collected_on, status, engine, visible)
         values ($1, $2, $3, $4, $5, $6, 'ok', 'simulated', $7)`,
        [brandId, promptId, topicId, platform, i + 1, day, visible[i]],
      );
  const QUERY = `query($topicId: ID) { oneRunAgreement(promptKind: ALL, topicId: $topicId) {
    platform label groups samples agreeing value low high publishedLow publishedHigh } }`;
  const body = await gql(QUERY, { topicId });
  expect(body.errors).toBeUndefined();
  const [chatgpt, perplexity] = body.data.oneRunAgreement;
  expect(chatgpt).toMatchObject({ platform: 'CHATGPT', groups: 2, samples: 6, agreeing: 4 });
  expect(chatgpt.value).toBeCloseTo((100 * 4) / 6, 6);
  expect(chatgpt.low).toBeLessThan(chatgpt.value);
  expect(chatgpt).toMatchObject({ publishedLow: 61, publishedHigh: 67 });
  expect(perplexity).toMatchObject({
    platform: 'PERPLEXITY',
    groups: 1,
    samples: 4,
    agreeing: 4,
    value: 100,
  });
  // Another brand sees none of it.
  const other = await signUp(server.url, 'agreeless');
  const theirs = await gql(QUERY, {}, other.token, other.brandId);
  expect(theirs.data.oneRunAgreement).toEqual([]);
});

test('REST gives the noise bands and one-run agreement GraphQL gives, under its page filter, and refuses bad input', async () => {
  const rest = (path: string, as = token, brand = brandId) =>
    getJson<any>(`${server.url}/api${path}`, as, { 'x-sightline-brand': brand });
  const { data } = await gql(BANDS);
  const bands = await rest('/noise-bands?period=30d&prompt_kind=all');
  expect(bands.status).toBe(200);
  expect(bands.body.data.bands).toEqual(
    data.noiseBands.map((band: any) => ({
      platform: band.platform?.toLowerCase() ?? null,
      label: band.label,
      topic_id: expect.any(String),
      from: expect.any(String),
      to: expect.any(String),
      days: band.days,
      answers: band.answers,
      answers_per_day: band.answersPerDay,
      visibility: band.visibility,
      sampling_sd: band.samplingSd,
      observed_sd: band.observedSd,
      extra_sd: band.extraSd,
      dispersion: band.dispersion,
      half_width: band.halfWidth,
      low: band.low,
      high: band.high,
    })),
  );
  const perplexity = await rest('/noise-bands?period=30d&prompt_kind=all&platforms=perplexity');
  expect(perplexity.body.data.bands.map((band: any) => band.platform)).toEqual([null, 'perplexity']);
  expect(perplexity.body.data.bands[0]).toMatchObject({ answers: 1200, extra_sd: 0 });

  const { topics } = (await gql('{ topics { id name } }')).data;
  const topicId = topics.find((topic: { name: string }) => topic.name === 'Agreement').id;
  const graph = await gql(
    `query($topicId: ID) { oneRunAgreement(promptKind: ALL, topicId: $topicId) {
      platform label groups samples agreeing value low high } }`,
    { topicId },
  );
  const agreement = await rest(`/one-run-agreement?prompt_kind=all&topic_id=${topicId}`);
  expect(agreement.status).toBe(200);
  expect(agreement.body.data).toEqual({
    published_low: 61,
    published_high: 67,
    platforms: graph.data.oneRunAgreement.map((row: any) => ({
      ...row,
      platform: row.platform.toLowerCase(),
    })),
  });

  for (const path of ['/noise-bands?period=yesterday', '/one-run-agreement?platforms=altavista']) {
    const refused = await rest(path);
    expect(refused.status).toBe(400);
    expect(refused.body.status).toBe('error');
    expect(refused.body.message.length).toBeGreaterThan(10);
  }
  // Another brand's token reads its own (empty) figures, never this brand's.
  const other = await signUp(server.url, 'rest-quiet');
  const theirs = await rest('/noise-bands?prompt_kind=all', other.token, other.brandId);
  expect(theirs.body.data.bands).toEqual([expect.objectContaining({ platform: null, answers: 0 })]);
  expect((await rest('/noise-bands', other.token, brandId)).status).toBe(403);
});
