/**
 * Google's APIs as a service account calls them: a JWT signed with the account's private key (RS256, with
 * node:crypto) exchanged at GOOGLE_OAUTH_TOKEN_URL for an access token, then JSON requests with it. Every
 * failure becomes a GoogleApiError whose message says what went wrong in words a person can act on (wrong
 * credentials, no access to the property, quota), which the sync stores on the integration.
 */
import { createPrivateKey, sign } from 'node:crypto';
import { z } from 'zod';
import { badInput } from '../../lib/errors';

/** The fields of a service account's key file (JSON) that signing needs. */
const serviceAccountSchema = z.object({
  type: z.literal('service_account', { error: 'type must be "service_account"' }),
  client_email: z.email({ error: 'client_email must be the service account’s e-mail address' }),
  private_key: z.string().min(1, { error: 'private_key is missing' }),
  private_key_id: z.string().optional(),
});
export type ServiceAccount = z.output<typeof serviceAccountSchema>;

/** The pasted key file read and checked (its private key too), or a 400 saying what is wrong with it. */
export function parseServiceAccount(json: string): ServiceAccount {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw badInput(
      'credentialsJson is not JSON: paste the whole key file of the service account (Google Cloud console → IAM → Service accounts → Keys → Add key → JSON).',
      'credentialsJson',
    );
  }
  const parsed = serviceAccountSchema.safeParse(value);
  if (!parsed.success)
    throw badInput(
      `credentialsJson is not a service account key: ${parsed.error.issues[0]!.message}.`,
      'credentialsJson',
    );
  try {
    createPrivateKey(parsed.data.private_key);
  } catch {
    throw badInput('credentialsJson: private_key is not a PEM private key.', 'credentialsJson');
  }
  return parsed.data;
}

/** A Google account's authorization given through OAuth (the refresh token the consent returned). */
export interface AuthorizedUser {
  type: 'authorized_user';
  refresh_token: string;
}

/** What a connection is read with: a service account's key, or a person's OAuth authorization. */
export type GoogleCredentials = ServiceAccount | AuthorizedUser;

/** Who must be granted access, as a refusal names it. */
export const credentialHolder = (credentials: GoogleCredentials) =>
  credentials.type === 'authorized_user'
    ? 'the Google account that connected'
    : `the service account ${credentials.client_email}`;

/** Stored credentials read back: an OAuth authorization, else a service account's key file. */
export function parseStoredCredentials(json: string): GoogleCredentials {
  const value = JSON.parse(json) as { type?: unknown; refresh_token?: unknown };
  if (value.type === 'authorized_user') {
    if (typeof value.refresh_token !== 'string' || value.refresh_token === '')
      throw new Error('no refresh token');
    return { type: 'authorized_user', refresh_token: value.refresh_token };
  }
  return parseServiceAccount(json);
}

/** A refusal from Google, or no answer from it, said in words. */
export class GoogleApiError extends Error {
  constructor(
    message: string,
    /** What kind of failure, for the tests and the logs. */
    readonly reason: 'credentials' | 'access' | 'quota' | 'not_found' | 'unavailable' | 'other',
  ) {
    super(message);
    this.name = 'GoogleApiError';
  }
}

export interface GoogleEndpoints {
  tokenUrl: string;
  /** The OAuth client (GOOGLE_OAUTH_CLIENT_ID/SECRET): what refreshes a person's authorization. */
  clientId?: string;
  clientSecret?: string;
  /** Test stubs are plain fetches too; a request waits this long at most. */
  timeoutMs?: number;
}

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The signed JWT a service account presents for `scope` (valid an hour; Google's limit). */
export function signedAssertion(
  account: ServiceAccount,
  scope: string,
  audience: string,
  now = new Date(),
): string {
  const iat = Math.floor(now.getTime() / 1000);
  const header = {
    alg: 'RS256',
    typ: 'JWT',
    ...(account.private_key_id ? { kid: account.private_key_id } : {}),
  };
  const claims = { iss: account.client_email, scope, aud: audience, iat, exp: iat + 3600 };
  const unsigned = `${b64url(header)}.${b64url(claims)}`;
  const signature = sign('sha256', Buffer.from(unsigned), createPrivateKey(account.private_key));
  return `${unsigned}.${signature.toString('base64url')}`;
}

async function send(url: string, init: RequestInit, timeoutMs: number, what: string): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new GoogleApiError(
      `${what} could not be reached (${(error as Error).message}); the next sync tries again.`,
      'unavailable',
    );
  }
}

/**
 * An access token for the service account. The key file's own token_uri is not followed: the address is
 * the server's (GOOGLE_OAUTH_TOKEN_URL), so a pasted file cannot point the server at another host.
 */
