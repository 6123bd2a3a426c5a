/**
 * The re-analysis job's guarantees, worker by worker on one database: a worker that stalls mid-way is
 * taken over once its lease lapses and the second finishes with the right figures; running it twice stores
 * the same figures; a change made while it runs supersedes it, and the last configuration wins.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { buildConfig } from '../../config';
import type { Db } from '../../db/db';
import { withBlip } from '../../test/blip.testkit';
import { createTestDb } from '../../test/harness';
import { recomputedRollups, storedRollups } from '../../test/collection.testkit';
import { runFinishedHook } from '../../jobs';
import { collectRun, createRun, getCollectionTarget, getAnswersPage } from '../collection';
import type { AnswerEngine } from '../../core/engines';
import { createJobQueue } from '../../core/jobs';
import { namesAffectedByChange, RULES_ANALYZER, type StoredWhy } from '../../core/analysis';
import { addDays, todayUtc } from '../../lib/dates';
import { advanceRollupWindows, rebuildAccountRollups, rebuiltRollupTables } from '../../core/rollups';
import {
  expectedImpressions,
  HISTORY_TEXTS,
  seedHistory,
  storedFigures,
} from '../../test/reanalysis.testkit';
import {
  getAccountsReadByOlderRules,
  getReanalysis,
  readingChange,
  requestReanalysisRow,
  type Reanalysed,
  type StoredReading,
} from './reanalysis.store';
import { reanalyseAccount } from './reanalysis.worker';

let db: Db;
let drop: () => Promise<void>;
let brandId: string;
let answers: number;

beforeAll(async () => {
  ({ db, drop } = await createTestDb({ migrated: true }));
});
afterAll(() => drop?.());

beforeEach(async () => {
  brandId = randomUUID();
  await db.query(`insert into profiles (id, username) values ($1, $2)`, [brandId, `u${brandId.slice(0, 8)}`]);
  answers = await seedHistory(db, brandId);
});

const impressions = async () =>
  (
    await db.query<{ n: number }>(
      `select coalesce(sum(impressions), 0)::int as n from topic_totals t join topics g on g.id = t.topic_id
      where t.user_id = $1 and g.is_aggregate`,
      [brandId],
    )
  )[0]!.n;

const setAliases = (aliases: string[]) =>
  db.query(`update brands set aliases = $2 where user_id = $1`, [brandId, aliases]);

/** What the account's answers are read against now. */
const configuration = async () => {
  const { brand, competitors } = await getCollectionTarget(db, brandId);
  return { brand: brand!, competitors };
};

test('a worker that stalls mid-way is taken over when its lease lapses; the second finishes with the right figures', async () => {
  const before = await impressions();
  await setAliases(['Quicksilver']);
  await requestReanalysisRow(db, brandId);
  let second: Awaited<ReturnType<typeof reanalyseAccount>> | null = null;
  const first = await reanalyseAccount(db, brandId, {
    batchSize: 40,
    // Long enough that its heartbeat does not renew it while it is stalled here.
    leaseSeconds: 60,
    afterBatch: async ({ done }) => {
      if (second) return;
      expect(done).toBe(40);
      // The stalled worker's lease runs out; a second worker takes the row over and resumes after its cursor.
      await db.query(
        `update reanalysis_jobs set lease_until = now() - interval '1 second' where user_id = $1`,
        [brandId],
      );
      second = await reanalyseAccount(db, brandId, { batchSize: 40 });
    },
  });
  expect(first).toEqual({ outcome: 'superseded' });
  // The second worker read only what the first had not written.
  expect(second).toMatchObject({ outcome: 'done', read: answers - 40, total: answers });
  const row = await getReanalysis(db, brandId);
  expect(row).toMatchObject({ state: 'done', done: answers, total: answers, attempts: 2 });
  const after = await impressions();
  expect(after).toBe(await expectedImpressions(db, brandId));
  expect(after).toBeGreaterThan(before);
  expect(await storedRollups(db)).toEqual(await recomputedRollups(db));
});

