/**
 * Evidence kept (issue 61): what a vendor sent for an answer and the page it showed, for the caller's brand
 * only. The page is a third party's HTML: served as untrusted content, in a sandbox without scripts or the
 * app's origin, never inline in the app's own document.
 */
import { gunzipSync } from 'node:zlib';
import type { Config } from '../../config';
import type { Queryable } from '../../db/db';
import { FileDownload } from '../../lib/download';
import { badInput, notFound } from '../../lib/errors';
import type { BrandScope } from '../../scope';
import { clearPromptAskEvidenceBefore } from '../collection';
import {
  deleteEvidenceBefore,
  getEvidenceFile,
  getEvidenceMeta,
  getEvidenceUsage,
  type EvidenceMetaRow,
} from './evidence.store';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The headers an answer's page is served with: a sandbox without allow-same-origin or allow-scripts (the
 * page runs in an opaque origin, cannot script, submit or navigate the app), nothing fetched but inline
 * styles and data: images, and no sniffing of another type.
 */
export const UNTRUSTED_PAGE_HEADERS = {
  'Content-Security-Policy': "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'",
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Referrer-Policy': 'no-referrer',
} as const;

export interface EvidenceModel {
  hasRawPayload: boolean;
  hasHtml: boolean;
  rawBytes: number;
  htmlBytes: number;
  storedBytes: number;
  storedAt: Date;
  rawUrl: string | null;
  htmlUrl: string | null;
}

function toModel(row: EvidenceMetaRow): EvidenceModel {
  const base = `/api/answers/${row.answerId}/evidence`;
  return {
    hasRawPayload: row.hasRaw,
    hasHtml: row.hasHtml,
    rawBytes: row.hasRaw ? row.rawBytes : 0,
    htmlBytes: row.hasHtml ? row.htmlBytes : 0,
    storedBytes: row.storedBytes,
    storedAt: row.storedAt,
    rawUrl: row.hasRaw ? `${base}/raw` : null,
    htmlUrl: row.hasHtml ? `${base}/html` : null,
  };
}

/** What is kept for one of the brand's answers, or null (none kept, swept, or not the brand's answer). */
export async function answerEvidence(scope: BrandScope, answerId: string): Promise<EvidenceModel | null> {
  if (!UUID.test(answerId)) return null;
  const [row] = await getEvidenceMeta(scope.db, scope.brandId, [answerId]);
  return row ? toModel(row) : null;
}

function checkedId(answerId: string): string {
  if (!UUID.test(answerId)) throw badInput('The answer id must be a UUID.');
  return answerId;
}

/** The page an answer's provider showed, as an untrusted document (404 when none is kept for the brand). */
export async function evidenceHtml(scope: BrandScope, answerId: string): Promise<FileDownload> {
  const data = await getEvidenceFile(scope.db, scope.brandId, checkedId(answerId), 'html');
  if (!data) throw notFound('No page is kept for this answer.');
  const html = gunzipSync(data);
  return new FileDownload(
    `answer-${answerId}.html`,
    'text/html; charset=utf-8',
    (async function* () {
      yield html;
    })(),
    { inline: true, headers: UNTRUSTED_PAGE_HEADERS },
  );
}

/** What the vendor sent for an answer, as a JSON download (404 when none is kept for the brand). */
export async function evidenceRaw(scope: BrandScope, answerId: string): Promise<FileDownload> {
  const data = await getEvidenceFile(scope.db, scope.brandId, checkedId(answerId), 'raw');
  if (!data) throw notFound('No raw payload is kept for this answer.');
  const json = gunzipSync(data);
  return new FileDownload(
    `answer-${answerId}.json`,
    'application/json; charset=utf-8',
    (async function* () {
      yield json;
    })(),
    { headers: { 'X-Content-Type-Options': 'nosniff' } },
  );
}

/** The brand's kept evidence and how long it is kept (Settings). */
export async function evidenceStorage(scope: BrandScope) {
  const usage = await getEvidenceUsage(scope.db, scope.brandId);
  return {
    answers: usage.answers,
    storedBytes: usage.storedBytes,
    originalBytes: usage.rawBytes + usage.htmlBytes,
    retentionDays: scope.config.EVIDENCE_RETENTION_DAYS,
  };
}

/**
 * Deletes every brand's evidence older than EVIDENCE_RETENTION_DAYS, in batches, the one-off asks' too;
 * answers how many answers lost theirs.
 */
export async function pruneEvidence(
  deps: { db: Queryable; config: Pick<Config, 'EVIDENCE_RETENTION_DAYS'> },
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - deps.config.EVIDENCE_RETENTION_DAYS * 86_400_000);
  let total = 0;
  for (;;) {
    const deleted = await deleteEvidenceBefore(deps.db, cutoff, 2000);
    total += deleted;
    if (deleted < 2000) break;
  }
  for (;;) {
    const cleared = await clearPromptAskEvidenceBefore(deps.db, cutoff, 2000);
    total += cleared;
    if (cleared < 2000) return total;
  }
}
