/**
 * GET /api/export/audit-pack?from=&to= (issue 61): a zip of everything behind the overview's figures for a
 * period and the previous period of equal length, streamed as it is read. manifest.json (written last)
 * names each file with its SHA-256 and states the figures the overview showed; npm run audit:verify checks
 * the bytes and recomputes the figures from the pack alone.
 */
import { createHash, type Hash } from 'node:crypto';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import yazl from 'yazl';
import { FileDownload } from '../../lib/download';
import { badInput, forbidden, notFound } from '../../lib/errors';
import { requireRole, type BrandScope } from '../../scope';
import { kpiChanges, pageFilter, periodSummary, topPlatforms, type PageFilter } from '../metrics';
import { aggregateTopic } from '../topics';
import { platformRows, type KpiChange, type OverviewFigures } from './audit-figures';
import {
  getPackAnswers,
  getPackPayloads,
  getPackPrompts,
  getPackPromptHistory,
  type PackAnswerRow,
} from './evidence.store';

export const AUDIT_PACK_FORMAT = 'sightline-audit-pack';
export const AUDIT_PACK_VERSION = 1;
/** The longest period a pack covers (and as much again before it). */
export const AUDIT_PACK_MAX_DAYS = 400;
const PAGE = 2000;

export interface PackFileEntry {
  name: string;
  sha256: string;
  bytes: number;
}

export interface AuditManifest {
  format: typeof AUDIT_PACK_FORMAT;
  version: number;
  generatedAt: string;
  brand: { id: string };
  period: { from: string; to: string };
  previous: { from: string; to: string };
  /** The kind of prompt the figures count (the dashboard's default); null: both. */
  promptKind: 'BRANDED' | 'UNBRANDED' | null;
  files: PackFileEntry[];
  /** The overview's figures as the dashboard showed them for the period (every platform). */
  figures: OverviewFigures;
}

/** The period asked for, checked: both days given, a calendar range of at most AUDIT_PACK_MAX_DAYS days. */
export function auditPackFilter(today: string, from: string | null, to: string | null): PageFilter {
  if (!from || !to) throw badInput('Give the period as from and to, both days in the form YYYY-MM-DD.');
  const filter = pageFilter(today, { period: { from, to } });
  if (filter.days !== null && filter.days > AUDIT_PACK_MAX_DAYS)
    throw badInput(`An audit pack covers at most ${AUDIT_PACK_MAX_DAYS} days; ask for a shorter period.`);
  return filter;
}

/** The dashboard's own overview figures for the filter (its KPI cards and platform rows), in the manifest's shape. */
async function dashboardFigures(
  scope: BrandScope,
  topicId: string,
  filter: PageFilter,
): Promise<OverviewFigures> {
  const [summary, changes, platforms] = await Promise.all([
    periodSummary(scope, topicId, filter),
    kpiChanges(scope, topicId, filter),
    topPlatforms(scope, topicId, filter.range),
  ]);
  const card = ({ current, previous, change }: KpiChange) => ({ current, previous, change });
  return {
    visibility: summary.visibility,
    visibilityBasis: summary.visibilityBasis,
    impressions: summary.impressions,
    answers: summary.answers,
    sentiment: summary.sentimentScore,
    averagePosition: summary.averagePosition,
    platforms: platformRows(platforms),
    change: {
      visibility: card(changes.visibility),
      sentiment: card(changes.sentiment),
      position: card(changes.position),
      impressions: card(changes.impressions),
    },
  };
}

/** A file of the pack, hashed as its bytes are produced. */
class HashedFile {
  readonly hash: Hash = createHash('sha256');
  bytes = 0;
  constructor(readonly name: string) {}
  take(piece: Buffer): Buffer {
    this.hash.update(piece);
    this.bytes += piece.length;
    return piece;
  }
  entry(): PackFileEntry {
    return { name: this.name, sha256: this.hash.digest('hex'), bytes: this.bytes };
  }
}

const line = (value: unknown) => Buffer.from(JSON.stringify(value) + '\n', 'utf8');

function answerLine(row: PackAnswerRow) {
  return {
    id: row.id,
    promptId: row.promptId,
    topicId: row.topicId,
    promptKind: row.promptKind,
    platform: row.platform,
    surface: row.surface,
    day: row.day,
    sample: row.sample,
    status: row.status,
    error: row.error,
    engine: row.engine,
    model: row.model,
    simulated: row.simulated,
    analyzer: row.analyzer,
    question: row.question,
    visible: row.visible,
    position: row.position,
    sentiment: row.sentiment,
    competitors: row.competitors,
    correction: row.correction,
    collectedAt: new Date(row.collectedAt).toISOString(),
    analysedAt: new Date(row.analysedAt).toISOString(),
    text: row.text,
  };
}