test('a worker told to stop (the process shutting down) stops after the batch in hand; the next resumes from there', async () => {
  await setAliases(['Quicksilver']);
  await requestReanalysisRow(db, brandId);
  const shutdown = new AbortController();
  const first = await reanalyseAccount(db, brandId, {
    batchSize: 40,
    signal: shutdown.signal,
    afterBatch: async () => shutdown.abort(),
  });
  expect(first).toEqual({ outcome: 'stopped', read: 40 });
  expect(await getReanalysis(db, brandId)).toMatchObject({ state: 'running', done: 40 });
  // Its lease lapses (the server has gone); the next worker reads only the rest.
  await db.query(`update reanalysis_jobs set lease_until = now() - interval '1 second' where user_id = $1`, [
    brandId,
  ]);
  const second = await reanalyseAccount(db, brandId, { batchSize: 40 });
  expect(second).toMatchObject({ outcome: 'done', read: answers - 40, total: answers });
  expect(await impressions()).toBe(await expectedImpressions(db, brandId));
  expect(await storedRollups(db)).toEqual(await recomputedRollups(db));
});

test('readings written by a generation superseded before its rebuild are rolled up by the next, which reads them the same', async () => {
  const impressionsBefore = await impressions();
  await setAliases(['Quicksilver']);
  await requestReanalysisRow(db, brandId);
  // The same change is saved again as the job writes its last batch: every reading is written, and the
  // rebuild is left to the newer generation.
  const first = await reanalyseAccount(db, brandId, {
    batchSize: 40,
    afterBatch: async ({ done, total }) => {
      if (done === total) await requestReanalysisRow(db, brandId);
    },
  });
  expect(first).toEqual({ outcome: 'superseded' });
  expect(await impressions()).toBe(impressionsBefore);
  const second = await reanalyseAccount(db, brandId, { batchSize: 40 });
  expect(second).toMatchObject({ outcome: 'done', read: answers, written: 0 });
  expect(await impressions()).toBe(await expectedImpressions(db, brandId));
  expect(await impressions()).toBeGreaterThan(impressionsBefore);
  expect(await storedRollups(db)).toEqual(await recomputedRollups(db));
});

test('when few readings change, the rollups by prompt, platform and day change in their groups alone', async () => {
  await requestReanalysisRow(db, brandId);
  await reanalyseAccount(db, brandId, { batchSize: 40 });
  // An earlier analyzer missed the brand in three answers, and the rollups counted them so.
  const misread = await db.query<{ id: string }>(
    `update answers set visible = false, position = null, sentiment = null
    where id in (select id from answers where user_id = $1 and visible order by id limit 3) returning id`,
    [brandId],
  );
  await db.transaction((tx) => rebuildAccountRollups(tx, brandId, { sourcesUnchanged: true }));
  /** Each row of the prompt-group rollups: its key, and its version (a row written again gets a new one). */
  const rows = async () =>
    (
      await Promise.all(
        ['prompt_daily', 'prompt_mentions_daily'].map((table) =>
          db.query<{ key: string; version: string }>(
            `select '${table} ' || prompt_id || ' ' || platform || ' ' || day as key, xmin::text as version
            from public.${table} where user_id = $1`,
            [brandId],
          ),
        ),
      )
    ).flat();
  const before = await rows();
  await requestReanalysisRow(db, brandId);
  expect(await reanalyseAccount(db, brandId, { batchSize: 40 })).toMatchObject({
    outcome: 'done',
    written: 3,
  });
  expect(await storedRollups(db)).toEqual(await recomputedRollups(db));
  const kept = new Set(before.map((row) => `${row.key} ${row.version}`));
  const rewritten = new Set(
    (await rows())
      .filter((row) => !kept.has(`${row.key} ${row.version}`))
      .map((row) => row.key.split(' ').slice(1).join(' ')),
  );
  const groups = await db.query<{ key: string }>(
    `select distinct prompt_id || ' ' || platform || ' ' || collected_on as key from answers where id = any($1::uuid[])`,
    [misread.map((row) => row.id)],
  );
  expect(rewritten).toEqual(new Set(groups.map((group) => group.key)));
});

