/**
 * npm run bench [-- --quick] [-- --store=pglite|postgres] [-- --profile] [-- --client-only] [-- --analysis-only]
 *   [-- --reanalysis-only] [-- --contention-only] [-- --contention-prompts=<n>] [-- --start-only] [-- --search-only]
 *   [-- --crawler-import-only] [-- --crawler-import-mb=<n>] (only the access-log import case: a synthetic
 *                            log of n MiB, 1024 by default, through a real server; bench/crawler-import.ts)
 *   [-- --demo-search-only] [-- --search-contention-only]   (parts of the contention section, together or
 *                            apart: the demo's 50 mixed searches, the worst-case search attack on the demo)
 *   [-- --overview-only]    (only the stores' HTTP section below, steps 1–5: no start, analysis, contention,
 *                            search or client)
 *   [-- --dataset=generated|demo] (the stores' section on one of its two accounts; both by default)
 *   [-- --targets=abcdefnx] (the load targets to run, as lettered below, x the CSV export)
 *   [-- --data-dir=<dir>]   (PGlite: generate into <dir> once and reuse it on later runs; never deleted)
 *   [-- --keep-search-data] (answer search: keep each store's generated history and reuse it while its
 *                            generator is unchanged; never deleted)
 *
 * For the embedded store (PGlite) and, when DATABASE_URL or TEST_DATABASE_URL is set, for Postgres (a
 * fresh database `sightline_bench` on that server, dropped at the end):
 *   1. generate an account with ~1,000,000 answers (20 topics + aggregate, 913 prompts, 3 platforms,
 *      365 days) set-based in SQL, with its child rows (statements included) and daily rollups;
 *   2. time the store queries behind the overview and GET /api/impressions (median/p95);
 *   3. load the real server (a child process) at 10 keep-alive connections: (a) GET /api/impressions,
 *      (f) a route of the same process serving (a)'s bytes without authentication (bench-only: child.ts),
 *      (b) the overview GraphQL query; then a bare Express route (c) and a bare Apollo Server (d) serving
 *      the payloads captured from (a) and (b); then (e) the overview on a second server with the read
 *      cache off, beside (d) again; ratios a/f, a/c, b/d, e/d and percentiles against the targets; then
 *      (n) the "What AI says" page's query on that server, one request at a time (p95 <= 100 ms);
 *   4. report the server process's peak RSS;
 *   5. step 3 again on the demo data: a fresh store the server seeds (SEED_DEMO=true), signed in as the
 *      demo account (server/db/seed/accounts.ts).
 * First, every run: the start and footprint of `npm start` (first start, restart, data folder, idle memory;
 * bench/start.ts). Before the stores: the answer analysis's accuracy and throughput, a simulated collection run, and the
 * history's re-analysis end to end on a generated 60,000-answer account (20,000 with --quick; bench/reanalysis.ts).
 * After them: one account's heavy queries against another user's sign-in on PGlite, then on the demo its
 * worst-case answer searches against another user's sign-in and the demo's mixed searches (bench/contention.ts).
 * Then answer search on 1,000,000 answers with varied texts, each store apart (bench/search.ts).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { print } from 'graphql';
import { WhatAiSaysRouteDocument } from '../../client/src/__generated__/graphql';
import { runsCompiled } from '../../server/code-location';
import { buildConfig } from '../../server/config';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';
import { createAuth } from '../../server/modules/auth';
import { DEMO_ACCOUNT, DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { SCRIPT_BUDGET_KB } from '../../client/e2e/bundle-sizes';
import { printAnalysisBench, printSimulatedRunBench } from './analysis';
import { printContentionBench } from './contention';
import { crawlerImportAccount, crawlerImportLines, measureCrawlerImport } from './crawler-import';
import { printReanalysisBench } from './reanalysis';
import { printSearchBench } from './search';
import { scratchDatabase } from './scratch-database';
import { printStartBench } from './start';
import type { BarePayloads, ChildMessage, ChildStats, ParentMessage } from './child';
import { measureExport } from './export';
import { describeGeneratedAccount, generateAccount, type GeneratedAccount } from './generate';
import { combine, percentile, runLoad, type LoadRequest, type LoadResult } from './load';
import { PAGE_OVERVIEW_QUERY, PAGE_OVERVIEW_VARIABLES } from './query';
import { sumFor, timeQueries, type QueryTiming } from './sql';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = new Set(process.argv.slice(2));
const quick = args.has('--quick');
const profile = args.has('--profile');
/** Only the client section (gzipped JS per route, overview time-to-data in headless Chromium). */
const clientOnly = args.has('--client-only');
/** Only the answer-analysis section (accuracy on the labelled sets, throughput): a few seconds. */
const analysisOnly = args.has('--analysis-only');
/** Only the history re-analysis section (PGlite, and Postgres unless --store=pglite). */
const reanalysisOnly = args.has('--reanalysis-only');
/** Only the heavy-queries-against-sign-in section (PGlite). */
const contentionOnly = args.has('--contention-only');
const demoSearchOnly = args.has('--demo-search-only');
const searchContentionOnly = args.has('--search-contention-only');
/** Only the access-log import case (issue 63), of --crawler-import-mb MiB (1024 by default). */
const crawlerImportOnly = args.has('--crawler-import-only');
/** Only the start and footprint section. */
const startOnly = args.has('--start-only');
/** Only the answer search section (PGlite and Postgres, or the one --store names). */
const searchOnly = args.has('--search-only');
/** Only the stores' HTTP section (the generated account and the demo on each store). */
const overviewOnly = args.has('--overview-only');
/** Keep the answer search's generated histories between runs (bench/search.ts printSearchBench). */
const keepSearchData = args.has('--keep-search-data');
const option = (name: string) =>
  [...args].find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const storeArg = option('store');
