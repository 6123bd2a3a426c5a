/**
 * Chaos: the app's database connections die at random moments while it works, for ten seeds. One real
 * server (a child process, as `npm start` runs it, working jobs in-process) reaches a fresh Postgres
 * database through a TCP proxy. For each seed a new account runs a collection with several samples per
 * prompt against a slow vendor, dashboards are read (GraphQL and REST), the brand gains an alias (a
 * re-analysis of its history) and answers are exported as CSV, while a schedule drawn from the seed cuts the
 * proxy or terminates the app's backends (pg_terminate_backend from an admin connection).
 *
 * The server must stay up and answer each request with its result or 503; the run must complete once, with
 * every answer stored once; the re-analysis must finish; and an export that loses its database mid-stream
 * must end as a broken transfer, never as a short file that looks whole. Postgres only (the embedded store
 * has no connection to lose). CHAOS_SEED=<n> runs that seed alone.
 */
// @module-tag slow: a server process and ten seeds of cut connections. Guards the server through them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, onTestFailed, test } from 'vitest';
// The client's seeded generator (mulberry32): a seed replays the same schedule of faults.
import { mulberry32 } from '../../client/src/features/action/rules';
import { migrate } from '../db/migrate';
import { openPostgres, type PostgresDb } from '../db/postgres';
import { createPostgresTestDatabase, testDbKind } from './harness';
import { graphql, signUp } from './http';
import { startOpenAiStub, type OpenAiStub } from './openai-stub';
import { startServerProcess, type ServerProcess } from './server-process';
import { startTcpProxy, throughProxy, type TcpProxy } from './tcp-proxy';
import { prepareVendorAccount, until } from './vendor-account.testkit';

const SEEDS = process.env.CHAOS_SEED ? [Number(process.env.CHAOS_SEED)] : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const PROMPTS = 4;
const SAMPLES = 3;
/** Faults per seed at moments drawn over the first seconds of its run, and of its re-analysis. */
const RUN_FAULTS = 4;
const RUN_WINDOW_MS = 4_000;
const REANALYSIS_FAULTS = 2;
const REANALYSIS_WINDOW_MS = 2_500;
const VENDOR_DELAY_MS = 400;
/** The test's own connections, which the terminations spare. */
const TEST_APPLICATION = 'sightline-chaos-test';

let database: { url: string; drop: () => Promise<void> };
let direct: PostgresDb;
let admin: pg.Client;
let proxy: TcpProxy;
let vendor: OpenAiStub;
let server: ServerProcess;
let dataDir: string;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Fault = { kind: 'cut'; ms: number } | { kind: 'terminate'; which: 'all' | number };

function drawFault(next: () => number): Fault {
  return next() < 0.5
    ? { kind: 'cut', ms: Math.round(50 + next() * 1_200) }
    : { kind: 'terminate', which: next() < 0.5 ? 'all' : next() };
}

/** Terminates the app's backends: all of them, or one picked by `which` (in [0, 1)) in pid order. */
async function terminateBackends(which: 'all' | number) {
  const { rows } = await admin.query<{ pid: number }>(
    `select pid from pg_stat_activity
     where datname = current_database() and backend_type = 'client backend' and application_name <> $1
     order by pid`,
    [TEST_APPLICATION],
  );
  const pids = which === 'all' ? rows : rows.slice(Math.floor(which * rows.length)).slice(0, 1);
  for (const { pid } of pids) await admin.query('select pg_terminate_backend($1)', [pid]);
}

async function inject(fault: Fault) {
  if (fault.kind === 'terminate') return terminateBackends(fault.which);
  proxy.cut();
  await sleep(fault.ms);
  proxy.restore();
}

type Schedule = { at: number; fault: Fault }[];

function drawSchedule(next: () => number, faults: number, windowMs: number): Schedule {
  return Array.from({ length: faults }, () => ({ at: next() * windowMs, fault: drawFault(next) })).sort(
    (a, b) => a.at - b.at,
  );
}

/** Injects each fault at its moment from now; resolves after the last. */
async function injectOnSchedule(schedule: Schedule) {
  const begin = Date.now();
  for (const { at, fault } of schedule) {
    await sleep(Math.max(0, begin + at - Date.now()));
    await inject(fault);
  }
}

/** The brand is not named in the vendor's answer ("… Pipedrive is a close second") until it gains the alias. */
const prepareAccount = (brandId: string) =>
  prepareVendorAccount(direct, brandId, {
    brand: 'Pipedrive Inc',
    competitors: ['HubSpot'],
    topic: 'CRM',
    prompts: Array.from({ length: PROMPTS }, (_, i) => `Which CRM suits a team of ${(i + 1) * 5}?`),
    samplesPerPrompt: SAMPLES,
  });

const DASHBOARD = `{ latestCollectionRun { status answered total }
  overview { promptCount impressionsTotal metrics { visibility latestAnswers } } }`;

