/**
 * The history's re-analysis end to end, as the job runs it (server/modules/reanalysis): an account with
 * `answers` answers (100 prompts × 3 platforms × the days it takes, texts drawn from the 3,229 hand-written
 * labelled answers renamed for the account, HubSpot with 8 competitors: simulated texts repeat their
 * sentences, which the analyzer's memos serve) is generated set-based, then a re-analysis is
 * requested and run to the end: read in batches, analysed by the rules analyzer, written set-based, the
 * rollups rebuilt. Its CPU time is counted three ways: the job's own thread (which reads, analyses and
 * writes: the analyzer's core); this process in all (on PGlite, a file on a thread of this process as the
 * server opens it, the database's work included; the collector's and compiler's threads too); and on
 * Postgres, this process with the server backends that served it. The job analyses one batch while the
 * last one is written, so its answers per second can pass its answers per CPU-second where the database
 * works on another core.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { openPgliteThread } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';
import { todayUtc } from '../../server/lib/dates';
import { getCollectionTarget } from '../../server/modules/collection';
import { rebuildAccountRollups } from '../../server/core/rollups';
import { getReanalysis, requestReanalysisRow, reanalyseAccount } from '../../server/modules/reanalysis';
import { namesAffectedByChange } from '../../server/core/analysis';
import { realisticAnswers } from './analysis';
import { processCpuMs, threadCpuMs } from './cpu-time';
import { insertCrmPrompts } from './generate';
import { scratchDatabase } from './scratch-database';

export interface ReanalysisReport {
  store: string;
  /** What started it. */
  change: string;
  answers: number;
  /** Of them, those in the change's scope, which the analyzer read. */
  analysed: number;
  ms: number;
  answersPerSecond: number;
  /** Answers per second of this process's CPU time (on PGlite the database's thread included). */
  answersPerCpuSecond: number;
  /**
   * Answers per second of the CPU time of the thread that runs the job (reads, analyses, writes): the
   * analyzer's core. Null where threads' times cannot be read (off Linux).
   */
  answersPerJobThreadCpuSecond: number | null;
  /**
   * On Postgres, answers per second of the CPU time of this process and of the server's backends that
   * served it: all the job cost. Null on PGlite (its database is in this process) or where it cannot be read.
   */
  answersPerCpuSecondWithServer: number | null;
  /** The longest the event loop, which serves the process's requests, was held at once during the job. */
  longestStallMs: number;
}

const PROMPTS = 100;
const PLATFORMS = ['chatgpt', 'perplexity', 'gemini'];

async function generateHistory(db: Db, answers: number): Promise<string> {
  const brandId = randomUUID();
  const { brand, competitors, answers: pool } = realisticAnswers();
  await db.query(`insert into profiles (id, username, platforms) values ($1, 'benchreanalysis', $2)`, [
    brandId,
    PLATFORMS,
  ]);
  await db.query(`insert into brands (user_id, name, website, aliases) values ($1, $2, $3, $4)`, [
    brandId,
    brand.name,
    brand.website,
    brand.aliases,
  ]);
  for (const competitor of competitors)
    await db.query('insert into competitors (user_id, name, website, aliases) values ($1, $2, $3, $4)', [
      brandId,
      competitor.name,
      competitor.website,
      competitor.aliases,
    ]);
  const days = Math.ceil(answers / (PROMPTS * PLATFORMS.length));
  const today = todayUtc();
  await db.transaction(async (tx) => {
    await insertCrmPrompts(tx, brandId, PROMPTS);
    // Stored unread (as before the analyzer recorded itself): the re-analysis reads every one.
    await tx.query(
      `insert into answers (user_id, prompt_id, topic_id, platform, sample, collected_on, collected_at, status, engine,
        simulated, answer_text, visible)
      select $1, p.id, p.topic_id, pl.platform, 1, d.day, d.day + interval '6 hours', 'ok', 'simulated', true,
        ($4::text[])[1 + (abs(hashtext(p.id::text || pl.platform || d.day::text)) % cardinality($4::text[]))], false
      from (select id, topic_id from prompts where user_id = $1) p
      cross join unnest($5::text[]) as pl(platform)
      cross join (select ($2::date - i) as day from generate_series(0, $3::int - 1) as i) d
      order by d.day desc
      limit $6`,
      [brandId, today, days, pool.map((answer) => answer.text), PLATFORMS, answers],
    );
    await rebuildAccountRollups(tx, brandId);
  });
  if (db.kind === 'pglite') await db.exec('analyze public.answers, public.answer_competitors');
  return brandId;
}

