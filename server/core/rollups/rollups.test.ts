/**
 * The account-wide rebuild (re-analysis, re-classification) and the collection's incremental path count
 * the same: on the demo seed, collected answer by answer, rebuilding every rollup changes no row. The
 * citation windows, moved on day by day or by many days and incremented by new answers, always hold what
 * summing source_daily afresh gives.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { addDays, todayUtc, type Day } from '../../lib/dates';
import { startTestServer, type TestServer } from '../../test/harness';
import { storeAnswers } from '../../modules/collection';
import {
  getPromptPlatformSums,
  getPromptStats,
  getSourceCounts,
  type FigureRange,
  type PromptPlatformSumsRow,
} from '../../modules/metrics';
import {
  advanceRollupWindows,
  rebuildAccountRollups,
  PROMPT_WINDOW_SPANS,
  ROLLUP_WINDOW_SPANS,
  sourceBlockPieces,
  TOPIC_SUMS,
  TOPIC_WINDOW_SPANS,
} from './rollups.store';
import { advanceStatementWindows } from './statements.store';
import { recomputedStatementWindows, storedStatementWindows } from '../../test/collection.testkit';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: true });
}, 120_000);
afterAll(() => server?.close());

const TABLES = [
  'topic_daily',
  'topic_totals',
  'prompt_daily',
  'prompt_cumulative',
  'competitor_daily',
  'competitor_totals',
  'source_daily',
  'source_block',
  'source_totals',
  'prompt_mentions_daily',
  'prompt_mentions_totals',
] as const;

async function snapshot(brandId: string) {
  const rows: Record<string, string[]> = {};
  for (const table of TABLES) {
    const found = await server.db.query<Record<string, unknown>>(
      `select * from public.${table} where user_id = $1`,
      [brandId],
    );
    rows[table] = found.map((row) => JSON.stringify(row, Object.keys(row).sort())).sort();
  }
  return rows;
}

async function demoUserId() {
  const [demo] = await server.db.query<{ id: string }>(
    `select id from public.profiles where email = 'demo@example.com'`,
  );
  return demo!.id;
}

// Slow: rebuilds every rollup of the 90-day demo account. Guards rollups equal to their answers.
test(
  'rebuilding the demo account’s rollups from its answers reproduces every row',
  { tags: ['slow'] },
  async () => {
    const brandId = await demoUserId();
    const before = await snapshot(brandId);
    expect(before.topic_daily!.length).toBeGreaterThan(100);
    expect(before.source_totals!.length).toBeGreaterThan(10);
    expect(before.topic_totals!.length).toBeGreaterThan(10);
    await server.db.transaction((tx) => rebuildAccountRollups(tx, brandId));
    expect(await snapshot(brandId)).toEqual(before);
  },
);

/** Each windowed rollup: its key columns (topic, platform and kind, or prompt and platform), its window table, its daily table, its further keys, its counts and its windows. */
const WINDOWED = [
  {
    base: ['topic_id', 'platform', 'prompt_kind'],
    window: 'source_window',
    daily: 'source_daily',
    keys: ['url_id'],
    sums: ['mentions'],
    spans: ROLLUP_WINDOW_SPANS,
  },
  {
    base: ['topic_id', 'platform', 'prompt_kind'],
    window: 'competitor_window',
    daily: 'competitor_daily',
    keys: ['competitor_id'],
    sums: ['mentions', 'position_sum'],
    spans: ROLLUP_WINDOW_SPANS,
  },
  {
    base: ['topic_id', 'platform', 'prompt_kind'],
    window: 'topic_window',
    daily: 'topic_daily',
    keys: [],
    sums: TOPIC_SUMS,
    spans: TOPIC_WINDOW_SPANS,
  },
  {
    base: ['prompt_id', 'platform'],
    window: 'prompt_window',
    daily: 'prompt_daily',
    keys: [],
    sums: TOPIC_SUMS,
    spans: PROMPT_WINDOW_SPANS,
  },
] as const;

