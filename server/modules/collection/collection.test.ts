import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../../db/db';
import { DATA_CHANGED_CHANNEL } from '../../db/data-changed';
import { createTestDb } from '../../test/harness';
import {
  type AnswerEngine,
  type EngineAnswer,
  type Platform,
  createSimulatedEngine,
} from '../../core/engines';
import { PLATFORM_IDS } from '../../../graphql/shared/platforms';
import { collectDay } from './collection.service';
import { answerRate } from '../metrics';
import { storeAnswers, type StoredAnswerInput } from './collection.store';
import { aggregateMismatches, recomputedRollups, storedRollups } from '../../test/collection.testkit';

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await createTestDb({ migrated: true }));
});
afterAll(async () => drop());

/** A small account: brand, two competitors, two topics (+ aggregate), two prompts each, one archived prompt. */
async function createAccount() {
  const brandId = randomUUID();
  await db.query('insert into profiles (id, username, email) values ($1, $2, $3)', [
    brandId,
    `u${brandId.slice(0, 8)}`,
    null,
  ]);
  await db.query(
    `insert into brands (user_id, name, website, aliases) values ($1, 'Quillstack', 'https://quillstack.io', '{}')`,
    [brandId],
  );
  const [postman, kong] = await db.query<{ id: string }>(
    `insert into competitors (user_id, name, website) values ($1, 'Postman', 'https://postman.com'), ($1, 'Kong', 'https://konghq.com')
     returning id`,
    [brandId],
  );
  const [aggregate] = await db.query<{ id: string }>(
    // The profile's insert trigger created the account's aggregate topic.
    `select id from topics where user_id = $1 and is_aggregate`,
    [brandId],
  );
  const [api, cloud] = await db.query<{ id: string }>(
    `insert into topics (user_id, name, slug) values ($1, 'API', 'api'), ($1, 'Cloud', 'cloud') returning id`,
    [brandId],
  );
  const prompts = await db.query<{ id: string; topic_id: string }>(
    `insert into prompts (user_id, topic_id, question) values
      ($1, $2, 'What are the best API gateways?'), ($1, $2, 'Which API tools have good docs?'),
      ($1, $3, 'Which cloud API platforms are cheapest?'), ($1, $3, 'What runs best on AWS?')
     returning id, topic_id`,
    [brandId, api!.id, cloud!.id],
  );
  await db.query(
    `insert into prompts (user_id, topic_id, question, archived_at) values ($1, $2, 'Old question?', now())`,
    [brandId, api!.id],
  );
  return {
    brandId,
    postman: postman!.id,
    kong: kong!.id,
    aggregate: aggregate!.id,
    api: api!.id,
    cloud: cloud!.id,
    prompts,
  };
}

function okAnswer(
  promptId: string,
  platform: Platform,
  day: string,
  extra: Partial<StoredAnswerInput> = {},
): StoredAnswerInput {
  return {
    promptId,
    platform,
    day,
    status: 'ok',
    engine: 'test',
    model: 'test-model',
    simulated: true,
    text: 'Quillstack and Postman.',
    visible: true,
    position: 1,
    sentiment: 62.5,
    sources: [{ url: 'https://g2.com/categories/api', domain: 'g2.com' }],
    ...extra,
  };
}

