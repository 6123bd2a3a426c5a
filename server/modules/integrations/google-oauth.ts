/**
 * Connecting GA4 or Search Console with a person's Google account (OAuth 2.0, authorization code), the
 * second way beside a service account. The start (OWNER or ADMIN) answers Google's consent address
 * (GOOGLE_OAUTH_AUTH_URL) with a state signed by the server, bound to the person, the brand, the connector
 * and its property, valid STATE_TTL_SECONDS. Google sends the browser back to PUBLIC_URL's callback with a
 * code; the callback checks the state (a forged, altered or expired one is refused in words), checks the
 * person may still manage the brand's integrations, exchanges the code at GOOGLE_OAUTH_TOKEN_URL and stores
 * the refresh token sealed like a service account's key (INTEGRATIONS_ENCRYPTION_KEY, bound to the brand
 * and connector). Syncs then refresh an access token with it (google-client).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';
import type { JobQueue } from '../../core/jobs';
import { announceDataChanged } from '../../db/data-changed';
import type { Db } from '../../db/db';
import type { ReadCache } from '../../lib/cache';
import { AppError, badInput, forbidden } from '../../lib/errors';
import { requireRole, type BrandScope } from '../../scope';
import { todayUtc } from '../../lib/dates';
import { resolveMembership } from '../workspaces';
import { GA4_SCOPE } from './ga4';
import { postTokenForm } from './google-client';
import {
  connectAndQueueSync,
  KIND_NAMES,
  type GoogleKind,
  modelOf,
  parseField,
  propertyIdSchema,
  sealContext,
  siteUrlSchema,
} from './integrations.service';
import { GSC_SCOPE } from './search-console';
import { NO_KEY_MESSAGE, requireSealingKey, seal, sealingKey } from './sealed-credentials';

/** A sign-in with Google must come back within this many seconds of its start. */
export const STATE_TTL_SECONDS = 600;
export const CALLBACK_PATH = '/api/integrations/google/callback';

const SCOPES: Record<GoogleKind, string> = { ga4: GA4_SCOPE, search_console: GSC_SCOPE };

type OAuthConfig = Pick<
  Config,
  | 'GOOGLE_OAUTH_CLIENT_ID'
  | 'GOOGLE_OAUTH_CLIENT_SECRET'
  | 'GOOGLE_OAUTH_AUTH_URL'
  | 'GOOGLE_OAUTH_TOKEN_URL'
  | 'INTEGRATIONS_ENCRYPTION_KEY'
  | 'publicUrl'
>;

export const NO_CLIENT_MESSAGE =
  'Connecting with a Google account needs GOOGLE_OAUTH_CLIENT_ID and GOOGLE_OAUTH_CLIENT_SECRET on the server (an OAuth client of type Web application); ask whoever runs Sightline to set them, or connect with a service account’s key file.';
const START_AGAIN = 'Start again from Settings → Integrations.';
export const FORGED_STATE_MESSAGE = `This sign-in with Google was not started by this server, or its address was altered, so it is refused. ${START_AGAIN}`;
export const EXPIRED_STATE_MESSAGE = `This sign-in with Google expired: it must come back within ${STATE_TTL_SECONDS / 60} minutes of its start. ${START_AGAIN}`;

interface State {
  /** The person, the brand, the connector, its property; when it expires (seconds) and a nonce. */
  p: string;
  b: string;
  k: GoogleKind;
  t: string;
  e: number;
  n: string;
}

/** The state's own key, derived from the sealing key: one secret to set, separate uses. */
const stateKey = (key: Buffer) =>
  createHmac('sha256', key).update('sightline google-oauth state v1').digest();

const mac = (key: Buffer, payload: string) =>
  createHmac('sha256', stateKey(key)).update(payload).digest('base64url');

export function signState(key: Buffer, state: State): string {
  const payload = Buffer.from(JSON.stringify(state)).toString('base64url');
  return `${payload}.${mac(key, payload)}`;
}

