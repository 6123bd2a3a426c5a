/**
 * A small closed-loop HTTP/1.1 load generator: N keep-alive connections on raw sockets, each sending
 * the next request as soon as the previous response is complete. Raw sockets keep the generator's own
 * CPU cost low (it shares the machine with the server) and latencies are taken with hrtime, so p50/p95
 * have sub-millisecond resolution.
 */
import { readFileSync } from 'node:fs';
import net from 'node:net';

export interface LoadRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadOptions {
  connections: number;
  durationMs: number;
  warmupMs: number;
  /**
   * The server's process id: its CPU time over the measured window is reported per request, a figure
   * that other processes on the machine disturb far less than latency.
   */
  serverPid?: number;
}

export interface LoadResult {
  requests: number;
  /** Responses with a status other than 2xx, plus socket errors. */
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  /** Response bytes per request (headers included). */
  bytesPerResponse: number;
  /** The measured window, ms. */
  elapsedMs: number;
  /** Every latency of the window, ms, sorted. */
  latencies: number[];
  /** The server process's CPU time (all its threads) per request in the window, ms; NaN when not measured. */
  cpuMsPerRequest: number;
}

/** A process's CPU time so far (user + system, all threads), ms. */
export function processCpuMs(pid: number): number {
  // Fields 14 and 15 of /proc/<pid>/stat, counted from after the parenthesised command name.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
    .replace(/^.*\) /s, '')
    .split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** USER_HZ: Linux reports process times in hundredths of a second on every architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

function summarize(
  latencies: number[],
  errors: number,
  elapsedMs: number,
  bytes: number,
  cpuMs = NaN,
): LoadResult {
  const sorted = latencies.sort((a, b) => a - b);
  const requests = sorted.length;
  return {
    requests,
    errors,
    rps: (requests / elapsedMs) * 1000,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    mean: requests ? sorted.reduce((sum, value) => sum + value, 0) / requests : NaN,
    bytesPerResponse: requests ? bytes / requests : 0,
    elapsedMs,
    latencies: sorted,
    cpuMsPerRequest: requests ? cpuMs / requests : NaN,
  };
}

