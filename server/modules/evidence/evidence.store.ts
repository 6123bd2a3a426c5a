/**
 * SQL of the evidence module (issue 61): reads of answer_evidence (written with the answers, by the
 * collection's answer-evidence.store.ts), its sweep, and the reads an audit pack is made of.
 */
import type { Queryable } from '../../db/db';
import { promptKindOf } from '../../db/prompt-kinds';

export interface EvidenceMetaRow {
  answerId: string;
  rawBytes: number;
  htmlBytes: number;
  hasRaw: boolean;
  hasHtml: boolean;
  storedBytes: number;
  storedAt: Date;
}

const META = `e.answer_id as "answerId", e.raw_bytes as "rawBytes", e.html_bytes as "htmlBytes",
  e.raw_gzip is not null as "hasRaw", e.html_gzip is not null as "hasHtml",
  (coalesce(octet_length(e.raw_gzip), 0) + coalesce(octet_length(e.html_gzip), 0))::int as "storedBytes",
  e.stored_at as "storedAt"`;

/** What is kept for some of a brand's answers (an answer of another brand is never found). */
export function getEvidenceMeta(db: Queryable, brandId: string, answerIds: readonly string[]) {
  return db.query<EvidenceMetaRow>(
    `/* getEvidenceMeta */
    select ${META} from public.answer_evidence e
    where e.user_id = $1 and e.answer_id = any($2::uuid[])`,
    [brandId, answerIds],
  );
}

/** One of the brand's answers' compressed payload or page, or nothing. */
export async function getEvidenceFile(
  db: Queryable,
  brandId: string,
  answerId: string,
  file: 'raw' | 'html',
): Promise<Uint8Array | null> {
  const column = file === 'raw' ? 'raw_gzip' : 'html_gzip';
  const [row] = await db.query<{ data: Uint8Array | null }>(
    `/* getEvidenceFile */
    select ${column} as data from public.answer_evidence where user_id = $1 and answer_id = $2`,
    [brandId, answerId],
  );
  return row?.data ?? null;
}

/** The brand's kept evidence: how many answers hold some, and the bytes stored (compressed). */
export async function getEvidenceUsage(db: Queryable, brandId: string) {
  const [row] = await db.query<{ answers: number; storedBytes: number; rawBytes: number; htmlBytes: number }>(
    `/* getEvidenceUsage */
    select count(*)::int as answers,
      coalesce(sum(coalesce(octet_length(raw_gzip), 0) + coalesce(octet_length(html_gzip), 0)), 0)::float8
        as "storedBytes",
      coalesce(sum(raw_bytes), 0)::float8 as "rawBytes", coalesce(sum(html_bytes), 0)::float8 as "htmlBytes"
    from public.answer_evidence where user_id = $1`,
    [brandId],
  );
  return row ?? { answers: 0, storedBytes: 0, rawBytes: 0, htmlBytes: 0 };
}

/** Deletes up to `limit` rows of any brand stored before `cutoff`; answers how many went. */
export async function deleteEvidenceBefore(db: Queryable, cutoff: Date, limit: number): Promise<number> {
  const rows = await db.query<{ answer_id: string }>(
    `/* deleteEvidenceBefore */
    delete from public.answer_evidence where answer_id in (
      select answer_id from public.answer_evidence where stored_at < $1 order by stored_at limit $2
    ) returning answer_id`,
    [cutoff, limit],
  );
  return rows.length;
}

/** One answer as an audit pack lists it: its reading (corrections applied), correction and analyzer. */
export interface PackAnswerRow {
  id: string;
  promptId: string;
  topicId: string;
  promptKind: 'BRANDED' | 'UNBRANDED';
  platform: string;
  surface: string;
  day: string;
  sample: number;
  status: string;
  error: string | null;
  engine: string;
  model: string | null;
  simulated: boolean;
  analyzer: string | null;
  question: string | null;
  text: string | null;
  visible: boolean | null;
  position: number | null;
  sentiment: number | null;
  competitors: { competitorId: string; position: number }[];
  collectedAt: Date;
  analysedAt: Date;
  correction: Record<string, unknown> | null;
}

