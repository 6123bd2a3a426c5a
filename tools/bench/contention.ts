/**
 * One account's heavy queries against another account's sign-in, on the embedded store. The attacker sends
 * the audit's document (15 aliased `competitive` fields, each over its own custom period, so nothing is
 * answered from the read cache) on 4 keep-alive connections, as fast as answers come back, for a while;
 * then, for as long, the heaviest such document the query limits let through (one alias). Meanwhile
 * another user signs in with a password once a second. PGlite runs one statement at a time on its thread
 * and cannot stop one that runs, so what keeps the sign-in quick is what the server lets one account ask
 * for at once: the documents' database cost and the account's concurrency limits (account-limits.ts).
 *
 * Then the same on the demo (a fresh data folder, SEED_DEMO=true: answers of real length): the demo account
 * sends documents of worst-case answer searches, as many aliased searches per document as the database
 * cost lets through, each a stretch of punctuation found in no answer (no language reads a word in it, so
 * it is read as text in every answer, and matches nothing: the whole history is read), a new one each time
 * (nothing from the read cache), on 4 connections, while fund@example.com signs in once a second. And on
 * that server, quiet, the demo's 50 mixed searches one after the other (bench/search.ts).
 * Targets: the other user's sign-in ≤ 2 s in every attack; the demo searches' p95 ≤ 300 ms. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { buildSchema, getOperationAST, parse } from 'graphql';
import { buildConfig } from '../../server/config';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { databaseCost } from '../../server/graphql/database-cost';
import { loadTypeDefs } from '../../server/graphql/schema-files';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { addDays, todayUtc, type Day } from '../../server/lib/dates';
import { createAuth } from '../../server/modules/auth';
import { generateAccount } from './generate';
import { percentile } from './load';
import { printDemoSearches, timeDemoSearches, type DemoSearchTiming } from './search';

export const CONTENTION_TARGET_SIGN_IN_MS = 2000;

const ATTACKER = { email: 'heavy@example.com', password: 'sightline-bench-heavy-password' };
const VICTIM = { email: 'bystander@example.com', password: 'sightline-bench-bystander-password' };
const ALIASES = 15;

/** A server the bench started (index.ts forks it), on the data folder given. */
export interface ContentionServer {
  url: string;
  stop(): Promise<void>;
}

/** The parts of the section: the competitive attacks, the search attack on the demo, the demo's searches. */
export type ContentionPart = 'competitive' | 'search-attack' | 'demo-search';