/** A PGlite data directory kept between runs, so profiling one target does not regenerate the account. */
const keptDataDir = option('data-dir');
/**
 * Which of the load targets a, b, c, d, e, f to run, n for the narrative page cold and x for the CSV export
 * (e.g. --targets=a to profile one alone).
 */
const targets = new Set((option('targets') ?? 'abcdefnx').split(''));
/** The accounts the stores' section runs on: the generated one, the demo's, or both. */
const datasets: Dataset[] = option('dataset') ? [option('dataset') as Dataset] : ['generated', 'demo'];
if (!datasets.every((d) => d === 'generated' || d === 'demo'))
  throw new Error('--dataset must be generated or demo');
/** Server processes run with this NODE_ENV (graphql-js and Apollo Server check it); --node-env=development to compare. */
const serverNodeEnv = option('node-env') ?? process.env.NODE_ENV ?? 'production';

const SIZE = quick
  ? { prompts: 91, warmupMs: 500, durationMs: 2000, rounds: 2, sqlRuns: 10, narrativeRuns: 10 }
  : { prompts: 913, warmupMs: 1000, durationMs: 5000, rounds: 3, sqlRuns: 20, narrativeRuns: 30 };
/** The heavy account's prompts (365 days on 3 platforms) and how long it sends its queries. */
const CONTENTION = quick ? { prompts: 20, ms: 8000 } : { prompts: 50, ms: 20_000 };
const TOPICS = 20;
const DAYS = 365;
const CONNECTIONS = 10;
const TARGETS = {
  /** a/f: the authenticated route against the same bytes without authentication, same process. */
  impressionsOpenRatio: 0.7,
  impressionsRatio: 0.5,
  overviewRatio: 0.6,
  overviewP95Ms: 25,
  coldOverviewRatio: 0.15,
  coldOverviewP99Ms: 50,
  /** The "What AI says" page's query, read cache off, one request at a time (issue 57). */
  coldNarrativeP95Ms: 100,
};

const BENCH_EMAIL = 'bench@example.com';
const BENCH_PASSWORD = 'sightline-bench-password';
/** Where the bench's server serves target f, the open twin of GET /api/impressions (child.ts). */
const OPEN_IMPRESSIONS_PATH = '/api/bench-open/impressions';

/** The account the stores' section loads: the generated one, or the demo seed's. */
type Dataset = 'generated' | 'demo';

interface Credentials {
  email: string;
  password: string;
}

type LoadKey = 'a' | 'b' | 'c' | 'd' | 'e' | 'f';

/** The HTTP figures of one store and account. */
interface ServerFigures {
  cold: { impressionsMs: number; overviewMs: number };
  /** e: the overview request on a second server with the read cache off (CACHE_TTL_SECONDS=0). */
  load: Record<LoadKey, LoadResult>;
  serverMemory: ChildStats;
  serverIdleMemory: ChildStats;
  bareMemory: ChildStats;
  payloadBytes: { impressions: number; overview: number };
  /** n: the narrative page's query on the cache-off server, one at a time; null when not run. */
  narrative: SequentialTiming | null;
}

/** Requests sent one after another: their count and latency percentiles, ms. */
interface SequentialTiming {
  requests: number;
  p50: number;
  p95: number;
  max: number;
}

interface StoreResult extends ServerFigures {
  store: string;
  dataset: Dataset;
  /** The generated account; null on the demo. */
  account: GeneratedAccount | null;
  /** NaN on the demo (the server seeds it as it starts). */
  generationMs: number;
  /** Empty on the demo. */
  sql: QueryTiming[];
}

// ---------- output helpers ----------

const fmt = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
const pad = (value: string, width: number) => value.padEnd(width);
const lpad = (value: string, width: number) => value.padStart(width);
const log = (line = '') => console.log(line);
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

function table(headers: string[], rows: string[][], alignLeft = 1) {
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i < alignLeft ? pad(cell, widths[i]!) : lpad(cell, widths[i]!))).join('  ');
  log(line(headers));
  log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) log(line(row));
}

// ---------- child processes ----------

interface Child {
  pid: number;
  urls: Record<string, string>;
  stats(): Promise<ChildStats>;
  /** Gives the open route (BENCH_OPEN_ROUTE) the bytes it serves. */
  setOpenBody(body: string): Promise<void>;
  stop(): Promise<void>;
}

