/**
 * The bench's start and footprint figures, as `npm start` gives them on the embedded store: the first start
 * after install (the builds from nothing, then a new data folder: create, migrate, seed the demo), a
 * restart on that data, the data folder's size and the server's memory when idle after a restart.
 * `--quick` leaves out the builds from nothing (about half a minute) and restarts once instead of three
 * times; every run prints the rest.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildBundle, SERVER_BUNDLE } from '../../build/server';
import { repoRoot } from '../../server/code-location';

export const START_TARGETS = { firstStartS: 45, restartS: 2, dataFolderMb: 120, idleRssMb: 500 };

interface Started {
  /** Seconds from the spawn to "Sightline running at". */
  seconds: number;
  /** Each line printed before it, with the seconds since the spawn. */
  lines: { at: number; text: string }[];
  pid: number;
  stop: () => Promise<void>;
}

/**
 * Spawns a command in a process group of its own (npm starts a shell that starts node) and waits until it
 * says it serves; stop() ends the whole group.
 */
function startUntilRunning(command: string, args: string[], env: Record<string, string>): Promise<Started> {
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const lines: Started['lines'] = [];
  let partial = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const groupAlive = () => {
    try {
      process.kill(-child.pid!, 0);
      return true;
    } catch {
      return false;
    }
  };
  // npm may exit before the server it started has closed the database: wait for the whole group.
  const stop = async () => {
    if (groupAlive()) process.kill(-child.pid!, 'SIGTERM');
    await exited;
    const deadline = Date.now() + 30_000;
    while (groupAlive() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    if (groupAlive()) process.kill(-child.pid!, 'SIGKILL');
  };
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      const at = (performance.now() - started) / 1000;
      const text = partial + chunk.toString();
      const complete = text.split('\n');
      partial = complete.pop() ?? '';
      for (const line of complete) {
        lines.push({ at, text: line });
        if (line.startsWith('Sightline running at'))
          resolve({ seconds: at, lines: [...lines], pid: child.pid!, stop });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) =>
      reject(
        new Error(`${command} exited (${code}) before serving:\n${lines.map((l) => l.text).join('\n')}`),
      ),
    );
  });
}

/** Disk use of a folder, as du counts it (allocated blocks). */
function diskUseBytes(target: string): number {
  const stat = fs.lstatSync(target);
  if (!stat.isDirectory()) return stat.blocks * 512;
  return fs
    .readdirSync(target)
    .reduce((sum, name) => sum + diskUseBytes(path.join(target, name)), stat.blocks * 512);
}

/** The resident memory of a process and all its threads, from /proc (Linux). */
function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/** The seconds at which the first line matching `pattern` was printed. */
const lineAt = (run: Started, pattern: RegExp) => run.lines.find((line) => pattern.test(line.text))?.at;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const fmt = (value: number | undefined, digits = 1) =>
  value === undefined || !Number.isFinite(value) ? 'n/a' : value.toFixed(digits);

/** Builds from nothing into scratch folders (the real outputs are left as they are); seconds each. */
async function timeFreshBuilds(scratch: string): Promise<{ server: number; client: number }> {
  let started = performance.now();
  await buildBundle(SERVER_BUNDLE, path.join(scratch, 'server'));
  const server = (performance.now() - started) / 1000;
  started = performance.now();
  const { build } = await import('vite');
  await build({
    configFile: path.join(repoRoot, 'client/vite.config.ts'),
    logLevel: 'silent',
    build: { outDir: path.join(scratch, 'client'), emptyOutDir: true },
  });
  return { server, client: (performance.now() - started) / 1000 };
}

/** The server process `npm start` started in its process group (npm runs a shell that runs node). */
function serverPidIn(group: number): number {
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The process group is the 3rd field after the command's name, which may hold spaces.
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // node's own arguments name the bundle; the shell's one argument holds the whole script.
      const args = fs.readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0');
      if (Number(fields[2]) === group && args.includes(`${SERVER_BUNDLE.outDir}/index.js`))
        return Number(name);
    } catch {
      // The process ended while being read.
    }
  }
  throw new Error(`No server process in process group ${group}`);
}

