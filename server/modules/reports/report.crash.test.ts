/**
 * Durability: the server process is killed (SIGKILL) in the middle of generating a report; a new process
 * on the same database finishes it, and the e-mail arrives exactly once.
 */
// @module-tag slow: servers, one killed mid-job. Guards a report that survives a crash, mailed once.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createPostgresTestDatabase, testDbKind } from '../../test/harness';
import { postJson } from '../../test/http';
import { parseMail, startSmtpServer, type TestSmtpServer } from '../../test/smtp.testkit';

const child = fileURLToPath(new URL('../../test/report.crash-child.ts', import.meta.url));
let smtp: TestSmtpServer;
let dataDir: string;
let databaseUrl: string | undefined;
let dropDb: (() => Promise<void>) | undefined;
const children: ChildProcess[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-crash-'));
  if (testDbKind === 'postgres') {
    // A database the child processes reach by URL.
    const database = await createPostgresTestDatabase();
    databaseUrl = database.url;
    dropDb = database.drop;
  }
});
afterAll(async () => {
  for (const proc of children) if (proc.exitCode === null) proc.kill('SIGKILL');
  await smtp?.close();
  await dropDb?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function startServer(): Promise<{ proc: ChildProcess; url: string }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', child], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      SMTP_URL: smtp.url,
      // Only the child's slowed-down report worker runs (not the server's in-process one).
      WORKER_IN_PROCESS: 'false',
      SUGGESTIONS_FETCH: 'false',
      AUTH_JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      ENGINE_DELAY_MS: '400',
      LEASE_SECONDS: '2',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(proc);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`child did not start:\n${output}`)), 90_000);
    proc.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /READY (\S+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve({ proc, url: ready[1] as string });
      }
    });
    proc.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    proc.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`child exited (${code}):\n${output}`));
    });
  });
}

async function status(url: string, token: string): Promise<string> {
  const response = await fetch(`${url}/api/reports/${token}/status`);
  const body = (await response.json()) as { data: { status: string } };
  return body.data.status;
}

test('a report survives the server being killed mid-job and is e-mailed exactly once', async () => {
  const first = await startServer();
  const { body } = await postJson<{ data: { token: string } }>(`${first.url}/api/email/enhanced-report`, {
    email: 'crash@example.com',
    brand: 'Quillstack',
    competitors: ['Kongly'],
    keywords: ['API gateway'],
    prompts: Array.from({ length: 10 }, (_, i) => `Which API gateway is best for case ${i + 1}?`),
  });
  const token = body.data.token;

  // 10 prompts × 3 engines at 400 ms each, 6 at a time: about 2 s of work. Kill it half-way.
  const deadline = Date.now() + 20_000;
  while ((await status(first.url, token)) !== 'running') {
    if (Date.now() > deadline) throw new Error('the report never started');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, 600));
  first.proc.kill('SIGKILL');
  await new Promise((resolve) => first.proc.once('exit', resolve));
  expect(smtp.messages).toHaveLength(0);

  const second = await startServer();
  const mail = await smtp.waitForMessage(1, 60_000);
  expect(mail.to).toEqual(['crash@example.com']);
  expect(parseMail(mail.raw).text).toContain(`/reports/${token}`);
  // The worker marks the report sent once the SMTP server has accepted the message, so a moment later.
  await expect.poll(() => status(second.url, token), { timeout: 10_000 }).toBe('sent');

  // Nothing else arrives: the first attempt's job and the recovery job do not both send.
  await new Promise((resolve) => setTimeout(resolve, 4000));
  expect(smtp.messages).toHaveLength(1);
  second.proc.kill('SIGTERM');
}, 180_000);