/** Every window row as stored, and as summed afresh from the daily rows for windows ending on `asOf`. */
async function windowsAndTruth(brandId: string, asOf: Day) {
  const stored: string[] = [];
  const truth: string[] = [];
  for (const { base, window, daily, keys, sums, spans } of WINDOWED) {
    const grouped = [...base, ...keys];
    const columns = ['span', ...base, ...keys, ...sums];
    // Sentiment sums are floats: added and taken off day by day they match a fresh sum to rounding.
    const shown = (value: unknown) =>
      typeof value === 'number' ? String(Math.round(value * 1000) / 1000) : String(value);
    const line = (row: Record<string, unknown>) => [window, ...columns.map((c) => shown(row[c]))].join('|');
    const rows = await server.db.query<Record<string, unknown>>(
      `select ${columns.join(', ')} from public.${window} where user_id = $1`,
      [brandId],
    );
    const summed = await server.db.query<Record<string, unknown>>(
      `select w.span, ${grouped.map((c) => `d.${c}`).join(', ')},
         ${sums.map((c) => `sum(d.${c})::${c === 'sentiment_sum' ? 'float8' : 'int'} as ${c}`).join(', ')}
       from public.${daily} d cross join unnest($3::int[]) as w(span)
       where d.user_id = $1 and d.day <= $2::date and d.day > $2::date - w.span
       group by w.span, ${grouped.map((c) => `d.${c}`).join(', ')}`,
      [brandId, asOf, [...spans]],
    );
    stored.push(...rows.map(line));
    truth.push(...summed.map(line));
  }
  return { stored: stored.sort(), truth: truth.sort() };
}

test('the citation, competitor, topic and prompt windows hold the sums of their days as they move on, as answers arrive and as failures are replaced', async () => {
  const brandId = await demoUserId();
  const today = todayUtc();
  // From never built, by one day, by a few, by more than a week, by more than a quarter, and back in time.
  const asOfDays = [-60, -59, -56, -40, -5, -4, 0, -200, 0].map((offset) => addDays(today, offset));
  let checkedRows = 0;
  for (const asOf of asOfDays) {
    await advanceRollupWindows(server.db, brandId, asOf);
    const { stored, truth } = await windowsAndTruth(brandId, asOf);
    expect(stored).toEqual(truth);
    checkedRows += truth.length;
  }
  expect(checkedRows).toBeGreaterThan(1000);

  // New answers: today's counts in every window, a day older than 7 in the 30- and 90-day windows only,
  // and a day after the windows' end not at all until they move on to it.
  const [prompt] = await server.db.query<{ id: string }>(
    `select id from public.prompts where user_id = $1 and archived_at is null order by question limit 1`,
    [brandId],
  );
  const [competitor] = await server.db.query<{ id: string }>(
    `select id from public.competitors where user_id = $1 order by name limit 1`,
    [brandId],
  );
  const cited = (day: Day, sample: number) => ({
    promptId: prompt!.id,
    platform: 'chatgpt',
    day,
    sample: 90 + sample,
    status: 'ok' as const,
    engine: 'test',
    simulated: true,
    text: 'See https://windows.example.org/guide',
    visible: false,
    sources: [{ url: 'https://windows.example.org/guide', domain: 'windows.example.org' }],
    competitors: [{ competitorId: competitor!.id, position: 1 }],
  });
  await advanceRollupWindows(server.db, brandId, addDays(today, -1));
  await storeAnswers(server.db, brandId, [cited(addDays(today, -1), 1), cited(addDays(today, -10), 2)]);
  await storeAnswers(server.db, brandId, [cited(today, 3)]);
  const yesterday = await windowsAndTruth(brandId, addDays(today, -1));
  expect(yesterday.stored).toEqual(yesterday.truth);
  // The topic's and the aggregate's rows: one answer in the 7-day window, two in the 30- and 90-day ones.
  const [guideUrl] = await server.db.query<{ id: number }>(
    `select id from public.source_urls where user_id = $1 and url = 'https://windows.example.org/guide'`,
    [brandId],
  );
  const guide = yesterday.stored.filter(
    (row) => row.startsWith(`source_window|`) && row.split('|')[5] === String(guideUrl!.id),
  );
  expect(guide.map((row) => `${row.split('|')[1]}:${row.split('|').at(-1)}`).sort()).toEqual([
    '30:2',
    '30:2',
    '7:1',
    '7:1',
    '90:2',
    '90:2',
  ]);
  await advanceRollupWindows(server.db, brandId, today);
  const now = await windowsAndTruth(brandId, today);
  expect(now.stored).toEqual(now.truth);

  // A failed capture counted in the windows, then replaced by an answer: the windows count the answer alone.
  const { sources: _sources, competitors: _competitors, ...answer } = cited(today, 4);
  await storeAnswers(server.db, brandId, [{ ...answer, status: 'failed', error: 'timed out', text: null }]);
  const failedIn = await windowsAndTruth(brandId, today);
  expect(failedIn.stored).toEqual(failedIn.truth);
  await storeAnswers(server.db, brandId, [cited(today, 4)]);
  const replaced = await windowsAndTruth(brandId, today);
  expect(replaced.stored).toEqual(replaced.truth);
});

