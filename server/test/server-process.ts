/** The real entry point (`server/index.ts`) in a child process, as `npm start` runs it after its build. */
import { spawn } from 'node:child_process';

export interface ServerProcess {
  url: string;
  /** Everything the process printed so far. */
  output: () => string;
  /** SIGTERM, then wait for the exit. */
  stop: () => Promise<void>;
}

export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Sightline running at (http:\/\/\S+)/.exec(output);
      if (match) resolve({ url: match[1]!, output: () => output, stop });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
  });
}
