/**
 * Analytics connectors (issue 63): a brand's Google Analytics 4 property and Search Console site, connected
 * with a service account's key file (sealed at rest), pulled by a job queued as they are connected (the
 * integration says SYNCING until it ran), on "sync now" and daily; and
 * Bing Webmaster Tools' AI performance by upload of its export. OWNER or ADMIN only: the key file opens the
 * brand's analytics, more than its members see elsewhere.
 */
import { z } from 'zod';
import type { Config } from '../../config';
import { domainOf } from '../../core/analysis';
import type { JobKind, JobQueue } from '../../core/jobs';
import { announceDataChanged } from '../../db/data-changed';
import type { Db, Queryable } from '../../db/db';
import { addDays, todayUtc } from '../../lib/dates';
import { AppError, badInput, notFound } from '../../lib/errors';
import { requireRole, type BrandScope } from '../../scope';
import { audited, getBrand } from '../brands';
import { parseBingExport } from './bing-export';
import { fetchGa4Rows } from './ga4';
import {
  GoogleApiError,
  parseServiceAccount,
  parseStoredCredentials,
  type GoogleCredentials,
} from './google-client';
import {
  deleteIntegration,
  getIntegration,
  listIntegrations,
  setIntegrationSync,
  upsertIntegration,
  type IntegrationKind,
  type IntegrationRow,
} from './integrations.store';
import { fetchSearchConsoleRows } from './search-console';
import { open, requireSealingKey, seal, sealingKey } from './sealed-credentials';
import {
  deletePulled,
  getPulledCounts,
  replaceAiTraffic,
  replaceBingCitations,
  replaceSearchConsole,
} from './traffic.store';

/** The first sync pulls this many days (today included); later ones from a few days before the last. */
export const BACKFILL_DAYS = 90;
/** GA4 and Search Console revise the last days for a while: each sync pulls them again. */
export const REPULL_DAYS = 3;

export interface IntegrationModel extends IntegrationRow {
  /** Rows stored from it (GA4: page-day-source rows; Search Console: page-query-day rows; Bing: upload rows). */
  rows: number;
}

export const KIND_NAMES: Record<IntegrationKind, string> = {
  ga4: 'Google Analytics 4',
  search_console: 'Search Console',
  bing_webmaster: 'Bing Webmaster Tools',
};

const manage = (scope: BrandScope, action: string) => requireRole(scope, 'ADMIN', action);

export async function integrations(scope: BrandScope): Promise<IntegrationModel[]> {
  manage(scope, 'seeing the analytics integrations');
  const [rows, counts] = await Promise.all([
    listIntegrations(scope.db, scope.brandId),
    getPulledCounts(scope.db, scope.brandId),
  ]);
  const pulled = { ga4: counts.ga4, search_console: counts.searchConsole, bing_webmaster: counts.bing };
  return rows.map((row) => ({ ...row, rows: pulled[row.kind] }));
}

export async function modelOf(
  db: Queryable,
  brandId: string,
  kind: IntegrationKind,
): Promise<IntegrationModel> {
  const row = await getIntegration(db, brandId, kind);
  if (!row) throw notFound(`${KIND_NAMES[kind]} is not connected.`);
  const { credentials: _sealed, ...shown } = row;
  const counts = await getPulledCounts(db, brandId);
  return {
    ...shown,
    rows: { ga4: counts.ga4, search_console: counts.searchConsole, bing_webmaster: counts.bing }[kind],
  };
}

/** "123456789" or "properties/123456789", as GA4's admin shows a property id. */
export const propertyIdSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/^properties\//, ''))
  .pipe(
    z.string().regex(/^\d{1,20}$/, {
      error: 'propertyId must be the GA4 property’s number (Admin → Property details), e.g. 123456789.',
    }),
  );

/** A URL-prefix property (https://example.com/) or a domain property (sc-domain:example.com). */
export const siteUrlSchema = z
  .string()
  .trim()
  .max(500)
  .refine(
    (value) => /^sc-domain:[a-z0-9.-]+\.[a-z]{2,}$/i.test(value) || /^https?:\/\/[^/\s]+\/.*$/i.test(value),
    {
      error:
        'siteUrl must be the Search Console property as it lists it: https://example.com/ (with the slash) or sc-domain:example.com.',
    },
  );

export function parseField<T>(schema: z.ZodType<T>, value: unknown, field: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badInput(parsed.error.issues[0]!.message, field);
  return parsed.data;
}

export type GoogleKind = 'ga4' | 'search_console';

/** One connection's pull, queued as it is connected (the daily job pulls every connection in one run). */
export interface SyncIntegrationJob {
  brandId: string;
  kind: GoogleKind;
}

export const SYNC_INTEGRATION: JobKind<SyncIntegrationJob> = {
  name: 'sync-integration',
  // One waiting pull per connection: connecting twice in a row pulls once, with the latest credentials.
  policy: { policy: 'short', retryLimit: 2, retryDelay: 60, retryBackoff: true, expireInSeconds: 15 * 60 },
  isPayload: (data): data is SyncIntegrationJob =>
    typeof (data as SyncIntegrationJob | null)?.brandId === 'string' &&
    ((data as SyncIntegrationJob).kind === 'ga4' || (data as SyncIntegrationJob).kind === 'search_console'),
};