test('when few readings change, every rollup counting readings (totals, windows, running totals, mentions) ends as a rebuild makes it', async () => {
  await requestReanalysisRow(db, brandId);
  await reanalyseAccount(db, brandId, { batchSize: 40 });
  // A competitor no answer names, which an earlier analyzer saw in two answers.
  const [saturn] = await db.query<{ id: string }>(
    `insert into competitors (user_id, name) values ($1, 'Saturn Ventures') returning id`,
    [brandId],
  );
  // An earlier analyzer's readings, each wrong in another way: the brand missed, the brand seen where it is
  // not, another sentiment and position, a competitor missed, a competitor seen where none is named.
  // `$answers`: the first `limit` answers (by id, or by id descending) whose text is HISTORY_TEXTS[text].
  const wrong = async (sql: string, text: number, limit: number, order: 'asc' | 'desc' = 'asc') =>
    db.query(
      sql.replace(
        '$answers',
        `(select id from answers where user_id = $1 and answer_text = $2 order by id ${order} limit ${limit})`,
      ),
      [brandId, HISTORY_TEXTS[text]!],
    );
  await wrong(
    `update answers set visible = false, position = null, sentiment = null where id in $answers`,
    1,
    3,
  );
  await wrong(`update answers set visible = true, position = 2, sentiment = 71.5 where id in $answers`, 2, 2);
  await wrong(
    `update answers set sentiment = sentiment / 2, position = 3 where id in $answers`,
    1,
    2,
    'desc',
  );
  await wrong(`delete from answer_competitors where answer_id in $answers`, 3, 2);
  await db.query(
    `insert into answer_competitors (answer_id, competitor_id, user_id, position)
    select id, $3, $1, 3 from answers where user_id = $1 and answer_text in ($2, $4) order by id limit 2`,
    [brandId, HISTORY_TEXTS[4], saturn!.id, HISTORY_TEXTS[0]],
  );
  await db.transaction((tx) => rebuildAccountRollups(tx, brandId));
  const today = todayUtc();
  await advanceRollupWindows(db, brandId, today);
  const rollups = async () => {
    const tables: Record<string, string[]> = {};
    for (const table of rebuiltRollupTables({ sourcesUnchanged: true }))
      tables[table] = (
        await db.query<Record<string, unknown>>(`select * from public.${table} where user_id = $1`, [brandId])
      )
        .map((row) =>
          JSON.stringify(row, (_key, value: unknown) =>
            typeof value === 'number' ? Math.round(value * 1e6) / 1e6 : value,
          ),
        )
        .sort();
    return tables;
  };
  const misread = await rollups();
  await requestReanalysisRow(db, brandId);
  expect(await reanalyseAccount(db, brandId, { batchSize: 40 })).toMatchObject({
    outcome: 'done',
    written: 11,
  });
  const counted = await rollups();
  await db.transaction((tx) => rebuildAccountRollups(tx, brandId, { sourcesUnchanged: true }));
  await advanceRollupWindows(db, brandId, today);
  const rebuilt = await rollups();
  expect(counted).toEqual(rebuilt);
  // The windows were counted again, not dropped for the next read to sum afresh; and they changed.
  expect(counted.topic_window!.length).toBeGreaterThan(0);
  expect(counted.competitor_window).not.toEqual(misread.competitor_window);
  expect(counted.prompt_cumulative).not.toEqual(misread.prompt_cumulative);
  expect(counted.prompt_mentions_totals).not.toEqual(misread.prompt_mentions_totals);
});

test('a re-analysis rebuilds the rollups of the readings and leaves those of the sources, which it keeps, as they were', async () => {
  // Each source rollup row with its row version (xmin): a row written again gets a new one.
  const sourceRollups = () =>
    Promise.all(
      ['source_daily', 'source_block', 'source_totals'].map((table) =>
        db.query(
          `select xmin::text as version, to_jsonb(r) - 'user_id' as row from public.${table} r where user_id = $1
          order by 2::text`,
          [brandId],
        ),
      ),
    );
  const before = await sourceRollups();
  for (const rows of before) expect(rows.length).toBeGreaterThan(0);
  const impressionsBefore = await impressions();
  await setAliases(['Quicksilver']);
  await requestReanalysisRow(db, brandId);
  expect(await reanalyseAccount(db, brandId)).toMatchObject({ outcome: 'done' });
  expect(await impressions()).toBeGreaterThan(impressionsBefore);
  expect(await sourceRollups()).toEqual(before);
  expect(await storedRollups(db)).toEqual(await recomputedRollups(db));
});

