/**
 * npm run audit:verify -- <pack.zip>: a pack the server made verifies (exit 0, the figures printed); one
 * changed byte, a changed figure or a file that is not a pack exits 1 and says why.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, test } from 'vitest';
import yazl from 'yazl';
import { readPackFiles } from '../../server/modules/evidence';
import { addDays, todayUtc } from '../../server/lib/dates';
import { startTestServer, type TestServer } from '../../server/test/harness';
import { graphql, signUp } from '../../server/test/http';
import { entryFile } from '../../server/test/server-process';

let server: TestServer;
let dir: string;
let packFile: string;

const verify = (file: string) =>
  spawnSync(process.execPath, [entryFile('tools/cli/audit-verify.ts'), file], {
    cwd: path.resolve(import.meta.dirname, '..', '..'),
    encoding: 'utf8',
    env: { ...process.env, INIT_CWD: dir },
    timeout: 60_000,
  });

async function rezip(files: Map<string, Buffer>, file: string) {
  const zip = new yazl.ZipFile();
  for (const [name, bytes] of files) zip.addBuffer(bytes, name);
  zip.end();
  const pieces: Buffer[] = [];
  for await (const piece of Readable.from(zip.outputStream)) pieces.push(piece as Buffer);
  fs.writeFileSync(file, Buffer.concat(pieces));
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-verify-'));
  server = await startTestServer({ env: { WORKER_IN_PROCESS: 'true' } });
  const { token, brandId } = await signUp(server.url, 'audit-verifier');
  await server.db.query(
    `insert into brands (user_id, name, website, aliases) values ($1, 'Acme', null, '{}')`,
    [brandId],
  );
  const [topic] = await server.db.query<{ id: string }>(
    `insert into topics (user_id, name, slug) values ($1, 'Espresso', 'espresso') returning id`,
    [brandId],
  );
  for (const question of ['best espresso machine deals', 'is Acme a good espresso brand', 'how to descale'])
    await server.db.query(`insert into prompts (user_id, topic_id, question) values ($1, $2, $3)`, [
      brandId,
      topic!.id,
      question,
    ]);
  const started = await graphql<any>(
    server.url,
    `
      mutation {
        startCollectionRun {
          run {
            id
          }
        }
      }
    `,
    {},
    token,
  );
  const id = started.body.data.startCollectionRun.run.id;
  for (const deadline = Date.now() + 30_000; ;) {
    const run = await graphql<any>(
      server.url,
      `
        query ($id: ID!) {
          collectionRun(id: $id) {
            status
          }
        }
      `,
      { id },
      token,
    );
    if (run.body.data.collectionRun.status === 'COMPLETED') break;
    if (Date.now() > deadline) throw new Error('run did not complete');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const today = todayUtc();
  const res = await fetch(`${server.url}/api/export/audit-pack?from=${addDays(today, -6)}&to=${today}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  packFile = path.join(dir, 'pack.zip');
  fs.writeFileSync(packFile, Buffer.from(await res.arrayBuffer()));
}, 120_000);
afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a pack as the server made it verifies: exit 0, the recomputed figures printed', () => {
  const result = verify('pack.zip');
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  expect(result.stdout).toMatch(
    /^Audit pack of \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2} \(previous period .*\), 5 files\./,
  );
  expect(result.stdout).toMatch(/Visibility \d+(\.\d)?% \(pooled\), impressions \d+, answers \d+/);
  expect(result.stdout).toContain('Change against the previous period:');
  expect(result.stdout).toContain('✓ Every file matches its SHA-256');
});

test('one changed byte exits 1 and names the file', async () => {
  const files = await readPackFiles(fs.readFileSync(packFile));
  const prompts = Buffer.from(files.get('prompts.json')!);
  prompts[prompts.indexOf('espresso')] = 'E'.charCodeAt(0);
  files.set('prompts.json', prompts);
  await rezip(files, path.join(dir, 'byte.zip'));
  const result = verify('byte.zip');
  expect(result.status).toBe(1);
  expect(result.stderr).toMatch(/✗ prompts\.json changed: SHA-256/);
  expect(result.stderr).toMatch(/The pack does not verify: 1 problem\(s\)\./);
});

test('a changed figure exits 1 and names it', async () => {
  const files = await readPackFiles(fs.readFileSync(packFile));
  const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8'));
  manifest.figures.answers += 1;
  files.set('manifest.json', Buffer.from(JSON.stringify(manifest)));
  await rezip(files, path.join(dir, 'figure.zip'));
  const result = verify('figure.zip');
  expect(result.status).toBe(1);
  expect(result.stderr).toContain(
    `✗ Figure differs: figures.answers: ${manifest.figures.answers} ≠ ${manifest.figures.answers - 1}`,
  );
});

test('a file that is not a pack exits 1 in words; no file given prints the usage', () => {
  fs.writeFileSync(path.join(dir, 'not.zip'), 'hello');
  const bad = verify('not.zip');
  expect(bad.status).toBe(1);
  expect(bad.stderr).toMatch(/✗ The pack is not a readable zip/);
  const usage = spawnSync(process.execPath, [entryFile('tools/cli/audit-verify.ts')], {
    cwd: path.resolve(import.meta.dirname, '..', '..'),
    encoding: 'utf8',
  });
  expect(usage.status).toBe(2);
  expect(usage.stderr).toBe('usage: npm run audit:verify -- <pack.zip>\n');
});
