/**
 * CPU time by thread and by process, read from Linux's /proc, for benchmarks whose work is split across
 * threads (the job's, PGlite's, the collector's) and processes (Postgres backends). process.cpuUsage()
 * only sums the whole process. Elsewhere these read null, and the bench prints the process total alone.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

let ticksPerSecond: number | undefined;
function clockTicksPerSecond(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** User plus system CPU time in ms of the task whose /proc stat file is `statPath`, or null. */
function cpuMsOf(statPath: string): number | null {
  let stat: string;
  try {
    stat = fs.readFileSync(statPath, 'utf8');
  } catch {
    return null;
  }
  // The command name, in parentheses, may hold spaces: the fields are counted after its closing one.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the file, the 12th and 13th after the name.
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(ticks) ? (ticks * 1000) / clockTicksPerSecond() : null;
}

/** The calling thread's CPU time in ms (on the main thread: the event loop's), or null off Linux. */
export const threadCpuMs = (): number | null => cpuMsOf('/proc/thread-self/stat');

/** A process's CPU time in ms (null when it is gone or /proc is not there). */
export const processCpuMs = (pid: number): number | null => cpuMsOf(`/proc/${pid}/stat`);