export async function accessToken(
  account: GoogleCredentials,
  scope: string,
  endpoints: GoogleEndpoints,
): Promise<string> {
  if (account.type === 'authorized_user') return refreshedToken(account, endpoints);
  const timeoutMs = endpoints.timeoutMs ?? 30_000;
  const res = await send(
    endpoints.tokenUrl,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: signedAssertion(account, scope, endpoints.tokenUrl),
      }).toString(),
    },
    timeoutMs,
    "Google's token service",
  );
  const body = (await res.json().catch(() => null)) as {
    access_token?: string;
    error?: string;
    error_description?: string;
  } | null;
  if (res.ok && body?.access_token) return body.access_token;
  const said = [body?.error, body?.error_description].filter(Boolean).join(': ') || `HTTP ${res.status}`;
  if (res.status === 400 || res.status === 401)
    throw new GoogleApiError(
      `Google refused the service account's credentials (${said}): the key may be deleted or disabled, or the JSON pasted is not the whole key file. Paste a current key of ${account.client_email}.`,
      'credentials',
    );
  if (res.status === 429)
    throw new GoogleApiError(
      `Google's token service is rate-limiting this server (${said}); the next sync tries again.`,
      'quota',
    );
  throw new GoogleApiError(
    `Google's token service failed (${said}); the next sync tries again.`,
    'unavailable',
  );
}

/** What Google's token endpoint answers. */
interface TokenBody {
  access_token?: string;
  refresh_token?: string;
  error?: string;
  error_description?: string;
}

/** Google's token endpoint with a form body: its answer and status, or unavailable in words. */
export async function postTokenForm(
  endpoints: GoogleEndpoints,
  form: Record<string, string>,
): Promise<{ status: number; ok: boolean; body: TokenBody | null; said: string }> {
  const res = await send(
    endpoints.tokenUrl,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    },
    endpoints.timeoutMs ?? 30_000,
    "Google's token service",
  );
  const body = (await res.json().catch(() => null)) as TokenBody | null;
  const said = [body?.error, body?.error_description].filter(Boolean).join(': ') || `HTTP ${res.status}`;
  return { status: res.status, ok: res.ok, body, said };
}

/** An access token from a person's refresh token (OAuth), through the server's OAuth client. */
async function refreshedToken(account: AuthorizedUser, endpoints: GoogleEndpoints): Promise<string> {
  if (!endpoints.clientId || !endpoints.clientSecret)
    throw new GoogleApiError(
      'GOOGLE_OAUTH_CLIENT_ID and GOOGLE_OAUTH_CLIENT_SECRET are not set on the server, so the Google account’s authorization cannot be used: set them, or connect again with a service account.',
      'credentials',
    );
  const { status, ok, body, said } = await postTokenForm(endpoints, {
    grant_type: 'refresh_token',
    refresh_token: account.refresh_token,
    client_id: endpoints.clientId,
    client_secret: endpoints.clientSecret,
  });
  if (ok && body?.access_token) return body.access_token;
  if (status === 400 || status === 401)
    throw new GoogleApiError(
      `Google refused the authorization of the Google account that connected (${said}): it may have been revoked, or the OAuth client changed. Connect again with Google.`,
      'credentials',
    );
  if (status === 429)
    throw new GoogleApiError(
      `Google's token service is rate-limiting this server (${said}); the next sync tries again.`,
      'quota',
    );
  throw new GoogleApiError(
    `Google's token service failed (${said}); the next sync tries again.`,
    'unavailable',
  );
}

interface GoogleErrorBody {
  error?: { code?: number; message?: string; status?: string };
}

/**
 * POSTs JSON to a Google API with the token and reads the answer; a refusal is said for `target` (the
 * property or site) and `account` (whom to grant access).
 */
export async function postGoogleJson<T>(
  url: string,
  token: string,
  body: object,
  said: { target: string; account: string; grant: string },
  timeoutMs = 60_000,
): Promise<T> {
  const res = await send(
    url,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
    timeoutMs,
    'The Google API',
  );
  const parsed = (await res.json().catch(() => null)) as (T & GoogleErrorBody) | null;
  if (res.ok && parsed) return parsed;
  const status = parsed?.error?.status ?? '';
  const message = parsed?.error?.message ?? `HTTP ${res.status}`;
  if (res.status === 429 || status === 'RESOURCE_EXHAUSTED')
    throw new GoogleApiError(
      `Google's quota for ${said.target} is used up (${message}); the next sync tries again, or sync later.`,
      'quota',
    );
  if (res.status === 403 || status === 'PERMISSION_DENIED')
    throw new GoogleApiError(
      `${said.account.charAt(0).toUpperCase()}${said.account.slice(1)} has no access to ${said.target} (${message}). ${said.grant}`,
      'access',
    );
  if (res.status === 401 || status === 'UNAUTHENTICATED')
    throw new GoogleApiError(
      `Google did not accept the token of ${said.account} (${message}): connect again.`,
      'credentials',
    );
  if (res.status === 404 || status === 'NOT_FOUND')
    throw new GoogleApiError(`Google knows no ${said.target} (${message}): check the id.`, 'not_found');
  if (res.status === 400 || status === 'INVALID_ARGUMENT')
    throw new GoogleApiError(`Google refused the request for ${said.target} (${message}).`, 'other');
  throw new GoogleApiError(
    `The Google API failed for ${said.target} (${message}); the next sync tries again.`,
    'unavailable',
  );
}