/** `npm start` on a data folder, as users run it: npm, the builds' up-to-date check, then the server. */
const npmStart = (dataDir: string) => startUntilRunning('npm', ['start', '--silent'], { DATA_DIR: dataDir });

export async function printStartBench(log: (line?: string) => void, { quick }: { quick: boolean }) {
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  log();
  log(`=== Start and footprint (npm start on the embedded store; load average ${load}) ===`);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-bench-start-'));
  const dataDir = path.join(scratch, 'data');
  try {
    const builds = quick ? null : await timeFreshBuilds(path.join(scratch, 'build'));
    if (builds) log(`  builds from nothing: server ${fmt(builds.server)} s, client ${fmt(builds.client)} s`);

    // The first start on a new data folder, once the builds are current.
    const first = await npmStart(dataDir);
    await first.stop();
    const migrated = lineAt(first, /^Database: applied/);
    const seeded = lineAt(first, /^Seeded the demo accounts/);
    log(
      `  first start on a new data folder: ${fmt(first.seconds)} s to "running" (database created and ` +
        `migrated at ${fmt(migrated)} s, demo seeded at ${fmt(seeded)} s)`,
    );
    const firstAfterInstall = builds ? builds.server + builds.client + first.seconds : undefined;

    const folderMb = diskUseBytes(dataDir) / 2 ** 20;
    const walMb = diskUseBytes(path.join(dataDir, 'pglite', 'pg_wal')) / 2 ** 20;
    log(
      `  data folder after the first start: ${fmt(folderMb)} MB (of which write-ahead log ${fmt(walMb)} MB)`,
    );

    // Restarts; the last one stays up, idle, for its memory: what a restart holds before anyone asks for
    // anything (the job worker has started by then).
    const idleSeconds = quick ? 5 : 15;
    const restarts: Started[] = [];
    let rssMb = NaN;
    for (let i = 0, count = quick ? 1 : 3; i < count; i++) {
      const run = await npmStart(dataDir);
      if (i === count - 1) {
        await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
        rssMb = residentMb(serverPidIn(run.pid));
      }
      await run.stop();
      restarts.push(run);
    }
    const checked = restarts.map((run) => lineAt(run, /^Client: /) ?? NaN);
    log(
      `  restart: ${restarts.map((run) => fmt(run.seconds, 2)).join(', ')} s to "running" (of which npm and ` +
        `the builds' up-to-date check ${checked.map((at) => fmt(at, 2)).join(', ')} s); resident memory ` +
        `${fmt(rssMb, 0)} MB after ${idleSeconds} s idle`,
    );

    const pass = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
    const restart = median(restarts.map((run) => run.seconds));
    const firstStart = firstAfterInstall ?? first.seconds;
    const rows = [
      [
        builds
          ? 'first start after install (builds + first start)'
          : 'first start (--quick: builds not timed)',
        `${fmt(firstStart)} s`,
        `<= ${START_TARGETS.firstStartS} s`,
        pass(firstStart <= START_TARGETS.firstStartS),
      ],
      [
        'restart to "running" (median)',
        `${fmt(restart, 2)} s`,
        `<= ${START_TARGETS.restartS} s`,
        pass(restart <= START_TARGETS.restartS),
      ],
      [
        'demo data folder',
        `${fmt(folderMb)} MB`,
        `<= ${START_TARGETS.dataFolderMb} MB`,
        pass(folderMb <= START_TARGETS.dataFolderMb),
      ],
      [
        'server RSS idle after a restart',
        `${fmt(rssMb, 0)} MB`,
        `<= ${START_TARGETS.idleRssMb} MB`,
        pass(rssMb <= START_TARGETS.idleRssMb),
      ],
    ];
    log();
    const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((row) => row[i]!.length)));
    for (const row of rows)
      log(
        `  ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')}`,
      );
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}
