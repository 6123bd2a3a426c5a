/**
 * The answers' kept evidence in a backup (issue 61): the raw payloads and pages of answer_evidence (and of
 * one-off asks' answers, in prompt_asks) are the bulk of a store that keeps them, and an operator may want a backup without them (npm run backup --
 * --without-evidence). The backup counts them either way, so its manifest says what it holds.
 */
import type { Queryable } from './db';
import { openPglite } from './pglite';

/** The answers whose evidence a store keeps, and the bytes it takes there (compressed, as stored). */
export interface EvidenceCount {
  answers: number;
  bytes: number;
}

/** Which evidence tables a store has: one migrated before 0107 (answer_evidence) or 0111 (prompt_asks) lacks them. */
async function evidenceTables(db: Queryable): Promise<{ answers: boolean; asks: boolean }> {
  const [row] = await db.query<{ answers: boolean; asks: boolean }>(
    `/* evidenceTables */ select to_regclass('public.answer_evidence') is not null as answers,
      to_regclass('public.prompt_asks') is not null as asks`,
  );
  return row ?? { answers: false, asks: false };
}

const EVIDENCE_BYTES = 'coalesce(octet_length(raw_gzip), 0) + coalesce(octet_length(html_gzip), 0)';

/**
 * Counts every brand's kept evidence: the runs' answers' (answer_evidence) and the one-off asks' answers'
 * (prompt_asks). octet_length reads a stored value's size from its header, so the count does not read the
 * payloads themselves: it runs while a server holds its store still.
 */
export async function countEvidence(db: Queryable): Promise<EvidenceCount> {
  const tables = await evidenceTables(db);
  const parts = [
    ...(tables.answers
      ? [`select count(*) as answers, sum(${EVIDENCE_BYTES}) as bytes from public.answer_evidence`]
      : []),
    ...(tables.asks
      ? [
          `select count(*) as answers, sum(${EVIDENCE_BYTES}) as bytes from public.prompt_asks
          where raw_gzip is not null or html_gzip is not null`,
        ]
      : []),
  ];
  if (parts.length === 0) return { answers: 0, bytes: 0 };
  const [row] = await db.query<EvidenceCount>(
    `/* countEvidence */ select coalesce(sum(answers), 0)::int as answers, coalesce(sum(bytes), 0)::float8 as bytes
    from (${parts.join(' union all ')}) kept`,
  );
  return row ?? { answers: 0, bytes: 0 };
}

/**
 * Empties the evidence in a copy of the store (never the live one) and answers what it held; then
 * checkpoints, so the copy's files hold the change. TRUNCATE gives answer_evidence new, empty files and
 * VACUUM FULL rewrites prompt_asks without the payloads it held, so a backup written from the copy is
 * smaller by about the evidence's bytes. The answers, their readings and figures stay. Fragments of
 * recently written evidence can remain in the copy's write-ahead log until Postgres reuses it.
 */
export async function leaveEvidenceOut(copyDir: string): Promise<EvidenceCount> {
  const db = await openPglite(copyDir);
  try {
    const held = await countEvidence(db);
    const tables = await evidenceTables(db);
    if (held.answers > 0) {
      if (tables.answers) await db.query('/* leaveEvidenceOut */ truncate public.answer_evidence');
      if (tables.asks) {
        await db.query(
          `/* leaveAskEvidenceOut */ update public.prompt_asks set raw_gzip = null, raw_bytes = 0, html_gzip = null,
            html_bytes = 0 where raw_gzip is not null or html_gzip is not null`,
        );
        await db.query('/* vacuumAsks */ vacuum full public.prompt_asks');
      }
    }
    await db.query('/* checkpoint */ checkpoint');
    return held;
  } finally {
    await db.close();
  }
}
