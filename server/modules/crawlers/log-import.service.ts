/**
 * A log imported from the browser (the Pages screen): the file is read there as a stream and sent to
 * POST /api/crawler-logs a line-aligned chunk at a time, as text. Each chunk's lines are read here with the
 * one parser of imported lines (log-lines.ts), its AI crawlers' visits go through the same ingest as
 * POST /api/crawler-visits (role, caps, verification, dedupe: the same file imported twice adds nothing),
 * and the chunk's counts are answered for the screen to add up.
 */
import { AppError, badInput } from '../../lib/errors';
import { requireRole, type BrandScope } from '../../scope';
import { requireActionCenter } from '../brands';
import { ingestSchema, ingestVisitsWithVerdicts } from './crawlers.service';
import { LOG_FORMATS, sourceOfFormat, visitOfLogLine, type LogFormat } from './log-lines';
import { classifyUserAgent } from './user-agents';
import type { CrawlerVerifier } from './verification';
import { parseJsonMapping, type ImportVisit, type JsonMapping } from './visit-formats';
import type { LogChunkCounts } from '../../../graphql/shared/crawler-logs';

/** The largest chunk one request may carry, in bytes (the route's body limit). */
export const LOG_CHUNK_MAX_BYTES = 1024 * 1024;

const IMPORT_ACTION = 'importing an access log';

export interface LogChunkInput {
  /** combined, logpush or json (the query's `format`). */
  format: string | null;
  /** For json: the mapping as JSON text, `{"userAgent": "…", "path": "…", …}`. */
  mapping: string | null;
  /** Whole lines, newline-separated. */
  text: string;
}

function formatOf(value: string | null): LogFormat {
  if (value === null) throw badInput('format is required: combined, logpush or json.');
  if (!(LOG_FORMATS as readonly string[]).includes(value))
    throw badInput(`format must be combined, logpush or json; "${value}" is none of them.`);
  return value as LogFormat;
}

function mappingOf(format: LogFormat, text: string | null): JsonMapping | undefined {
  if (format !== 'json') {
    if (text !== null) throw badInput('mapping is read with format=json only.');
    return undefined;
  }
  if (text === null)
    throw badInput(
      'JSON lines need a mapping: mapping={"userAgent": "<field path>", "path": "<field path>"} at least.',
    );
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badInput('The mapping is not valid JSON.');
  }
  try {
    return parseJsonMapping(value);
  } catch (error) {
    throw badInput((error as Error).message);
  }
}

const visitShape = ingestSchema.shape.visits.element;

/** Reads one chunk of a log and ingests its AI crawlers' visits; answers the chunk's counts. */
export async function importLogChunk(
  scope: BrandScope,
  input: LogChunkInput,
  verifier: CrawlerVerifier,
  now = new Date(),
): Promise<LogChunkCounts> {
  requireRole(scope, 'EDITOR', IMPORT_ACTION);
  const format = formatOf(input.format);
  const mapping = mappingOf(format, input.mapping);
  await requireActionCenter(scope);
  const counts: LogChunkCounts = {
    lines: 0,
    unparsed: 0,
    crawlerLines: 0,
    stored: 0,
    verified: 0,
    spoofed: 0,
    unverifiable: 0,
  };
  const visits: ImportVisit[] = [];
  for (const raw of input.text.split('\n')) {
    const line = raw.replace(/\r$/, '');
    if (!line.trim()) continue;
    counts.lines++;
    const visit = visitOfLogLine(line, format, mapping);
    // A visit the ingest would refuse (an address or method too long to be one) is no visit of the format.
    if (!visit || !visitShape.safeParse(visit).success) {
      counts.unparsed++;
      continue;
    }
    if (!classifyUserAgent(visit.userAgent)) continue;
    counts.crawlerLines++;
    visits.push(visit);
  }
  if (visits.length === 0) return counts;
  const perRequest = Math.min(
    scope.config.CRAWLER_VISITS_PER_REQUEST,
    scope.config.CRAWLER_VISITS_PER_MINUTE,
  );
  if (visits.length > perRequest)
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `This chunk holds ${visits.length} AI-crawler lines; one chunk may hold at most ${perRequest}. Send it in smaller chunks.`,
    );
  const outcome = await ingestVisitsWithVerdicts(
    scope,
    { source: sourceOfFormat(format), visits },
    verifier,
    now,
    IMPORT_ACTION,
  );
  return { ...counts, stored: outcome.accepted, ...outcome.verdicts };
}
