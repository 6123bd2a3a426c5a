/** SQL of the re-analysis: the account's job row (reanalysis_jobs) and the batch reads and writes on answers. */
import { queryWideRows, type Db, type Queryable } from '../../db/db';
import { analyzerAsRead } from '../collection';
import type { CountedReading } from '../../core/rollups';
import { sameWhy, type StoredWhy } from '../../core/analysis';
import type { StoredClaim, StoredStatement } from '../../core/judge';

export type ReanalysisState = 'queued' | 'running' | 'done' | 'failed';

/** Where a job is in the account's answers: the last one written (its collected_at as exact text). */
export interface ReanalysisCursor {
  at: string;
  id: string;
}

export interface ReanalysisRow {
  brandId: string;
  generation: number;
  state: ReanalysisState;
  cursor: ReanalysisCursor | null;
  done: number;
  total: number | null;
  attempts: number;
  error: string | null;
  requestedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** Only answers holding one of these strings are read again; null: every answer. */
  scope: string[] | null;
  /** Whether readings were written that no rebuild of the rollups has counted yet. */
  changed: boolean;
}

const COLUMNS = `user_id as "brandId", generation, state,
  case when cursor_id is not null then json_build_object('at', cursor_at::text, 'id', cursor_id) end as cursor,
  done, total, attempts, error, requested_at as "requestedAt", started_at as "startedAt", finished_at as "finishedAt",
  scope, changed`;

export async function getReanalysis(db: Queryable, brandId: string): Promise<ReanalysisRow | null> {
  const [row] = await db.query<ReanalysisRow>(
    `/* getReanalysis */ select ${COLUMNS} from public.reanalysis_jobs where user_id = $1`,
    [brandId],
  );
  return row ?? null;
}

/**
 * Queues the account's history for re-analysis from the start under a new generation: a job working on an
 * older one finds it gone at its next batch and stops. Returns the new generation.
 *
 * `scope` (namesAffectedByChange) limits it to the answers in that scope (ScopeEntry); null reads every
 * answer. The account's first re-analysis reads every answer (its history may have been read under any
 * earlier configuration), and a generation that did not finish passes its scope on: its answers are read
 * under whichever configuration it had reached. It passes on too whether it wrote readings, which only a
 * finished generation's rebuild rolls up.
 */
export async function requestReanalysisRow(
  db: Queryable,
  brandId: string,
  scope: readonly string[] | null = null,
): Promise<number> {
  const [row] = await db.query<{ generation: number }>(
    `/* requestReanalysis */
    insert into public.reanalysis_jobs as r (user_id) values ($1)
    on conflict (user_id) do update set generation = r.generation + 1, state = 'queued', cursor_at = null,
      cursor_id = null, done = 0, total = null, attempts = 0, error = null, lease_until = null, lease_owner = null,
      -- Readings an unfinished generation wrote are not rolled up yet: the new one's rebuild must count them.
      changed = r.state <> 'done' and r.changed,
      requested_at = now(), started_at = null, finished_at = null,
      scope = case
        when $2::text[] is null then null
        when r.state = 'done' then $2::text[]
        when r.scope is null then null
        else array(select distinct name from unnest(r.scope || $2::text[]) as name order by name)
      end
    returning generation`,
    [brandId, scope],
  );
  return row!.generation;
}

/**
 * Takes the account's re-analysis for `owner`: queued, or running with an expired lease (its worker died or
 * stalled). Null when there is nothing to do or another worker holds a live lease.
 */
export async function claimReanalysis(
  db: Queryable,
  brandId: string,
  owner: string,
  leaseSeconds: number,
): Promise<ReanalysisRow | null> {
  const [row] = await db.query<ReanalysisRow>(
    `/* claimReanalysis */
    update public.reanalysis_jobs set state = 'running', attempts = attempts + 1, lease_owner = $2,
      lease_until = now() + make_interval(secs => $3), started_at = coalesce(started_at, now())
    where user_id = $1
      and (state = 'queued' or (state = 'running' and (lease_until is null or lease_until < now())))
    returning ${COLUMNS}`,
    [brandId, owner, leaseSeconds],
  );
  return row ?? null;
}