test('a custom period’s citations summed from blocks of days equal the sum of its days', async () => {
  const brandId = await demoUserId();
  const [aggregate] = await server.db.query<{ id: string }>(
    'select id from public.topics where user_id = $1 and is_aggregate',
    [brandId],
  );
  const today = todayUtc();
  let compared = 0;
  for (const [start, end] of [
    [-36, -7],
    [-89, 0],
    [-64, -1],
    [-5, -5],
    [-20, -3],
  ] as const) {
    for (const filter of [
      { platforms: null, kind: null },
      { platforms: ['chatgpt', 'gemini'], kind: 'UNBRANDED' as const },
    ]) {
      const range: FigureRange = { from: addDays(today, start), to: addDays(today, end), ...filter };
      const blocks = { table: 'blocks' as const, ...sourceBlockPieces(range.from!, range.to!) };
      const fromBlocks = await getSourceCounts(server.db, brandId, aggregate!.id, blocks, range, 500);
      const fromDays = await getSourceCounts(
        server.db,
        brandId,
        aggregate!.id,
        { table: 'daily' },
        range,
        500,
      );
      expect(fromBlocks).toEqual(fromDays);
      compared += fromDays.top.length;
    }
  }
  expect(compared).toBeGreaterThan(50);
});

test('any period’s prompt figures from the running totals equal the sums of its days, as answers arrive late and failures are replaced', async () => {
  const brandId = await demoUserId();
  const today = todayUtc();
  // A prompt first answered days ago (after later days were counted), and a failure then replaced.
  const [prompt] = await server.db.query<{ id: string }>(
    `select id from public.prompts where user_id = $1 and archived_at is null order by question desc limit 1`,
    [brandId],
  );
  const base = { promptId: prompt!.id, platform: 'perplexity', engine: 'test', simulated: true };
  const answered = (day: Day, sample: number) => ({
    ...base,
    day,
    sample,
    status: 'ok' as const,
    text: 'Named',
    visible: true,
    position: 2,
    sentiment: 70,
  });
  await storeAnswers(server.db, brandId, [
    answered(addDays(today, -3), 71),
    answered(addDays(today, -12), 72),
  ]);
  await storeAnswers(server.db, brandId, [
    { ...base, day: addDays(today, -3), sample: 73, status: 'failed', error: 'timed out', text: null },
  ]);
  await storeAnswers(server.db, brandId, [answered(addDays(today, -3), 73)]);

  const rounded = (rows: PromptPlatformSumsRow[]) =>
    rows
      .map((row) => ({ ...row, sentimentSum: Math.round(row.sentimentSum * 1000) / 1000 }))
      .sort((a, b) => `${a.promptId}${a.platform}`.localeCompare(`${b.promptId}${b.platform}`));
  let compared = 0;
  for (const [start, end] of [
    [-36, -7],
    [-89, 0],
    [-3, -3],
    [-12, 5],
    [-400, -80],
    [null, -20],
    [-14, null],
    [3, 9],
  ] as const) {
    for (const platforms of [null, ['perplexity', 'gemini']]) {
      const range: FigureRange = {
        from: start === null ? null : addDays(today, start),
        to: end === null ? null : addDays(today, end),
        platforms,
      };
      const truth = await server.db.query<PromptPlatformSumsRow & { lastCollectedOn: Day | null }>(
        `select prompt_id as "promptId", platform, sum(answers)::int as answers, sum(failures)::int as failures,
           sum(impressions)::int as impressions, sum(sentiment_sum)::float8 as "sentimentSum",
           sum(sentiment_count)::int as "sentimentCount", sum(position_sum)::float8 as "positionSum",
           sum(position_count)::int as "positionCount", sum(refusals)::int as refusals,
           sum(no_answers)::int as "noAnswers"
         from public.prompt_daily where user_id = $1 and day >= coalesce($2::date, '-infinity')
           and day <= coalesce($3::date, 'infinity') and ($4::text[] is null or platform = any($4::text[]))
         group by prompt_id, platform`,
        [brandId, range.from, range.to, range.platforms],
      );
      expect(rounded(await getPromptPlatformSums(server.db, brandId, range, null))).toEqual(rounded(truth));
      compared += truth.length;

      const lastDays = await server.db.query<{ promptId: string; answers: number; last: Day | null }>(
        `select p.id as "promptId", coalesce(sum(d.answers), 0)::int as answers,
           max(d.day) filter (where d.answers > 0) as last
         from public.prompts p left join public.prompt_daily d on d.prompt_id = p.id
           and d.day >= coalesce($2::date, '-infinity') and d.day <= coalesce($3::date, 'infinity')
           and ($4::text[] is null or d.platform = any($4::text[]))
         where p.user_id = $1 and p.archived_at is null group by p.id`,
        [brandId, range.from, range.to, range.platforms],
      );
      const stats = await getPromptStats(server.db, brandId, range);
      expect(stats.length).toBeGreaterThan(5);
      const byPrompt = new Map(lastDays.map((row) => [row.promptId, row]));
      for (const row of stats) {
        expect([row.answers, row.lastCollectedOn]).toEqual([
          byPrompt.get(row.promptId)!.answers,
          byPrompt.get(row.promptId)!.last,
        ]);
      }
    }
  }
  expect(compared).toBeGreaterThan(200);
});

