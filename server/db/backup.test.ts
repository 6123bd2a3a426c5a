/**
 * `npm run backup` and `npm run restore`, as an operator runs them: real server processes on real data
 * folders. A backup taken while the server runs, and one taken with no server, each restored into an empty
 * folder, serve the same data to the same sign-in, and an access token issued before the backup still
 * verifies (the signing secret came along). A backup counts the answers' kept evidence and leaves it out on
 * request (--without-evidence), which its restore says. A restore refuses a running server's folder, a non-empty
 * folder (unless --force), a backup from a newer schema, a file that is not a backup or is cut short, and
 * Postgres deployments, which it sends to pg_dump and pg_restore.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { pack, type Header } from 'tar-stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { graphql, signIn } from '../test/http';
import { runToExit, startServerProcess, type ServerProcess } from '../test/server-process';
import { ADMIN_SOCKET_NAME, serveAdminSocket, whileRunningProcessHoldsStore } from './admin-socket';
import {
  copyStoreFiles,
  extractBackupFile,
  listStoreFiles,
  readBackupManifest,
  writeBackupFile,
  type BackupManifest,
  type StoreSnapshot,
} from './backup-file';
import type { Db } from './db';
import { openPglite, openPgliteThread, type PgliteDb } from './pglite';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-backup-'));
const folder = (name: string) => path.join(root, name);
const started: ServerProcess[] = [];

afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
  fs.rmSync(root, { recursive: true, force: true });
});

const serverEnv = (dataDir: string) => ({
  DATA_DIR: dataDir,
  SEED_DEMO: 'false',
  WORKER_IN_PROCESS: 'false',
});

async function startOn(dataDir: string) {
  const server = await startServerProcess(serverEnv(dataDir));
  started.push(server);
  return server;
}

const backup = (dataDir: string, file: string, ...flags: string[]) =>
  runToExit('tools/cli/backup.ts', [file, ...flags], { DATA_DIR: dataDir });
const restore = (dataDir: string, file: string, ...flags: string[]) =>
  runToExit('tools/cli/restore.ts', [file, ...flags], { DATA_DIR: dataDir });

/** A backup file made by hand: `manifest` and then `entries` (a header and a body each) in a gzip'd tar. */
async function craftBackup(
  file: string,
  manifest: BackupManifest,
  entries: [Partial<Header> & { name: string }, string][],
) {
  const archive = pack();
  archive.entry({ name: 'sightline-backup.json' }, JSON.stringify(manifest));
  for (const [header, body] of entries) archive.entry(header, body);
  archive.finalize();
  await pipeline(archive, zlib.createGzip(), fs.createWriteStream(file));
}

const mode = (file: string) => fs.statSync(file).mode & 0o777;
const contentsOf = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);

const ACCOUNT = 'keeper@example.com';
const PASSWORD = 'correct-horse-battery';
const WHAT_IT_TRACKS = '{ viewer { brand { name aliases } } managedTopics { name prompts { question } } }';

async function gql(url: string, query: string, token: string, variables: Record<string, unknown> = {}) {
  const { status, body } = await graphql<any>(url, query, variables, token);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  expect(status).toBe(200);
  return body.data;
}