/** Extends the lease while `owner` still holds the account's re-analysis; false when it lost it. */
export async function renewReanalysisLease(
  db: Queryable,
  brandId: string,
  owner: string,
  leaseSeconds: number,
): Promise<boolean> {
  const rows = await db.query(
    `/* renewReanalysisLease */ update public.reanalysis_jobs
    set lease_until = now() + make_interval(secs => $3)
    where user_id = $1 and state = 'running' and lease_owner = $2 returning 1`,
    [brandId, owner, leaseSeconds],
  );
  return rows.length === 1;
}

/** Counts the answers a generation reads, once (a resumed job keeps the count it started with). */
export async function setReanalysisTotal(db: Queryable, brandId: string, owner: string): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    `/* setReanalysisTotal */ update public.reanalysis_jobs r
    set total = coalesce(r.total, (select count(*)::int from public.answers a
      where a.user_id = $1 and a.status = 'ok' and a.answer_text is not null))
    where r.user_id = $1 and r.lease_owner = $2 returning r.total`,
    [brandId, owner],
  );
  return row?.total ?? 0;
}

export interface AnswerToRead {
  id: string;
  /** When it was collected, as text exact to the microsecond: with the id, the cursor after it. */
  at: string;
  text: string;
  /** What the answer's row holds now: the batch writes only the answers whose reading changed. */
  stored: StoredReading;
}

/** An answer's reading as its row holds it (the competitors it names by id, with their positions). */
export interface StoredReading extends CountedReading {
  /** The analyzer that read it last (analyzerAsRead). */
  analyzer: string | null;
  hasEvidence: boolean;
  /** Why it read so (null for a row read before the why was kept). */
  why: StoredWhy | null;
}

/**
 * The next answers after `cursor`, newest first: (collected_at, id) descending, the order of the
 * answers_user_collected index, whose row comparison keeps every batch a short index range however far the
 * job has got. The cursor's timestamp travels as text, exact to the microsecond.
 */
export function nextAnswersToRead(
  db: Db,
  brandId: string,
  cursor: ReanalysisCursor | null,
  limit: number,
): Promise<AnswerToRead[]> {
  return queryWideRows<AnswerToRead>(
    db,
    `/* nextAnswersToReanalyse */
    select a.id, a.collected_at::text as at, a.answer_text as text,
      json_build_object('analyzer', ${analyzerAsRead('a', 'r')}, 'visible', a.visible, 'position', a.position,
        'sentiment', a.sentiment, 'hasEvidence', a.evidence is not null, 'why', a.why,
        'competitors', array(select json_build_array(ac.competitor_id, ac.position)
          from public.answer_competitors ac where ac.answer_id = a.id)) as stored
    from public.answers a left join public.reanalysis_jobs r on r.user_id = a.user_id
    where a.user_id = $1 and a.status = 'ok' and a.answer_text is not null
      and ($2::timestamptz is null or (a.collected_at, a.id) < ($2::timestamptz, $3::uuid))
    order by a.collected_at desc, a.id desc
    limit $4`,
    [brandId, cursor?.at ?? null, cursor?.id ?? null, limit],
  );
}

/**
 * Moves the cursor past a batch, in the transaction that writes it: the new cursor, or null when the
 * generation was superseded or the lease taken over, and then the caller writes nothing.
 */