/** The state read back, or refused in words: forged or altered, or expired. */
export function verifyState(key: Buffer, text: string, now = Date.now()): State {
  const [payload, signature, extra] = text.split('.');
  if (!payload || !signature || extra !== undefined) throw badInput(FORGED_STATE_MESSAGE, 'state');
  const expected = Buffer.from(mac(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw badInput(FORGED_STATE_MESSAGE, 'state');
  const state = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as State;
  if (typeof state.e !== 'number' || state.e * 1000 < now) throw badInput(EXPIRED_STATE_MESSAGE, 'state');
  return state;
}

const callbackUrl = (config: Pick<Config, 'publicUrl'>) =>
  `${config.publicUrl.replace(/\/$/, '')}${CALLBACK_PATH}`;

function oauthClient(config: OAuthConfig) {
  if (!config.GOOGLE_OAUTH_CLIENT_ID || !config.GOOGLE_OAUTH_CLIENT_SECRET)
    throw new AppError('BAD_USER_INPUT', NO_CLIENT_MESSAGE);
  return { clientId: config.GOOGLE_OAUTH_CLIENT_ID, clientSecret: config.GOOGLE_OAUTH_CLIENT_SECRET };
}

const kindOf = (kind: string): GoogleKind => {
  const folded = kind.toLowerCase();
  if (folded === 'ga4' || folded === 'search_console') return folded;
  throw badInput('kind must be GA4 or SEARCH_CONSOLE: only Google’s connectors sign in with Google.', 'kind');
};

/**
 * Google's consent address for connecting `kind` to `target` (the GA4 property id or the Search Console
 * site) with the signed-in person's Google account (OWNER or ADMIN).
 */
export function startGoogleOAuth(
  scope: BrandScope,
  input: { kind: string; target: string },
  now = Date.now(),
): { url: string } {
  const kind = kindOf(input.kind);
  requireRole(scope, 'ADMIN', `connecting ${KIND_NAMES[kind]}`);
  const key = requireSealingKey(scope.config);
  const { clientId } = oauthClient(scope.config);
  const target =
    kind === 'ga4'
      ? parseField(propertyIdSchema, input.target, 'target')
      : parseField(siteUrlSchema, input.target, 'target');
  const state = signState(key, {
    p: scope.memberId,
    b: scope.brandId,
    k: kind,
    t: target,
    e: Math.floor(now / 1000) + STATE_TTL_SECONDS,
    n: randomBytes(12).toString('base64url'),
  });
  const url = new URL(scope.config.GOOGLE_OAUTH_AUTH_URL);
  url.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: callbackUrl(scope.config),
    response_type: 'code',
    scope: SCOPES[kind],
    // A refresh token, and again on a second consent, so later syncs need no person.
    access_type: 'offline',
    prompt: 'consent',
    include_granted_scopes: 'true',
    state,
  }).toString();
  return { url: url.toString() };
}

/**
 * The callback Google sends the browser to: checks the state, the person's role, exchanges the code and
 * stores the refresh token sealed, then queues the first pull. Answers the connector connected, or throws a
 * 4xx AppError saying why not.
 */
export async function completeGoogleOAuth(
  deps: { db: Db; config: Config; jobs: JobQueue; cache?: ReadCache },
  query: { code?: string | null; state?: string | null; error?: string | null },
  now = Date.now(),
): Promise<{ kind: GoogleKind }> {
  const key = sealingKey(deps.config);
  if (!key) throw new AppError('BAD_USER_INPUT', NO_KEY_MESSAGE);
  if (!query.state) throw badInput(FORGED_STATE_MESSAGE, 'state');
  const state = verifyState(key, query.state, now);
  if (query.error)
    throw badInput(
      `Google did not grant access (${query.error}): ${KIND_NAMES[state.k]} is not connected. ${START_AGAIN}`,
      'error',
    );
  if (!query.code) throw badInput(`Google sent no code back. ${START_AGAIN}`, 'code');
  const { clientId, clientSecret } = oauthClient(deps.config);
  const membership = await resolveMembership(deps.db, { personId: state.p, email: null }, state.b);
  if (membership instanceof AppError)
    throw forbidden(`The person who started this sign-in may no longer open that brand. ${START_AGAIN}`);
  // The callback comes with no session: the signed state names the person, whose role is read afresh.
  const scope = {
    db: deps.db,
    cache: deps.cache,
    config: deps.config,
    brandId: membership.brandId,
    memberId: membership.personId,
    memberEmail: null,
    workspaceId: membership.workspaceId,
    role: membership.role,
    today: todayUtc(),
    viaApiToken: false,
    pinnedBrandId: null,
    limitedToBrandIds: membership.limitedToBrandIds,
  } as BrandScope;
  requireRole(scope, 'ADMIN', `connecting ${KIND_NAMES[state.k]}`);

  const exchanged = await postTokenForm(
    { tokenUrl: deps.config.GOOGLE_OAUTH_TOKEN_URL },
    {
      grant_type: 'authorization_code',
      code: query.code,
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uri: callbackUrl(deps.config),
    },
  ).catch((error: Error) => {
    throw badInput(`${error.message.replace(/; the next sync tries again\.$/, '.')} ${START_AGAIN}`, 'code');
  });
  if (!exchanged.ok)
    throw badInput(
      `Google refused to exchange the sign-in’s code (${exchanged.said}): it may have been used already or expired. ${START_AGAIN}`,
      'code',
    );
  const refreshToken = exchanged.body?.refresh_token;
  if (!refreshToken)
    throw badInput(
      `Google gave no refresh token, so later syncs could not read ${KIND_NAMES[state.k]}. Remove Sightline’s access in your Google account (Security → Third-party access) and ${START_AGAIN.toLowerCase()}`,
      'code',
    );
  const sealed = seal(
    key,
    JSON.stringify({ type: 'authorized_user', refresh_token: refreshToken }),
    sealContext(scope.brandId, state.k),
  );
  await connectAndQueueSync(
    { ...scope, jobs: deps.jobs },
    { kind: state.k, target: state.t, accountEmail: null, credentials: sealed },
    () => `${KIND_NAMES[state.k]} ${state.t} with a Google account (OAuth)`,
  );
  await announceDataChanged(scope);
  await modelOf(deps.db, scope.brandId, state.k);
  return { kind: state.k };
}
