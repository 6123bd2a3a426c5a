/** The real entry point (`server/index.ts`) in a child process, as `npm start` runs it after its build. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { OPERATOR_COMMANDS } from '../../build/server';

/**
 * The entry points `npm start` and `npm run worker` run compiled (dist/server, which the test run's global setup
 * builds when stale), and how, with the operator commands built beside them; any other script runs from its
 * TypeScript through tsx.
 */
const COMPILED: Record<string, string> = Object.fromEntries(
  ['server/index.ts', 'server/worker.ts', ...OPERATOR_COMMANDS].map((script) => [
    script,
    `dist/server/${path.basename(script, '.ts')}.js`,
  ]),
);
/** The file node runs for `script`: its compiled bundle, or the script itself. */
export const entryFile = (script: string) => COMPILED[script] ?? script;

const nodeArguments = (script: string) =>
  COMPILED[script] ? ['--enable-source-maps', entryFile(script)] : ['--import', 'tsx', script];

export interface ServerProcess {
  url: string;
  pid: number;
  /** Everything the process printed so far. */
  output: () => string;
  /** SIGTERM, then wait for the exit. */
  stop: () => Promise<void>;
  /** How the process ended, once it has. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const baseEnv = () => ({
  ...process.env,
  NODE_ENV: 'production',
  PORT: '0',
  HOST: '127.0.0.1',
  DATABASE_URL: '',
});

/**
 * Node running `script` (compiled or through tsx, as above), behind `launcher` if one is given: a command
 * that runs the rest of the line, e.g. `unshare --pid --fork` for a process in a PID namespace of its own,
 * as in another container.
 */
export function spawnEntry(
  script: string,
  args: string[],
  env: Record<string, string>,
  stdin: 'ignore' | 'pipe',
  launcher: string[],
) {
  const [command, ...commandArgs] = [...launcher, process.execPath, ...nodeArguments(script), ...args];
  return spawn(command!, commandArgs, { env: { ...baseEnv(), ...env }, stdio: [stdin, 'pipe', 'pipe'] });
}

export function startServerProcess(
  env: Record<string, string>,
  launcher: string[] = [],
): Promise<ServerProcess> {
  return serverStarted(spawnEntry('server/index.ts', [], env, 'ignore', launcher));
}

/** A spawned server, once it printed where it runs (or its output, when it exits before that). */
export function serverStarted(child: ChildProcess): Promise<ServerProcess> {
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Sightline running at (http:\/\/\S+)/.exec(output);
      if (match) resolve({ url: match[1]!, pid: child.pid!, output: () => output, stop, exited });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
  });
}

/**
 * Runs one of the entry points (`server/index.ts`, `server/worker.ts`, a CLI) until it exits by itself;
 * for starts that must be refused, and for CLIs fed `input` on standard input.
 */
export function runToExit(
  script: string,
  args: string[],
  env: Record<string, string>,
  input?: string,
  launcher: string[] = [],
): Promise<{ code: number | null; output: string; stdout: string }> {
  const child = spawnEntry(script, args, env, input === undefined ? 'ignore' : 'pipe', launcher);
  child.stdin?.end(input);
  let output = '';
  let stdout = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    stdout += chunk.toString();
  });
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output, stdout })));
}