test('a re-analysis writes only the answers whose reading changed', async () => {
  await setAliases(['Quicksilver']);
  await requestReanalysisRow(db, brandId);
  // The two texts naming Quicksilver (of five) now name the brand; the others read as they were stored.
  expect(await reanalyseAccount(db, brandId, { batchSize: 40 })).toEqual({
    outcome: 'done',
    read: answers,
    analysed: answers,
    written: (answers * 2) / HISTORY_TEXTS.length,
    total: answers,
  });
  expect(await impressions()).toBe(await expectedImpressions(db, brandId));
  expect(await storedRollups(db)).toEqual(await recomputedRollups(db));
  await requestReanalysisRow(db, brandId);
  expect(await reanalyseAccount(db, brandId, { batchSize: 40 })).toMatchObject({ read: answers, written: 0 });
});

describe('an analyzer upgrade that reads the answers as the last one did', () => {
  /** The analyzer of each answer with a text, as the answers drawer reads it. */
  const analyzersAsShown = async () => {
    const rows = await getAnswersPage(
      db,
      {
        brandId,
        topicId: null,
        promptId: null,
        platform: null,
        platforms: null,
        kind: null,
        from: null,
        to: null,
        status: 'ok',
        visible: null,
        competitorId: null,
        notCompetitorId: null,
        namesCompetitor: null,
        sourceUrl: null,
        sourceDomain: null,
        searchQuery: null,
        statementAspect: null,
        statementPolarity: null,
        statementAttribute: null,
        claimFact: null,
        claimStatus: null,
        claimValue: null,
        citesBrandSite: null,
        brandDomain: null,
        search: null,
      },
      null,
      10_000,
    );
    return new Map(rows.map((row) => [row.id, row.analyzer]));
  };
  const queuedOnStart = async () =>
    (await getAccountsReadByOlderRules(db, RULES_ANALYZER)).some((account) => account.brandId === brandId);
  const OLDER = 'rules@2020.01.01';

  beforeEach(async () => {
    await requestReanalysisRow(db, brandId);
    await reanalyseAccount(db, brandId, { batchSize: 40 });
    // The history as an earlier version of the analyzer left it, after that read: the figures this one reads.
    await db.query(`update answers set analyzer = $2, analysed_at = now() where user_id = $1`, [
      brandId,
      OLDER,
    ]);
  });

  test('writes no row, rollups and competitor rows stand, and the answers read as read by the new one', async () => {
    expect(new Set((await analyzersAsShown()).values())).toEqual(new Set([OLDER]));
    expect(await queuedOnStart()).toBe(true);
    const versions = () =>
      Promise.all(
        [
          'answers',
          'topic_daily',
          'prompt_daily',
          'competitor_daily',
          'prompt_mentions_daily',
          'answer_competitors',
        ].map((table) =>
          db.query(`select xmin::text as version from public.${table} where user_id = $1 order by 1`, [
            brandId,
          ]),
        ),
      );
    const before = await versions();
    for (const rows of before) expect(rows.length).toBeGreaterThan(0);
    await requestReanalysisRow(db, brandId);
    expect(await reanalyseAccount(db, brandId, { batchSize: 40 })).toEqual({
      outcome: 'done',
      read: answers,
      analysed: answers,
      written: 0,
      total: answers,
    });
    expect(await versions()).toEqual(before);
    expect(await storedRollups(db)).toEqual(await recomputedRollups(db));
    const shown = await analyzersAsShown();
    expect(shown.size).toBe(answers);
    expect(new Set(shown.values())).toEqual(new Set([RULES_ANALYZER]));
    // A worker starting up finds nothing an older analyzer read last.
    expect(await queuedOnStart()).toBe(false);
    // A later change of configuration reads those answers as read by this analyzer: none to write again.
    await requestReanalysisRow(db, brandId, ['text:mercury']);
    expect(await reanalyseAccount(db, brandId, { batchSize: 40 })).toMatchObject({
      outcome: 'done',
      written: 0,
    });
    expect(await versions()).toEqual(before);
  });

  test('an answer an older analyzer read after the full read reads as read by it, and is queued again', async () => {
    await requestReanalysisRow(db, brandId);
    await reanalyseAccount(db, brandId, { batchSize: 40 });
    const [straggler] = await db.query<{ id: string }>(
      `update answers set analyzer = $2, analysed_at = now()
      where id = (select id from answers where user_id = $1 and status = 'ok' order by id limit 1) returning id`,
      [brandId, OLDER],
    );
    const shown = await analyzersAsShown();
    expect(shown.get(straggler!.id)).toBe(OLDER);
    expect([...shown.values()].filter((analyzer) => analyzer === RULES_ANALYZER)).toHaveLength(answers - 1);
    expect(await queuedOnStart()).toBe(true);
  });

  test('a change of configuration reads its scope again and writes the new analyzer there', async () => {
    // Scoped: it does not read the whole history, so it records the analyzer on the rows it reads.
    const scope = ['text:mercury'];
    await requestReanalysisRow(db, brandId, scope);
    await reanalyseAccount(db, brandId, { batchSize: 40 });
    const rows = await db.query<{ analyzer: string; named: boolean }>(
      `select analyzer, lower(answer_text) like '%mercury%' as named from answers
      where user_id = $1 and status = 'ok' and answer_text is not null`,
      [brandId],
    );
    expect(rows.some((row) => row.named)).toBe(true);
    expect(rows.some((row) => !row.named)).toBe(true);
    for (const row of rows) expect(row.analyzer).toBe(row.named ? RULES_ANALYZER : OLDER);
  });
});

