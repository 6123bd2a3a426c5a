/**
 * The statement days (statement_daily, statement_source_daily) the narrative's trend, quotes, sources and
 * answer count read for a filter of topic, days, platforms and kind: on the seeded demo they give what reading the statements gives, under
 * many filters, and they stay equal to the statements as answers arrive, a reviewer corrects a statement
 * and the rollups are rebuilt.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { SentimentLabel } from '../../../graphql/shared/sentiment-label';
import { buildStatementDays, rebuildAccountRollups } from '../../core/rollups';
import { addDays, todayUtc } from '../../lib/dates';
import {
  recomputedStatementDays,
  recomputedStatementSourceDays,
  storedStatementDays,
  storedStatementSourceDays,
} from '../../test/collection.testkit';
import { startTestServer, type TestServer } from '../../test/harness';
import { jobScope } from '../brands';
import { storeAnswers, toAnswersQuery, type AnswersQuery } from '../collection';
import { MIN_SOURCE_ANSWERS, negativeThemeSources, quoteDays } from './narrative.service';
import {
  correctStatementReading,
  countDailyAnswers,
  countFilteredAnswers,
  getDailyThemeDays,
  getNegativeThemeSources,
  getQuotesByAspect,
  getThemeDays,
} from './narrative.store';

let server: TestServer;
let brandId: string;
const today = todayUtc();

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  const [demo] = await server.db.query<{ id: string }>(
    `select id from public.profiles where email = 'demo@example.com'`,
  );
  brandId = demo!.id;
});
afterAll(() => server?.close());

const expectDaysTrue = async () => {
  const stored = await storedStatementDays(server.db);
  expect(stored).toEqual(await recomputedStatementDays(server.db));
  const sources = await storedStatementSourceDays(server.db);
  expect(sources).toEqual(await recomputedStatementSourceDays(server.db));
  return [...stored, ...sources];
};
const byPage = (rows: { aspect: string; url: string }[]) =>
  [...rows].sort((a, b) => a.aspect.localeCompare(b.aspect) || a.url.localeCompare(b.url));

test('the trend, quotes, sources and answer count read from the statement days equal the statements’ own', async () => {
  await buildStatementDays(server.db, brandId);
  expect((await expectDaysTrue()).length).toBeGreaterThan(500);
  const scope = await jobScope(server, brandId);
  const [topic] = await server.db.query<{ id: string }>(
    `select id from public.topics where user_id = $1 and not is_aggregate order by name limit 1`,
    [brandId],
  );
  const [aggregate] = await server.db.query<{ id: string }>(
    `select id from public.topics where user_id = $1 and is_aggregate`,
    [brandId],
  );
  let quotesCompared = 0;
  let sourcesCompared = 0;
  for (const period of [
    { preset: 'LAST_30_DAYS' },
    { preset: 'ALL_TIME' },
    { from: addDays(today, -20), to: addDays(today, -9) },
    { from: addDays(today, -2), to: today },
  ])
    for (const platforms of [null, ['perplexity', 'gemini']])
      for (const promptKind of ['ALL', 'BRANDED'])
        for (const topicId of [null, topic!.id]) {
          const query: AnswersQuery = await toAnswersQuery(scope, {
            period,
            platforms,
            promptKind,
            topicId,
          } as Parameters<typeof toAnswersQuery>[1]);
          const daily = { topicId: topicId ?? aggregate!.id };
          const days = await getDailyThemeDays(server.db, query, daily);
          expect(days).toEqual(await getThemeDays(server.db, query));
          expect(await countDailyAnswers(server.db, query, daily)).toBe(
            await countFilteredAnswers(server.db, query),
          );
          const sources = await getNegativeThemeSources(server.db, query, MIN_SOURCE_ANSWERS);
          expect(byPage(await negativeThemeSources(scope, query))).toEqual(byPage(sources));
          sourcesCompared += sources.length;
          for (const polarity of [null, 'negative', 'positive'] as (SentimentLabel | null)[])
            for (const limit of [1, 4]) {
              const read = await getQuotesByAspect(server.db, query, polarity, limit);
              const onDays = quoteDays(days, polarity, limit);
              expect(
                onDays.length === 0 ? [] : await getQuotesByAspect(server.db, query, polarity, limit, onDays),
              ).toEqual(read);
              quotesCompared += read.length;
            }
        }
  expect(quotesCompared).toBeGreaterThan(500);
  expect(sourcesCompared).toBeGreaterThan(20);
});

test('the statement days stay equal to the statements as answers arrive, a statement is corrected and the rollups are rebuilt', async () => {
  await buildStatementDays(server.db, brandId);
  const before = await expectDaysTrue();
  const [prompt] = await server.db.query<{ id: string }>(
    `select id from public.prompts where user_id = $1 and archived_at is null order by question limit 1`,
    [brandId],
  );
  const text = 'Too dear for what it does, though support answers fast.';
  await storeAnswers(server.db, brandId, [
    {
      promptId: prompt!.id,
      platform: 'chatgpt',
      day: today,
      sample: 91,
      status: 'ok',
      engine: 'test',
      simulated: true,
      text,
      visible: true,
      sources: [{ url: 'https://reviews.example/quillstack-pricing', domain: 'reviews.example' }],
      statements: [
        {
          competitorId: null,
          start: 0,
          end: text.length,
          quote: text,
          polarity: 'negative',
          aspects: ['PRICE_VALUE', 'CUSTOMER_SERVICE'],
          attributes: [],
        },
      ],
    },
  ]);
  const arrived = await expectDaysTrue();
  expect(arrived).not.toEqual(before);

  const [statement] = await server.db.query<{ id: string }>(
    `select s.id from public.answer_statements s where s.user_id = $1 and s.quote = $2`,
    [brandId, text],
  );
  await server.db.transaction((tx) =>
    correctStatementReading(
      tx,
      brandId,
      statement!.id,
      { polarity: 'positive', aspects: ['CUSTOMER_SERVICE'] },
      { id: brandId, email: null },
    ),
  );
  expect(await expectDaysTrue()).not.toEqual(arrived);

  await server.db.transaction((tx) => rebuildAccountRollups(tx, brandId));
  expect(await storedStatementDays(server.db)).toEqual([]);
  await buildStatementDays(server.db, brandId);
  const rebuilt = await expectDaysTrue();
  expect(rebuilt.length).toBeGreaterThan(500);
  // Built again over rows that stand (their state gone alone): counted once, not on top of them.
  await server.db.query('delete from public.statement_daily_state where user_id = $1', [brandId]);
  await buildStatementDays(server.db, brandId);
  expect(await expectDaysTrue()).toEqual(rebuilt);
});
