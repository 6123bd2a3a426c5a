/**
 * answer_evidence, written with the answers it belongs to (migration 0107, issue 61): the vendor's raw
 * payload (JSON) and the page's HTML, each gzip-compressed. The evidence module reads, serves and sweeps it.
 */
import { gzipSync } from 'node:zlib';
import type { Queryable } from '../../db/db';

/** What is kept of one answer's capture: the vendor's body (any JSON value) and the page, if any. */
export interface AnswerCapture {
  raw: unknown;
  html: string | null;
}

/** A payload or page larger than this is not kept (a provider's runaway page); the answer still is. */
const MAX_EVIDENCE_BYTES = 5 * 1024 * 1024;

function packed(text: string | null): { gzip: Buffer | null; bytes: number } {
  if (text === null) return { gzip: null, bytes: 0 };
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > MAX_EVIDENCE_BYTES) return { gzip: null, bytes: 0 };
  return { gzip: gzipSync(text), bytes };
}

/** Stores each answer's evidence once (an answer already holding some keeps it). */
export async function writeAnswerEvidence(
  tx: Queryable,
  brandId: string,
  rows: readonly { answerId: string; capture: AnswerCapture }[],
): Promise<void> {
  if (rows.length === 0) return;
  const answerIds: string[] = [];
  const raws: (Buffer | null)[] = [];
  const rawBytes: number[] = [];
  const htmls: (Buffer | null)[] = [];
  const htmlBytes: number[] = [];
  for (const { answerId, capture } of rows) {
    let json: string | null;
    try {
      json = capture.raw === undefined ? null : (JSON.stringify(capture.raw) ?? null);
    } catch {
      json = null; // a body that does not serialise (a cycle) is not kept
    }
    const raw = packed(json);
    const html = packed(capture.html);
    if (!raw.gzip && !html.gzip) continue;
    answerIds.push(answerId);
    raws.push(raw.gzip);
    rawBytes.push(raw.bytes);
    htmls.push(html.gzip);
    htmlBytes.push(html.bytes);
  }
  if (answerIds.length === 0) return;
  await tx.query(
    `/* writeAnswerEvidence */
    insert into public.answer_evidence (answer_id, user_id, raw_gzip, raw_bytes, html_gzip, html_bytes)
    select t.answer_id, $1::uuid, t.raw_gzip, t.raw_bytes, t.html_gzip, t.html_bytes
    from unnest($2::uuid[], $3::bytea[], $4::int[], $5::bytea[], $6::int[])
      as t(answer_id, raw_gzip, raw_bytes, html_gzip, html_bytes)
    on conflict (answer_id) do nothing`,
    [brandId, answerIds, raws, rawBytes, htmls, htmlBytes],
  );
}