test('re-analysing twice stores the same figures', async () => {
  await db.query(`update brands set aliases = $2, not_this = $3 where user_id = $1`, [
    brandId,
    ['Quicksilver'],
    ['Mercury Drug'],
  ]);
  await requestReanalysisRow(db, brandId);
  expect(await reanalyseAccount(db, brandId, { batchSize: 64 })).toMatchObject({ outcome: 'done' });
  const once = await storedFigures(db, brandId);
  await requestReanalysisRow(db, brandId);
  expect(await reanalyseAccount(db, brandId, { batchSize: 64 })).toMatchObject({ outcome: 'done' });
  expect(await storedFigures(db, brandId)).toEqual(once);
  expect(await impressions()).toBe(await expectedImpressions(db, brandId));
});

test('a change made while a re-analysis runs supersedes it: the last configuration wins', async () => {
  await setAliases(['Quicksilver']);
  await requestReanalysisRow(db, brandId);
  let changed = false;
  const first = await reanalyseAccount(db, brandId, {
    batchSize: 30,
    afterBatch: async () => {
      if (changed) return;
      changed = true;
      // What saving the brand does: the new configuration and a new generation, in one transaction.
      await db.transaction(async (tx) => {
        await tx.query(`update brands set aliases = '{}', not_this = $2 where user_id = $1`, [
          brandId,
          ['Mercury Drug'],
        ]);
        await requestReanalysisRow(tx, brandId);
      });
    },
  });
  expect(first).toEqual({ outcome: 'superseded' });
  expect(await getReanalysis(db, brandId)).toMatchObject({ state: 'queued', generation: 2, done: 0 });
  expect(await reanalyseAccount(db, brandId, { batchSize: 30 })).toMatchObject({
    outcome: 'done',
    read: answers,
    total: answers,
  });
  // Read with the last configuration: no "Quicksilver", no "Mercury Drug".
  const visibleTexts = await db.query<{ text: string }>(
    `select distinct answer_text as text from answers where user_id = $1 and visible order by 1`,
    [brandId],
  );
  expect(visibleTexts.map((row) => row.text)).toEqual([
    'Mercury is a solid bank for startups: reliable, cheap and well designed.',
  ]);
  expect(await impressions()).toBe(await expectedImpressions(db, brandId));
  expect(await storedRollups(db)).toEqual(await recomputedRollups(db));
});

