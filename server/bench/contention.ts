/**
 * One account's heavy queries against another account's sign-in, on the embedded store. The attacker sends
 * the audit's document (15 aliased `competitive` fields, each over its own custom period, so nothing is
 * answered from the read cache) on 4 keep-alive connections, as fast as answers come back, for a while;
 * meanwhile another user signs in with a password once a second. PGlite runs one statement at a time on
 * its thread and cannot stop one that runs, so what keeps the sign-in quick is what the server lets one
 * account ask for at once: its concurrency cap and the documents' cost weights. Target: the other user's
 * sign-in ≤ 2 s.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { buildConfig } from '../config';
import { migrate } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { addDays, todayUtc, type Day } from '../lib/dates';
import { createAuth } from '../modules/auth/auth.module';
import { generateAccount } from './generate';
import { percentile } from './load';

export const CONTENTION_TARGET_SIGN_IN_MS = 2000;

const ATTACKER = { email: 'heavy@example.com', password: 'sightline-bench-heavy-password' };
const VICTIM = { email: 'bystander@example.com', password: 'sightline-bench-bystander-password' };
const ALIASES = 15;

/** A server the bench started (index.ts forks it), on the data folder given. */
export interface ContentionServer {
  url: string;
  stop(): Promise<void>;
}

export interface ContentionOptions {
  /** Starts the real server in a child process with this environment added. */
  startServer(env: Record<string, string>): Promise<ContentionServer>;
  /** Prompts of the attacker's account (365 days on 3 platforms each). */
  prompts: number;
  connections: number;
  durationMs: number;
}

export interface ContentionFigures {
  /** The other user's sign-in alone, before the attack, ms. */
  quietSignInMs: number[];
  /** The other user's sign-in during the attack, ms. */
  signInMs: number[];
  /** The attacker's responses by HTTP status, and how long its successful ones took. */
  attackerStatuses: Record<string, number>;
  attackerOkMs: number[];
  /** One document alone, before the attack: its status and time. */
  singleDocument: { status: number; ms: number };
}

/**
 * The audit's document: every alias its own custom period (the `shift` moves them all, so no two requests
 * ask for the same thing either).
 */
export function heavyCompetitiveDocument(lastDay: Day, shift: number): string {
  const fields = Array.from({ length: ALIASES }, (_, index) => {
    const to = addDays(lastDay, -((index * 7 + shift) % 120));
    const from = addDays(to, -(200 + index));
    return `c${index}: competitive(period: { from: "${from}", to: "${to}" }) { ...Heavy }`;
  });
  return `query Heavy {
  ${fields.join('\n  ')}
}
fragment Heavy on Competitive {
  answers gapCount
  brands { name mentions visibility shareOfVoice rank }
  series { points { date mentions visibility } }
  heatmap { platform brands { mentions } }
  headToHead { competitorOnly { prompts answers } brandOnly { prompts answers } }
  gaps { answers sources { domain answers } }
}`;
}

async function timedSignIn(url: string, who: { email: string; password: string }) {
  const started = performance.now();
  const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  const body = (await response.json()) as { access_token?: string };
  const ms = performance.now() - started;
  if (response.status !== 200 || !body.access_token)
    throw new Error(`sign-in of ${who.email} answered ${response.status}`);
  return { ms, token: body.access_token };
}

