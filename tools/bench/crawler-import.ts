/**
 * The access-log import's throughput and memory (issue 63): a synthetic access log (combined format, a
 * quarter of its lines from known AI crawlers, each with its own time so none is a re-send) of the size
 * asked (1 GiB by default, `--crawler-import-mb=<n>`), written to a scratch file and imported through
 * POST /api/crawler-visits of a real server (a child process) by the importer's CLI (`npm run
 * crawlers:import`, tools/cli/import-access-log.ts, run through tsx in a process of its own) streaming the
 * file. Printed: lines and rows (visits stored) per second, this process's peak RSS while it
 * imports (target ≤ IMPORT_RSS_TARGET_MIB) and the server's peak RSS over its idle RSS (target ≤
 * SERVER_RSS_GROWTH_TARGET_MIB). The server is sampled every SAMPLE_MS; so is this process.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../server/code-location';

export const IMPORT_RSS_TARGET_MIB = 300;
export const SERVER_RSS_GROWTH_TARGET_MIB = 100;
const SAMPLE_MS = 100;

const CRAWLERS = [
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
  'Mozilla/5.0 (compatible; OAI-SearchBot/1.0; +https://openai.com/searchbot)',
  'Mozilla/5.0 (compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)',
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)',
];
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A combined-format time: 10/Oct/2026:13:55:36 +0000. */
function clfTime(ms: number) {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}/${MONTHS[d.getUTCMonth()]}/${d.getUTCFullYear()}:${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())} +0000`;
}

/**
 * Writes a synthetic access log of about `bytes` to `file`, in chunks (bounded memory). Line i is a crawler
 * line when i % 4 === 0, one second after the last, on one of 500 paths; ends in the last 20 days.
 * Answers the lines and crawler lines written.
 */
export async function writeSyntheticAccessLog(file: string, bytes: number) {
  const out = fs.createWriteStream(file);
  // From midnight UTC 20 days ago: the same file all day long, so importing it twice adds nothing.
  const start = (Math.floor(Date.now() / 86_400_000) - 20) * 86_400_000;
  let written = 0;
  let lines = 0;
  let crawlerLines = 0;
  while (written < bytes) {
    let chunk = '';
    while (chunk.length < 1 << 20 && written + chunk.length < bytes) {
      const crawler = lines % 4 === 0;
      const agent = crawler ? CRAWLERS[(lines >> 2) % CRAWLERS.length]! : BROWSER;
      const ip = `203.0.${(lines >> 8) & 255}.${lines & 255}`;
      // Seconds apart, wrapping within the 20 days: at 1 GiB (~5 M lines) every time is distinct per path.
      const at = start + (lines % 1_700_000) * 1000;
      chunk += `${ip} - - [${clfTime(at)}] "GET /docs/page-${lines % 500}?v=${lines} HTTP/1.1" 200 ${1000 + (lines % 9000)} "-" "${agent}"\n`;
      lines++;
      if (crawler) crawlerLines++;
    }
    written += Buffer.byteLength(chunk);
    if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve, reject) => {
    out.once('error', reject);
    out.end(() => resolve());
  });
  return { bytes: written, lines, crawlerLines };
}

/** A process's resident set (VmRSS) or its peak (VmHWM), MiB; 0 once it has exited. */
function rssMiB(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS') {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** Runs the import CLI on `file`, sampling its peak RSS; answers what it printed and that peak. */
function runImportCli(file: string, url: string, token: string, onSample: () => void) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(repoRoot, 'tools/cli/import-access-log.ts'),
      '--url',
      url,
      '--token',
      token,
      file,
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_ENV: 'production' } },
  );
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMiB(child.pid!, 'VmHWM'));
    onSample();
  }, SAMPLE_MS);
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-4000)));
  return new Promise<{ lines: number; crawlerLines: number; accepted: number; peakRssMiB: number }>(
    (resolve, reject) => {
      child.once('exit', (code) => {
        clearInterval(sampler);
        const said = /Read (\d+) lines .*?; (\d+) AI-crawler visits, (\d+) stored/.exec(out);
        if (code !== 0 || !said) return reject(new Error(`the import exited (${code}): ${err || out}`));
        resolve({
          lines: Number(said[1]),
          crawlerLines: Number(said[2]),
          accepted: Number(said[3]),
          peakRssMiB: peak,
        });
      });
    },
  );
}

export interface CrawlerImportFigures {
  bytes: number;
  lines: number;
  crawlerLines: number;
  accepted: number;
  seconds: number;
  linesPerSecond: number;
  rowsPerSecond: number;
  importPeakRssMiB: number;
  serverIdleRssMiB: number;
  serverPeakRssMiB: number;
}

/**
 * Generates the log, imports it into the server at `url` (as the person of `token`, Action Center on) and
 * measures; `serverPid` is the process whose RSS is sampled.
 */
export async function measureCrawlerImport(options: {
  bytes: number;
  url: string;
  token: string;
  serverPid: number;
  scratchDir?: string;
}): Promise<CrawlerImportFigures> {
  const dir = fs.mkdtempSync(path.join(options.scratchDir ?? os.tmpdir(), 'sightline-crawler-import-'));
  const file = path.join(dir, 'access.log');
  try {
    const log = await writeSyntheticAccessLog(file, options.bytes);
    const serverIdleRssMiB = rssMiB(options.serverPid);
    let serverPeakRssMiB = serverIdleRssMiB;
    const started = performance.now();
    const result = await runImportCli(file, options.url, options.token, () => {
      serverPeakRssMiB = Math.max(serverPeakRssMiB, rssMiB(options.serverPid));
    });
    const seconds = (performance.now() - started) / 1000;
    serverPeakRssMiB = Math.max(serverPeakRssMiB, rssMiB(options.serverPid));
    return {
      bytes: log.bytes,
      lines: result.lines,
      crawlerLines: result.crawlerLines,
      accepted: result.accepted,
      seconds,
      linesPerSecond: result.lines / seconds,
      rowsPerSecond: result.accepted / seconds,
      importPeakRssMiB: result.peakRssMiB,
      serverIdleRssMiB,
      serverPeakRssMiB,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });

/** The figures as the bench prints them, each target with its verdict. */
export function crawlerImportLines(f: CrawlerImportFigures): string[] {
  const growth = f.serverPeakRssMiB - f.serverIdleRssMiB;
  const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER TARGET');
  return [
    `Access-log import: ${fmt(f.bytes / 2 ** 20)} MiB, ${fmt(f.lines)} lines (${fmt(f.crawlerLines)} from AI crawlers), ${fmt(f.accepted)} visits stored in ${fmt(f.seconds, 1)} s`,
    `  ${fmt(f.linesPerSecond)} lines/s, ${fmt(f.rowsPerSecond)} rows/s stored`,
    `  import process peak RSS ${fmt(f.importPeakRssMiB)} MiB (target ≤ ${IMPORT_RSS_TARGET_MIB}): ${verdict(f.importPeakRssMiB <= IMPORT_RSS_TARGET_MIB)}`,
    `  server RSS idle ${fmt(f.serverIdleRssMiB)} MiB, peak while ingesting ${fmt(f.serverPeakRssMiB)} MiB (+${fmt(growth)}; target ≤ +${SERVER_RSS_GROWTH_TARGET_MIB}): ${verdict(growth <= SERVER_RSS_GROWTH_TARGET_MIB)}`,
  ];
}

/**
 * A fresh account on the server at `url` with the Action Center on (crawler visits come in only then):
 * answers its session token, which the ingest route accepts as a Bearer token.
 */
export async function crawlerImportAccount(url: string): Promise<string> {
  const signUp = await fetch(`${url}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `crawler-import-${Date.now()}@example.com`,
      password: 'crawler-import-bench',
      data: { username: `crawler${Date.now()}` },
    }),
  });
  const { access_token: token } = (await signUp.json()) as { access_token?: string };
  if (!signUp.ok || !token) throw new Error(`sign-up failed (${signUp.status})`);
  const on = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: 'mutation { updateWorkspace(input: { actionCenter: true }) { workspace { actionCenter } } }',
    }),
  });
  const body = (await on.json()) as { errors?: { message: string }[] };
  if (!on.ok || body.errors)
    throw new Error(`turning the Action Center on failed: ${JSON.stringify(body.errors)}`);
  return token;
}