/**
 * Stores a Google connection as SYNCING and queues its first pull in the same transaction, so the
 * connection and its pull commit together: a pull that waits on Google (a backfill of 90 days) never
 * holds the person's request, and the integration says it is under way until the worker ran it.
 */
export async function connectAndQueueSync(
  scope: Pick<BrandScope, 'db' | 'workspaceId' | 'memberId' | 'memberEmail' | 'brandId'> & { jobs: JobQueue },
  connection: { kind: GoogleKind; target: string; accountEmail: string | null; credentials: string },
  described: () => string,
): Promise<void> {
  // pg-boss must not start (creating the kind's queue) in the middle of the transaction.
  await scope.jobs.declare(SYNC_INTEGRATION);
  await audited(scope, 'integrations.connected', described, async (tx) => {
    await upsertIntegration(tx, scope.brandId, { ...connection, status: 'syncing' });
    await scope.jobs.send(
      SYNC_INTEGRATION,
      { brandId: scope.brandId, kind: connection.kind },
      { tx, singletonKey: `${scope.brandId}:${connection.kind}` },
    );
  });
}

/** Binds a sealed value to its brand and kind: copied onto another row, it does not open. */
export const sealContext = (brandId: string, kind: IntegrationKind) => `${brandId}:${kind}`;

async function connectGoogle(
  scope: BrandScope,
  kind: GoogleKind,
  target: string,
  credentialsJson: string,
): Promise<IntegrationModel> {
  manage(scope, `connecting ${KIND_NAMES[kind]}`);
  // Refused before the key file is even read: nothing is stored unencrypted.
  const key = requireSealingKey(scope.config);
  if (typeof credentialsJson !== 'string' || credentialsJson.length > 20_000)
    throw badInput(
      'credentialsJson must be the service account’s key file (JSON, under 20 kB).',
      'credentialsJson',
    );
  const account = parseServiceAccount(credentialsJson);
  await connectAndQueueSync(
    scope,
    {
      kind,
      target,
      accountEmail: account.client_email,
      credentials: seal(key, credentialsJson, sealContext(scope.brandId, kind)),
    },
    () => `${KIND_NAMES[kind]} ${target} as ${account.client_email}`,
  );
  await announceDataChanged(scope);
  return modelOf(scope.db, scope.brandId, kind);
}

export function connectGoogleAnalytics(
  scope: BrandScope,
  input: { propertyId: string; credentialsJson: string },
) {
  const propertyId = parseField(propertyIdSchema, input.propertyId, 'propertyId');
  return connectGoogle(scope, 'ga4', propertyId, input.credentialsJson);
}

export function connectSearchConsole(scope: BrandScope, input: { siteUrl: string; credentialsJson: string }) {
  const siteUrl = parseField(siteUrlSchema, input.siteUrl, 'siteUrl');
  return connectGoogle(scope, 'search_console', siteUrl, input.credentialsJson);
}

/** "Sync now": pulls at once and answers the integration with its new status (and error, in words). */
export async function syncIntegration(scope: BrandScope, input: { kind: IntegrationKind }) {
  manage(scope, 'syncing an integration');
  if (input.kind === 'bing_webmaster')
    throw badInput(
      'Bing Webmaster Tools is read from an uploaded export: upload a new one to update it.',
      'kind',
    );
  if (!(await getIntegration(scope.db, scope.brandId, input.kind)))
    throw notFound(`${KIND_NAMES[input.kind]} is not connected.`);
  await syncIntegrationOf({ db: scope.db, config: scope.config }, scope.brandId, input.kind);
  await announceDataChanged(scope);
  return modelOf(scope.db, scope.brandId, input.kind);
}

/** Disconnects: the sealed credentials and everything pulled through the connection are deleted. */
export async function disconnectIntegration(scope: BrandScope, input: { kind: IntegrationKind }) {
  manage(scope, 'disconnecting an integration');
  const gone = await audited(
    scope,
    'integrations.disconnected',
    () => KIND_NAMES[input.kind],
    async (tx) => {
      const row = await deleteIntegration(tx, scope.brandId, input.kind);
      if (row) await deletePulled(tx, scope.brandId, input.kind);
      return row;
    },
  );
  if (!gone) throw notFound(`${KIND_NAMES[input.kind]} is not connected.`);
  await announceDataChanged(scope);
  return { kind: input.kind };
}