export async function advanceReanalysisCursor(
  tx: Queryable,
  job: { brandId: string; generation: number; owner: string; leaseSeconds: number },
  lastId: string,
  count: number,
): Promise<ReanalysisCursor | null> {
  const [row] = await tx.query<{ cursor: ReanalysisCursor }>(
    `/* advanceReanalysisCursor */ update public.reanalysis_jobs r
    set cursor_id = $4, cursor_at = (select collected_at from public.answers where id = $4), done = r.done + $5,
      lease_until = now() + make_interval(secs => $6)
    where r.user_id = $1 and r.generation = $2 and r.lease_owner = $3 and r.state = 'running'
    returning json_build_object('at', r.cursor_at::text, 'id', r.cursor_id) as cursor`,
    [job.brandId, job.generation, job.owner, lastId, count, job.leaseSeconds],
  );
  return row?.cursor ?? null;
}

/** One answer as the analyzer read it again. */
export interface Reanalysed {
  id: string;
  analyzer: string;
  visible: boolean;
  position: number | null;
  sentiment: number | null;
  evidence: unknown;
  competitors: readonly { competitorId: string; position: number }[];
  why: StoredWhy;
  /** What it says of the brand and each tracked competitor. */
  statements: readonly StoredStatement[];
  /** The values it states for the brand's facts. */
  claims: readonly StoredClaim[];
}

/**
 * What writing `reading` would change in the row: nothing; only the analyzer that produced it (an upgraded
 * analyzer read it the same: the figures stand, and with them the rollups); only its why (and the analyzer):
 * the same figures by other rules, or a row read before the why was kept; or the figures. Compared as
 * writeReanalysedAnswers stores them: no position or sentiment when not visible, the sentiment as a real, a
 * competitor at its first position. A judge's quotes are always written.
 */
export function readingChange(
  reading: Reanalysed,
  stored: StoredReading,
): 'none' | 'analyzer' | 'why' | 'figures' {
  if (stored.hasEvidence || (reading.visible && reading.evidence != null)) return 'figures';
  const real = (value: number | null) => (value === null ? null : Math.fround(value));
  const counted = countedReading(reading);
  if (
    counted.visible !== stored.visible ||
    counted.position !== stored.position ||
    real(counted.sentiment) !== real(stored.sentiment)
  )
    return 'figures';
  const named = new Map(counted.competitors);
  const sameCompetitors =
    named.size === stored.competitors.length &&
    stored.competitors.every(([competitorId, position]) => named.get(competitorId) === position);
  if (!sameCompetitors) return 'figures';
  if (!sameWhy(reading.why, stored.why)) return 'why';
  return reading.analyzer === stored.analyzer ? 'none' : 'analyzer';
}

/**
 * A reading as writeReanalysedAnswers stores it and the rollups count it: no position or sentiment when not
 * visible, each competitor once, at its first position.
 */
export function countedReading(reading: Reanalysed): CountedReading {
  const named = new Map<string, number>();
  for (const { competitorId, position } of reading.competitors)
    named.set(competitorId, Math.min(position, named.get(competitorId) ?? position));
  return {
    visible: reading.visible,
    position: reading.visible ? reading.position : null,
    sentiment: reading.visible ? reading.sentiment : null,
    competitors: [...named],
  };
}

/** The figures of a reading counted so, as a re-analysis writes them (the inverse of countedReading). */
export function reanalysedFigures(
  reading: CountedReading,
): Pick<Reanalysed, 'visible' | 'position' | 'sentiment' | 'competitors'> {
  return {
    visible: reading.visible,
    position: reading.position,
    sentiment: reading.sentiment,
    competitors: reading.competitors.map(([competitorId, position]) => ({ competitorId, position })),
  };
}

/**
 * Whether a full re-read by the rules analyzer `analyzer`, which records itself on the account's row when it
 * ends (finishReanalysis), leaves the row of an answer it reads as `stored` holds it: when both readings are
 * the rules analyzer's own (no judge, no fallback). Other readings get the new analyzer written.
 */
export function confirmedByFullRead(analyzer: string, stored: StoredReading): boolean {
  return isRulesReading(analyzer) && stored.analyzer !== null && isRulesReading(stored.analyzer);
}

const isRulesReading = (analyzer: string) => analyzer.startsWith('rules@') && !analyzer.includes(' ');

