/**
 * The answers' kept evidence in a backup (issue 61): the raw payloads and pages of answer_evidence are the
 * bulk of a store that keeps them, and an operator may want a backup without them (npm run backup --
 * --without-evidence). The backup counts them either way, so its manifest says what it holds.
 */
import type { Queryable } from './db';
import { openPglite } from './pglite';

/** The answers whose evidence a store keeps, and the bytes it takes there (compressed, as stored). */
export interface EvidenceCount {
  answers: number;
  bytes: number;
}

/** A store migrated before answer_evidence existed (migration 0107) keeps none. */
async function hasEvidenceTable(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ present: boolean }>(
    `/* hasEvidenceTable */ select to_regclass('public.answer_evidence') is not null as present`,
  );
  return row?.present ?? false;
}

/**
 * Counts every brand's kept evidence. octet_length reads a stored value's size from its header, so the
 * count does not read the payloads themselves: it runs while a server holds its store still.
 */
export async function countEvidence(db: Queryable): Promise<EvidenceCount> {
  if (!(await hasEvidenceTable(db))) return { answers: 0, bytes: 0 };
  const [row] = await db.query<EvidenceCount>(
    `/* countEvidence */
    select count(*)::int as answers,
      coalesce(sum(coalesce(octet_length(raw_gzip), 0) + coalesce(octet_length(html_gzip), 0)), 0)::float8 as bytes
    from public.answer_evidence`,
  );
  return row ?? { answers: 0, bytes: 0 };
}

/**
 * Empties answer_evidence in a copy of the store (never the live one) and answers what it held; then
 * checkpoints, so the copy's files hold the change. TRUNCATE gives the table new, empty files and drops the
 * old ones, so a backup written from the copy is smaller by about the evidence's bytes. The answers, their
 * readings and figures stay. Fragments of recently written evidence can remain in the copy's write-ahead
 * log until Postgres reuses it.
 */
export async function leaveEvidenceOut(copyDir: string): Promise<EvidenceCount> {
  const db = await openPglite(copyDir);
  try {
    const held = await countEvidence(db);
    if (held.answers > 0) await db.query('/* leaveEvidenceOut */ truncate public.answer_evidence');
    await db.query('/* checkpoint */ checkpoint');
    return held;
  } finally {
    await db.close();
  }
}
