/**
 * Child process for data-dir-lock.test.ts: a process that takes and releases the lock of the data folder
 * named by its argument, on commands read one per line from standard input, answering one line each:
 * - `lock` → `LOCKED <pid>` or `REFUSED <message>`;
 * - `release` → `RELEASED` (also when it holds nothing);
 * - `churn <n>` → takes the lock n times (retrying a refusal) and, while it holds it, creates the folder's
 *   `holder` file exclusively, so two holders at one moment find it; answers `CHURNED <taken> <overlaps>`.
 * The end of its input ends it; the lock goes with the process.
 */
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { DataDirInUseError, lockDataDir, type DataDirLock } from '../db/data-dir-lock';

const dataDir = process.argv[2]!;
let held: DataDirLock | null = null;

function tryLock(): DataDirLock | string {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirInUseError) return error.message;
    throw error;
  }
}

function churn(times: number) {
  const holderFile = path.join(dataDir, 'holder');
  let taken = 0;
  let overlaps = 0;
  while (taken < times) {
    const lock = tryLock();
    if (typeof lock === 'string') continue;
    taken++;
    try {
      fs.writeFileSync(holderFile, String(process.pid), { flag: 'wx' });
      fs.rmSync(holderFile);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      overlaps++;
    }
    lock.release();
  }
  return `CHURNED ${taken} ${overlaps}`;
}

function answer(command: string): string {
  const [verb, count] = command.split(' ');
  if (verb === 'lock') {
    const lock = tryLock();
    if (typeof lock === 'string') return `REFUSED ${lock}`;
    held = lock;
    return `LOCKED ${process.pid}`;
  }
  if (verb === 'release') {
    held?.release();
    held = null;
    return 'RELEASED';
  }
  if (verb === 'churn') return churn(Number(count));
  throw new Error(`unknown command ${command}`);
}

for await (const line of readline.createInterface({ input: process.stdin })) {
  process.stdout.write(answer(line.trim()) + '\n');
}