/** Bing's AI performance export (CSV text): replaces the last upload's rows. */
export async function importBingAiPerformance(
  scope: BrandScope,
  input: { csv: string; fileName?: string | null },
) {
  manage(scope, 'uploading Bing Webmaster Tools data');
  const domain = await brandDomain(scope.db, scope.brandId);
  if (!domain) throw badInput('Set the brand’s website first: the export’s pages are read on its domain.');
  const rows = parseBingExport(input.csv);
  const name = (input.fileName ?? '').trim().slice(0, 200) || 'upload';
  const described = (count: number) => `Bing Webmaster Tools AI performance, ${name}: ${count} rows`;
  const stored = await audited(scope, 'integrations.uploaded', described, async (tx) => {
    await upsertIntegration(tx, scope.brandId, {
      kind: 'bing_webmaster',
      target: name,
      accountEmail: null,
      credentials: null,
      status: 'ok',
    });
    const count = await replaceBingCitations(tx, scope.brandId, domain, rows);
    await setIntegrationSync(tx, scope.brandId, 'bing_webmaster', {
      status: 'ok',
      error:
        count < rows.length ? `${rows.length - count} rows named no page address and were left out.` : null,
      synced: true,
    });
    return count;
  });
  await announceDataChanged(scope);
  return { integration: await modelOf(scope.db, scope.brandId, 'bing_webmaster'), rows: stored };
}

async function brandDomain(db: Queryable, brandId: string) {
  return domainOf((await getBrand(db, brandId))?.website);
}

export interface SyncDeps {
  db: Db;
  config: Pick<
    Config,
    | 'INTEGRATIONS_ENCRYPTION_KEY'
    | 'GOOGLE_OAUTH_TOKEN_URL'
    | 'GA4_API_BASE_URL'
    | 'GSC_API_BASE_URL'
    | 'GOOGLE_OAUTH_CLIENT_ID'
    | 'GOOGLE_OAUTH_CLIENT_SECRET'
  >;
}

/**
 * Pulls one connection (the daily job and the mutations): the days since a few before the last pull (or
 * BACKFILL_DAYS on the first), replacing those days' rows in one transaction. A failure is stored on the
 * integration in words and answered as 'error'; it never throws for Google's refusals.
 */
export async function syncIntegrationOf(
  deps: SyncDeps,
  brandId: string,
  kind: GoogleKind,
  now = new Date(),
): Promise<{ status: 'ok' | 'error'; rows: number; error: string | null }> {
  const row = await getIntegration(deps.db, brandId, kind);
  if (!row) return { status: 'error', rows: 0, error: 'not connected' };
  const fail = async (error: string) => {
    await setIntegrationSync(deps.db, brandId, kind, { status: 'error', error, synced: false });
    return { status: 'error' as const, rows: 0, error };
  };
  const domain = await brandDomain(deps.db, brandId);
  if (!domain) return fail('Set the brand’s website first: landing pages are read on its domain.');
  const key = sealingKey(deps.config);
  if (!key)
    return fail(
      'INTEGRATIONS_ENCRYPTION_KEY is not set on the server, so the stored credentials cannot be opened.',
    );
  let account: GoogleCredentials;
  try {
    account = parseStoredCredentials(open(key, row.credentials ?? '', sealContext(brandId, kind)));
  } catch {
    return fail(
      'The stored credentials cannot be opened with the server’s INTEGRATIONS_ENCRYPTION_KEY (was it changed?): connect again.',
    );
  }
  const today = todayUtc(now);
  const earliest = addDays(today, -(BACKFILL_DAYS - 1));
  const resume = row.syncedThrough ? addDays(row.syncedThrough, -REPULL_DAYS) : earliest;
  const range = { from: resume < earliest ? earliest : resume, to: today };
  await setIntegrationSync(deps.db, brandId, kind, { status: 'syncing', error: null, synced: false });
  const endpoints = {
    tokenUrl: deps.config.GOOGLE_OAUTH_TOKEN_URL,
    clientId: deps.config.GOOGLE_OAUTH_CLIENT_ID,
    clientSecret: deps.config.GOOGLE_OAUTH_CLIENT_SECRET,
  };
  try {
    const pulled =
      kind === 'ga4'
        ? await fetchGa4Rows(account, row.target, range, {
            ...endpoints,
            apiBaseUrl: deps.config.GA4_API_BASE_URL,
          })
        : await fetchSearchConsoleRows(account, row.target, range, {
            ...endpoints,
            apiBaseUrl: deps.config.GSC_API_BASE_URL,
          });
    const stored = await deps.db.transaction(async (tx) => {
      const count =
        kind === 'ga4'
          ? await replaceAiTraffic(
              tx,
              brandId,
              domain,
              range,
              pulled.rows as Awaited<ReturnType<typeof fetchGa4Rows>>['rows'],
            )
          : await replaceSearchConsole(
              tx,
              brandId,
              domain,
              range,
              pulled.rows as Awaited<ReturnType<typeof fetchSearchConsoleRows>>['rows'],
            );
      await setIntegrationSync(tx, brandId, kind, {
        status: 'ok',
        // Not an error: the sync went through, but the person should know a part was left.
        error: pulled.truncated
          ? 'Google answered more rows than one sync reads; the rest were left out.'
          : null,
        syncedThrough: range.to,
        synced: true,
      });
      return count;
    });
    await announceDataChanged({ db: deps.db, brandId });
    return { status: 'ok', rows: stored, error: null };
  } catch (error) {
    if (error instanceof GoogleApiError) return fail(error.message);
    if (error instanceof AppError) return fail(error.message);
    await fail(`The sync failed: ${(error as Error).message}`);
    throw error;
  }
}