/** A new account tracking a brand with one topic and one prompt; its access token. */
async function accountWithData(url: string): Promise<string> {
  const signUp = await fetch(`${url}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ACCOUNT, password: PASSWORD, data: { username: 'keeper' } }),
  });
  const { access_token: token } = (await signUp.json()) as { access_token: string };
  await gql(
    url,
    'mutation { updateBrand(input: { name: "Quillstack", website: "https://quillstack.io", aliases: ["Quill"] }) { brand { name } } }',
    token,
  );
  const { createTopic } = await gql(
    url,
    'mutation { createTopic(input: { name: "Invoicing" }) { topic { id } } }',
    token,
  );
  await gql(
    url,
    'mutation ($topicId: ID!) { addPrompt(input: { topicId: $topicId, question: "best invoicing tool for freelancers" }) { prompt { id } } }',
    token,
    { topicId: createTopic.topic.id },
  );
  return token;
}

/**
 * Gives the store's one answer-less prompt an app answer with its kept payload and page, as the collection
 * writes them (the folder's server stopped); what a backup counts of it.
 */
async function keepEvidenceOfAnAnswer(dataDir: string) {
  const payload = JSON.stringify({ markdown: 'Quillstack sends invoices.' });
  const page = '<html><body>Quillstack sends invoices.</body></html>';
  const [raw, html] = [zlib.gzipSync(payload), zlib.gzipSync(page)];
  const store = await openPglite(path.join(dataDir, 'pglite'));
  try {
    await store.query(
      `with answer as (
        insert into public.answers (user_id, prompt_id, topic_id, platform, collected_on, status, engine, surface)
        select user_id, id, topic_id, 'chatgpt', current_date, 'ok', 'simulated-app', 'APP' from public.prompts
        returning id, user_id)
      insert into public.answer_evidence (answer_id, user_id, raw_gzip, raw_bytes, html_gzip, html_bytes)
      select id, user_id, decode($1, 'hex'), $2, decode($3, 'hex'), $4 from answer`,
      [raw.toString('hex'), payload.length, html.toString('hex'), page.length],
    );
    // And a one-off ask of the same prompt ("Ask now"), whose answer keeps its payload too.
    await store.query(
      `insert into public.prompt_asks (id, ask_id, user_id, prompt_id, asked_by, question, platform, surface,
        status, engine, simulated, raw_gzip, raw_bytes)
      select gen_random_uuid(), gen_random_uuid(), user_id, id, 'owner@example.com', question, 'chatgpt', 'APP',
        'ok', 'simulated-app', true, decode($1, 'hex'), $2 from public.prompts`,
      [raw.toString('hex'), payload.length],
    );
  } finally {
    await store.close();
  }
  return { answers: 2, bytes: 2 * raw.length + html.length };
}

// Slow: server processes and the backup and restore commands on real folders. Guards the operator's backups.
describe('backup and restore of the embedded store', { tags: ['slow'] }, () => {
  const live = folder('live');
  const whileRunning = path.join(root, 'while-running.tar.gz');
  const whileStopped = path.join(root, 'while-stopped.tar.gz');
  let token: string;
  let tracked: unknown;
  let evidence: { answers: number; bytes: number };

  test('a backup while the server runs goes through it; the file is 0600; a restore into its folder is refused', async () => {
    const server = await startOn(live);
    token = await accountWithData(server.url);
    tracked = await gql(server.url, WHAT_IT_TRACKS, token);
    expect(mode(path.join(live, ADMIN_SOCKET_NAME))).toBe(0o600);

    const made = await backup(live, whileRunning);
    expect(made.output).toContain('through the running server');
    expect(made.code).toBe(0);
    expect(mode(whileRunning)).toBe(0o600);
    // Nor the copy of the store it was written from, nor a partial file.
    expect(fs.readdirSync(root).filter((name) => name.startsWith('.'))).toEqual([]);

    const refused = await restore(live, whileRunning, '--force');
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain(`The data folder ${live} is in use`);
    // The server kept serving through both, its data untouched.
    expect(await gql(server.url, WHAT_IT_TRACKS, token)).toEqual(tracked);
    await server.stop();
    expect(fs.existsSync(path.join(live, ADMIN_SOCKET_NAME))).toBe(false);
  }, 180_000);

  test('a backup with no server running opens the store itself; it counts the answers whose evidence it holds', async () => {
    // Through the running server, none was kept yet.
    expect((await readBackupManifest(whileRunning)).evidence).toEqual({
      answers: 0,
      bytes: 0,
      leftOut: false,
    });
    evidence = await keepEvidenceOfAnAnswer(live);
    const made = await backup(live, whileStopped);
    expect(made.output).toContain('no server was running');
    expect(made.output).toContain('with the evidence of 2 answers (0.0 MB)');
    expect(made.code).toBe(0);
    expect(mode(whileStopped)).toBe(0o600);
    expect((await readBackupManifest(whileStopped)).evidence).toEqual({ ...evidence, leftOut: false });
  }, 120_000);

  test.each([
    ['while the server ran', () => whileRunning],
    ['with no server', () => whileStopped],
  ])(
    'the backup made %s restores into an empty folder: the same data, sign-in and access token',
    async (made, file) => {
      const restored = folder(`restored ${made}`);
      const result = await restore(restored, file());
      expect(result.output).toContain(`into ${restored}`);
      expect(result.code).toBe(0);
      expect(mode(path.join(restored, 'auth-secret'))).toBe(0o600);

      const server = await startOn(restored);
      expect(await gql(server.url, WHAT_IT_TRACKS, token)).toEqual(tracked);
      const signedIn = await signIn(server.url, ACCOUNT, PASSWORD);
      expect(await gql(server.url, WHAT_IT_TRACKS, signedIn)).toEqual(tracked);
      await server.stop();
    },
    180_000,
  );

  test('a restore refuses a folder that is not empty, and --force replaces its database and secret', async () => {
    const other = folder('other');
    fs.mkdirSync(other, { mode: 0o700 });
    fs.writeFileSync(path.join(other, 'auth-secret'), 'x'.repeat(64) + '\n');
    const refused = await restore(other, whileStopped);
    expect(refused.output).toContain(`${other} is not empty (auth-secret)`);
    expect(refused.output).toContain('--force');
    expect(refused.code).toBe(1);

    const forced = await restore(other, whileStopped, '--force');
    expect(forced.code).toBe(0);
    expect(fs.readFileSync(path.join(other, 'auth-secret'), 'utf8')).toBe(
      fs.readFileSync(path.join(live, 'auth-secret'), 'utf8'),
    );
    expect(fs.readdirSync(other).sort()).toEqual(['auth-secret', 'pglite']);
  }, 120_000);

  test('a restore refuses a backup from a newer schema, in its manifest or in its database', async () => {
    const manifest = await readBackupManifest(whileStopped);
    const store = folder('newer store');
    const { authSecret } = await extractBackupFile(whileStopped, store);
    const snapshot = (): StoreSnapshot => ({
      migrations: manifest.migrations,
      postgresVersion: manifest.postgresVersion,
      storeDir: store,
      files: listStoreFiles(store),
    });
    const future = '9999_from_the_future';
    const newerManifest = path.join(root, 'newer-manifest.tar.gz');
    await writeBackupFile(
      newerManifest,
      { ...snapshot(), migrations: [...manifest.migrations, future] },
      authSecret,
    );
    // A manifest that does not list it (one applied while the copy was made) is caught in the database.
    const db = await openPglite(store);
    await db.query('insert into public.schema_migrations (version) values ($1)', [future]);
    await db.close();
    const newerDatabase = path.join(root, 'newer-database.tar.gz');
    await writeBackupFile(newerDatabase, snapshot(), authSecret);

    await Promise.all(
      [newerManifest, newerDatabase].map(async (file) => {
        const target = folder(`newer ${path.basename(file)}`);
        const refused = await restore(target, file);
        expect(refused.output).toContain(`${file} was made by a newer Sightline`);
        expect(refused.output).toContain(future);
        expect(refused.code).toBe(1);
        expect(contentsOf(target)).toEqual([]);
      }),
    );
  }, 120_000);

  test('a restore refuses a file that is not a backup, one cut short, or one with a link or reaching outside the store', async () => {
    const text = path.join(root, 'notes.txt');
    fs.writeFileSync(text, 'not a backup\n');
    const gzipped = path.join(root, 'notes.txt.gz');
    fs.writeFileSync(gzipped, zlib.gzipSync(Buffer.alloc(4096, 'not a backup\n')));
    const cut = path.join(root, 'cut.tar.gz');
    const whole = fs.readFileSync(whileStopped);
    fs.writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    const escaping = path.join(root, 'escaping.tar.gz');
    const manifest = await readBackupManifest(whileStopped);
    await craftBackup(escaping, { ...manifest, authSecret: false, store: { files: 1, bytes: 7 } }, [
      [{ name: 'pglite/../../escaped' }, 'outside'],
    ]);
    const linking = path.join(root, 'linking.tar.gz');
    const noFiles = { ...manifest, authSecret: false, store: { files: 0, bytes: 0 } };
    await craftBackup(linking, noFiles, [
      [{ name: 'pglite/', type: 'directory' }, ''],
      [{ name: 'pglite/PG_VERSION', type: 'symlink', linkname: '/etc/hostname' }, ''],
    ]);

    const refusals = [
      [text, `${text} is not a Sightline backup`],
      [gzipped, `${gzipped} is not a Sightline backup`],
      [cut, `${cut} is damaged or incomplete`],
      [escaping, `${escaping} is damaged or incomplete (an entry outside the store`],
      [linking, `${linking} is damaged or incomplete (an entry of a kind`],
      [path.join(root, 'missing.tar.gz'), 'Cannot read'],
    ] as const;
    await Promise.all(
      refusals.map(async ([file, message]) => {
        const target = folder(`refused ${path.basename(file)}`);
        const refused = await restore(target, file);
        expect(refused.output).toContain(message);
        expect(refused.code).toBe(1);
        expect(contentsOf(target)).toEqual([]);
      }),
    );
    expect(fs.existsSync(path.join(root, 'escaped'))).toBe(false);
  }, 120_000);

  test('--without-evidence leaves the evidence out, the live store keeping it; its restore says so', async () => {
    const withoutEvidence = path.join(root, 'without-evidence.tar.gz');
    const left = await backup(live, withoutEvidence, '--without-evidence');
    expect(left.output).toContain('the evidence of 2 answers (0.0 MB) left out, as asked');
    expect(left.code).toBe(0);
    expect((await readBackupManifest(withoutEvidence)).evidence).toEqual({ ...evidence, leftOut: true });

    const restored = folder('restored without evidence');
    const result = await restore(restored, withoutEvidence);
    expect(result.output).toContain('Evidence was left out of this backup');
    expect(result.code).toBe(0);
    const count = async (dataDir: string) => {
      const store = await openPglite(path.join(dataDir, 'pglite'));
      try {
        const [counts] = await store.query<{ answers: number; evidence: number; askPayloads: number }>(
          `select (select count(*)::int from public.answers) as answers,
            (select count(*)::int from public.answer_evidence) as evidence,
            (select count(*)::int from public.prompt_asks where raw_gzip is not null) as "askPayloads"`,
        );
        return counts;
      } finally {
        await store.close();
      }
    };
    // The answer came back without its evidence; the live store kept it.
    expect(await count(restored)).toEqual({ answers: 1, evidence: 0, askPayloads: 0 });
    expect(await count(live)).toEqual({ answers: 1, evidence: 1, askPayloads: 1 });
  }, 120_000);
});

test('with DATABASE_URL both commands refuse and name pg_dump and pg_restore', async () => {
  const env = { DATABASE_URL: 'postgres://sightline@127.0.0.1:9/sightline', DATA_DIR: folder('postgres') };
  const file = path.join(root, 'postgres.tar.gz');
  const refusals = await Promise.all(
    ['backup', 'restore'].map((command) => runToExit(`tools/cli/${command}.ts`, [file], env)),
  );
  for (const refused of refusals) {
    expect(refused.output).toContain('DATABASE_URL is set');
    expect(refused.output).toContain('pg_dump');
    expect(refused.output).toContain('pg_restore');
    expect(refused.code).toBe(1);
  }
  expect(fs.existsSync(file)).toBe(false);
}, 60_000);

test('a backup that fails while it is written leaves no file, and an earlier one of the same name stands', async () => {
  const file = path.join(root, 'failing.tar.gz');
  fs.writeFileSync(file, 'an earlier backup');
  const storeDir = folder('changing store');
  fs.mkdirSync(storeDir);
  fs.writeFileSync(path.join(storeDir, 'PG_VERSION'), '17\n');
  const files = listStoreFiles(storeDir);
  // Written to after it was listed, as a store not held still would be: no longer the size listed.
  fs.appendFileSync(path.join(storeDir, 'PG_VERSION'), 'more');
  const snapshot: StoreSnapshot = { migrations: [], postgresVersion: '17', storeDir, files };
  await expect(writeBackupFile(file, snapshot, null)).rejects.toThrow('Size mismatch');
  expect(fs.readFileSync(file, 'utf8')).toBe('an earlier backup');
  expect(fs.readdirSync(root).filter((name) => name.includes('failing'))).toEqual(['failing.tar.gz']);
});

test('a restore checks the contents against the manifest’s SHA-256: one byte changed, same size, is refused', async () => {
  const storeDir = folder('digest store');
  fs.mkdirSync(path.join(storeDir, 'base'), { recursive: true });
  fs.writeFileSync(path.join(storeDir, 'PG_VERSION'), '17\n');
  fs.writeFileSync(path.join(storeDir, 'base', '1'), 'the rows of a table');
  const snapshot: StoreSnapshot = {
    migrations: [],
    postgresVersion: '17',
    storeDir,
    files: listStoreFiles(storeDir),
  };
  const file = path.join(root, 'digest.tar.gz');
  const manifest = await writeBackupFile(file, snapshot, null);
  expect(manifest.store).toMatchObject({
    files: 2,
    bytes: 22,
    sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
  });
  await extractBackupFile(file, folder('digest restored'));
  expect(fs.readFileSync(path.join(folder('digest restored'), 'base', '1'), 'utf8')).toBe(
    'the rows of a table',
  );

  // Packed again by hand with its manifest, one byte of a table changed: the sizes and gzip's CRC agree.
  const changed = path.join(root, 'digest-changed.tar.gz');
  await craftBackup(changed, manifest, [
    [{ name: 'pglite/', type: 'directory' }, ''],
    [{ name: 'pglite/PG_VERSION' }, '17\n'],
    [{ name: 'pglite/base/', type: 'directory' }, ''],
    [{ name: 'pglite/base/1' }, 'the rows of a tablE'],
  ]);
  await expect(extractBackupFile(changed, folder('digest refused'))).rejects.toThrow(
    /damaged or incomplete \(its store's contents are not those its manifest's SHA-256 names/,
  );
});

describe('the admin socket', () => {
  const dataDir = folder('socket');
  const storeDir = path.join(dataDir, 'pglite');
  let db: PgliteDb;
  beforeAll(async () => {
    db = await openPgliteThread(storeDir);
    await db.exec('create table ledger (entry int)');
  }, 60_000);
  afterAll(() => db?.close());

  /** The admin socket on the store, as the server serves it; `holdAsked` when a hold waits for the store. */
  async function serve(holdLimitMs?: number) {
    let holdAsked: () => void = () => {};
    const holdWaiting = new Promise<void>((resolve) => (holdAsked = resolve));
    const watched: Db = {
      ...db,
      transaction: (fn) => {
        holdAsked();
        return db.transaction(fn);
      },
    };
    const warnings: string[] = [];
    const socket = await serveAdminSocket(dataDir, watched, { holdLimitMs, warn: (m) => warnings.push(m) });
    return { socket, holdWaiting, warnings };
  }

  let copies = 0;
  const copy = () => {
    const copyDir = folder(`socket copy ${(copies += 1)}`);
    return whileRunningProcessHoldsStore(dataDir, async (store) => ({
      ...store,
      storeDir: copyDir,
      files: await copyStoreFiles(storeDir, copyDir),
    }));
  };

  test('a hold asked for during a transaction waits for its end: the copy has all of it', async () => {
    const { socket, holdWaiting } = await serve();
    try {
      let copied: ReturnType<typeof copy> | undefined;
      await db.transaction(async (tx) => {
        await tx.query('insert into ledger values (1)');
        copied = copy();
        await holdWaiting; // the request has reached the store and waits for it
        await tx.query('insert into ledger values (2)');
      });
      const file = path.join(root, 'held.tar.gz');
      await writeBackupFile(file, (await copied!)!.copied, null);
      const restored = path.join(folder('held copy'), 'pglite');
      fs.mkdirSync(path.dirname(restored));
      await extractBackupFile(file, restored);
      const restoredDb = await openPglite(restored);
      const rows = await restoredDb.query<{ entries: number }>('select count(*)::int as entries from ledger');
      await restoredDb.close();
      expect(rows[0]!.entries).toBe(2);
    } finally {
      await socket.close();
    }
  }, 60_000);

  test('a copy that outlasts the hold fails, and the store serves again', async () => {
    const { socket, warnings } = await serve(1_000);
    try {
      const slowCopy = whileRunningProcessHoldsStore(dataDir, async () => {
        await new Promise((resolve) => setTimeout(resolve, 3_000)); // longer than the hold's limit
      });
      await expect(slowCopy).rejects.toThrow('stopped holding its store before the copy was done');
      expect(warnings.join('\n')).toContain('was abandoned');
      await db.query('insert into ledger values (3)');
      // The store is held again on request (a copy that takes no time: a loaded machine's file copy could
      // outlast this test's short limit).
      const held = await whileRunningProcessHoldsStore(dataDir, (store) => store.migrations);
      expect(held!.copied).toEqual([]);
    } finally {
      await socket.close();
    }
  }, 60_000);
});