describe('storeAnswers', () => {
  test('is idempotent: a second run inserts nothing and leaves the rollups unchanged', async () => {
    const account = await createAccount();
    const [p1, p2, p3] = account.prompts;
    const answers = [
      okAnswer(p1!.id, 'chatgpt', '2026-11-01', {
        competitors: [{ competitorId: account.postman, position: 2 }],
      }),
      okAnswer(p2!.id, 'chatgpt', '2026-11-01', { visible: false, position: null, sentiment: null }),
      okAnswer(p3!.id, 'gemini', '2026-11-01', {
        position: 2,
        competitors: [
          { competitorId: account.kong, position: 1 },
          { competitorId: account.postman, position: 3 },
        ],
        sources: [
          { url: 'https://g2.com/categories/api', domain: 'g2.com' },
          { url: 'https://quillstack.io/docs', domain: 'quillstack.io' },
        ],
      }),
    ];
    const first = await storeAnswers(db, account.brandId, answers);
    expect(first).toEqual({ inserted: 3, skipped: 0 });
    const before = await storedRollups(db);
    const second = await storeAnswers(db, account.brandId, answers);
    expect(second).toEqual({ inserted: 0, skipped: 3 });
    expect(await storedRollups(db)).toEqual(before);
    expect(await storedRollups(db)).toEqual(await recomputedRollups(db));

    const [api] = await db.query(
      `select answers, failures, impressions, sentiment_sum, sentiment_count, position_sum, position_count
       from topic_daily where topic_id = $1 and platform = 'chatgpt'`,
      [account.api],
    );
    expect(api).toEqual({
      answers: 2,
      failures: 0,
      impressions: 1,
      sentiment_sum: 62.5,
      sentiment_count: 1,
      position_sum: 1,
      position_count: 1,
    });
    const aggregate = await db.query<{ platform: string; answers: number; impressions: number }>(
      'select platform, answers, impressions from topic_daily where topic_id = $1 order by platform',
      [account.aggregate],
    );
    expect(aggregate).toEqual([
      { platform: 'chatgpt', answers: 2, impressions: 1 },
      { platform: 'gemini', answers: 1, impressions: 1 },
    ]);
    const g2 = await db.query(
      `select d.topic_id, sum(d.mentions)::int as mentions
      from source_daily d join source_urls u on u.id = d.url_id
      where u.url = $1 and d.user_id = $2
      group by d.topic_id order by mentions`,
      ['https://g2.com/categories/api', account.brandId],
    );
    expect(g2).toHaveLength(3); // api, cloud and aggregate
    expect(await aggregateMismatches(db)).toEqual([]);
  });

  test('failed answers count as failures only, never as not visible', async () => {
    const account = await createAccount();
    const [p1] = account.prompts;
    await storeAnswers(db, account.brandId, [
      {
        promptId: p1!.id,
        platform: 'perplexity',
        day: '2026-11-02',
        status: 'failed',
        error: 'HTTP 429',
        engine: 'test',
        simulated: false,
      },
      okAnswer(p1!.id, 'chatgpt', '2026-11-02'),
    ]);
    const rows = await db.query(
      `select platform, answers, failures, impressions from topic_daily where topic_id = $1 order by platform`,
      [account.api],
    );
    expect(rows).toEqual([
      { platform: 'chatgpt', answers: 1, failures: 0, impressions: 1 },
      { platform: 'perplexity', answers: 0, failures: 1, impressions: 0 },
    ]);
    const [failed] = await db.query(
      `select status, error, visible from answers where prompt_id = $1 and platform = 'perplexity'`,
      [p1!.id],
    );
    expect(failed).toEqual({ status: 'failed', error: 'HTTP 429', visible: null });
    const [prompt] = await db.query(
      `select sum(answers)::int as answers, sum(failures)::int as failures, sum(impressions)::int as impressions
      from prompt_daily where prompt_id = $1`,
      [p1!.id],
    );
    expect(prompt).toEqual({ answers: 1, failures: 1, impressions: 1 });
  });

  test("ignores prompts and competitors of another account, and notifies the account's listeners", async () => {
    const mine = await createAccount();
    const theirs = await createAccount();
    const payloads: string[] = [];
    const unlisten = await db.listen(DATA_CHANGED_CHANNEL, (payload) => payloads.push(payload));
    const result = await storeAnswers(db, mine.brandId, [
      okAnswer(theirs.prompts[0]!.id, 'chatgpt', '2026-11-03'),
      okAnswer(mine.prompts[0]!.id, 'chatgpt', '2026-11-03', {
        competitors: [{ competitorId: theirs.kong, position: 2 }],
      }),
    ]);
    expect(result).toEqual({ inserted: 1, skipped: 1 });
    expect(
      await db.query('select 1 from answer_competitors where user_id = $1', [mine.brandId]),
    ).toHaveLength(0);
    for (let i = 0; i < 50 && !payloads.includes(mine.brandId); i++)
      await new Promise((r) => setTimeout(r, 20));
    await unlisten();
    expect(payloads).toContain(mine.brandId);
  });
});