/** The document's answer: its HTTP status ('errors' for a 200 with errors), or 'aborted' when time ran out. */
async function heavyRequest(url: string, token: string, query: string, signal?: AbortSignal) {
  const started = performance.now();
  try {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query }),
      signal,
    });
    const text = await response.text();
    const failed = response.status === 200 && text.startsWith('{"errors"');
    return { status: failed ? 'errors' : String(response.status), ms: performance.now() - started };
  } catch (error) {
    if (signal?.aborted) return { status: 'aborted', ms: performance.now() - started };
    throw error;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureContention(options: ContentionOptions): Promise<ContentionFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-contention-'));
  try {
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      AUTH_JWT_SECRET: randomBytes(32).toString('base64url'),
    };
    const lastDay = todayUtc();
    const db = await openPglite(path.join(dataDir, 'pglite'));
    try {
      await migrate(db);
      const auth = await createAuth({ db, config: buildConfig({ ...env, PORT: '0' }) });
      const { id: userId } = await auth.createUser({ ...ATTACKER, username: 'heavy' });
      await auth.createUser({ ...VICTIM, username: 'bystander' });
      await generateAccount(db, { userId, topics: 10, prompts: options.prompts, days: 365, today: lastDay });
    } finally {
      await db.close();
    }

    const server = await options.startServer(env);
    try {
      const quietSignInMs: number[] = [];
      for (let i = 0; i < 5; i += 1) quietSignInMs.push((await timedSignIn(server.url, VICTIM)).ms);
      const { token } = await timedSignIn(server.url, ATTACKER);
      const singleDocument = await heavyRequest(
        server.url,
        token,
        heavyCompetitiveDocument(lastDay, 1000),
      ).then((result) => ({ status: Number(result.status) || 200, ms: result.ms }));

      const attackerStatuses: Record<string, number> = {};
      const attackerOkMs: number[] = [];
      let shift = 0;
      // Requests still waiting when the time is up are abandoned (their statements still run to the end).
      const stop = new AbortController();
      const attacker = async () => {
        while (!stop.signal.aborted) {
          const document = heavyCompetitiveDocument(lastDay, shift++);
          const result = await heavyRequest(server.url, token, document, stop.signal);
          attackerStatuses[result.status] = (attackerStatuses[result.status] ?? 0) + 1;
          if (result.status === '200') attackerOkMs.push(result.ms);
        }
      };
      const connections = Array.from({ length: options.connections }, attacker);
      const signInMs: number[] = [];
      const until = performance.now() + options.durationMs;
      await sleep(1000);
      while (performance.now() < until) {
        signInMs.push((await timedSignIn(server.url, VICTIM)).ms);
        await sleep(1000);
      }
      stop.abort();
      await Promise.all(connections);
      return { quietSignInMs, signInMs, attackerStatuses, attackerOkMs, singleDocument };
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const fmt = (ms: number) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : 'n/a');
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

export async function printContentionBench(log: (line?: string) => void, options: ContentionOptions) {
  log();
  log("=== One account's heavy queries against another user's sign-in (PGlite) ===");
  const figures = await measureContention(options);
  const signIn = sorted(figures.signInMs);
  const quiet = sorted(figures.quietSignInMs);
  const ok = sorted(figures.attackerOkMs);
  const statuses = Object.entries(figures.attackerStatuses)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  log(
    `  attacker: the ${ALIASES}-alias competitive(period: custom) document on ${options.connections} connections ` +
      `for ${Math.round(options.durationMs / 1000)} s, ${options.prompts} prompts × 365 days × 3 platforms`,
  );
  log(`  one document alone: HTTP ${figures.singleDocument.status} in ${fmt(figures.singleDocument.ms)}`);
  log(
    `  attacker's responses: ${statuses}; the answered ones took median ${fmt(percentile(ok, 50))}, ` +
      `max ${fmt(ok.at(-1) ?? NaN)}`,
  );
  log(`  other user's sign-in alone: median ${fmt(percentile(quiet, 50))}, max ${fmt(quiet.at(-1) ?? NaN)}`);
  const max = signIn.at(-1) ?? NaN;
  log(
    `  other user's sign-in under the attack (${signIn.length} samples): median ${fmt(percentile(signIn, 50))}, ` +
      `max ${fmt(max)} — target ≤ ${CONTENTION_TARGET_SIGN_IN_MS} ms: ` +
      `${max <= CONTENTION_TARGET_SIGN_IN_MS ? 'PASS' : 'FAIL'}`,
  );
}
