/**
 * One account's heavy queries against another account's sign-in, on the embedded store. The attacker sends
 * the audit's document (15 aliased `competitive` fields, each over its own custom period, so nothing is
 * answered from the read cache) on 4 keep-alive connections, as fast as answers come back, for a while;
 * then, for as long, the heaviest such document the query limits let through (one alias). Meanwhile
 * another user signs in with a password once a second. PGlite runs one statement at a time on its thread
 * and cannot stop one that runs, so what keeps the sign-in quick is what the server lets one account ask
 * for at once: the documents' database cost and the account's concurrency limits (account-limits.ts).
 * Target: the other user's sign-in ≤ 2 s. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { buildConfig } from '../../server/config';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { addDays, todayUtc, type Day } from '../../server/lib/dates';
import { createAuth } from '../../server/modules/auth';
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

/** One attack: a document sent on every connection for the duration, and the other user's sign-ins meanwhile. */
export interface AttackFigures {
  /** The document alone, before the attack: its answer's status and time. */
  single: { status: string; ms: number };
  /** The attacker's responses by status ('errors' for a 200 with errors, 'aborted' when time ran out). */
  statuses: Record<string, number>;
  /** How long the answered (200) ones took, ms. */
  answeredMs: number[];
  /** The other user's password sign-ins during the attack, ms. */
  signInMs: number[];
}

export interface ContentionFigures {
  /** The other user's sign-in alone, before any attack, ms. */
  quietSignInMs: number[];
  /** The audit's document, then the heaviest the query limits let through. */
  attacks: { name: string; figures: AttackFigures }[];
}

/**
 * The audit's document: every alias its own custom period (the `shift` moves them all, so no two requests
 * ask for the same thing either). With one alias, the heaviest document the database cost lets through.
 */
export function heavyCompetitiveDocument(lastDay: Day, shift: number, aliases = ALIASES): string {
  const fields = Array.from({ length: aliases }, (_, index) => {
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

/** Sends document(n) on every connection, the next as soon as one is answered, and samples the sign-in. */
async function attack(
  url: string,
  token: string,
  document: (shift: number) => string,
  options: Pick<ContentionOptions, 'connections' | 'durationMs'>,
): Promise<AttackFigures> {
  let shift = 0;
  const single = await heavyRequest(url, token, document(shift++));
  const statuses: Record<string, number> = {};
  const answeredMs: number[] = [];
  // Requests still waiting when the time is up are abandoned (their statements still run to the end).
  let stopped = false;
  const waiting = new Set<AbortController>();
  const connection = async () => {
    while (!stopped) {
      const request = new AbortController();
      waiting.add(request);
      const result = await heavyRequest(url, token, document(shift++), request.signal);
      waiting.delete(request);
      statuses[result.status] = (statuses[result.status] ?? 0) + 1;
      if (result.status === '200') answeredMs.push(result.ms);
    }
  };
  const connections = Array.from({ length: options.connections }, connection);
  const signInMs: number[] = [];
  const until = performance.now() + options.durationMs;
  await sleep(1000);
  while (performance.now() < until) {
    signInMs.push((await timedSignIn(url, VICTIM)).ms);
    await sleep(1000);
  }
  stopped = true;
  for (const request of waiting) request.abort();
  await Promise.all(connections);
  return { single, statuses, answeredMs, signInMs };
}

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
      const { id: brandId } = await auth.createUser({ ...ATTACKER, username: 'heavy' });
      await auth.createUser({ ...VICTIM, username: 'bystander' });
      await generateAccount(db, { brandId, topics: 10, prompts: options.prompts, days: 365, today: lastDay });
    } finally {
      await db.close();
    }

    const server = await options.startServer(env);
    try {
      const quietSignInMs: number[] = [];
      for (let i = 0; i < 5; i += 1) quietSignInMs.push((await timedSignIn(server.url, VICTIM)).ms);
      const { token } = await timedSignIn(server.url, ATTACKER);
      const attacks: ContentionFigures['attacks'] = [];
      for (const [name, aliases] of [
        [`${ALIASES} aliases`, ALIASES],
        ['1 alias (the most the database cost lets through)', 1],
      ] as const) {
        const document = (shift: number) => heavyCompetitiveDocument(lastDay, shift, aliases);
        attacks.push({ name, figures: await attack(server.url, token, document, options) });
        // What the last attack left queued on the store runs out before the next one starts.
        await timedSignIn(server.url, VICTIM);
      }
      return { quietSignInMs, attacks };
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
  const quiet = sorted(figures.quietSignInMs);
  log(
    `  the heavy account: ${options.prompts} prompts × 365 days × 3 platforms; each alias competitive(period: custom) ` +
      `over its own range; ${options.connections} connections for ${Math.round(options.durationMs / 1000)} s per document`,
  );
  log(`  other user's sign-in alone: median ${fmt(percentile(quiet, 50))}, max ${fmt(quiet.at(-1) ?? NaN)}`);
  for (const { name, figures: attack } of figures.attacks) {
    const signIn = sorted(attack.signInMs);
    const answered = sorted(attack.answeredMs);
    const statuses = Object.entries(attack.statuses)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ');
    const max = signIn.at(-1) ?? NaN;
    log(`  ${name}:`);
    log(`    alone: ${attack.single.status} in ${fmt(attack.single.ms)}`);
    log(
      `    under attack, its responses: ${statuses}; the answered ones took median ` +
        `${fmt(percentile(answered, 50))}, max ${fmt(answered.at(-1) ?? NaN)}`,
    );
    log(
      `    other user's sign-in (${signIn.length} samples): median ${fmt(percentile(signIn, 50))}, ` +
        `max ${fmt(max)} — target ≤ ${CONTENTION_TARGET_SIGN_IN_MS} ms: ` +
        `${max <= CONTENTION_TARGET_SIGN_IN_MS ? 'PASS' : 'FAIL'}`,
    );
  }
}