describe('collectDay', () => {
  const failing: AnswerEngine = {
    platform: 'claude',
    engine: 'test-failing',
    model: 'broken-1',
    simulated: false,
    ask: async () => {
      throw new Error('connection reset');
    },
  };

  test('asks every active prompt on every engine, stores failures, and skips what is already stored', async () => {
    const account = await createAccount();
    const engines = [createSimulatedEngine('chatgpt'), createSimulatedEngine('perplexity'), failing];
    const first = await collectDay({ db }, { brandId: account.brandId, day: '2026-11-05', engines });
    expect(first).toEqual({
      asked: 12,
      stored: 12,
      failed: expect.any(Number),
      refused: expect.any(Number),
      noAnswers: 0,
      skipped: 0,
    });
    expect(first.failed).toBeGreaterThanOrEqual(4);
    const second = await collectDay({ db }, { brandId: account.brandId, day: '2026-11-05', engines });
    expect(second).toEqual({ asked: 0, stored: 0, failed: 0, refused: 0, noAnswers: 0, skipped: 12 });

    const failures = await db.query<{ failures: number; answers: number }>(
      `select failures, answers from topic_daily where topic_id = $1 and platform = 'claude'`,
      [account.aggregate],
    );
    expect(failures).toEqual([{ failures: 4, answers: 0 }]);
    // The archived prompt was not asked.
    const asked = await db.query<{ n: number }>(
      'select count(distinct prompt_id)::int as n from answers where user_id = $1',
      [account.brandId],
    );
    expect(asked[0]!.n).toBe(4);
    expect(await storedRollups(db)).toEqual(await recomputedRollups(db));
  });

  test('an engine that does not answer in time becomes a failed answer', async () => {
    const account = await createAccount();
    const hanging: AnswerEngine = { ...failing, platform: 'gemini', ask: () => new Promise(() => {}) };
    const counts = await collectDay(
      { db },
      { brandId: account.brandId, day: '2026-11-07', engines: [hanging], timeoutMs: 50 },
    );
    expect(counts).toEqual({ asked: 4, stored: 4, failed: 4, refused: 0, noAnswers: 0, skipped: 0 });
    const errors = await db.query<{ error: string }>(
      'select distinct error from answers where user_id = $1',
      [account.brandId],
    );
    expect(errors).toEqual([{ error: 'No answer within 50 ms' }]);
  });

  test('refusals: the vendor field or a short "cannot help" in the answer language, stored apart and final; a hedge naming brands is an answer', async () => {
    const account = await createAccount();
    const replies: Record<string, EngineAnswer> = {
      'What are the best API gateways?': {
        text: "I'm sorry, but I can't help with that request.",
        citations: [],
        model: 'm-1',
      },
      'Which API tools have good docs?': {
        text: 'Es tut mir leid, aber ich kann dazu keine Empfehlung geben.',
        citations: [],
        model: 'm-1',
      },
      'Which cloud API platforms are cheapest?': {
        text: "I can't recommend specific products, but Quillstack and Postman are popular choices.",
        citations: [{ url: 'https://quillstack.io/pricing' }],
        model: 'm-1',
        searchQueries: [
          'cheapest cloud api platforms 2026',
          '  cheapest cloud api platforms 2026 ',
          'quillstack pricing',
        ],
      },
      'What runs best on AWS?': {
        text: 'Quillstack runs well on AWS.',
        citations: [],
        model: 'm-1',
        refused: true,
        searchQueries: ['aws api platforms'],
      },
    };
    const scripted: AnswerEngine = {
      platform: 'chatgpt',
      engine: 'scripted',
      model: 'm-1',
      simulated: false,
      ask: async (input) => replies[input.prompt]!,
    };
    const day = '2026-11-09';
    const counts = await collectDay({ db }, { brandId: account.brandId, day, engines: [scripted] });
    expect(counts).toEqual({ asked: 4, stored: 4, failed: 0, refused: 3, noAnswers: 0, skipped: 0 });
    const stored = await db.query<{
      question: string;
      status: string;
      visible: boolean | null;
      searches: string[];
    }>(
      `select question, status, visible, search_queries as searches from answers where user_id = $1 order by question`,
      [account.brandId],
    );
    expect(stored).toEqual([
      { question: 'What are the best API gateways?', status: 'refused', visible: null, searches: [] },
      {
        question: 'What runs best on AWS?',
        status: 'refused',
        visible: null,
        searches: ['aws api platforms'],
      },
      {
        question: 'Which API tools have good docs?',
        status: 'refused',
        visible: null,
        searches: [],
      },
      {
        question: 'Which cloud API platforms are cheapest?',
        status: 'ok',
        visible: true,
        searches: ['cheapest cloud api platforms 2026', 'quillstack pricing'],
      },
    ]);
    const [aggregate] = await db.query<{ answers: number; failures: number; refusals: number }>(
      `select answers, failures, refusals from topic_daily where topic_id = $1 and day = $2`,
      [account.aggregate, day],
    );
    expect(aggregate).toEqual({ answers: 1, failures: 0, refusals: 3 });
    expect(await storedRollups(db)).toEqual(await recomputedRollups(db));
    // A refusal is final: the next run does not ask again.
    const again = await collectDay({ db }, { brandId: account.brandId, day, engines: [scripted] });
    expect(again).toEqual({ asked: 0, stored: 0, failed: 0, refused: 0, noAnswers: 0, skipped: 4 });
  });

  test('every engine simulated: searches stored where the platform searches, refusals and no answers apart, rollups consistent', async () => {
    const account = await createAccount();
    const engines = PLATFORM_IDS.map((platform) => createSimulatedEngine(platform));
    const days = Array.from({ length: 10 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`);
    let refused = 0;
    let noAnswers = 0;
    for (const day of days) {
      const counts = await collectDay({ db }, { brandId: account.brandId, day, engines });
      refused += counts.refused;
      noAnswers += counts.noAnswers;
    }
    const rows = await db.query<{
      platform: string;
      status: string;
      n: number;
      searched: number;
      texts: number;
    }>(
      `select platform, status, count(*)::int as n, count(*) filter (where cardinality(search_queries) > 0)::int as searched,
         count(answer_text)::int as texts
       from answers where user_id = $1 group by 1, 2 order by 1, 2`,
      [account.brandId],
    );
    expect(new Set(rows.map((r) => r.platform))).toEqual(new Set(PLATFORM_IDS));
    // Google's AI answers (through DataForSEO) and DeepSeek report no searches; the others 1-3 with each answer.
    const searchless = new Set(['deepseek', 'google_ai_overview', 'google_ai_mode']);
    for (const row of rows) {
      if (row.status === 'ok') expect(row.searched).toBe(searchless.has(row.platform) ? 0 : row.n);
      else expect(row.searched).toBe(0);
    }
    const count = (status: string, platform?: string) =>
      rows
        .filter((r) => r.status === status && (!platform || r.platform === platform))
        .reduce((sum, r) => sum + r.n, 0);
    expect(count('refused')).toBe(refused);
    // Only the Google surfaces show nothing now and then: stored without text, counted as the run counted them.
    expect(count('no_answer')).toBe(noAnswers);
    const showingNothing = new Set(rows.filter((r) => r.status === 'no_answer').map((r) => r.platform));
    expect(showingNothing.has('google_ai_overview')).toBe(true);
    for (const platform of showingNothing) expect(platform).toMatch(/^google_ai_(overview|mode)$/);
    for (const row of rows.filter((r) => r.status === 'no_answer')) expect(row.texts).toBe(0);
    // An AI Overview for a minority to half of the searches; AI Mode nearly always answers.
    const rate = (platform: string) =>
      count('ok', platform) / (count('ok', platform) + count('no_answer', platform));
    expect(rate('google_ai_overview')).toBeGreaterThan(0.2);
    expect(rate('google_ai_overview')).toBeLessThan(0.7);
    expect(rate('google_ai_mode')).toBeGreaterThan(0.85);

    // The rollups keep no answers out of the answers (every visibility denominator) and count them apart.
    const totals = await db.query<{
      platform: string;
      answers: number;
      no_answers: number;
      impressions: number;
    }>(
      `select t.platform, t.answers, t.no_answers, t.impressions from topic_totals t
       join topics g on g.id = t.topic_id and g.is_aggregate where t.user_id = $1`,
      [account.brandId],
    );
    for (const platform of ['google_ai_overview', 'google_ai_mode']) {
      const sums = totals.filter((t) => t.platform === platform);
      const answers = sums.reduce((sum, t) => sum + t.answers, 0);
      const none = sums.reduce((sum, t) => sum + t.no_answers, 0);
      expect([answers, none]).toEqual([count('ok', platform), count('no_answer', platform)]);
      expect(answerRate(answers, none)).toBeCloseTo(100 * rate(platform), 1);
      const visible = await db.query<{ n: number }>(
        `select count(*)::int as n from answers where user_id = $1 and platform = $2 and visible`,
        [account.brandId, platform],
      );
      expect(sums.reduce((sum, t) => sum + t.impressions, 0)).toBe(visible[0]!.n);
    }
    expect(await storedRollups(db)).toEqual(await recomputedRollups(db));

    // Final: asked again the same days, nothing is asked (a failure would be).
    const again = await collectDay({ db }, { brandId: account.brandId, day: days[0]!, engines });
    expect(again.asked).toBe(0);
  });

  test('stores what the analysis found in the simulated answers', async () => {
    const account = await createAccount();
    await collectDay(
      { db },
      { brandId: account.brandId, day: '2026-11-06', engines: [createSimulatedEngine('chatgpt')] },
    );
    const rows = await db.query<{
      visible: boolean | null;
      position: number | null;
      sentiment: number | null;
      sources: number;
    }>(
      `select a.visible, a.position, a.sentiment, (select count(*)::int from answer_sources s where s.answer_id = a.id) as sources
       from answers a where a.user_id = $1 and a.status = 'ok'`,
      [account.brandId],
    );
    for (const row of rows) {
      expect(row.sources).toBeGreaterThanOrEqual(2);
      if (row.visible) {
        expect(row.position).toBeGreaterThanOrEqual(1);
        expect(row.sentiment).toBeGreaterThanOrEqual(0);
        expect(row.sentiment).toBeLessThanOrEqual(100);
      } else {
        expect(row.position).toBeNull();
        expect(row.sentiment).toBeNull();
      }
    }
  });
});