test('a run resumed under a newer configuration has what an earlier attempt stored with the older one read again', async () => {
  const queue = createJobQueue(db, { work: false, log: () => {} });
  try {
    // The run asks on the day after the history's, and its engine answers once the test lets it.
    let answer!: () => void;
    const answering = new Promise<void>((resolve) => (answer = resolve));
    // The run's own prompts' asks; the brand's daily canary questions (issue 62) follow a finished run.
    const own = new Set(
      (
        await db.query<{ question: string }>('select question from prompts where user_id = $1', [brandId])
      ).map((row) => row.question),
    );
    let asked = 0;
    const engine: AnswerEngine = {
      platform: 'chatgpt',
      engine: 'test',
      model: 'test-1',
      simulated: true,
      ask: async (input) => {
        if (own.has(input.prompt)) asked++;
        await answering;
        return { text: HISTORY_TEXTS[0], citations: [], model: 'test-1' };
      },
    };
    const day = addDays(todayUtc(), 1);
    const { run } = await createRun(db, brandId, 'manual', day);
    const options = { engines: () => [engine], platforms: async () => ['chatgpt'] };
    const visibility = async () =>
      (
        await db.query<{ visible: boolean }>(
          `select visible from answers where user_id = $1 and collected_on = $2`,
          [brandId, day],
        )
      ).map(({ visible }) => visible);

    // The first attempt reads the configuration before the alias is added; the change's re-analysis reads
    // the history before the attempt stores its answers, with the older reading. Its worker dies then,
    // before it ends the run (nothing tells onFinished).
    const first = collectRun(db, run.id, options);
    await expect.poll(() => asked).toBe(5);
    const before = await configuration();
    await setAliases(['Quicksilver']);
    await requestReanalysisRow(db, brandId, namesAffectedByChange(before, await configuration()));
    expect(await reanalyseAccount(db, brandId)).toMatchObject({ outcome: 'done' });
    answer();
    await first;
    await db.query(`update collection_runs set status = 'running', lease_until = null where id = $1`, [
      run.id,
    ]);
    expect(await visibility()).toEqual(Array(5).fill(false));

    // The next attempt reads the current configuration, has nothing left to ask, and ends the run: its
    // end queues a re-analysis of every answer, since the earlier attempt read with another configuration.
    const resumed = await collectRun(db, run.id, {
      ...options,
      onFinished: await runFinishedHook(queue, buildConfig({})),
    });
    expect(resumed).toMatchObject({ outcome: 'completed' });
    expect(asked).toBe(5);
    expect(await getReanalysis(db, brandId)).toMatchObject({ state: 'queued', scope: null });
    expect(await reanalyseAccount(db, brandId)).toMatchObject({ outcome: 'done' });
    expect(await visibility()).toEqual(Array(5).fill(true));
    expect(await impressions()).toBe(await expectedImpressions(db, brandId));
    expect(await storedRollups(db)).toEqual(await recomputedRollups(db));
  } finally {
    await queue.stop();
  }
});