async function startChild(env: Record<string, string>, name: string): Promise<Child> {
  // The server as users run it: compiled, beside this compiled bench (dist/bench), or through tsx.
  const execArgv = runsCompiled ? ['--enable-source-maps'] : ['--import', 'tsx'];
  // One directory per process: each thread (the embedded database's too) writes a profile of its own.
  if (profile) execArgv.push('--cpu-prof', `--cpu-prof-dir=${path.resolve('tmp/bench-profiles', name)}`);
  const child: ChildProcess = fork(path.join(here, runsCompiled ? 'child.js' : 'child.ts'), [], {
    execArgv,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = (type: ChildMessage['type']) =>
    new Promise<ChildMessage>((resolve, reject) => {
      const onMessage = (message: ChildMessage) => {
        if (message.type === type || message.type === 'error') {
          child.off('message', onMessage);
          child.off('exit', onExit);
          if (message.type === 'error') reject(new Error(`${name} failed:\n${message.message}`));
          else resolve(message);
        }
      };
      const onExit = (code: number | null) => reject(new Error(`${name} exited (${code}) before '${type}'`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const ready = (await next('ready')) as Extract<ChildMessage, { type: 'ready' }>;
  const send = (message: ParentMessage) => child.send(message);
  return {
    pid: child.pid as number,
    urls: ready.urls,
    async stats() {
      const reply = next('stats');
      send({ type: 'stats' });
      return ((await reply) as Extract<ChildMessage, { type: 'stats' }>).stats;
    },
    async setOpenBody(body) {
      const reply = next('open-body-set');
      send({ type: 'open-body', body });
      await reply;
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      send({ type: 'stop' });
      const timer = setTimeout(() => {
        log(`  (${name} did not exit within 15 s of 'stop': killed)`);
        child.kill('SIGKILL');
      }, 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

// ---------- HTTP helpers ----------

async function timedFetch(
  url: string,
  init: RequestInit,
): Promise<{ ms: number; status: number; text: string }> {
  const start = performance.now();
  const response = await fetch(url, init);
  const text = await response.text();
  return { ms: performance.now() - start, status: response.status, text };
}

async function signIn(baseUrl: string, { email, password }: Credentials): Promise<string> {
  const { status, text } = await timedFetch(`${baseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = JSON.parse(text) as { access_token?: string };
  if (status !== 200 || !body.access_token)
    throw new Error(`sign-in failed (${status}): ${text.slice(0, 300)}`);
  return body.access_token;
}

const impressionsRequest = (baseUrl: string, token?: string): LoadRequest => ({
  url: `${baseUrl}/api/impressions`,
  headers: token ? { authorization: `Bearer ${token}` } : {},
});

const openImpressionsRequest = (baseUrl: string): LoadRequest => ({
  url: `${baseUrl}${OPEN_IMPRESSIONS_PATH}`,
});

const overviewRequest = (baseUrl: string, token?: string): LoadRequest => ({
  url: `${baseUrl}/graphql`,
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify({
    operationName: 'OverviewRoute',
    query: PAGE_OVERVIEW_QUERY,
    variables: PAGE_OVERVIEW_VARIABLES,
  }),
});

/** The "What AI says" page's own query, on the overview's filter (the last 30 days on two platforms). */
const narrativeRequest = (baseUrl: string, token: string): LoadRequest => ({
  url: `${baseUrl}/graphql`,
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  body: JSON.stringify({
    operationName: 'WhatAiSaysRoute',
    query: print(WhatAiSaysRouteDocument),
    variables: PAGE_OVERVIEW_VARIABLES,
  }),
});

/** `runs` requests one after another, after three untimed ones; each must answer without errors. */
async function timeOneByOne(what: string, request: LoadRequest, runs: number): Promise<SequentialTiming> {
  for (let i = 0; i < 3; i += 1) expectOk(what, await fetchRequest(request));
  const ms: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const response = await fetchRequest(request);
    expectOk(what, response);
    ms.push(response.ms);
  }
  ms.sort((x, y) => x - y);
  return { requests: runs, p50: percentile(ms, 50), p95: percentile(ms, 95), max: ms[ms.length - 1]! };
}

const fetchRequest = (request: LoadRequest) =>
  timedFetch(request.url, { method: request.method ?? 'GET', headers: request.headers, body: request.body });

function expectOk(what: string, response: { status: number; text: string }) {
  if (response.status !== 200)
    throw new Error(`${what}: HTTP ${response.status}: ${response.text.slice(0, 300)}`);
  const body = JSON.parse(response.text) as { errors?: unknown };
  if (body.errors) throw new Error(`${what}: GraphQL errors: ${JSON.stringify(body.errors).slice(0, 300)}`);
  return body;
}

const loadOptions = { connections: CONNECTIONS, warmupMs: SIZE.warmupMs, durationMs: SIZE.durationMs };

/** The load a new server process takes before it is measured: what the first server served before (b). */
const COLD_SERVER_WARMUP_MS = 2 * (SIZE.warmupMs + SIZE.durationMs);

const skipped: LoadResult = {
  requests: 0,
  errors: 0,
  rps: NaN,
  p50: NaN,
  p95: NaN,
  p99: NaN,
  mean: NaN,
  bytesPerResponse: 0,
  elapsedMs: 0,
  latencies: [],
  cpuMsPerRequest: NaN,
};

/** One target's load; serverPid is the process whose CPU time per request is printed beside its latency. */
async function measure(label: string, request: LoadRequest, serverPid: number): Promise<LoadResult> {
  if (!targets.has(label.charAt(1))) return skipped;
  const loadBefore = loadAverage();
  const result = await runLoad(request, { ...loadOptions, serverPid });
  log(
    `    ${pad(label, 32)} ${lpad(fmt(result.rps, 0), 6)} req/s  p50 ${lpad(fmt(result.p50, 2), 6)} ms  ` +
      `p95 ${lpad(fmt(result.p95, 2), 6)} ms  p99 ${lpad(fmt(result.p99, 2), 6)} ms  ` +
      `server CPU ${lpad(fmt(result.cpuMsPerRequest, 2), 5)} ms/req  errors ${result.errors}  ` +
      `(load avg before: ${loadBefore})`,
  );
  if (result.errors > 0) log(`  !! ${result.errors} non-2xx responses or socket errors in ${label}`);
  return result;
}

// ---------- one store ----------

interface StoreSetup {
  name: 'PGlite' | 'Postgres';
  /** Environment of the server child process. */
  env: Record<string, string>;
  /** Makes the store empty (a Postgres database; the PGlite folder is new or kept). */
  create(): Promise<void>;
  open(): Promise<Db>;
  cleanup(): Promise<void>;
}

/** kept: a data directory kept between runs (--data-dir), else a new one, deleted at the end. */
function pgliteSetup(kept?: string): StoreSetup {
  const dataDir = kept ? path.resolve(kept) : fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-bench-'));
  if (kept) fs.mkdirSync(dataDir, { recursive: true });
  return {
    name: 'PGlite',
    // An empty DATABASE_URL counts as unset: the child must not pick up one from this environment.
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    create: async () => undefined,
    // The server opens DATA_DIR/pglite (main.ts openDatabase); generate into the same directory.
    open: () => openPglite(path.join(dataDir, 'pglite')),
    cleanup: async () => {
      if (!kept) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function postgresSetup(baseUrl: string, databaseName: string): StoreSetup {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-bench-'));
  const database = scratchDatabase(baseUrl, databaseName);
  return {
    name: 'Postgres',
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    create: () => database.create(),
    // The generation writes a million rows a statement, and vacuums them: an hour, not a request's limit.
    open: () => openPostgres(database.url, 4, { statementSeconds: 3600, longStatementSeconds: 3600 }),
    cleanup: async () => {
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The server children's environment on a store; the demo seed only where the demo is measured. */
function serverEnv(setup: StoreSetup, dataset: Dataset): Record<string, string> {
  return {
    ...setup.env,
    PORT: '0',
    HOST: '127.0.0.1',
    SEED_DEMO: dataset === 'demo' ? 'true' : 'false',
    AUTH_JWT_SECRET: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'warn',
    NODE_ENV: serverNodeEnv,
    BENCH_OPEN_ROUTE: OPEN_IMPRESSIONS_PATH,
  };
}

/** The generated account: generation, the store functions' SQL, then the HTTP figures. */
async function benchGenerated(setup: StoreSetup): Promise<StoreResult> {
  log();
  log(`=== ${setup.name}, generated account ===`);
  const env = serverEnv(setup, 'generated');
  const config = buildConfig(env);

  // 1. Generate.
  await setup.create();
  const db = await setup.open();
  let account: GeneratedAccount;
  let generationMs: number;
  let sql: QueryTiming[];
  try {
    await migrate(db);
    const started = performance.now();
    const kept =
      setup.name === 'PGlite' && keptDataDir ? await describeGeneratedAccount(db, BENCH_EMAIL) : null;
    if (kept) {
      account = kept;
      log(`Reusing the account generated before in ${keptDataDir}`);
    } else {
      const auth = await createAuth({ db, config });
      const { id: brandId } = await auth.createUser({
        email: BENCH_EMAIL,
        password: BENCH_PASSWORD,
        username: 'bench',
      });
      account = await generateAccount(db, { brandId, topics: TOPICS, prompts: SIZE.prompts, days: DAYS });
    }
    generationMs = performance.now() - started;
    const phases = Object.entries(account.timings)
      .map(([phase, ms]) => `${phase} ${fmt(ms / 1000, 1)}s`)
      .join(', ');
    log(
      `Generated ${account.answers.toLocaleString('en')} answers (${TOPICS} topics + aggregate, ${account.prompts} prompts, ` +
        `${account.platforms.length} platforms, ${account.firstDay} … ${account.lastDay}), ` +
        `${account.answerCompetitors.toLocaleString('en')} answer_competitors, ` +
        `${account.answerSources.toLocaleString('en')} answer_sources, ` +
        `${account.answerStatements.toLocaleString('en')} answer_statements in ${fmt(generationMs / 1000, 1)} s`,
    );
    log(`  phases: ${phases}`);
    const counts = await db.query<{ t: string; n: number }>(
      `select 'topic_daily' as t, count(*)::int as n from public.topic_daily union all
       select 'competitor_daily', count(*)::int from public.competitor_daily union all
       select 'source_daily', count(*)::int from public.source_daily union all
       select 'prompt_daily', count(*)::int from public.prompt_daily`,
    );
    log(`  rollup rows: ${counts.map((row) => `${row.t} ${row.n.toLocaleString('en')}`).join(', ')}`);

    // 2. Raw SQL.
    sql = await timeQueries(db, account.brandId, account.aggregateTopicId, account.lastDay, SIZE.sqlRuns);
    log();
    log(`Raw SQL (store functions called directly, ${SIZE.sqlRuns} runs each, ms):`);
    table(
      ['query', 'used by', 'rows', 'median', 'p95'],
      sql.map((t) => [t.name, t.usedBy, String(t.rows), fmt(t.median, 2), fmt(t.p95, 2)]),
      2,
    );
    log(
      `  sum of medians — overview: ${fmt(sumFor(sql, 'overview'), 2)} ms, /api/impressions: ` +
        `${fmt(sumFor(sql, 'impressions'), 2)} ms (an uncached request, queries one after another)`,
    );
  } finally {
    await db.close();
  }

  const figures = await loadServers(setup, env, { email: BENCH_EMAIL, password: BENCH_PASSWORD });
  return { store: setup.name, dataset: 'generated', account, generationMs, sql, ...figures };
}

/** The demo: a fresh store the server seeds as it starts, signed in as the demo account. */
async function benchDemo(setup: StoreSetup): Promise<StoreResult> {
  log();
  log(`=== ${setup.name}, demo data (SEED_DEMO=true on a new store, ${DEMO_ACCOUNT.email}) ===`);
  await setup.create();
  const figures = await loadServers(setup, serverEnv(setup, 'demo'), {
    email: DEMO_ACCOUNT.email,
    password: DEMO_PASSWORD,
  });
  return { store: setup.name, dataset: 'demo', account: null, generationMs: NaN, sql: [], ...figures };
}

/**
 * 3. The real server, then the bare servers with the payloads captured from it; both stay up and the
 * targets run in interleaved rounds, so a burst of other load on the machine hits them alike.
 */
async function loadServers(
  setup: StoreSetup,
  env: Record<string, string>,
  credentials: Credentials,
): Promise<ServerFigures> {
  log();
  log(
    `HTTP load: ${CONNECTIONS} keep-alive connections on loopback; ${SIZE.rounds} interleaved rounds of ` +
      `${SIZE.warmupMs} ms warm-up + ${SIZE.durationMs} ms per target`,
  );
  const server = await startChild(env, `sightline-${setup.name.toLowerCase()}`);
  let bare: Child | undefined;
  let coldServer: Child | undefined;
  let serverStopped = false;
  try {
    const baseUrl = server.urls.sightline!;
    const serverIdleMemory = await server.stats();
    const token = await signIn(baseUrl, credentials);
    // The first requests miss the read cache: they pay for the SQL above plus HTTP.
    const firstImpressions = await fetchRequest(impressionsRequest(baseUrl, token));
    const firstOverview = await fetchRequest(overviewRequest(baseUrl, token));
    const cold = { impressionsMs: firstImpressions.ms, overviewMs: firstOverview.ms };
    const payloads: BarePayloads = {
      impressions: expectOk('GET /api/impressions', firstImpressions),
      overview: (expectOk('overview query', firstOverview) as { data: { overview: unknown } }).data.overview,
    };
    const payloadBytes = { impressions: firstImpressions.text.length, overview: firstOverview.text.length };
    log(
      `  first (cache-miss) request: /api/impressions ${fmt(cold.impressionsMs)} ms (${payloadBytes.impressions} B), ` +
        `overview ${fmt(cold.overviewMs)} ms (${payloadBytes.overview} B)`,
    );
    await server.setOpenBody(firstImpressions.text);
    const open = await fetchRequest(openImpressionsRequest(baseUrl));
    if (open.status !== 200 || open.text !== firstImpressions.text)
      throw new Error(`the open route (f) does not return /api/impressions' bytes (HTTP ${open.status})`);

    const payloadFile = path.join(setup.env.DATA_DIR!, 'bench-payloads.json');
    fs.writeFileSync(payloadFile, JSON.stringify(payloads));
    if (profile) {
      fs.mkdirSync(path.resolve('tmp/bench-profiles'), { recursive: true });
      fs.copyFileSync(
        payloadFile,
        path.resolve('tmp/bench-profiles', `payloads-${setup.name.toLowerCase()}.json`),
      );
    }
    bare = await startChild(
      { BENCH_MODE: 'bare', BENCH_PAYLOADS: payloadFile, NODE_ENV: serverNodeEnv },
      `bare-${setup.name.toLowerCase()}`,
    );
    const check = await fetchRequest(overviewRequest(bare.urls.apollo!));
    const bareBody = expectOk('bare Apollo', check) as { data: { overview: unknown } };
    if (JSON.stringify(bareBody.data.overview) !== JSON.stringify(payloads.overview)) {
      throw new Error('bare Apollo does not return the captured overview');
    }

    // Every filter change and every collection run misses the read cache: a second server on the same
    // data with the cache off measures what those requests wait for. The embedded store is one
    // process's, so that server starts once the first has stopped (see below).
    const plan: [LoadKey, string, LoadRequest, number][] = [
      ['a', '(a) GET /api/impressions', impressionsRequest(baseUrl, token), server.pid],
      ['f', '(f) same bytes, no auth, same server', openImpressionsRequest(baseUrl), server.pid],
      ['c', '(c) bare Express, same payload', impressionsRequest(bare.urls.express!), bare.pid],
      ['b', '(b) overview GraphQL query', overviewRequest(baseUrl, token), server.pid],
      ['d', '(d) bare Apollo, same payload', overviewRequest(bare.urls.apollo!), bare.pid],
    ];
    const rounds: Record<LoadKey, LoadResult[]> = { a: [], b: [], c: [], d: [], e: [], f: [] };
    for (let round = 1; round <= SIZE.rounds; round += 1) {
      log(`  round ${round}:`);
      for (const [key, label, request, pid] of plan) rounds[key].push(await measure(label, request, pid));
    }
    const serverMemory = await server.stats();
    await server.stop();
    serverStopped = true;
    coldServer = await startChild(
      { ...env, CACHE_TTL_SECONDS: '0' },
      `sightline-cold-${setup.name.toLowerCase()}`,
    );
    const coldUrl = coldServer.urls.sightline!;
    const coldToken = await signIn(coldUrl, credentials);
    if (targets.has('e')) {
      // A new process spends its first seconds compiling (PGlite's WebAssembly, the server's hot code) in the
      // background. The first server had served (a) and (f) for as long before its first overview round; the
      // cold one gets the same load first, unmeasured, so that (e) compares reads, not a process's start.
      const warmup = await runLoad(overviewRequest(coldUrl, coldToken), {
        connections: CONNECTIONS,
        warmupMs: 0,
        durationMs: COLD_SERVER_WARMUP_MS,
      });
      log(
        `  read cache off, new process: ${warmup.requests} overview requests over ${fmt(COLD_SERVER_WARMUP_MS / 1000, 0)} s first, not counted`,
      );
    }
    for (let round = 1; round <= SIZE.rounds; round += 1) {
      log(`  read cache off, round ${round}:`);
      rounds.e.push(
        await measure(
          '(e) overview GraphQL, read cache off',
          overviewRequest(coldUrl, coldToken),
          coldServer.pid,
        ),
      );
      rounds.d.push(
        await measure('(d) bare Apollo, same payload', overviewRequest(bare.urls.apollo!), bare.pid),
      );
    }
    const load = {
      a: combine(rounds.a),
      b: combine(rounds.b),
      c: combine(rounds.c),
      d: combine(rounds.d),
      e: combine(rounds.e),
      f: combine(rounds.f),
    };
    const perRound = (x: LoadResult[], y: LoadResult[]) =>
      x.map((r, i) => fmt(r.rps / y[i]!.rps, 2)).join(' ');
    log(
      `  per-round ratios: a/f ${perRound(rounds.a, rounds.f)}; a/c ${perRound(rounds.a, rounds.c)}; ` +
        `b/d ${perRound(rounds.b, rounds.d)}; e/d ${perRound(rounds.e, rounds.d.slice(SIZE.rounds))}`,
    );
    const bareMemory = await bare.stats();
    log(
      `  server peak RSS (VmHWM of the server process): ${fmt(serverMemory.peakRssMiB, 0)} MiB ` +
        `(after start-up ${fmt(serverIdleMemory.peakRssMiB, 0)} MiB; heap used now ${fmt(serverMemory.heapUsedMiB, 0)} MiB); ` +
        `bare servers' process: ${fmt(bareMemory.peakRssMiB, 0)} MiB`,
    );
    const narrative = targets.has('n')
      ? await timeOneByOne('narrative query', narrativeRequest(coldUrl, coldToken), SIZE.narrativeRuns)
      : null;
    if (narrative)
      log(
        `  (n) "What AI says" query, read cache off, one at a time: ${narrative.requests} requests ` +
          `p50 ${fmt(narrative.p50, 2)} ms  p95 ${fmt(narrative.p95, 2)} ms  max ${fmt(narrative.max, 2)} ms`,
      );
    // The export is never cached, so the server still running (the cache-off one) serves it.
    const exported = targets.has('x') ? await measureExport(coldUrl, coldToken, coldServer.pid) : null;
    if (exported)
      log(
        `  CSV export (GET /api/export/answers.csv): ${exported.rows.toLocaleString('en')} rows, ` +
          `${fmt(exported.megabytes)} MB in ${fmt(exported.seconds)} s ` +
          `(${Math.round(exported.rows / exported.seconds).toLocaleString('en')} rows/s); server RSS ` +
          `${fmt(exported.rssBeforeMiB, 0)} MiB before, peak ${fmt(exported.rssPeakMiB, 0)} MiB during`,
      );
    return { cold, load, serverMemory, serverIdleMemory, bareMemory, payloadBytes, narrative };
  } finally {
    await bare?.stop();
    await coldServer?.stop();
    if (!serverStopped) await server.stop();
  }
}

// ---------- summary ----------

/** A store and account as the summary names them. */
const resultName = (r: StoreResult) =>
  `${r.store} ${r.dataset === 'demo' ? 'demo' : `${r.account!.answers.toLocaleString('en')} answers`}`;

function summary(results: StoreResult[], loadBefore: string) {
  const pass = (value: number, ok: boolean) => (!Number.isFinite(value) ? 'skip' : ok ? 'PASS' : 'FAIL');
  log();
  log(`=== Summary (load average before the stores: ${loadBefore}; after: ${loadAverage()}) ===`);
  table(
    ['store and account', 'gen s', 'SQL ov ms', 'SQL imp ms', 'peak RSS MiB'],
    results.map((r) => [
      resultName(r),
      fmt(r.generationMs / 1000),
      // The demo's store functions are not timed apart.
      r.sql.length ? fmt(sumFor(r.sql, 'overview'), 2) : 'n/a',
      r.sql.length ? fmt(sumFor(r.sql, 'impressions'), 2) : 'n/a',
      fmt(r.serverMemory.peakRssMiB, 0),
    ]),
  );
  log();
  const rows: string[][] = [];
  for (const r of results) {
    const entries: [string, LoadResult][] = [
      ['(a) GET /api/impressions', r.load.a],
      ['(f) same bytes, no auth, same server', r.load.f],
      ['(b) overview GraphQL', r.load.b],
      ['(c) bare Express', r.load.c],
      ['(d) bare Apollo', r.load.d],
      ['(e) overview GraphQL, cache off', r.load.e],
    ];
    for (const [label, result] of entries) {
      rows.push([
        resultName(r),
        label,
        fmt(result.rps, 0),
        fmt(result.p50, 2),
        fmt(result.p95, 2),
        fmt(result.p99, 2),
        fmt(result.cpuMsPerRequest, 2),
      ]);
    }
  }
  table(['store and account', 'target', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'server CPU ms/req'], rows, 2);
  log();
  const checks: string[][] = [];
  for (const r of results) {
    const name = resultName(r);
    const ratio = (x: LoadResult, y: LoadResult) => x.rps / y.rps;
    const check = (label: string, value: number, target: string, ok: boolean, digits = 2) =>
      checks.push([name, label, fmt(value, digits), target, pass(value, ok)]);
    const af = ratio(r.load.a, r.load.f);
    check(
      'a/f (REST vs same bytes unauthenticated)',
      af,
      `>= ${TARGETS.impressionsOpenRatio}`,
      af >= TARGETS.impressionsOpenRatio,
    );
    const ac = ratio(r.load.a, r.load.c);
    check('a/c (REST vs bare Express)', ac, `>= ${TARGETS.impressionsRatio}`, ac >= TARGETS.impressionsRatio);
    const bd = ratio(r.load.b, r.load.d);
    check('b/d (GraphQL vs bare Apollo)', bd, `>= ${TARGETS.overviewRatio}`, bd >= TARGETS.overviewRatio);
    const bp95 = r.load.b.p95;
    check('overview p95 ms', bp95, `< ${TARGETS.overviewP95Ms}`, bp95 < TARGETS.overviewP95Ms);
    const ed = ratio(r.load.e, r.load.d);
    check(
      'e/d (cold GraphQL vs bare Apollo)',
      ed,
      `>= ${TARGETS.coldOverviewRatio}`,
      ed >= TARGETS.coldOverviewRatio,
      3,
    );
    const ep99 = r.load.e.p99;
    check('cold overview p99 ms', ep99, `<= ${TARGETS.coldOverviewP99Ms}`, ep99 <= TARGETS.coldOverviewP99Ms);
    const np95 = r.narrative?.p95 ?? NaN;
    check(
      'cold narrative p95 ms (one at a time)',
      np95,
      `<= ${TARGETS.coldNarrativeP95Ms}`,
      np95 <= TARGETS.coldNarrativeP95Ms,
    );
    for (const t of r.sql) check(`SQL p95 ${t.name}`, t.p95, '<= 10', t.p95 <= 10);
  }
  table(['store and account', 'check', 'value', 'target', 'result'], checks, 2);
}

// ---------- heavy queries against sign-in ----------

async function contentionSection() {
  let started = 0;
  await printContentionBench(log, {
    startServer: async (env) => {
      const server = await startChild(
        { ...env, NODE_ENV: serverNodeEnv },
        `sightline-contention-${++started}`,
      );
      return { url: server.urls.sightline!, stop: () => server.stop() };
    },
    prompts: Number(option('contention-prompts') ?? CONTENTION.prompts),
    connections: 4,
    durationMs: CONTENTION.ms,
    parts:
      demoSearchOnly || searchContentionOnly
        ? [
            ...(demoSearchOnly ? ['demo-search' as const] : []),
            ...(searchContentionOnly ? ['search-attack' as const] : []),
          ]
        : undefined,
  });
}

// ---------- client ----------

// The front-end issue's targets: the script budgets (SCRIPT_BUDGET_KB) and the overview's data within a second.
const CLIENT_TARGETS = { overviewMs: 1000 };

/**
 * The product as `npm start` runs it (client build, fresh embedded database with the demo seed), then
 * client/e2e/bench-client.ts: gzipped JS each route loads and the overview's time-to-data in Chromium.
 */
async function clientSection() {
  log();
  log('=== Client ===');
  const { default: buildClientForProduction } = await import('../../client/e2e/global-setup');
  buildClientForProduction();
  const { startProductServer } = await import('../../client/e2e/support');
  const server = await startProductServer();
  try {
    const { benchClient } = await import('../../client/e2e/bench-client');
    const result = await benchClient(server.url);
    const kb = result.gzipKbByRoute;
    table(
      ['route', 'gzipped JS KB'],
      Object.entries(kb).map(([route, size]) => [route, fmt(size)]),
    );
    const sorted = [...result.overviewMs].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? NaN;
    log(`  overview data shown after navigation: median ${fmt(median, 0)} ms (runs: ${sorted.join(', ')})`);
    const signInKb = kb['sign-in (/auth)'] ?? NaN;
    const overviewKb = kb['overview (/dashboard)'] ?? NaN;
    const pass = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
    log();
    table(
      ['check', 'value', 'target', 'result'],
      [
        [
          'sign-in page gzipped JS',
          `${fmt(signInKb)} KB`,
          `<= ${SCRIPT_BUDGET_KB.signIn} KB`,
          pass(signInKb <= SCRIPT_BUDGET_KB.signIn),
        ],
        [
          'overview gzipped JS',
          `${fmt(overviewKb)} KB`,
          `<= ${SCRIPT_BUDGET_KB.overview} KB`,
          pass(overviewKb <= SCRIPT_BUDGET_KB.overview),
        ],
        [
          'overview time-to-data (median)',
          `${fmt(median, 0)} ms`,
          `< ${CLIENT_TARGETS.overviewMs} ms`,
          pass(median < CLIENT_TARGETS.overviewMs),
        ],
      ],
    );
  } finally {
    await server.stop();
  }
}

/** Answer search on 1,000,000 answers (100,000 with --quick), each store apart. */
async function searchSection(postgresUrl: string | undefined) {
  log();
  await printSearchBench(log, {
    answers: quick ? 100_000 : 1_000_000,
    runs: SIZE.sqlRuns,
    pglite: storeArg !== 'postgres',
    postgresUrl: storeArg === 'pglite' ? undefined : postgresUrl,
    keep: keepSearchData,
  });
}

/** Each store (PGlite, and Postgres when its URL is set) on the generated account and on the demo. */
async function storesSection(postgresUrl: string | undefined) {
  const loadBefore = loadAverage();
  const stores: { pglite: boolean; postgres: boolean } = {
    pglite: !storeArg || storeArg === 'pglite',
    postgres: (!storeArg || storeArg === 'postgres') && Boolean(postgresUrl),
  };
  if ((!storeArg || storeArg === 'postgres') && !postgresUrl)
    log('Postgres: skipped (set DATABASE_URL or TEST_DATABASE_URL to include it)');
  const runs: [Dataset, () => StoreSetup][] = [];
  for (const dataset of datasets) {
    if (stores.pglite)
      runs.push([dataset, () => pgliteSetup(dataset === 'generated' ? keptDataDir : undefined)]);
    if (stores.postgres)
      runs.push([
        dataset,
        () =>
          postgresSetup(postgresUrl!, dataset === 'generated' ? 'sightline_bench' : 'sightline_bench_demo'),
      ]);
  }
  const results: StoreResult[] = [];
  for (const [dataset, makeSetup] of runs) {
    const setup = makeSetup();
    try {
      results.push(await (dataset === 'generated' ? benchGenerated(setup) : benchDemo(setup)));
    } finally {
      await setup.cleanup();
    }
  }
  if (results.length) summary(results, loadBefore);
}

/** The access-log import case on a fresh embedded store: rows per second, the importer's and the server's RSS. */
async function crawlerImportSection() {
  const mib = Number(option('crawler-import-mb') ?? 1024);
  if (!Number.isFinite(mib) || mib <= 0) throw new Error('--crawler-import-mb must be a positive number.');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-bench-crawlers-'));
  const server = await startChild(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: serverNodeEnv,
      SEED_DEMO: 'false',
      // The per-minute cap would make this a bench of the waits: lifted here.
      CRAWLER_VISITS_PER_MINUTE: '1000000000',
    },
    'sightline-crawler-import',
  );
  try {
    const url = server.urls.sightline!;
    const token = await crawlerImportAccount(url);
    const figures = await measureCrawlerImport({ bytes: mib * 2 ** 20, url, token, serverPid: server.pid });
    log();
    for (const line of crawlerImportLines(figures)) log(line);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const started = performance.now();
  const cpus = os.cpus();
  const postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  log(`Sightline benchmark${quick ? ' (--quick)' : ''} — ${new Date().toISOString()}`);
  log(
    `Node ${process.version}, ${cpus.length} CPU cores (${cpus[0]?.model.trim() ?? 'unknown'}), ` +
      `${fmt(os.totalmem() / 2 ** 30, 0)} GiB RAM, load average ${loadAverage()}`,
  );
  log(
    `Note: the load generator (this process, one core) and the server (a child process) share these ` +
      `${cpus.length} cores${cpus.length <= 2 ? ' — with 2 cores each gets about one, and anything else running on the machine skews the figures' : ''}. ` +
      `Server processes: default read cache (CACHE_TTL_SECONDS=${buildConfig(process.env).CACHE_TTL_SECONDS}), ` +
      `NODE_ENV=${serverNodeEnv} (the same for the real and the bare servers).`,
  );

  if (crawlerImportOnly) return crawlerImportSection();
  if (searchOnly) return searchSection(postgresUrl);
  if (contentionOnly || demoSearchOnly || searchContentionOnly) return contentionSection();
  if (overviewOnly) return storesSection(postgresUrl);
  if (!clientOnly && !analysisOnly && !reanalysisOnly) {
    await printStartBench(log, { quick });
    if (startOnly) return;
  }

  // Collection: analysis accuracy and throughput, and a simulated 200 × 3 run.
  if (!clientOnly) {
    log();
    // The history's re-analysis is timed first and printed last: the accuracy sets compile an analyzer per
    // labelled answer, and the native code of those thousands of patterns slows what this process runs
    // next until a full collection; the re-analysis job's worker compiles one per account.
    const reanalysis: string[] = [];
    if (!analysisOnly)
      await printReanalysisBench((line) => reanalysis.push(line), {
        answers: quick ? 20_000 : 60_000,
        postgresUrl: storeArg === 'pglite' ? undefined : postgresUrl,
      });
    if (!reanalysisOnly) {
      printAnalysisBench(log);
      if (analysisOnly) return;
      await printSimulatedRunBench(log);
    }
    for (const line of reanalysis) log(line);
    log();
    if (reanalysisOnly) return;
  }

  if (!clientOnly) await storesSection(postgresUrl);
  if (!clientOnly && (!storeArg || storeArg === 'pglite')) await contentionSection();
  if (!clientOnly) await searchSection(postgresUrl);
  await clientSection();
  log();
  log(`Total run time ${fmt((performance.now() - started) / 1000, 0)} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