/** What one request answered; only 2xx and 503 are fine while the database comes and goes. */
interface Outcome {
  what: string;
  status: number;
  detail?: string;
}

async function request(what: string, url: string, init: RequestInit): Promise<Outcome> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) }).catch(
    (error: Error) => error,
  );
  // No answer at all: the server is gone (or took a minute).
  if (response instanceof Error) return { what, status: 0, detail: `${response.message} ${response.cause}` };
  const text = await response.text().catch((error: Error) => `body broken: ${error.message}`);
  // GraphQL reports a refused read as 503 too; a 200 carrying errors is a failure.
  const failed = response.status === 200 && what.startsWith('graphql') && text.includes('"errors"');
  return { what, status: failed ? 500 : response.status, detail: text.slice(0, 300) };
}

function readers(token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const json = { ...headers, 'content-type': 'application/json' };
  return [
    () =>
      request('graphql dashboard', `${server.url}/graphql`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ query: DASHBOARD }),
      }),
    () => request('rest topics', `${server.url}/api/topics?ids=`, { headers }),
    () => request('rest impressions', `${server.url}/api/impressions`, { headers }),
    () => request('csv export', `${server.url}/api/export/answers.csv`, { headers }),
  ];
}

async function updateAliases(token: string, deadline: number) {
  for (;;) {
    const response = await graphql(
      server.url,
      'mutation ($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { aliases } } }',
      { input: { name: 'Pipedrive Inc', website: null, aliases: ['Pipedrive'] } },
      token,
    );
    if (response.status === 200 && !response.body.errors) return;
    if (response.status !== 503 || Date.now() > deadline)
      throw new Error(`updateBrand answered ${response.status}: ${JSON.stringify(response.body)}`);
    await sleep(200);
  }
}

async function answerCounts(brandId: string) {
  const [row] = await direct.query<{ stored: number; distinct: number }>(
    `select count(*)::int as stored,
       count(distinct (prompt_id, platform, collected_on, sample))::int as distinct
     from answers where user_id = $1`,
    [brandId],
  );
  return row!;
}

/** Reads a response body to its end: its text, or the error a broken transfer gives. */
async function readBody(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  before = '',
): Promise<string | Error> {
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  let text = before;
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read())
      text += decoder.decode(read.value, { stream: true });
    return text;
  } catch (error) {
    return error as Error;
  }
}

/**
 * An export whose first page's statement is held (its table locked by the admin connection) when the
 * fault strikes: the response has begun (200, the header line), so the failure can only show as a cut
 * transfer.
 */
