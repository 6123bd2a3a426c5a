/**
 * `npm run lighthouse`: the performance budgets, measured with Lighthouse driving Debian's Chromium against
 * the product as `npm start` serves it (built client, fresh embedded database with the demo seed).
 *
 *   landing page (/)            mobile performance  >= 90
 *   overview, signed in         desktop performance >= 90, mobile >= 75
 *   script per route (gzipped)  sign-in <= 150 KB, overview <= 300 KB
 *
 * Prints every figure with PASS/FAIL and the machine's load average (scores drop on a loaded machine);
 * exits 1 when a budget fails. LIGHTHOUSE_REPORT_DIR=<dir> keeps each run's JSON report there.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { routeSizes, SCRIPT_BUDGET_KB } from './bundle-sizes';
import { CHROMIUM_PATH, signInAs, startProductServer } from './support';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

interface Check {
  name: string;
  value: number;
  unit: string;
  pass: boolean;
  target: string;
}

const atLeast = (name: string, value: number, min: number): Check => ({
  name,
  value,
  unit: '',
  pass: value >= min,
  target: `>= ${min}`,
});
const atMost = (name: string, value: number, max: number): Check => ({
  name,
  value,
  unit: ' KB',
  pass: value <= max,
  target: `<= ${max} KB`,
});

async function main() {
  const repo = path.resolve(import.meta.dirname, '../..');
  execFileSync('npm', ['run', 'build', '--silent'], {
    cwd: repo,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const server = await startProductServer();
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'sl-lighthouse-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      `--remote-debugging-port=${port}`,
    ],
  });
  const checks: Check[] = [];
  try {
    const score = async (url: string, desktop: boolean, keepSession: boolean) => {
      const result = await lighthouse(
        url,
        {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          // The signed-in run keeps the session supabase-js saved in this profile's storage.
          disableStorageReset: keepSession,
        },
        desktop ? desktopConfig : undefined,
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
      const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
      if (reportDir) {
        fs.mkdirSync(reportDir, { recursive: true });
        const name = `${new URL(url).pathname.replace(/\W+/g, '-') || 'root'}-${desktop ? 'desktop' : 'mobile'}`;
        fs.writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(lhr));
      }
      const performance = Math.round((lhr.categories.performance?.score ?? 0) * 100);
      const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
      console.log(
        `  ${url} (${desktop ? 'desktop' : 'mobile'}): performance ${performance}; ` +
          `FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms, ` +
          `TBT ${ms('total-blocking-time')} ms, CLS ${lhr.audits['cumulative-layout-shift']?.numericValue?.toFixed(3)}`,
      );
      return performance;
    };

    console.log(
      `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}:`,
    );
    checks.push(atLeast('landing (/) mobile performance', await score(`${server.url}/`, false, false), 90));
    await score(`${server.url}/`, true, false); // printed for comparison; no budget

    const page = await browser.newPage();
    await signInAs(page, server.url, 'demo@example.com');
    await page.close();
    const overview = `${server.url}/dashboard`;
    checks.push(atLeast('overview desktop performance', await score(overview, true, true), 90));
    checks.push(atLeast('overview mobile performance', await score(overview, false, true), 75));

    const sizes = routeSizes();
    checks.push(atMost('sign-in script (gzipped)', sizes['sign-in (/auth)'] ?? NaN, SCRIPT_BUDGET_KB.signIn));
    checks.push(
      atMost('overview script (gzipped)', sizes['overview (/dashboard)'] ?? NaN, SCRIPT_BUDGET_KB.overview),
    );
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(profile, { recursive: true, force: true });
  }

  const [one, five] = os.loadavg();
  console.log(
    `\nload average ${one?.toFixed(2)} (1 min), ${five?.toFixed(2)} (5 min) on ${os.cpus().length} cores`,
  );
  console.log(`${'check'.padEnd(36)} ${'value'.padStart(9)}  ${'target'.padStart(10)}  result`);
  for (const c of checks)
    console.log(
      `${c.name.padEnd(36)} ${`${c.value}${c.unit}`.padStart(9)}  ${c.target.padStart(10)}  ${c.pass ? 'PASS' : 'FAIL'}`,
    );
  if (checks.some((c) => !c.pass)) process.exitCode = 1;
}

await main();
