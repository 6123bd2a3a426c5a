/** SQL of public.integrations: a brand's analytics connections, their sealed credentials and sync state. */
import type { Queryable } from '../../db/db';

export type IntegrationKind = 'ga4' | 'search_console' | 'bing_webmaster';
export type IntegrationStatus = 'connected' | 'syncing' | 'ok' | 'error';

export interface IntegrationRow {
  kind: IntegrationKind;
  target: string;
  accountEmail: string | null;
  status: IntegrationStatus;
  lastSyncAt: Date | null;
  syncedThrough: string | null;
  error: string | null;
  connectedAt: Date;
}

const COLUMNS = `kind, target, account_email as "accountEmail", status, last_sync_at as "lastSyncAt",
  to_char(synced_through, 'YYYY-MM-DD') as "syncedThrough", error, created_at as "connectedAt"`;

export function listIntegrations(db: Queryable, brandId: string) {
  return db.query<IntegrationRow>(
    `/* listIntegrations */ select ${COLUMNS} from public.integrations where user_id = $1 order by kind`,
    [brandId],
  );
}

export async function getIntegration(db: Queryable, brandId: string, kind: IntegrationKind) {
  const rows = await db.query<IntegrationRow & { credentials: string | null }>(
    `/* getIntegration */ select ${COLUMNS}, credentials from public.integrations where user_id = $1 and kind = $2`,
    [brandId, kind],
  );
  return rows[0] ?? null;
}

/** Connects (or reconnects, starting its sync state afresh) a brand's integration of this kind. */
export async function upsertIntegration(
  db: Queryable,
  brandId: string,
  row: {
    kind: IntegrationKind;
    target: string;
    accountEmail: string | null;
    credentials: string | null;
    status: IntegrationStatus;
  },
) {
  const rows = await db.query<IntegrationRow>(
    `/* upsertIntegration */ insert into public.integrations (user_id, kind, target, account_email, credentials, status)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (user_id, kind) do update set target = excluded.target, account_email = excluded.account_email,
       credentials = excluded.credentials, status = excluded.status, error = null, last_sync_at = null,
       synced_through = null, created_at = now(), updated_at = now()
     returning ${COLUMNS}`,
    [brandId, row.kind, row.target, row.accountEmail, row.credentials, row.status],
  );
  return rows[0]!;
}

/** Records a sync's outcome: its status and error (null when it went through), and how far it pulled. */
export async function setIntegrationSync(
  db: Queryable,
  brandId: string,
  kind: IntegrationKind,
  outcome: {
    status: IntegrationStatus;
    error: string | null;
    syncedThrough?: string | null;
    synced: boolean;
  },
) {
  const rows = await db.query<IntegrationRow>(
    `/* setIntegrationSync */ update public.integrations set status = $3, error = $4,
       last_sync_at = case when $5::boolean then now() else last_sync_at end,
       synced_through = coalesce($6::date, synced_through), updated_at = now()
     where user_id = $1 and kind = $2 returning ${COLUMNS}`,
    [brandId, kind, outcome.status, outcome.error, outcome.synced, outcome.syncedThrough ?? null],
  );
  return rows[0] ?? null;
}

export async function deleteIntegration(db: Queryable, brandId: string, kind: IntegrationKind) {
  const rows = await db.query<IntegrationRow>(
    `/* deleteIntegration */ delete from public.integrations where user_id = $1 and kind = $2 returning ${COLUMNS}`,
    [brandId, kind],
  );
  return rows[0] ?? null;
}

/** Every brand's Google connections the daily sync pulls. */
export function listSyncedIntegrations(db: Queryable) {
  return db.query<{ brandId: string; kind: IntegrationKind }>(
    `/* listSyncedIntegrations */ select user_id as "brandId", kind from public.integrations
     where kind in ('ga4', 'search_console') order by user_id, kind`,
  );
}
