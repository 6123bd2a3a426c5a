/**
 * The CSV export under the bench's million answers: GET /api/export/answers.csv read to the end through
 * the real server, timing it and sampling the server process's resident memory meanwhile (it should stay
 * flat: the export reads keyset pages, never the whole result).
 */
import fs from 'node:fs';

export interface ExportFigures {
  rows: number;
  megabytes: number;
  seconds: number;
  rssBeforeMiB: number;
  rssPeakMiB: number;
}

function residentMiB(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

export async function measureExport(
  baseUrl: string,
  token: string,
  serverPid: number,
): Promise<ExportFigures> {
  const rssBeforeMiB = residentMiB(serverPid);
  let rssPeakMiB = rssBeforeMiB;
  const sampler = setInterval(() => (rssPeakMiB = Math.max(rssPeakMiB, residentMiB(serverPid))), 50);
  const started = performance.now();
  let bytes = 0;
  let lineEnds = 0;
  try {
    const response = await fetch(`${baseUrl}/api/export/answers.csv`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.status !== 200 || !response.body) throw new Error(`export answered ${response.status}`);
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      bytes += read.value.byteLength;
      for (const byte of read.value) if (byte === 0x0a) lineEnds++;
    }
  } finally {
    clearInterval(sampler);
  }
  return {
    // The bench's prompts hold no line breaks, so every line but the header is one answer.
    rows: lineEnds - 1,
    megabytes: bytes / 1024 / 1024,
    seconds: (performance.now() - started) / 1000,
    rssBeforeMiB,
    rssPeakMiB,
  };
}
