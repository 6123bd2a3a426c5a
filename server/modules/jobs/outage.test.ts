/**
 * A Postgres outage in the middle of a collection run: the server (working jobs in-process) reaches
 * Postgres through a proxy that the test cuts for 15 s while a slow vendor is being asked. The process
 * must keep running, and the run must finish by itself once the database is back, with every answer
 * stored once and no vendor asked twice. Postgres only: the embedded store has no connection to cut.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { migrate } from '../../db/migrate';
import { openPostgres, type PostgresDb } from '../../db/postgres';
import { todayUtc } from '../../lib/dates';
import { createRun } from '../collection/runs.worker';
import { createPostgresTestDatabase, testDbKind } from '../../test/harness';
import { startOpenAiStub, type OpenAiStub } from '../../test/openai-stub';
import { startServerProcess, type ServerProcess } from '../../test/server-process';
import { startTcpProxy, throughProxy, type TcpProxy } from '../../test/tcp-proxy';

const USER = '0b7d3c52-8f1e-4a6b-9c2d-5e4f3a2b1c0d';
const PROMPTS = 40;
const OUTAGE_MS = 15_000;

let database: { url: string; drop: () => Promise<void> };
let direct: PostgresDb;
let proxy: TcpProxy;
let stub: OpenAiStub;
let server: ServerProcess | undefined;
let dataDir: string;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

async function createAccount() {
  await direct.transaction(async (tx) => {
    await tx.query(
      `insert into profiles (id, username, platforms) values ($1, 'outage', array['perplexity'])`,
      [USER],
    );
    await tx.query(`insert into brands (user_id, name, website) values ($1, 'Quillstack', 'quillstack.io')`, [
      USER,
    ]);
    const [topic] = await tx.query<{ id: string }>(
      `insert into topics (user_id, name, slug) values ($1, 'Gateways', 'gateways') returning id`,
      [USER],
    );
    for (let i = 1; i <= PROMPTS; i++)
      await tx.query('insert into prompts (user_id, topic_id, question) values ($1, $2, $3)', [
        USER,
        topic!.id,
        `Which API gateway is best for case ${i}?`,
      ]);
  });
}

/** The server answers HTTP at all (any status): the process is alive and serving. */
const serving = async () => {
  const response = await fetch(`${server!.url}/api/config`).catch(() => null);
  return response !== null;
};

describe.skipIf(testDbKind !== 'postgres')('a Postgres outage during a collection run', () => {
  beforeAll(async () => {
    database = await createPostgresTestDatabase();
    direct = await openPostgres(database.url, 2);
    await migrate(direct);
    await createAccount();
    proxy = await startTcpProxy(Number(new URL(database.url).port || 5432));
    stub = await startOpenAiStub(1_000);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-outage-'));
  });
  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await stub?.close();
    await direct?.close();
    await database?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('the server survives, and the run finishes by itself with every answer once', async () => {
    const [run] = [(await createRun(direct, USER, 'manual', todayUtc())).run];
    server = await startServerProcess({
      DATABASE_URL: throughProxy(database.url, proxy),
      DATA_DIR: dataDir,
      AUTH_JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      SEED_DEMO: 'false',
      WORKER_IN_PROCESS: 'true',
      PERPLEXITY_API_KEY: 'test-key',
      PERPLEXITY_BASE_URL: stub.url,
      ENGINE_CONCURRENCY: '4',
      ENGINE_RATE_PER_MINUTE: '0',
      ENGINE_MAX_RETRIES: '0',
      COLLECTION_ANSWER_ATTEMPTS: '1',
    });

    // The run is under way: some answers are stored and the vendor is being asked for more.
    const answered = async () => {
      const [row] = await direct.query<{ n: number }>(
        'select count(*)::int as n from answers where user_id = $1',
        [USER],
      );
      return row!.n;
    };
    await until('the first answers', async () => (await answered()) >= 4, 60_000);
    proxy.cut();
    const storedAtCut = await answered();
    // The outage itself: the vendor keeps answering, the database is unreachable for 15 s.
    await sleep(OUTAGE_MS);
    expect(await serving()).toBe(true);
    expect(stub.calls()).toBeGreaterThan(storedAtCut);
    proxy.restore();

    const finished = await until(
      'the run to complete',
      async () => {
        const [row] = await direct.query<{ status: string; answered: number; total: number }>(
          'select status, answered, total from collection_runs where id = $1',
          [run.id],
        );
        return row?.status === 'completed' ? row : null;
      },
      120_000,
    );
    expect(finished).toMatchObject({ total: PROMPTS, answered: PROMPTS });
    expect(await serving()).toBe(true);

    const perKey = await direct.query<{ n: number }>(
      `select count(*)::int as n from answers where user_id = $1
       group by prompt_id, platform, collected_on, sample`,
      [USER],
    );
    expect(perKey).toHaveLength(PROMPTS);
    expect(perKey.every((row) => row.n === 1)).toBe(true);
    // Nothing the vendor answered was lost to the outage and asked again.
    expect(stub.calls()).toBe(PROMPTS);
    expect(server.output()).not.toMatch(/Unhandled rejection/);
  }, 240_000);
});