test('a change of configuration reads again only the answers naming what it touched; the figures are those of a full reading', async () => {
  // The account's first re-analysis reads every answer, whatever the scope asked for.
  await requestReanalysisRow(db, brandId, ['text:venus']);
  expect(await getReanalysis(db, brandId)).toMatchObject({ scope: null });
  expect(await reanalyseAccount(db, brandId, { batchSize: 50 })).toMatchObject({ outcome: 'done' });
  // Every stored reading marked: a reading written again loses the mark.
  await db.query(`update answers set analyzer = 'marked' where user_id = $1`, [brandId]);
  const readAgain = async () =>
    (
      await db.query<{ text: string }>(
        `select distinct answer_text as text from answers where user_id = $1 and analyzer <> 'marked' order by 1`,
        [brandId],
      )
    ).map((row) => row.text);

  const before = await configuration();
  await db.query(`update competitors set aliases = '{Venus}' where user_id = $1`, [brandId]);
  const scope = namesAffectedByChange(before, await configuration());
  // An alias added: the answers where it matches, or a host named after it.
  expect(scope).toEqual(['label:venus', 'name:Venus']);
  await requestReanalysisRow(db, brandId, scope);
  // Only the answers naming Venus Labs (two texts of five) are read, and each loses its mark.
  expect(await reanalyseAccount(db, brandId, { batchSize: 50 })).toEqual({
    outcome: 'done',
    read: answers,
    analysed: (answers * 2) / HISTORY_TEXTS.length,
    written: (answers * 2) / HISTORY_TEXTS.length,
    total: answers,
  });
  expect(await readAgain()).toEqual([
    'Quicksilver is the fastest way to pay suppliers, and its cards are reliable. Venus Labs is slower.',
    'Venus Labs and Quicksilver both offer APIs, but Quicksilver is better documented.',
  ]);

  // A brand change requested before that generation finishes adds its names to the unfinished scope.
  await db.query(`update reanalysis_jobs set state = 'running' where user_id = $1`, [brandId]);
  await requestReanalysisRow(db, brandId, ['text:quicksilver']);
  expect(await getReanalysis(db, brandId)).toMatchObject({
    scope: ['label:venus', 'name:Venus', 'text:quicksilver'],
  });
  // An analyzer upgrade reads every answer.
  await requestReanalysisRow(db, brandId);
  expect(await getReanalysis(db, brandId)).toMatchObject({ scope: null });
  expect(await reanalyseAccount(db, brandId, { batchSize: 50 })).toMatchObject({ outcome: 'done' });
  expect(await readAgain()).toHaveLength(HISTORY_TEXTS.length);
  const full = await storedFigures(db, brandId);

  // Scoped or full, the same figures: each change reads again what it touched, as the product requests it.
  const changeAliases = async (aliases: string[]) => {
    const was = await configuration();
    await setAliases(aliases);
    await requestReanalysisRow(db, brandId, namesAffectedByChange(was, await configuration()));
    await reanalyseAccount(db, brandId, { batchSize: 50 });
  };
  await changeAliases(['Quicksilver']);
  await changeAliases(['Quicksilver', 'QS Card']);
  const scoped = await storedFigures(db, brandId);
  await requestReanalysisRow(db, brandId);
  await reanalyseAccount(db, brandId, { batchSize: 50 });
  expect(await storedFigures(db, brandId)).toEqual(scoped);
  expect(scoped).not.toEqual(full);
  expect(await impressions()).toBe(await expectedImpressions(db, brandId));
  expect(await storedRollups(db)).toEqual(await recomputedRollups(db));
});

test('with the LLM judge configured, a change of configuration reads every answer: its reading may follow the whole configuration', async () => {
  await requestReanalysisRow(db, brandId);
  await reanalyseAccount(db, brandId, { batchSize: 50 });
  // A judge endpoint started here that fails every call: each answer falls back to the rules analyzer.
  const asked: string[] = [];
  const judge = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      asked.push(body);
      response.writeHead(503).end();
    });
  });
  await new Promise<void>((resolve) => judge.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = judge.address() as AddressInfo;
    const config = buildConfig({
      DATA_DIR: '/tmp/sightline-reanalysis-judge',
      ANALYSIS_BASE_URL: `http://127.0.0.1:${port}/v1`,
      ANALYSIS_MODEL: 'local-test',
      ANALYSIS_MAX_RETRIES: '0',
    });
    // An alias that two texts of five write: without the judge, only their answers would be analysed.
    await requestReanalysisRow(db, brandId, ['name:Venus']);
    expect(await reanalyseAccount(db, brandId, { batchSize: 50, judge: config })).toMatchObject({
      outcome: 'done',
      read: answers,
      analysed: answers,
    });
    // The judge was asked about every text, those without the alias too.
    for (const text of HISTORY_TEXTS)
      expect(
        asked.some((body) => body.includes(text)),
        text,
      ).toBe(true);
  } finally {
    await new Promise((resolve) => judge.close(resolve));
  }
  expect(await storedRollups(db)).toEqual(await recomputedRollups(db));
});