/** Pools several runs of one target (e.g. interleaved rounds) into one result. */
export function combine(results: readonly LoadResult[]): LoadResult {
  const elapsedMs = results.reduce((sum, r) => sum + r.elapsedMs, 0);
  const bytes = results.reduce((sum, r) => sum + r.bytesPerResponse * r.requests, 0);
  const errors = results.reduce((sum, r) => sum + r.errors, 0);
  const cpuMs = results.reduce((sum, r) => sum + r.cpuMsPerRequest * r.requests, 0);
  return summarize(
    results.flatMap((r) => r.latencies),
    errors,
    elapsedMs,
    bytes,
    cpuMs,
  );
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

function rawRequest(request: LoadRequest): { host: string; port: number; bytes: Buffer } {
  const url = new URL(request.url);
  const body = request.body === undefined ? null : Buffer.from(request.body);
  const lines = [
    `${request.method ?? 'GET'} ${url.pathname}${url.search} HTTP/1.1`,
    `host: ${url.host}`,
    'connection: keep-alive',
    ...Object.entries(request.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
  ];
  if (body) lines.push(`content-length: ${body.length}`);
  const head = Buffer.from(lines.join('\r\n') + '\r\n\r\n');
  return {
    host: url.hostname,
    port: Number(url.port || 80),
    bytes: body ? Buffer.concat([head, body]) : head,
  };
}

const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * Parses responses arriving on one socket. Handles Content-Length and chunked bodies; calls onResponse
 * with the status code once a response is complete.
 */
class ResponseParser {
  private buffer: Buffer = Buffer.alloc(0);
  private status = 0;
  private remaining = -1; // body bytes still expected (Content-Length); -1 while reading headers
  private chunked = false;
  private bytes = 0;

  constructor(private readonly onResponse: (status: number, bytes: number) => void) {}

  push(data: Buffer) {
    this.bytes += data.length;
    this.buffer = this.buffer.length === 0 ? data : Buffer.concat([this.buffer, data]);
    for (;;) {
      if (this.remaining < 0 && !this.chunked) {
        const end = this.buffer.indexOf(HEADER_END);
        if (end < 0) return;
        const head = this.buffer.subarray(0, end).toString('latin1');
        this.buffer = this.buffer.subarray(end + 4);
        this.status = Number(head.slice(9, 12));
        const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
        if (length) this.remaining = Number(length[1]);
        else if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) this.chunked = true;
        else this.remaining = 0;
      }
      if (this.chunked) {
        if (!this.consumeChunks()) return;
        this.chunked = false;
        this.finish();
        continue;
      }
      if (this.buffer.length < this.remaining) {
        this.remaining -= this.buffer.length;
        this.buffer = Buffer.alloc(0);
        return;
      }
      this.buffer = this.buffer.subarray(this.remaining);
      this.finish();
    }
  }

  /** Consumes complete chunks; true once the terminating zero-size chunk (and its CRLF) is consumed. */
  private consumeChunks(): boolean {
    for (;;) {
      const lineEnd = this.buffer.indexOf('\r\n');
      if (lineEnd < 0) return false;
      const size = parseInt(this.buffer.subarray(0, lineEnd).toString('latin1'), 16);
      if (size === 0) {
        const trailerEnd = this.buffer.indexOf(HEADER_END, lineEnd);
        if (trailerEnd < 0) return false;
        this.buffer = this.buffer.subarray(trailerEnd + 4);
        return true;
      }
      if (this.buffer.length < lineEnd + 2 + size + 2) return false;
      this.buffer = this.buffer.subarray(lineEnd + 2 + size + 2);
    }
  }

  private finish() {
    const bytes = this.bytes - this.buffer.length;
    this.bytes = this.buffer.length;
    this.remaining = -1;
    this.onResponse(this.status, bytes);
  }
}

/** Runs the closed loop: warm-up first (not recorded), then the measured window. */
export async function runLoad(request: LoadRequest, options: LoadOptions): Promise<LoadResult> {
  const { host, port, bytes } = rawRequest(request);
  const latencies: number[] = [];
  let recording = false;
  let stopped = false;
  let errors = 0;
  let responseBytes = 0;
  const sockets: net.Socket[] = [];

  const startConnection = () => {
    const socket = net.connect({ host, port });
    socket.setNoDelay(true);
    sockets.push(socket);
    let sentAt = 0n;
    const send = () => {
      if (stopped) return;
      sentAt = process.hrtime.bigint();
      socket.write(bytes);
    };
    const parser = new ResponseParser((status, size) => {
      if (recording) {
        latencies.push(Number(process.hrtime.bigint() - sentAt) / 1e6);
        responseBytes += size;
        if (status < 200 || status >= 300) errors += 1;
      }
      send();
    });
    socket.on('connect', send);
    socket.on('data', (data) => parser.push(data));
    socket.on('error', () => {
      if (recording) errors += 1;
    });
    socket.on('close', () => {
      if (!stopped) setTimeout(startConnection, 10);
    });
  };

  for (let i = 0; i < options.connections; i += 1) startConnection();
  await new Promise((resolve) => setTimeout(resolve, options.warmupMs));
  recording = true;
  const started = process.hrtime.bigint();
  const cpuBefore = options.serverPid ? processCpuMs(options.serverPid) : NaN;
  await new Promise((resolve) => setTimeout(resolve, options.durationMs));
  recording = false;
  const cpuMs = options.serverPid ? processCpuMs(options.serverPid) - cpuBefore : NaN;
  const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;
  stopped = true;
  for (const socket of sockets) socket.destroy();
  return summarize(latencies, errors, elapsedMs, responseBytes, cpuMs);
}