/**
 * On Postgres, the CPU time (ms) of each server backend connected to the bench's database, by pid; null on
 * PGlite, or when a backend's time cannot be read (another host, or off Linux).
 */
async function backendCpuMs(db: Db): Promise<Map<number, number> | null> {
  if (db.kind === 'pglite') return null;
  // Only a server on this host has its backends' times in this host's /proc.
  const [server] = await db.query<{ local: boolean }>(
    `select coalesce(host(inet_server_addr()) in ('127.0.0.1', '::1'), true) as local`,
  );
  if (!server?.local) return null;
  const backends = await db.query<{ pid: number }>(
    `select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`,
  );
  const times = new Map<number, number>();
  for (const { pid } of backends) {
    const ms = processCpuMs(pid);
    if (ms === null) return null;
    times.set(pid, ms);
  }
  return times;
}

/** Requests and runs a re-analysis of the account to the end, timed. */
async function timedReanalysis(
  db: Db,
  brandId: string,
  store: string,
  change: string,
  scope: string[] | null = null,
): Promise<ReanalysisReport> {
  await requestReanalysisRow(db, brandId, scope);
  const backendsBefore = await backendCpuMs(db);
  const stalls = monitorEventLoopDelay({ resolution: 10 });
  stalls.enable();
  const cpu = process.cpuUsage();
  const jobThreadBefore = threadCpuMs();
  const started = performance.now();
  const result = await reanalyseAccount(db, brandId);
  const ms = performance.now() - started;
  const jobThreadAfter = threadCpuMs();
  const { user, system } = process.cpuUsage(cpu);
  stalls.disable();
  const backendsAfter = await backendCpuMs(db);
  if (result.outcome !== 'done') throw new Error(`the benchmark re-analysis ended ${result.outcome}`);
  const read = (await getReanalysis(db, brandId))?.done ?? 0;
  const processMs = (user + system) / 1000;
  let backendsMs: number | null = null;
  if (backendsBefore && backendsAfter) {
    // A backend that was not there before started during the job: all its time is the job's.
    backendsMs = 0;
    for (const [pid, after] of backendsAfter) backendsMs += after - (backendsBefore.get(pid) ?? 0);
  }
  return {
    store,
    change,
    answers: read,
    analysed: result.analysed,
    ms,
    answersPerSecond: read / (ms / 1000),
    answersPerCpuSecond: read / (processMs / 1000),
    answersPerJobThreadCpuSecond:
      jobThreadBefore === null || jobThreadAfter === null
        ? null
        : read / ((jobThreadAfter - jobThreadBefore) / 1000),
    answersPerCpuSecondWithServer: backendsMs === null ? null : read / ((processMs + backendsMs) / 1000),
    longestStallMs: stalls.max / 1e6,
  };
}

/**
 * Re-analyses of one generated account, in turn:
 * - its answers stored without readings (as before the analyzer recorded itself; collected answers are read
 *   as they are stored): every answer is read and written, the rollups rebuilt;
 * - an upgrade from an earlier analyzer that read one answer in 20 otherwise: every answer read, those
 *   written, the others left as they are (the account's row records the analyzer that read them);
 * - then, as a user does in Settings, an alias added to the brand, one added to a competitor, and another
 *   spelling of the brand's name. Each analyses again only the answers in the change's scope
 *   (namesAffectedByChange, as the change's request sets it): few for the first two, every answer naming
 *   the brand for the last.
 */