export interface ContentionOptions {
  /** Starts the real server in a child process with this environment added. */
  startServer(env: Record<string, string>): Promise<ContentionServer>;
  /** Prompts of the attacker's account (365 days on 3 platforms each). */
  prompts: number;
  connections: number;
  durationMs: number;
  /** The parts to run (every part when not given). */
  parts?: readonly ContentionPart[];
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

/** A stretch of punctuation for n, different for every n, that no answer holds ("%" and "-" left out). */
const PUNCTUATION = '#&~^|*+=<>?!;:@$';
export function rareStretch(n: number): string {
  let text = '§';
  for (let rest = n; ; rest = Math.floor(rest / PUNCTUATION.length)) {
    text += PUNCTUATION[rest % PUNCTUATION.length];
    if (rest < PUNCTUATION.length) break;
  }
  return `${text}§`;
}

/** A document of `count` aliased answer searches, each a stretch of punctuation no answer holds. */
export function substringSearchDocument(shift: number, count: number): string {
  const fields = Array.from(
    { length: count },
    (_, index) =>
      `s${index}: answers(filter: { search: ${JSON.stringify(rareStretch(shift * count + index))} }, first: 20) ` +
      '{ totalCount edges { snippet node { id } } }',
  );
  return `query Scan {\n  ${fields.join('\n  ')}\n}`;
}

/** The most such searches one document may hold under the server's database cost. */
export function searchesPerDocument(): number {
  const schema = buildSchema(loadTypeDefs());
  const maxCost = buildConfig({ ...process.env, PORT: '0' }).GRAPHQL_MAX_DATABASE_COST;
  const cost = (count: number) => {
    const document = parse(substringSearchDocument(0, count));
    return databaseCost(schema, document, getOperationAST(document)!);
  };
  let count = 1;
  while (cost(count + 1) <= maxCost) count += 1;
  return count;
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
  victim = VICTIM,
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
    signInMs.push((await timedSignIn(url, victim)).ms);
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

/** What the demo server gave: the other user's quiet sign-in, the search attack, the mixed searches. */
export interface DemoContentionFigures {
  quietSignInMs: number[];
  searchAttack: { name: string; figures: AttackFigures } | null;
  demoSearches: DemoSearchTiming[] | null;
}

const DEMO_ATTACKER = { email: 'demo@example.com', password: DEMO_PASSWORD };
const DEMO_VICTIM = { email: 'fund@example.com', password: DEMO_PASSWORD };

/** The demo server's parts: its mixed searches (quiet, first), then the search attack. */
export async function measureDemoContention(
  options: ContentionOptions,
  parts: readonly ContentionPart[],
): Promise<DemoContentionFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-demo-search-'));
  try {
    const server = await options.startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      AUTH_JWT_SECRET: randomBytes(32).toString('base64url'),
    });
    try {
      const quietSignInMs: number[] = [];
      for (let i = 0; i < 5; i += 1) quietSignInMs.push((await timedSignIn(server.url, DEMO_VICTIM)).ms);
      const { token } = await timedSignIn(server.url, DEMO_ATTACKER);
      let demoSearches: DemoSearchTiming[] | null = null;
      if (parts.includes('demo-search')) {
        // One search first, untimed: the first statements of a fresh process read the store from disk.
        await timeDemoSearches(server.url, token, [{ kind: 'warm-up', search: 'warm' }]);
        demoSearches = await timeDemoSearches(server.url, token);
      }
      let searchAttack: DemoContentionFigures['searchAttack'] = null;
      if (parts.includes('search-attack')) {
        const count = searchesPerDocument();
        const document = (shift: number) => substringSearchDocument(shift, count);
        searchAttack = {
          name: `${count} aliased answer searches read as text in every answer (the most the database cost lets through)`,
          figures: await attack(server.url, token, document, options, DEMO_VICTIM),
        };
      }
      return { quietSignInMs, searchAttack, demoSearches };
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const fmt = (ms: number) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : 'n/a');
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

function printAttack(log: (line?: string) => void, name: string, attack: AttackFigures) {
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
      `p95 ${fmt(percentile(signIn, 95))}, max ${fmt(max)} — target max ≤ ${CONTENTION_TARGET_SIGN_IN_MS} ms: ` +
      `${max <= CONTENTION_TARGET_SIGN_IN_MS ? 'PASS' : 'FAIL'}`,
  );
}

const quietLine = (samples: number[]) => {
  const quiet = sorted(samples);
  return `  other user's sign-in alone: median ${fmt(percentile(quiet, 50))}, max ${fmt(quiet.at(-1) ?? NaN)}`;
};

export async function printContentionBench(log: (line?: string) => void, options: ContentionOptions) {
  const parts = options.parts ?? (['competitive', 'search-attack', 'demo-search'] as const);
  if (parts.includes('competitive')) {
    log();
    log("=== One account's heavy queries against another user's sign-in (PGlite) ===");
    const figures = await measureContention(options);
    log(
      `  the heavy account: ${options.prompts} prompts × 365 days × 3 platforms; each alias competitive(period: custom) ` +
        `over its own range; ${options.connections} connections for ${Math.round(options.durationMs / 1000)} s per document`,
    );
    log(quietLine(figures.quietSignInMs));
    for (const { name, figures: attack } of figures.attacks) printAttack(log, name, attack);
  }
  if (!parts.includes('search-attack') && !parts.includes('demo-search')) return;
  log();
  log('=== Answer search on the demo (PGlite, a fresh data folder, SEED_DEMO=true), as demo@example.com ===');
  const figures = await measureDemoContention(options, parts);
  if (figures.demoSearches) {
    log(
      '  the mixed searches, one after the other, as the answers drawer asks (every answer of every kind):',
    );
    printDemoSearches((line) => log(line), figures.demoSearches);
  }
  if (figures.searchAttack) {
    log(
      `  against fund@example.com's sign-in; ${options.connections} connections for ` +
        `${Math.round(options.durationMs / 1000)} s`,
    );
    log(quietLine(figures.quietSignInMs));
    printAttack(log, figures.searchAttack.name, figures.searchAttack.figures);
  }
}