/**
 * Records that these answers were read again with the figures their rows hold (readingChange 'analyzer' or
 * 'why'): the analyzer that read them and why; the rollups stand.
 */
export async function relabelReanalysedAnswers(
  tx: Queryable,
  brandId: string,
  answers: readonly Pick<Reanalysed, 'id' | 'analyzer' | 'why'>[],
): Promise<void> {
  if (answers.length === 0) return;
  await tx.query(
    `/* relabelReanalysedAnswers */ update public.answers a
    set analyzer = t.analyzer, why = t.why::jsonb, analysed_at = now()
    from unnest($2::uuid[], $3::text[], $4::text[]) as t(id, analyzer, why)
    where a.id = t.id and a.user_id = $1 and a.id = any($2::uuid[])
      and (a.analyzer, a.why) is distinct from (t.analyzer, t.why::jsonb)`,
    [
      brandId,
      answers.map((a) => a.id),
      answers.map((a) => a.analyzer),
      answers.map((a) => JSON.stringify(a.why)),
    ],
  );
}

/**
 * Writes a batch's readings set-based: one UPDATE … FROM unnest for the answers (rows whose reading did not
 * change are left alone), one DELETE and one INSERT for the competitors they name. A competitor row is
 * written only for an answer and a competitor of the account that the INSERT reads, so its references hold
 * without the foreign-key checks (trustReferencesOnEmbeddedStore). Returns how many rows changed.
 */
export async function writeReanalysedAnswers(
  tx: Queryable,
  brandId: string,
  answers: readonly Reanalysed[],
): Promise<number> {
  const changed = await tx.query(
    `/* writeReanalysedAnswers */ update public.answers a
    set analyzer = t.analyzer, visible = t.visible, position = t.position, sentiment = t.sentiment,
      evidence = t.evidence::jsonb, why = t.why::jsonb, analysed_at = now()
    from unnest($2::uuid[], $3::text[], $4::boolean[], $5::int[], $6::real[], $7::text[], $8::text[])
      as t(id, analyzer, visible, position, sentiment, evidence, why)
    where a.id = t.id and a.user_id = $1 and a.id = any($2::uuid[])
      and (a.analyzer, a.visible, a.position, a.sentiment, a.evidence::text, a.why)
        is distinct from (t.analyzer, t.visible, t.position, t.sentiment, t.evidence::jsonb::text, t.why::jsonb)
    returning 1`,
    [
      brandId,
      answers.map((a) => a.id),
      answers.map((a) => a.analyzer),
      answers.map((a) => a.visible),
      answers.map((a) => (a.visible ? a.position : null)),
      answers.map((a) => (a.visible ? a.sentiment : null)),
      answers.map((a) => (a.visible && a.evidence != null ? JSON.stringify(a.evidence) : null)),
      answers.map((a) => JSON.stringify(a.why)),
    ],
  );
  const named = { answerIds: [] as string[], competitorIds: [] as string[], positions: [] as number[] };
  for (const answer of answers)
    for (const competitor of answer.competitors) {
      named.answerIds.push(answer.id);
      named.competitorIds.push(competitor.competitorId);
      named.positions.push(competitor.position);
    }
  const unnamed = await tx.query(
    `/* deleteUnnamedCompetitors */ delete from public.answer_competitors ac
    where ac.user_id = $1 and ac.answer_id = any($2::uuid[])
      and (ac.answer_id, ac.competitor_id) not in (select * from unnest($3::uuid[], $4::uuid[]))
    returning 1`,
    [brandId, answers.map((a) => a.id), named.answerIds, named.competitorIds],
  );
  if (named.answerIds.length === 0) return changed.length + unnamed.length;
  const upserted = await tx.query(
    `/* upsertNamedCompetitors */
    insert into public.answer_competitors as ac (answer_id, competitor_id, user_id, position)
    select t.answer_id, t.competitor_id, $1::uuid, min(t.position)
    from unnest($2::uuid[], $3::uuid[], $4::int[]) as t(answer_id, competitor_id, position)
      join public.answers a on a.id = t.answer_id and a.user_id = $1::uuid
    where t.competitor_id in (select id from public.competitors where user_id = $1::uuid)
    group by t.answer_id, t.competitor_id
    on conflict (answer_id, competitor_id) do update set position = excluded.position
      where ac.position is distinct from excluded.position
    returning 1`,
    [brandId, named.answerIds, named.competitorIds, named.positions],
  );
  return changed.length + unnamed.length + upserted.length;
}