/**
 * The audit pack of a period for the caller's brand: ADMIN or OWNER (by session or a full-access token of
 * one; a read-only token is refused). A token pinned to a brand packs that brand, as every call does.
 */
export async function auditPack(scope: BrandScope, from: string | null, to: string | null) {
  requireRole(scope, 'ADMIN', 'downloading an audit pack');
  if (scope.readOnlyToken)
    throw forbidden(
      'This API token is read-only: an audit pack needs a full-access token of an admin or owner, or a signed-in session.',
    );
  const filter = auditPackFilter(scope.today, from, to);
  const topic = await aggregateTopic(scope);
  if (!topic) throw notFound('This brand has no overview yet: there is nothing to pack.');
  const figures = await dashboardFigures(scope, topic.id, filter);
  const period = { from: filter.from!, to: filter.to };
  const previous = { from: filter.previous!.from!, to: filter.previous!.to! };
  const span = { from: previous.from, to: period.to };
  const [prompts, history] = await Promise.all([
    getPackPrompts(scope.db, scope.brandId),
    getPackPromptHistory(scope.db, scope.brandId),
  ]);

  const files: HashedFile[] = [];
  const zip = new yazl.ZipFile();
  const addStream = (name: string, pieces: () => AsyncGenerator<Buffer>) => {
    const file = new HashedFile(name);
    files.push(file);
    zip.addReadStreamLazy(name, { mtime: new Date(0) }, (callback) =>
      callback(
        null,
        Readable.from(
          (async function* () {
            for await (const piece of pieces()) yield file.take(piece);
          })(),
        ),
      ),
    );
  };
  const analyzers = new Map<string, number>();

  addStream('answers.jsonl', async function* () {
    let after: { day: string; id: string } | null = null;
    for (;;) {
      const rows = await getPackAnswers(scope.db, scope.brandId, span, after, PAGE);
      for (const row of rows) {
        const key = row.analyzer ?? '(none)';
        analyzers.set(key, (analyzers.get(key) ?? 0) + 1);
        yield line(answerLine(row));
      }
      if (rows.length < PAGE) return;
      const last = rows[rows.length - 1]!;
      after = { day: last.day, id: last.id };
    }
  });
  addStream('payloads.jsonl', async function* () {
    let after: { day: string; id: string } | null = null;
    for (;;) {
      const rows = await getPackPayloads(scope.db, scope.brandId, span, after, PAGE / 4);
      for (const row of rows) {
        const payload: unknown = JSON.parse(gunzipSync(row.raw).toString('utf8'));
        yield line({ answerId: row.id, day: row.day, payload });
      }
      if (rows.length < PAGE / 4) return;
      const last = rows[rows.length - 1]!;
      after = { day: last.day, id: last.id };
    }
  });
  addStream('prompts.json', async function* () {
    yield Buffer.from(JSON.stringify(prompts, null, 2) + '\n', 'utf8');
  });
  addStream('prompt-history.json', async function* () {
    yield Buffer.from(JSON.stringify(history, null, 2) + '\n', 'utf8');
  });
  // Read once answers.jsonl has been written (entries are written in order).
  addStream('analyzers.json', async function* () {
    const rows = [...analyzers].map(([analyzer, answers]) => ({ analyzer, answers }));
    rows.sort((a, b) => (a.analyzer < b.analyzer ? -1 : 1));
    yield Buffer.from(JSON.stringify(rows, null, 2) + '\n', 'utf8');
  });
  zip.addReadStreamLazy('manifest.json', { mtime: new Date(0) }, (callback) => {
    const manifest: AuditManifest = {
      format: AUDIT_PACK_FORMAT,
      version: AUDIT_PACK_VERSION,
      generatedAt: new Date().toISOString(),
      brand: { id: scope.brandId },
      period,
      previous,
      promptKind: filter.kind,
      files: files.map((file) => file.entry()),
      figures,
    };
    callback(null, Readable.from([Buffer.from(JSON.stringify(manifest, null, 2) + '\n', 'utf8')]));
  });
  zip.end();

  return new FileDownload(
    `sightline-audit-${period.from}-${period.to}.zip`,
    'application/zip',
    zip.outputStream as unknown as AsyncIterable<Buffer>,
  );
}