async function exportCutMidStream(token: string, fault: Fault) {
  const locker = new pg.Client({ connectionString: database.url, application_name: TEST_APPLICATION });
  await locker.connect();
  try {
    await locker.query('begin');
    await locker.query('lock table public.answer_sources in access exclusive mode');
    const response = await fetch(`${server.url}/api/export/answers.csv`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(60_000),
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const first = new TextDecoder('utf-8', { ignoreBOM: true }).decode((await reader.read()).value);
    expect(first).toMatch(/^\uFEFFdate,collected_at,/);
    // Terminating every backend also ends the held statement; a cut lasts until the body has ended.
    await (fault.kind === 'cut' ? proxy.cut() : terminateBackends('all'));
    return await readBody(reader, first);
  } finally {
    proxy.restore();
    await locker.end();
  }
}

describe.skipIf(testDbKind !== 'postgres')('chaos: database connections killed at random moments', () => {
  beforeAll(async () => {
    database = await createPostgresTestDatabase();
    const testUrl = new URL(database.url);
    testUrl.searchParams.set('application_name', TEST_APPLICATION);
    direct = await openPostgres(testUrl.toString(), 2);
    await migrate(direct);
    admin = new pg.Client({ connectionString: database.url, application_name: TEST_APPLICATION });
    await admin.connect();
    proxy = await startTcpProxy(Number(testUrl.port || 5432));
    vendor = await startOpenAiStub(VENDOR_DELAY_MS);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-chaos-'));
    server = await startServerProcess({
      AUTH_JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      SEED_DEMO: 'false',
      DATABASE_URL: throughProxy(database.url, proxy),
      DATA_DIR: dataDir,
      WORKER_IN_PROCESS: 'true',
      // Every read reaches the database.
      CACHE_TTL_SECONDS: '0',
      AUTH_SESSION_CACHE_SECONDS: '0',
      PERPLEXITY_API_KEY: 'test-key',
      PERPLEXITY_BASE_URL: vendor.url,
      ENGINE_CONCURRENCY: '3',
      ENGINE_RATE_PER_MINUTE: '0',
      ENGINE_MAX_RETRIES: '0',
    });
  }, 120_000);

  afterAll(async () => {
    proxy?.restore();
    await server?.stop();
    await proxy?.close();
    await vendor?.close();
    await admin?.end();
    await direct?.close();
    await database?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test.each(SEEDS)(
    'seed %i: the server stays up, the run completes once, the re-analysis finishes, a cut export is a broken transfer',
    async (seed) => {
      const printed = server.output().length;
      // What the server printed during a seed that fails goes with the failure (a CI log has nothing else).
      onTestFailed(() =>
        console.error(`seed ${seed}: the server printed\n${server.output().slice(printed)}`),
      );
      const next = mulberry32(seed);
      const runFaults = drawSchedule(next, RUN_FAULTS, RUN_WINDOW_MS);
      const reanalysisFaults = drawSchedule(next, REANALYSIS_FAULTS, REANALYSIS_WINDOW_MS);
      const exportFault = drawFault(next);
      const total = PROMPTS * SAMPLES;
      const { token, brandId } = await signUp(server.url, `chaos${seed}`);
      await prepareAccount(brandId);
      const begin = Date.now();

      // Dashboards and exports are read from the start of the run to the end of the re-analysis.
      const outcomes: Outcome[] = [];
      let reading = true;
      const reads = (async () => {
        const read = readers(token);
        for (let i = 0; reading; i++) {
          outcomes.push(await read[i % read.length]!());
          await sleep(50);
        }
      })();

      // The run, with faults on its schedule. It completes, once: every (prompt, engine, day, sample)
      // answered, none stored twice.
      const started = await graphql<{ startCollectionRun: { run: { id: string } } }>(
        server.url,
        'mutation { startCollectionRun { run { id } } }',
        {},
        token,
      );
      expect(started.body.errors).toBeUndefined();
      const runId = started.body.data!.startCollectionRun.run.id;
      await injectOnSchedule(runFaults);
      const run = await until(
        'the run to end',
        async () => {
          const [row] = await direct.query<{ status: string; answered: number; total: number }>(
            'select status, answered, total from collection_runs where id = $1',
            [runId],
          );
          return row && row.status !== 'queued' && row.status !== 'running' ? row : null;
        },
        90_000,
      );
      expect(run).toEqual({ status: 'completed', answered: total, total });
      expect(await answerCounts(brandId)).toEqual({ stored: total, distinct: total });
      const [runs] = await direct.query<{ n: number }>(
        'select count(*)::int as n from collection_runs where user_id = $1',
        [brandId],
      );
      expect(runs!.n).toBe(1);

      // The brand gains the alias the answers name it by: the re-analysis this starts, with faults on its
      // own schedule, finishes and reads the brand in every answer.
      await updateAliases(token, Date.now() + 60_000);
      await injectOnSchedule(reanalysisFaults);
      const reanalysis = await until(
        'the re-analysis to end',
        async () => {
          const [row] = await direct.query<{ state: string; error: string | null }>(
            'select state, error from reanalysis_jobs where user_id = $1',
            [brandId],
          );
          return row && (row.state === 'done' || row.state === 'failed') ? row : null;
        },
        90_000,
      );
      expect(reanalysis).toEqual({ state: 'done', error: null });
      const [visible] = await direct.query<{ n: number }>(
        `select count(*)::int as n from answers where user_id = $1 and visible`,
        [brandId],
      );
      expect(visible!.n).toBe(total);
      reading = false;
      await reads;

      // Every request while the database came and went was answered, with its result or 503.
      const refused = outcomes.filter((outcome) => outcome.status !== 200 && outcome.status !== 503);
      expect(refused).toEqual([]);

      // An export that loses its database after its first byte ends as a broken transfer.
      expect(await exportCutMidStream(token, exportFault)).toBeInstanceOf(Error);

      // And afterwards everything answers again: readiness, the whole file, the dashboards.
      await until('ready', async () => (await fetch(`${server.url}/api/ready`)).status === 200, 30_000);
      const whole = await fetch(`${server.url}/api/export/answers.csv`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const csv = await readBody(whole.body!.getReader());
      expect(typeof csv === 'string' ? csv.trimEnd().split('\r\n').length : csv).toBe(1 + total);
      for (const read of readers(token)) expect(await read()).toMatchObject({ status: 200 });
      console.info(
        `seed ${seed}: ${[...runFaults, ...reanalysisFaults, { fault: exportFault }]
          .map(({ fault }) => fault.kind)
          .join(', ')} in ${Date.now() - begin} ms; ` +
          `${outcomes.length} reads, ${outcomes.filter((o) => o.status === 503).length} answered 503`,
      );
    },
    180_000,
  );

  test('the server never stopped', async () => {
    expect(
      server
        .output()
        .split('\n')
        .filter((line) => /Unhandled|uncaught/i.test(line)),
    ).toEqual([]);
    const health = await fetch(`${server.url}/api/health`).catch((error: Error) => error);
    expect(
      health instanceof Error ? `${health.message}; the server printed:\n${server.output()}` : health.status,
    ).toBe(200);
  });
});