/** A page of the brand's answers of some days, in (day, id) order after the cursor. */
export function getPackAnswers(
  db: Queryable,
  brandId: string,
  range: { from: string; to: string },
  after: { day: string; id: string } | null,
  limit: number,
) {
  return db.query<PackAnswerRow>(
    `/* getPackAnswers */
    select a.id, a.prompt_id as "promptId", a.topic_id as "topicId", ${promptKindOf('p.kind')} as "promptKind",
      a.platform, a.surface, a.collected_on::text as day, a.sample, a.status, a.error, a.engine, a.model,
      a.simulated, a.analyzer, a.question, a.answer_text as text, a.visible, a.position, a.sentiment,
      coalesce((select json_agg(json_build_object('competitorId', ac.competitor_id, 'position', ac.position)
        order by ac.position, ac.competitor_id) from public.answer_competitors ac where ac.answer_id = a.id),
        '[]'::json) as competitors,
      a.collected_at as "collectedAt", a.analysed_at as "analysedAt",
      (select json_build_object('confirmed', c.confirmed, 'visible', c.visible, 'position', c.position,
        'sentimentLabel', c.sentiment_label, 'competitorIds', c.competitor_ids,
        'analyzerReading', c.analyzer_reading, 'correctedByEmail', c.corrected_by_email,
        'correctedAt', c.corrected_at)
        from public.answer_corrections c where c.answer_id = a.id) as correction
    from public.answers a join public.prompts p on p.id = a.prompt_id
    where a.user_id = $1 and a.collected_on between $2::date and $3::date
      and ($4::date is null or (a.collected_on, a.id) > ($4::date, $5::uuid))
    order by a.collected_on, a.id
    limit $6`,
    [brandId, range.from, range.to, after?.day ?? null, after?.id ?? null, limit],
  );
}

/** A page of the brand's kept raw payloads of some days' answers (compressed), in (day, id) order. */
export function getPackPayloads(
  db: Queryable,
  brandId: string,
  range: { from: string; to: string },
  after: { day: string; id: string } | null,
  limit: number,
) {
  return db.query<{ id: string; day: string; raw: Uint8Array }>(
    `/* getPackPayloads */
    select a.id, a.collected_on::text as day, e.raw_gzip as raw
    from public.answers a join public.answer_evidence e on e.answer_id = a.id
    where a.user_id = $1 and e.user_id = $1 and e.raw_gzip is not null
      and a.collected_on between $2::date and $3::date
      and ($4::date is null or (a.collected_on, a.id) > ($4::date, $5::uuid))
    order by a.collected_on, a.id
    limit $6`,
    [brandId, range.from, range.to, after?.day ?? null, after?.id ?? null, limit],
  );
}

/** The brand's prompts, archived ones too, with their topic. */
export function getPackPrompts(db: Queryable, brandId: string) {
  return db.query<Record<string, unknown>>(
    `/* getPackPrompts */
    select p.id, p.question, ${promptKindOf('p.kind')} as kind, p.topic_id as "topicId", t.name as topic,
      p.created_at as "createdAt", p.archived_at as "archivedAt", p.question_changed_on::text as "questionChangedOn"
    from public.prompts p join public.topics t on t.id = p.topic_id
    where p.user_id = $1
    order by p.created_at, p.id`,
    [brandId],
  );
}

/**
 * The history of the brand's prompts: the audit log's entries about prompts made with the brand open, and
 * the change log's entries that name some of its prompts.
 */
export async function getPackPromptHistory(db: Queryable, brandId: string) {
  const audit = await db.query<Record<string, unknown>>(
    `/* getPackPromptAudit */
    select 'audit' as source, l.at, l.actor_email as "actorEmail", l.action, l.target
    from public.audit_log l
    where l.brand_id = $1 and (l.action ilike '%prompt%' or l.target ilike '%prompt%')
    order by l.at, l.id`,
    [brandId],
  );
  const changes = await db.query<Record<string, unknown>>(
    `/* getPackPromptChanges */
    select 'change' as source, c.created_at as at, c.created_by_email as "actorEmail", c.title as action,
      c.day::text as day, c.prompt_ids as "promptIds"
    from public.logged_changes c
    where c.user_id = $1 and cardinality(c.prompt_ids) > 0
    order by c.created_at, c.id`,
    [brandId],
  );
  return [...audit, ...changes];
}
