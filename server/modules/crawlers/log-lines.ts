/**
 * One line of an imported log as the visit it holds, whatever the format: the web server's combined access
 * log, Cloudflare Logpush's JSON lines, or any JSON lines read through a field mapping. The one parser of
 * imported lines: the CLI import (tools/cli/import-access-log.ts) and the browser's import through
 * POST /api/crawler-logs both read lines with it.
 */
import { parseAccessLogLine } from './access-log';
import { jsonMappedVisit, logpushVisit, type ImportVisit, type JsonMapping } from './visit-formats';

export const LOG_FORMATS = ['combined', 'logpush', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** A longer line is no visit of any format here; it is skipped, not held. */
export const MAX_LOG_LINE_CHARS = 64 * 1024;

/** The ingest route's `source` of a format's visits. */
export const sourceOfFormat = (format: LogFormat) => (format === 'combined' ? 'import' : format);

/** The visit a line holds in a format; null when the line is not of it (a JSON format needs its mapping). */
export function visitOfLogLine(line: string, format: LogFormat, mapping?: JsonMapping): ImportVisit | null {
  if (line.length > MAX_LOG_LINE_CHARS) return null;
  if (format === 'combined') {
    const entry = parseAccessLogLine(line);
    if (!entry) return null;
    return {
      userAgent: entry.userAgent,
      path: entry.path.slice(0, 2000),
      ip: entry.ip,
      status: entry.status,
      timestamp: entry.timestamp,
      method: entry.method,
    };
  }
  let record: unknown;
  try {
    record = JSON.parse(line);
  } catch {
    return null;
  }
  if (format === 'logpush') return logpushVisit(record);
  if (!mapping) throw new Error('JSON lines are read through a mapping.');
  return jsonMappedVisit(record, mapping);
}