/** Records that a batch of the generation changed stored readings (in the batch's transaction). */
export async function markReanalysisChanged(tx: Queryable, brandId: string): Promise<void> {
  await tx.query(
    `/* markReanalysisChanged */ update public.reanalysis_jobs set changed = true where user_id = $1`,
    [brandId],
  );
}

/**
 * Marks the generation done (in the transaction that rebuilds the rollups): whether any of its batches
 * changed a reading, or null when it was superseded. `readBy`: the rules analyzer that read every answer of
 * the history in this generation, which left the rows it read the same as they were (analyzerAsRead).
 */
export async function finishReanalysis(
  tx: Queryable,
  job: { brandId: string; generation: number; owner: string },
  readBy: string | null = null,
): Promise<{ changed: boolean } | null> {
  const [row] = await tx.query<{ changed: boolean }>(
    `/* finishReanalysis */ update public.reanalysis_jobs
    set state = 'done', finished_at = now(), error = null, lease_until = null, lease_owner = null,
      read_by = coalesce($4, read_by), read_at = case when $4::text is null then read_at else started_at end
    where user_id = $1 and generation = $2 and lease_owner = $3 and state = 'running' returning changed`,
    [job.brandId, job.generation, job.owner, readBy],
  );
  return row ?? null;
}

/**
 * Records a failed attempt and releases the lease, so a retry resumes at once; after the last attempt the
 * generation is failed for good.
 */
export async function recordReanalysisError(
  db: Queryable,
  job: { brandId: string; generation: number; owner: string },
  error: string,
  final: boolean,
): Promise<void> {
  await db.query(
    `/* recordReanalysisError */ update public.reanalysis_jobs
    set error = $4, lease_until = null, state = case when $5 then 'failed' else state end,
      finished_at = case when $5 then now() else finished_at end
    where user_id = $1 and generation = $2 and lease_owner = $3`,
    [job.brandId, job.generation, job.owner, error, final],
  );
}

/** Accounts whose re-analysis is queued, or running with an expired lease: work a stopped worker left. */
export function getOrphanedReanalyses(db: Queryable): Promise<{ brandId: string }[]> {
  return db.query<{ brandId: string }>(`/* getOrphanedReanalyses */
    select user_id as "brandId" from public.reanalysis_jobs
    where state = 'queued' or (state = 'running' and (lease_until is null or lease_until < now()))
    order by requested_at`);
}

/**
 * Accounts holding answers that an earlier version of the rules analyzer read last (analyzerAsRead; or whose
 * analyzer was never recorded), with no re-analysis queued or running: after an upgrade their history is
 * read again.
 */
export function getAccountsReadByOlderRules(
  db: Queryable,
  rulesAnalyzer: string,
): Promise<{ brandId: string }[]> {
  return db.query<{ brandId: string }>(
    `/* getAccountsReadByOlderRules */
    select p.id as "brandId" from public.profiles p left join public.reanalysis_jobs r on r.user_id = p.id
    where coalesce(r.state, 'done') not in ('queued', 'running')
      and exists (select 1 from public.answers a where a.user_id = p.id and a.status = 'ok'
        and (a.analyzer is null or (a.analyzer like 'rules@%' and split_part(${analyzerAsRead('a', 'r')}, ' ', 1) <> $1)))`,
    [rulesAnalyzer],
  );
}
