import type { Queryable } from '../../db/db';
import { getPromptAsksCost } from './prompt-asks.store';

export type RunTrigger = 'schedule' | 'manual' | 'cli' | 'onboarding';
export type RunStatus = 'queued' | 'running' | 'completed' | 'failed';

export interface RunRow {
  id: string;
  brandId: string;
  day: string;
  trigger: RunTrigger;
  status: RunStatus;
  total: number;
  answered: number;
  failures: number;
  /** Answers the engines declined to give: settled, like answers and failures. */
  refusals: number;
  /** Queries the platform showed no answer for (Google without an AI Overview): settled too. */
  noAnswers: number;
  platforms: string[];
  error: string | null;
  attempts: number;
  /** Calls and tokens the LLM judge used for this run, and whether its cap was reached. */
  judgeCalls: number;
  judgeTokens: number;
  judgeCapReached: boolean;
  /** Samples the run planned (every prompt on every engine, each × its samples); null before it planned. */
  plannedSamples: number | null;
  /** Why it planned them, in words (the targets, the floor, the spent budget); null before it planned. */
  planReason: string | null;
  /** What the month's requests had cost when it planned, and the budget it was held to (US dollars). */
  monthSpendUsd: number | null;
  monthBudgetUsd: number | null;
  /** The month's budget was spent: the run asked every prompt the floor of samples. */
  budgetSpent: boolean;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

const RUN_COLUMNS = `id, user_id as "brandId", to_char(day, 'YYYY-MM-DD') as day, trigger, status, total, answered,
  failures, refusals, no_answers as "noAnswers", platforms, error, attempts, judge_calls as "judgeCalls", judge_tokens as "judgeTokens",
  judge_cap_reached as "judgeCapReached", planned_samples as "plannedSamples", plan_reason as "planReason",
  month_spend_usd::float8 as "monthSpendUsd", month_budget_usd::float8 as "monthBudgetUsd",
  budget_spent as "budgetSpent", created_at as "createdAt", started_at as "startedAt", finished_at as "finishedAt"`;

/**
 * A new queued run for the account and day, or the queued/running one that already exists (the partial
 * unique index keeps one active run per account and day). `created` says which.
 */
export async function insertRun(
  db: Queryable,
  brandId: string,
  day: string,
  trigger: RunTrigger,
): Promise<{ run: RunRow; created: boolean }> {
  const inserted = await db.query<RunRow>(
    `/* insertRun */ 
    insert into public.collection_runs (user_id, day, trigger) values ($1, $2, $3)
    on conflict (user_id, day) where status in ('queued', 'running') do nothing
    returning ${RUN_COLUMNS}`,
    [brandId, day, trigger],
  );
  if (inserted[0]) return { run: inserted[0], created: true };
  const [active] = await db.query<RunRow>(
    `/* getActiveRun */ select ${RUN_COLUMNS} from public.collection_runs
    where user_id = $1 and day = $2 and status in ('queued', 'running')`,
    [brandId, day],
  );
  if (!active) throw new Error('collection run vanished while being created');
  return { run: active, created: false };
}

export async function getRun(db: Queryable, runId: string): Promise<RunRow | null> {
  const [row] = await db.query<RunRow>(
    `/* getRun */ select ${RUN_COLUMNS} from public.collection_runs where id = $1`,
    [runId],
  );
  return row ?? null;
}

export async function getAccountRun(db: Queryable, brandId: string, runId: string): Promise<RunRow | null> {
  const [row] = await db.query<RunRow>(
    `/* getAccountRun */ select ${RUN_COLUMNS} from public.collection_runs where id = $1 and user_id = $2`,
    [runId, brandId],
  );
  return row ?? null;
}

export async function getRecentRuns(db: Queryable, brandId: string, limit: number): Promise<RunRow[]> {
  return db.query<RunRow>(
    `/* getRecentRuns */ select ${RUN_COLUMNS} from public.collection_runs where user_id = $1
    order by created_at desc, id desc limit $2`,
    [brandId, limit],
  );
}

/** Whether the account already has a run for the day (the daily schedule starts at most one). */
export async function hasRunForDay(db: Queryable, brandId: string, day: string): Promise<boolean> {
  const rows = await db.query(
    '/* hasRunForDay */ select 1 from public.collection_runs where user_id = $1 and day = $2 limit 1',
    [brandId, day],
  );
  return rows.length > 0;
}

/**
 * Takes the run for the worker `owner`: queued, or running with an expired lease (its worker died or
 * stalled). Returns null when the run is finished or another worker holds a live lease.
 */
export async function claimRun(
  db: Queryable,
  runId: string,
  leaseSeconds: number,
  owner: string,
): Promise<RunRow | null> {
  const [row] = await db.query<RunRow>(
    `/* claimRun */ 
    update public.collection_runs set status = 'running', attempts = attempts + 1,
      started_at = coalesce(started_at, now()), lease_until = now() + make_interval(secs => $2), lease_owner = $3
    where id = $1 and (status = 'queued' or (status = 'running' and (lease_until is null or lease_until < now())))
    returning ${RUN_COLUMNS}`,
    [runId, leaseSeconds, owner],
  );
  return row ?? null;
}

/** Extends the lease while `owner` still holds the running run; false when another worker took it over. */
export async function renewRunLease(
  db: Queryable,
  runId: string,
  owner: string,
  leaseSeconds: number,
): Promise<boolean> {
  const rows = await db.query(
    `/* renewRunLease */ update public.collection_runs set lease_until = now() + make_interval(secs => $3)
    where id = $1 and status = 'running' and lease_owner = $2 returning id`,
    [runId, owner, leaseSeconds],
  );
  return rows.length === 1;
}

/**
 * An attempt's plan: what it asks, and the brand configuration (readingConfigHash) it reads the answers
 * against, added to those of earlier attempts (null when it reads none).
 */
export async function setRunPlan(
  db: Queryable,
  runId: string,
  total: number,
  platforms: string[],
  readWith: string | null,
) {
  await db.query(
    `/* setRunPlan */ update public.collection_runs set total = $2, platforms = $3,
      read_with = case when $4::text is null or $4::text = any(read_with) then read_with
        else read_with || $4::text end
    where id = $1`,
    [runId, total, platforms, readWith],
  );
}

/** The samples an attempt planned and why, with the month's spend and budget it planned against. */
export async function setRunSamplePlan(
  db: Queryable,
  runId: string,
  plan: {
    plannedSamples: number;
    reason: string;
    monthSpendUsd: number;
    monthBudgetUsd: number | null;
    budgetSpent: boolean;
  },
) {
  await db.query(
    `/* setRunSamplePlan */ update public.collection_runs set planned_samples = $2, plan_reason = $3,
      month_spend_usd = $4, month_budget_usd = $5, budget_spent = $6 where id = $1`,
    [runId, plan.plannedSamples, plan.reason, plan.monthSpendUsd, plan.monthBudgetUsd, plan.budgetSpent],
  );
}

/**
 * Requests of one kind the brand's answers made between two days: vendor answers per platform, model,
 * surface and engine (an app answer's engine names its scraper).
 */
export interface MonthRequestRow {
  platform: string;
  model: string | null;
  surface: string;
  engine: string;
  requests: number;
}

/**
 * The requests the brand's answers of the days from–to made of vendors: every stored answer not simulated
 * and not failed (a failed call is not billed by the vendors priced), the LLM judge's calls the runs of
 * those days counted, and what the one-off asks of those days cost (prompt_asks, priced when asked).
 */
export async function getPaidRequests(
  db: Queryable,
  brandId: string,
  from: string,
  to: string,
): Promise<{ answers: MonthRequestRow[]; judgeCalls: number; oneOffAsksUsd: number }> {
  const [answers, [judge], oneOffAsksUsd] = await Promise.all([
    db.query<MonthRequestRow>(
      `/* getPaidAnswerRequests */ select platform, model, surface, engine, count(*)::int as requests
       from public.answers where user_id = $1 and collected_on between $2::date and $3::date
         and not simulated and status <> 'failed'
       group by platform, model, surface, engine`,
      [brandId, from, to],
    ),
    db.query<{ judgeCalls: number }>(
      `/* getPaidJudgeCalls */ select coalesce(sum(judge_calls), 0)::int as "judgeCalls"
       from public.collection_runs where user_id = $1 and day between $2::date and $3::date`,
      [brandId, from, to],
    ),
    getPromptAsksCost(db, brandId, from, to),
  ]);
  return { answers, judgeCalls: judge?.judgeCalls ?? 0, oneOffAsksUsd };
}

/** What the run's LLM judge has used so far (kept with the run, so a resumed run goes on counting). */
export async function setRunJudgeUsage(
  db: Queryable,
  runId: string,
  usage: { calls: number; tokens: number; capReached: boolean },
) {
  await db.query(
    `/* setRunJudgeUsage */ update public.collection_runs set judge_calls = $2, judge_tokens = $3,
      judge_cap_reached = $4 where id = $1`,
    [runId, usage.calls, usage.tokens, usage.capReached],
  );
}

/**
 * Progress from the answers themselves (so a resumed run counts what its predecessor stored): answers
 * and failures of the account's day on the run's platforms, for the active prompts.
 */
export async function refreshRunProgress(db: Queryable, runId: string): Promise<RunRow | null> {
  await db.query(
    `/* refreshRunProgress */ 
    with counts as (
      -- A failure left by an earlier run is asked again by this one: not settled until then.
      select count(*) filter (where a.status = 'ok')::int as answered,
        count(*) filter (where a.status = 'failed' and a.collected_at >= r.created_at)::int as failures,
        count(*) filter (where a.status = 'refused')::int as refusals,
        count(*) filter (where a.status = 'no_answer')::int as no_answers
      from public.collection_runs r
      join public.answers a on a.user_id = r.user_id and a.collected_on = r.day and a.platform = any(r.platforms)
      join public.prompts p on p.id = a.prompt_id and p.archived_at is null
      join public.topics t on t.id = p.topic_id and t.archived_at is null
      where r.id = $1
    ),
    -- Each count capped by what the run's total leaves after the ones before it (answers first).
    capped as (
      select r.id, a1.answered, a2.refusals, a3.no_answers,
        least(c.failures, greatest(r.total - a1.answered - a2.refusals - a3.no_answers, 0)) as failures
      from public.collection_runs r cross join counts c
      cross join lateral (select least(c.answered, r.total) as answered) a1
      cross join lateral (select least(c.refusals, greatest(r.total - a1.answered, 0)) as refusals) a2
      cross join lateral (
        select least(c.no_answers, greatest(r.total - a1.answered - a2.refusals, 0)) as no_answers
      ) a3
      where r.id = $1
    )
    update public.collection_runs r set answered = k.answered, refusals = k.refusals,
      no_answers = k.no_answers, failures = k.failures
    from capped k where r.id = k.id`,
    [runId],
  );
  return getRun(db, runId);
}

/**
 * Finishes the run unless another worker has taken it over from `owner` (then null); returns the brand
 * configurations its attempts read answers against (setRunPlan).
 */
export async function finishRun(
  db: Queryable,
  runId: string,
  owner: string,
  status: 'completed' | 'failed',
  error: string | null = null,
): Promise<{ readWith: string[] } | null> {
  const [row] = await db.query<{ readWith: string[] }>(
    `/* finishRun */ update public.collection_runs set status = $3, error = $4, finished_at = now(), lease_until = null
    where id = $1 and lease_owner = $2 and status = 'running' returning read_with as "readWith"`,
    [runId, owner, status, error],
  );
  return row ?? null;
}

/** Records why `owner`'s attempt stopped and releases its lease, so a retry resumes at once. */
export async function recordRunError(
  db: Queryable,
  runId: string,
  owner: string,
  error: string,
): Promise<void> {
  await db.query(
    `/* recordRunError */ update public.collection_runs set error = $3, lease_until = null
    where id = $1 and lease_owner = $2`,
    [runId, owner, error],
  );
}

/** Unfinished runs nobody is working on: queued ones and running ones whose lease ran out. */
/**
 * Runs of the run's workspace (any of its brands) that a worker is collecting now, this run aside: a
 * workspace's share of the workers (COLLECTION_RUNS_PER_WORKSPACE).
 */
export async function countWorkspaceRunsRunning(db: Queryable, runId: string): Promise<number> {
  const [row] = await db.query<{ running: number }>(
    `/* countWorkspaceRunsRunning */ select count(*)::int as running
     from public.collection_runs r join public.profiles p on p.id = r.user_id
     where r.id <> $1 and r.status = 'running' and r.lease_until > now()
       and p.workspace_id = (select owner.workspace_id from public.collection_runs mine
         join public.profiles owner on owner.id = mine.user_id where mine.id = $1)`,
    [runId],
  );
  return row!.running;
}

export async function getOrphanedRuns(db: Queryable): Promise<{ id: string }[]> {
  return db.query<{ id: string }>(`/* getOrphanedRuns */ 
    select id from public.collection_runs
    where status = 'queued' or (status = 'running' and (lease_until is null or lease_until < now()))
    order by created_at`);
}

/** Failures per platform for the run's day (shown beside the figures they would have changed). */
export async function getRunPlatformCounts(
  db: Queryable,
  run: Pick<RunRow, 'brandId' | 'day' | 'platforms'>,
): Promise<
  {
    platform: string;
    answered: number;
    failures: number;
    simulatedFailures: number;
    refusals: number;
    noAnswers: number;
  }[]
> {
  return db.query(
    `/* getRunPlatformCounts */ 
    select a.platform, count(*) filter (where a.status = 'ok')::int as answered,
      count(*) filter (where a.status = 'failed')::int as failures,
      count(*) filter (where a.status = 'failed' and a.simulated)::int as "simulatedFailures",
      count(*) filter (where a.status = 'refused')::int as refusals,
      count(*) filter (where a.status = 'no_answer')::int as "noAnswers"
    from public.answers a
    where a.user_id = $1 and a.collected_on = $2 and a.platform = any($3::text[])
    group by a.platform order by a.platform`,
    [run.brandId, run.day, run.platforms],
  );
}

export async function getSamplesPerPrompt(db: Queryable, brandId: string): Promise<number> {
  const [row] = await db.query<{ samples: number }>(
    '/* getSamplesPerPrompt */ select samples_per_prompt as samples from public.profiles where id = $1',
    [brandId],
  );
  return row?.samples ?? 1;
}

/** Accounts with something to collect: a brand and at least one active prompt. */
export async function getCollectableAccounts(db: Queryable): Promise<{ brandId: string }[]> {
  return db.query<{ brandId: string }>(`/* getCollectableAccounts */ 
    select p.id as "brandId"
    from public.profiles p
    where exists (select 1 from public.brands b where b.user_id = p.id)
      and exists (select 1 from public.prompts q where q.user_id = p.id and q.archived_at is null)
    order by p.id`);
}

/** Answers and failures per platform of the account's day (what `npm run collect` prints at the end). */
export function getDayPlatformCounts(db: Queryable, brandId: string, day: string) {
  return db.query<{ platform: string; ok: number; failed: number; refused: number; noAnswer: number }>(
    `/* getDayPlatformCounts */ select platform, count(*) filter (where status = 'ok')::int as ok,
      count(*) filter (where status = 'failed')::int as failed,
      count(*) filter (where status = 'refused')::int as refused,
      count(*) filter (where status = 'no_answer')::int as "noAnswer"
    from public.answers where user_id = $1 and collected_on = $2 group by platform order by platform`,
    [brandId, day],
  );
}

/**
 * Records answers already stored for the account's days as completed runs, one per day that has answers
 * and no run yet, with that day's counts and times (the demo seed's backfilled history).
 */
export async function insertCompletedRunsForDays(
  db: Queryable,
  brandId: string,
  days: readonly string[],
  trigger: RunTrigger,
): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `/* insertCompletedRunsForDays */
    insert into public.collection_runs
      (user_id, day, trigger, status, total, answered, failures, refusals, no_answers, platforms, created_at,
        started_at, finished_at)
    select $1, a.collected_on, $3, 'completed', count(*)::int,
      count(*) filter (where a.status = 'ok')::int, count(*) filter (where a.status = 'failed')::int,
      count(*) filter (where a.status = 'refused')::int, count(*) filter (where a.status = 'no_answer')::int,
      array_agg(distinct a.platform order by a.platform), min(a.collected_at), min(a.collected_at), max(a.collected_at)
    from public.answers a
    where a.user_id = $1 and a.collected_on = any($2::date[])
      and not exists (select 1 from public.collection_runs r where r.user_id = $1 and r.day = a.collected_on)
    group by a.collected_on
    returning id`,
    [brandId, days, trigger],
  );
  return rows.length;
}
