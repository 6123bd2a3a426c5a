/**
 * A small answer history for the re-analysis tests: an account tracking "Mercury" (competitor "Venus
 * Labs") whose answers name it under an alias it does not have yet ("Quicksilver"), as another company
 * ("Mercury Drug"), or not at all, stored through the collection's own path with the configuration of then.
 */
import { expect } from 'vitest';
import type { Db, Queryable } from '../db/db';
import type { GraphQLResult } from './http';
import { addDays, todayUtc } from '../lib/dates';
import { getCollectionTarget, storeAnswers, type StoredAnswerInput } from '../modules/collection';
import { createAnalyzer } from '../core/analysis';
import { storedReading } from '../core/judge';

export const HISTORY_TEXTS = [
  'Quicksilver is the fastest way to pay suppliers, and its cards are reliable. Venus Labs is slower.',
  'Mercury is a solid bank for startups: reliable, cheap and well designed.',
  'Mercury Drug is the largest pharmacy chain in the Philippines, with over 1,000 stores.',
  'Venus Labs and Quicksilver both offer APIs, but Quicksilver is better documented.',
  'For this, most founders pick a traditional bank.',
] as const;

export const HISTORY_PLATFORMS = ['chatgpt', 'perplexity', 'gemini'] as const;

/** The brand, one competitor, a topic with `prompts` prompts and their answers over `days` days. */
export async function seedHistory(
  db: Db,
  brandId: string,
  { prompts = 5, days = 20 }: { prompts?: number; days?: number } = {},
): Promise<number> {
  await db.query(
    `insert into public.brands (user_id, name, website) values ($1, 'Mercury', 'https://mercury.com')
    on conflict (user_id) do update set name = excluded.name, website = excluded.website`,
    [brandId],
  );
  await db.query(`insert into public.competitors (user_id, name) values ($1, 'Venus Labs')`, [brandId]);
  const [topic] = await db.query<{ id: string }>(
    `insert into public.topics (user_id, name, slug) values ($1, 'Banking', 'banking') returning id`,
    [brandId],
  );
  const promptIds: string[] = [];
  for (let i = 0; i < prompts; i++) {
    const [prompt] = await db.query<{ id: string }>(
      `insert into public.prompts (user_id, topic_id, question) values ($1, $2, $3) returning id`,
      [brandId, topic!.id, `Which business bank is best, question ${i + 1}?`],
    );
    promptIds.push(prompt!.id);
  }
  const target = await getCollectionTarget(db, brandId);
  const analyzer = createAnalyzer(target.brand!, target.competitors);
  const today = todayUtc();
  const answers: StoredAnswerInput[] = [];
  let n = 0;
  for (let d = 0; d < days; d++)
    for (const promptId of promptIds)
      for (const platform of HISTORY_PLATFORMS) {
        const text = HISTORY_TEXTS[n++ % HISTORY_TEXTS.length]!;
        // A cited page, one of four by day: the answers' sources, which a re-analysis keeps.
        const analysis = analyzer.analyze(text, [
          { url: `https://www.example-reviews.com/business-banks-${d % 4}` },
        ]);
        answers.push({
          promptId,
          platform,
          day: addDays(today, -d),
          status: 'ok',
          engine: 'test',
          simulated: true,
          text,
          ...storedReading({ ...analysis, evidence: null }, text),
          sources: analysis.sources,
        });
      }
  await storeAnswers(db, brandId, answers);
  return answers.length;
}

/** How many of the account's answers name the brand when read afresh with its configuration as stored now. */
export async function expectedImpressions(db: Queryable, brandId: string): Promise<number> {
  const target = await getCollectionTarget(db, brandId);
  const analyzer = createAnalyzer(target.brand!, target.competitors);
  const rows = await db.query<{ text: string; n: number }>(
    `select answer_text as text, count(*)::int as n from public.answers
    where user_id = $1 and status = 'ok' group by answer_text`,
    [brandId],
  );
  return rows.reduce((sum, row) => sum + (analyzer.analyze(row.text, []).visible ? row.n : 0), 0);
}

/** The account's stored readings and rollups, for comparing two states. */
export async function storedFigures(db: Queryable, brandId: string) {
  const answers = await db.query(
    `select id, analyzer, visible, position, sentiment from public.answers where user_id = $1 order by id`,
    [brandId],
  );
  const competitors = await db.query(
    `select answer_id, competitor_id, position from public.answer_competitors where user_id = $1
    order by answer_id, competitor_id`,
    [brandId],
  );
  const rollups: Record<string, unknown[]> = {};
  for (const table of [
    'topic_daily',
    'topic_totals',
    'prompt_daily',
    'competitor_daily',
    'prompt_mentions_daily',
  ])
    rollups[table] = (
      await db.query<Record<string, unknown>>(`select * from public.${table} where user_id = $1`, [brandId])
    )
      .map((row) => JSON.stringify(row, Object.keys(row).sort()))
      .sort();
  return { answers, competitors, rollups };
}

/** Waits until the account's re-analysis (started by a change to its brand) is done, read through GraphQL. */
export async function reanalysisDone(
  gql: (query: string) => Promise<GraphQLResult<{ viewer: { reanalysis: { state: string } | null } }>>,
) {
  await expect
    .poll(async () => (await gql(`{ viewer { reanalysis { state } } }`)).data?.viewer.reanalysis?.state, {
      timeout: 30_000,
      interval: 100,
    })
    .toBe('DONE');
}