test('a worker that loses the database hands its lease back once it answers; the job does not fail for good for it', async () => {
  await requestReanalysisRow(db, brandId);
  // The database goes away after the claim, and is still away for the first try to hand the lease back.
  const blip = withBlip(db, { setReanalysisTotal: 1, recordReanalysisError: 1 });
  await expect(reanalyseAccount(blip, brandId, { maxAttempts: 1 })).rejects.toThrow(
    /database cannot be reached/,
  );
  const [row] = await db.query<{ state: string; leaseUntil: string | null }>(
    'select state, lease_until as "leaseUntil" from reanalysis_jobs where user_id = $1',
    [brandId],
  );
  expect(row).toEqual({ state: 'running', leaseUntil: null });
  // The next worker takes it over at once, past its one attempt, and finishes it.
  expect(await reanalyseAccount(db, brandId, { maxAttempts: 1 })).toMatchObject({
    outcome: 'done',
    read: answers,
  });
});

test('nothing queued: a worker has nothing to claim', async () => {
  expect(await reanalyseAccount(db, brandId)).toEqual({ outcome: 'skipped' });
});

describe('readingChange', () => {
  const why: StoredWhy = {
    brand: [{ rule: 'name', at: [40, 45] }],
    competitors: [{ competitorId: 'c1', rule: 'name', at: [0, 4] }],
    sentiment: { rule: 'description', byModel: true },
  };
  const stored: StoredReading = {
    analyzer: RULES_ANALYZER,
    visible: true,
    position: 2,
    sentiment: Math.fround(71.3),
    hasEvidence: false,
    competitors: [['c1', 1]],
    // As jsonb gives it back: its keys in another order.
    why: {
      sentiment: { byModel: true, rule: 'description' },
      brand: [{ at: [40, 45], rule: 'name' }],
      competitors: [{ at: [0, 4], rule: 'name', competitorId: 'c1' }],
    },
  };
  const reading: Reanalysed = {
    id: 'a1',
    analyzer: RULES_ANALYZER,
    visible: true,
    position: 2,
    sentiment: 71.3,
    evidence: null,
    competitors: [
      { competitorId: 'c1', position: 1 },
      { competitorId: 'c1', position: 3 },
    ],
    why,
    statements: [],
    claims: [],
  };

  test('the same reading, its sentiment as the stored real and a competitor at its first position', () => {
    expect(readingChange(reading, stored)).toBe('none');
  });

  test.each<[string, Partial<Reanalysed>, Partial<StoredReading>]>([
    ['another position', { position: 1 }, {}],
    ['another sentiment', { sentiment: 71.4 }, {}],
    ['no longer visible', { visible: false }, {}],
    ['a competitor at another position', { competitors: [{ competitorId: 'c1', position: 2 }] }, {}],
    ['a competitor more', { competitors: [...reading.competitors, { competitorId: 'c2', position: 3 }] }, {}],
    ['a competitor less', { competitors: [] }, {}],
    ["the judge's quotes", { evidence: { mention: 'Mercury' } }, {}],
    ['quotes stored', {}, { hasEvidence: true }],
  ])('%s is written', (_, changedReading, changedStored) => {
    expect(readingChange({ ...reading, ...changedReading }, { ...stored, ...changedStored })).toBe('figures');
    // Whatever the analyzer: the figures changed.
    expect(
      readingChange(
        { ...reading, ...changedReading, analyzer: 'rules@2020.01.01' },
        { ...stored, ...changedStored },
      ),
    ).toBe('figures');
  });

  test('another analyzer reading the same figures changes only the analyzer', () => {
    expect(readingChange({ ...reading, analyzer: 'rules@2020.01.01' }, stored)).toBe('analyzer');
  });

  test('the same figures read by another rule, or a row read before the why was kept, change the why', () => {
    const byDomain = { ...why, brand: [{ rule: 'domain', at: [40, 51] as [number, number] }] };
    expect(readingChange({ ...reading, why: byDomain }, stored)).toBe('why');
    expect(readingChange(reading, { ...stored, why: null })).toBe('why');
  });

  test('an answer that does not name the brand stores no position or sentiment', () => {
    const unnamed = { ...stored, visible: false, position: null, sentiment: null };
    expect(readingChange({ ...reading, visible: false }, unnamed)).toBe('none');
  });
});
