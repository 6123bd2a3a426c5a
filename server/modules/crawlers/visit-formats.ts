/**
 * Visits read from JSON lines, in the shape POST /api/crawler-visits takes: Cloudflare Logpush's
 * `http_requests` dataset, and any other JSON lines through a mapping of field paths.
 */
import { MAPPING_FIELDS } from '../../../graphql/shared/crawler-logs';

/** One visit as the ingest route takes it. */
export interface ImportVisit {
  userAgent: string;
  path: string;
  ip?: string;
  status: number;
  timestamp?: string;
  method?: string;
  id?: string;
  edgeVerifiedBot?: boolean;
}

/**
 * A time as logs write it: ISO 8601 / RFC 3339 text, or a number of seconds, milliseconds, microseconds or
 * nanoseconds since 1970 (Logpush's `unix`, `unixnano` options), told apart by size.
 */
export function normaliseTime(value: unknown): string | null {
  if (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value)) return normaliseTime(Number(value));
  if (typeof value === 'string') {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? null : new Date(ms).toISOString();
  }
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null;
  const ms = value > 1e17 ? value / 1e6 : value > 1e14 ? value / 1e3 : value > 1e11 ? value : value * 1000;
  const date = new Date(Math.round(ms));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const status = (value: unknown) => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 100 && n <= 599 ? n : null;
};

/**
 * A Logpush `http_requests` record as a visit, or null when it lacks what a visit needs. The edge's
 * verdict: `VerifiedBotCategory` is empty unless Cloudflare verified the bot; absent, the edge said nothing.
 */
export function logpushVisit(record: unknown): ImportVisit | null {
  const r = record as Record<string, unknown> | null;
  if (!r || typeof r !== 'object') return null;
  const userAgent = text(r.ClientRequestUserAgent);
  const path = text(r.ClientRequestURI) ?? text(r.ClientRequestPath);
  const code = status(r.EdgeResponseStatus) ?? status(r.OriginResponseStatus) ?? 200;
  if (!userAgent || !path) return null;
  const timestamp = normaliseTime(r.EdgeStartTimestamp);
  return {
    userAgent: userAgent.slice(0, 1000),
    path: path.slice(0, 2000),
    ip: text(r.ClientIP),
    status: code,
    timestamp: timestamp ?? undefined,
    method: text(r.ClientRequestMethod),
    id: text(r.RayID),
    edgeVerifiedBot: 'VerifiedBotCategory' in r ? text(r.VerifiedBotCategory) !== undefined : undefined,
  };
}

/** Which field of a line gives each part of a visit: dotted paths (`request.headers.user-agent`). */
export interface JsonMapping {
  userAgent: string;
  path: string;
  ip?: string;
  status?: string;
  timestamp?: string;
  method?: string;
  id?: string;
  edgeVerifiedBot?: string;
}

/** A mapping file's content, checked: userAgent and path are required, every value a field path. */
export function parseJsonMapping(value: unknown): JsonMapping {
  const m = value as Record<string, unknown> | null;
  if (!m || typeof m !== 'object' || Array.isArray(m)) throw new Error('The mapping must be a JSON object.');
  for (const [key, path] of Object.entries(m)) {
    if (!(MAPPING_FIELDS as readonly string[]).includes(key))
      throw new Error(`The mapping names an unknown field "${key}"; use ${MAPPING_FIELDS.join(', ')}.`);
    if (typeof path !== 'string' || path === '')
      throw new Error(`The mapping's "${key}" must be a field path.`);
  }
  if (typeof m.userAgent !== 'string' || typeof m.path !== 'string')
    throw new Error('The mapping needs "userAgent" and "path".');
  return m as unknown as JsonMapping;
}

function at(record: unknown, path: string): unknown {
  let value = record;
  for (const key of path.split('.')) {
    if (!value || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** A JSON line's visit through the mapping, or null when it lacks a user agent or a path. */
export function jsonMappedVisit(record: unknown, mapping: JsonMapping): ImportVisit | null {
  const userAgent = text(at(record, mapping.userAgent));
  const path = text(at(record, mapping.path));
  if (!userAgent || !path) return null;
  const pick = (field: keyof JsonMapping) => (mapping[field] ? at(record, mapping[field]) : undefined);
  const verified = pick('edgeVerifiedBot');
  const ip = pick('ip');
  const id = pick('id');
  return {
    userAgent: userAgent.slice(0, 1000),
    path: path.slice(0, 2000),
    ip: text(ip),
    status: status(pick('status')) ?? 200,
    timestamp: normaliseTime(pick('timestamp')) ?? undefined,
    method: text(pick('method')),
    id: typeof id === 'number' ? String(id) : text(id),
    edgeVerifiedBot: typeof verified === 'boolean' ? verified : undefined,
  };
}
