/**
 * Parses web server access-log lines in the NCSA combined format (nginx's and Apache's default):
 *   1.2.3.4 - - [10/Oct/2026:13:55:36 +0000] "GET /path HTTP/1.1" 200 2326 "referer" "user agent"
 */
export interface AccessLogEntry {
  ip: string;
  timestamp: string;
  method: string;
  path: string;
  status: number;
  userAgent: string;
}

const LINE =
  /^(\S+) \S+ \S+ \[([^\]]+)\] "(\S+) (\S+)(?: [^"]*)?" (\d{3}) (?:\d+|-)(?: "(?:[^"\\]|\\.)*" "((?:[^"\\]|\\.)*)")?/;
const MONTHS: Record<string, string> = {
  Jan: '01',
  Feb: '02',
  Mar: '03',
  Apr: '04',
  May: '05',
  Jun: '06',
  Jul: '07',
  Aug: '08',
  Sep: '09',
  Oct: '10',
  Nov: '11',
  Dec: '12',
};

/** "10/Oct/2026:13:55:36 +0000" as ISO 8601, or null. */
export function parseLogTime(value: string): string | null {
  const m = /^(\d{2})\/(\w{3})\/(\d{4}):(\d{2}):(\d{2}):(\d{2}) ([+-])(\d{2})(\d{2})$/.exec(value);
  if (!m || !MONTHS[m[2]!]) return null;
  const iso = `${m[3]}-${MONTHS[m[2]!]}-${m[1]}T${m[4]}:${m[5]}:${m[6]}${m[7]}${m[8]}:${m[9]}`;
  return Number.isNaN(Date.parse(iso)) ? null : new Date(iso).toISOString();
}

export function parseAccessLogLine(line: string): AccessLogEntry | null {
  const m = LINE.exec(line.trim());
  if (!m) return null;
  const timestamp = parseLogTime(m[2]!);
  if (!timestamp) return null;
  return {
    ip: m[1]!,
    timestamp,
    method: m[3]!,
    path: m[4]!,
    status: Number(m[5]),
    userAgent: (m[6] ?? '').replace(/\\"/g, '"'),
  };
}
