/** SQL for public report requests (table report_requests, migration 0005). */
import type { Queryable } from '../../db/db';
import type { ReportResults } from './report.compute';

export type ReportStatus = 'queued' | 'running' | 'sent' | 'failed';

export interface ReportRow {
  id: string;
  token: string;
  email: string;
  companyName: string;
  website: string | null;
  competitors: string[];
  keywords: string[];
  prompts: string[];
  platforms: string[];
  status: ReportStatus;
  attempts: number;
  failureReason: string | null;
  results: ReportResults | null;
  createdAt: Date;
  sentAt: Date | null;
}

const COLUMNS = `id, token, email, company_name as "companyName", website, competitors, keywords, prompts,
  platforms, status, attempts, failure_reason as "failureReason", results, created_at as "createdAt",
  sent_at as "sentAt"`;

export interface NewReport {
  token: string;
  email: string;
  companyName: string;
  website: string | null;
  competitors: string[];
  keywords: string[];
  prompts: string[];
  platforms: string[];
  ip: string;
}

export async function insertReport(db: Queryable, report: NewReport): Promise<ReportRow> {
  const [row] = await db.query<ReportRow>(
    `/* insertReport */ insert into public.report_requests
      (token, email, company_name, website, competitors, keywords, prompts, platforms, ip)
      values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
      returning ${COLUMNS}`,
    [
      report.token,
      report.email,
      report.companyName,
      report.website,
      report.competitors,
      report.keywords,
      report.prompts,
      report.platforms,
      report.ip,
    ],
  );
  return row as ReportRow;
}

/** Requests in the windows the rate limits look at, and whether the address has one unfinished. */
export async function getRecentRequestCounts(
  db: Queryable,
  ip: string,
  email: string,
): Promise<{ byIpLastHour: number; byEmailLastDay: number; activeForEmail: number }> {
  const [row] = await db.query<{ byIpLastHour: number; byEmailLastDay: number; activeForEmail: number }>(
    `/* getRecentRequestCounts */ select
      (select count(*)::int from public.report_requests
        where ip = $1 and created_at > now() - interval '1 hour') as "byIpLastHour",
      (select count(*)::int from public.report_requests
        where lower(email) = lower($2) and created_at > now() - interval '1 day') as "byEmailLastDay",
      (select count(*)::int from public.report_requests
        where lower(email) = lower($2) and status in ('queued', 'running')) as "activeForEmail"`,
    [ip, email],
  );
  return row ?? { byIpLastHour: 0, byEmailLastDay: 0, activeForEmail: 0 };
}

export async function getReportByToken(db: Queryable, token: string): Promise<ReportRow | null> {
  const [row] = await db.query<ReportRow>(
    `/* getReportByToken */ select ${COLUMNS} from public.report_requests where token = $1`,
    [token],
  );
  return row ?? null;
}

export async function getReportById(db: Queryable, id: string): Promise<ReportRow | null> {
  const [row] = await db.query<ReportRow>(
    `/* getReportById */ select ${COLUMNS} from public.report_requests where id = $1`,
    [id],
  );
  return row ?? null;
}

/**
 * Takes the report for one worker: a queued report, or a running one whose holder stopped renewing its
 * lease (crashed). Null when it is finished or another live worker holds it.
 */
export async function claimReport(
  db: Queryable,
  id: string,
  leaseSeconds: number,
  owner: string,
): Promise<ReportRow | null> {
  const [row] = await db.query<ReportRow>(
    `/* claimReport */ update public.report_requests
      set status = 'running', attempts = attempts + 1, lease_until = now() + make_interval(secs => $2),
          started_at = coalesce(started_at, now()), lease_owner = $3
      where id = $1 and (status = 'queued' or (status = 'running' and lease_until < now()))
      returning ${COLUMNS}`,
    [id, leaseSeconds, owner],
  );
  return row ?? null;
}

/** Extends the lease while `owner` still holds the report; false when another worker took it over. */
export async function renewReportLease(
  db: Queryable,
  id: string,
  owner: string,
  leaseSeconds: number,
): Promise<boolean> {
  const rows = await db.query(
    `/* renewReportLease */ update public.report_requests set lease_until = now() + make_interval(secs => $3)
      where id = $1 and status = 'running' and lease_owner = $2 returning id`,
    [id, owner, leaseSeconds],
  );
  return rows.length === 1;
}

/** Keeps computed results, so a retry after a failed send does not ask the engines again. */
export async function saveResults(db: Queryable, id: string, results: ReportResults): Promise<void> {
  await db.query(
    '/* saveResults */ update public.report_requests set results = ($2::text)::jsonb where id = $1',
    [id, JSON.stringify(results)],
  );
}

export async function markSent(db: Queryable, id: string, messageId: string): Promise<void> {
  await db.query(
    `/* markSent */ update public.report_requests
      set status = 'sent', message_id = $2, sent_at = now(), finished_at = now(), lease_until = null,
          last_error = null
      where id = $1`,
    [id, messageId],
  );
}

/**
 * `owner`'s attempt failed: back to queued for the retry (the reason kept), or failed for good. Nothing
 * changes when another worker has taken the report over meanwhile.
 */
export async function markAttemptFailed(
  db: Queryable,
  id: string,
  owner: string,
  error: string,
  final: boolean,
): Promise<void> {
  await db.query(
    `/* markAttemptFailed */ update public.report_requests
      set status = case when $3 then 'failed' else 'queued' end, last_error = $2,
          failure_reason = case when $3 then $2 else failure_reason end,
          finished_at = case when $3 then now() else finished_at end, lease_until = null
      where id = $1 and status = 'running' and lease_owner = $4`,
    [id, error, final, owner],
  );
}

/** Running reports whose worker stopped renewing its lease (a crash or a kill). */
export async function getStalledReportIds(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ id: string }>(`/* getStalledReportIds */ select id from public.report_requests
      where status = 'running' and lease_until < now() order by created_at limit 100`);
  return rows.map((row) => row.id);
}