async function measure(db: Db, store: string, answers: number): Promise<ReanalysisReport[]> {
  await migrate(db);
  const brandId = await generateHistory(db, answers);
  const firstRead = await timedReanalysis(
    db,
    brandId,
    store,
    'a history stored without readings, every answer read and written',
  );
  // The history as an earlier analyzer left it, which read one answer in 20 otherwise (its sentiment).
  await db.query(
    `update answers set analyzer = 'rules@previous',
      sentiment = case when visible and abs(hashtext(id::text)) % 20 = 0 then sentiment / 2 else sentiment end
    where user_id = $1`,
    [brandId],
  );
  const realisticUpgrade = await timedReanalysis(
    db,
    brandId,
    store,
    'analyzer upgrade that reads one answer in 20 differently, every answer read',
  );
  const changed = async (change: string, sql: string) => {
    const before = await getCollectionTarget(db, brandId);
    await db.query(sql, [brandId]);
    const after = await getCollectionTarget(db, brandId);
    const scope = namesAffectedByChange(
      { brand: before.brand!, competitors: before.competitors },
      { brand: after.brand!, competitors: after.competitors },
    );
    return timedReanalysis(db, brandId, store, change, scope);
  };
  const brandAlias = await changed(
    'an alias added to the brand',
    `update brands set aliases = aliases || '{Hub Spot}' where user_id = $1`,
  );
  const competitorAlias = await changed(
    'an alias added to a competitor',
    `update competitors set aliases = aliases || '{Pipe Drive}' where user_id = $1 and name = 'Pipedrive'`,
  );
  // The same letters as the name: its pattern matches wherever the brand is named.
  const spelling = await changed(
    'another spelling of the brand added, which every answer naming it writes',
    `update brands set aliases = aliases || '{Hubspot}' where user_id = $1`,
  );
  return [firstRead, realisticUpgrade, brandAlias, competitorAlias, spelling];
}

/** On PGlite in a temporary directory, on a thread of its own as the server opens it. */
export async function measurePgliteReanalysis(answers: number): Promise<ReanalysisReport[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-bench-reanalysis-'));
  const db = await openPgliteThread(path.join(dir, 'pglite'));
  try {
    return await measure(db, 'PGlite (file)', answers);
  } finally {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** On a fresh database on the Postgres server at `baseUrl`, dropped at the end. */
export async function measurePostgresReanalysis(
  baseUrl: string,
  answers: number,
): Promise<ReanalysisReport[]> {
  const database = scratchDatabase(baseUrl, 'sightline_bench_reanalysis');
  await database.create();
  const db = await openPostgres(database.url, 4);
  try {
    return await measure(db, 'Postgres', answers);
  } finally {
    await db.close();
    await database.drop();
  }
}

export async function printReanalysisBench(
  log: (line: string) => void,
  { answers, postgresUrl }: { answers: number; postgresUrl?: string },
) {
  const reports = await measurePgliteReanalysis(answers);
  if (postgresUrl) reports.push(...(await measurePostgresReanalysis(postgresUrl, answers)));
  const count = (value: number) => Math.round(value).toLocaleString('en');
  for (const report of reports) {
    const perCpuSecond = [
      report.answersPerJobThreadCpuSecond === null
        ? null
        : `${count(report.answersPerJobThreadCpuSecond)} on the job's thread (it reads, analyses and writes; target >= 5,000 per core)`,
      `${count(report.answersPerCpuSecond)} for this process in all${report.store.startsWith('PGlite') ? ' (the database thread included)' : ''}`,
      report.answersPerCpuSecondWithServer === null
        ? null
        : `${count(report.answersPerCpuSecondWithServer)} with the server backends that served it`,
    ].filter((part) => part !== null);
    log(
      `History re-analysis on ${report.store} (${report.change}): ${count(report.answers)} answers (100 prompts × 3 platforms) read, ${count(report.analysed)} of them analysed (in the change's scope), written (what changed) and rolled up in ${(report.ms / 1000).toFixed(2)} s: ${count(report.answersPerSecond)} answers/s; answers per CPU-second: ${perCpuSecond.join(', ')}; the event loop held at most ${count(report.longestStallMs)} ms at once`,
    );
  }
  return reports;
}