test('the statement windows hold their answers’ tallies as they are built, move on, go back in time, and as answers arrive', async () => {
  const brandId = await demoUserId();
  const today = todayUtc();
  const expectTrue = async () => {
    const stored = await storedStatementWindows(server.db);
    expect(stored).toEqual(await recomputedStatementWindows(server.db));
    return stored;
  };
  // Built, moved by a day, by a few days, by more than the shorter one's length, and back in time.
  for (const offset of [-40, -39, -34, 0, -100])
    await advanceStatementWindows(server.db, brandId, [30, 60], addDays(today, offset));
  await advanceStatementWindows(server.db, brandId, [30, 60], addDays(today, -41));
  expect((await expectTrue()).length).toBeGreaterThan(1000);
  await advanceStatementWindows(server.db, brandId, [30, 60], addDays(today, -40));
  await expectTrue();
  await advanceStatementWindows(server.db, brandId, [30, 60], today);
  const before = await expectTrue();

  // Answers saying something of the brand: today's in both windows, one of 45 days ago in the longer one.
  const [prompt] = await server.db.query<{ id: string }>(
    `select id from public.prompts where user_id = $1 and archived_at is null order by question limit 1`,
    [brandId],
  );
  const said = (day: Day, sample: number) => ({
    promptId: prompt!.id,
    platform: 'chatgpt',
    day,
    sample: 80 + sample,
    status: 'ok' as const,
    engine: 'test',
    simulated: true,
    text: 'Too dear for what it does.',
    visible: true,
    statements: [
      {
        competitorId: null,
        start: 0,
        end: 26,
        quote: 'Too dear for what it does.',
        polarity: 'negative' as const,
        aspects: ['PRICE_VALUE' as const, 'QUALITY_PERFORMANCE' as const],
        attributes: [],
      },
    ],
  });
  await storeAnswers(server.db, brandId, [said(today, 1), said(addDays(today, -45), 2)]);
  expect(await expectTrue()).not.toEqual(before);
});
