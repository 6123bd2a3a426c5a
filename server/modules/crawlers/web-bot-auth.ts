/**
 * Web Bot Auth: an agent signs each request with HTTP Message Signatures (RFC 9421), Ed25519, naming
 * itself in `Signature-Agent` (an https origin) and its key by `keyid`, the JWK thumbprint (RFC 7638) of a
 * key published in its key directory (`/.well-known/http-message-signatures-directory`). The site's edge
 * forwards the request's headers with the visit; the signature is checked against the visit's own time, so
 * an expired signature replayed later does not pass.
 *
 * Only what RFC 9421 needs for these requests is read: the derived components @authority, @method, @path,
 * @query, @target-uri, @scheme and @request-target, and plain header fields; a component with parameters
 * (`;sf`, `;key`, `;req`, …) is not supported and leaves the signature unread rather than misread.
 */
import { createHash, createPublicKey, verify as verifySignature, type JsonWebKey } from 'node:crypto';
import { guardedRequest, type Resolver } from '../../lib/guarded-request';

export const DIRECTORY_PATH = '/.well-known/http-message-signatures-directory';
/** Clocks drift: a signature created this far in the visit's future still counts. */
const SKEW_SECONDS = 60;

/** What the edge forwards of a signed request. */
export interface SignedRequest {
  /** Request header fields, names in any case. */
  headers: Record<string, string>;
  /** The Host the request was sent to. */
  authority: string;
  method: string;
  /** Path and query. */
  target: string;
  scheme: 'https' | 'http';
}

export type WebBotAuthAnswer =
  | { kind: 'verified'; agent: string; provider: string }
  /** Signed but the signature does not hold (tampered, expired, not yet valid, unknown key). */
  | { kind: 'invalid'; agent: string | null; reason: string }
  /** The agent's key directory could not be read, or the signature uses what is not supported. */
  | { kind: 'unavailable'; agent: string | null; reason: string };

/** A directory's keys, fetched through `fetchDirectory`. */
export type DirectoryFetcher = (url: string) => Promise<unknown>;

// ---- RFC 8941 structured fields, as far as these headers need ----

interface Member {
  /** The member's value as written (an inner list with its parameters, a string, a byte sequence). */
  raw: string;
}

/** Splits a dictionary at top-level commas, keeping quoted strings, byte sequences and inner lists whole. */
function parseDictionary(value: string): Map<string, Member> {
  const members = new Map<string, Member>();
  let depth = 0;
  let quoted = false;
  let bytes = false;
  let start = 0;
  const take = (end: number) => {
    const part = value.slice(start, end).trim();
    const eq = part.indexOf('=');
    if (eq > 0) members.set(part.slice(0, eq).trim(), { raw: part.slice(eq + 1).trim() });
    start = end + 1;
  };
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (quoted) {
      if (c === '\\') i++;
      else if (c === '"') quoted = false;
    } else if (bytes) {
      if (c === ':') bytes = false;
    } else if (c === '"') quoted = true;
    else if (c === ':') bytes = true;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) take(i);
  }
  take(value.length);
  return members;
}

const unquote = (value: string) =>
  value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1).replace(/\\(.)/g, '$1') : null;

interface SignatureInput {
  /** The inner list and its parameters as written: the value of "@signature-params". */
  raw: string;
  components: string[];
  params: Map<string, string>;
}

function parseSignatureInput(raw: string): SignatureInput | null {
  const close = raw.indexOf(')');
  if (!raw.startsWith('(') || close < 0) return null;
  const components = raw
    .slice(1, close)
    .split(' ')
    .map((item) => item.trim())
    .filter(Boolean);
  const params = new Map<string, string>();
  for (const part of raw.slice(close + 1).split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) params.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  return { raw, components, params };
}

// ---- the signature base (RFC 9421 §2.5) ----

function componentValue(identifier: string, request: SignedRequest, headers: Map<string, string>) {
  const name = unquote(identifier);
  if (name === null) return null; // parameters after the name (;sf, ;key, ;req, ;bs) are not supported
  const query = request.target.indexOf('?');
  const path = (query < 0 ? request.target : request.target.slice(0, query)) || '/';
  const search = query < 0 ? '?' : request.target.slice(query);
  const authority = request.authority
    .toLowerCase()
    .replace(request.scheme === 'https' ? /:443$/ : /:80$/, '');
  switch (name) {
    case '@authority':
      return authority;
    case '@method':
      return request.method.toUpperCase();
    case '@path':
      return path;
    case '@query':
      return search;
    case '@scheme':
      return request.scheme;
    case '@target-uri':
      return `${request.scheme}://${authority}${path}${query < 0 ? '' : search}`;
    case '@request-target':
      return request.target || '/';
    default:
      if (name.startsWith('@')) return null;
      return headers.get(name.toLowerCase()) ?? null;
  }
}

export function signatureBase(input: SignatureInput, request: SignedRequest): string | null {
  const headers = new Map(Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), v.trim()]));
  const lines: string[] = [];
  for (const identifier of input.components) {
    const value = componentValue(identifier, request, headers);
    if (value === null) return null;
    lines.push(`${identifier}: ${value}`);
  }
  lines.push(`"@signature-params": ${input.raw}`);
  return lines.join('\n');
}

/** The RFC 7638 thumbprint of an Ed25519 public key, as Web Bot Auth's keyid. */
export function jwkThumbprint(jwk: { crv?: string; kty?: string; x?: string }): string {
  const canonical = JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x });
  return createHash('sha256').update(canonical).digest('base64url');
}

/** The directory's URL for a Signature-Agent value: the URL itself when it names a path, else the well-known one. */
function directoryUrl(agent: string): URL | null {
  try {
    const url = new URL(agent);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.pathname && url.pathname !== '/' ? url : new URL(DIRECTORY_PATH, url.origin);
  } catch {
    return null;
  }
}

/** The Signature-Agent for a signature label: a plain string (early drafts) or a dictionary by label. */
function signatureAgentOf(header: string | undefined, label: string): string | null {
  if (!header) return null;
  const plain = unquote(header.trim());
  if (plain !== null) return plain;
  const member = parseDictionary(header).get(label);
  return member ? unquote(member.raw) : null;
}

const DIRECTORY_TTL_MS = 3_600_000;
const FAILED_DIRECTORY_TTL_MS = 300_000;
const MAX_DIRECTORY_BYTES = 64 * 1024;

/**
 * Reads a key directory through the project's SSRF guard (public addresses only, https, few redirects,
 * a short timeout), at most 64 KB.
 */
export function guardedDirectoryFetcher(options: {
  allowLoopback?: boolean;
  resolve?: Resolver;
}): DirectoryFetcher {
  return async (url) => {
    const { response } = await guardedRequest(
      url,
      { headers: { accept: 'application/http-message-signatures-directory+json, application/json' } },
      {
        protocols: ['https:'],
        allowLoopback: options.allowLoopback,
        resolve: options.resolve,
        timeoutMs: 3000,
      },
    );
    if ((response.statusCode ?? 0) !== 200) {
      response.destroy();
      throw new Error(`the key directory answered ${response.statusCode}`);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_DIRECTORY_BYTES) {
        response.destroy();
        throw new Error('the key directory is too large');
      }
      chunks.push(chunk);
    }
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  };
}

interface DirectoryEntry {
  expires: number;
  keys: Promise<Map<string, JsonWebKey> | null>;
}

export class WebBotAuthVerifier {
  private readonly directories = new Map<string, DirectoryEntry>();

  constructor(
    private readonly fetchDirectory: DirectoryFetcher,
    /** The provider of each known agent origin: only their directories are ever fetched. */
    private readonly agents: () => ReadonlyMap<string, string>,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether a request carries a signature to check. */
  static isSigned(headers: Record<string, string> | null | undefined): boolean {
    if (!headers) return false;
    const names = new Set(Object.keys(headers).map((k) => k.toLowerCase()));
    return names.has('signature') && names.has('signature-input');
  }

  async verify(request: SignedRequest, at: Date): Promise<WebBotAuthAnswer> {
    const headers = new Map(Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), v]));
    const inputs = parseDictionary(headers.get('signature-input') ?? '');
    // The Web Bot Auth signature, by its tag; else the only one there is.
    const labels = [...inputs.keys()];
    const label =
      labels.find((l) => parseSignatureInput(inputs.get(l)!.raw)?.params.get('tag') === '"web-bot-auth"') ??
      (labels.length === 1 ? labels[0] : undefined);
    const agent = label ? signatureAgentOf(headers.get('signature-agent'), label) : null;
    const invalid = (reason: string): WebBotAuthAnswer => ({ kind: 'invalid', agent, reason });
    if (!label) return invalid('no signature labelled web-bot-auth');
    const input = parseSignatureInput(inputs.get(label)!.raw);
    const signature = parseDictionary(headers.get('signature') ?? '').get(label)?.raw;
    if (!input || !signature || !/^:[A-Za-z0-9+/=]*:$/.test(signature)) return invalid('malformed signature');
    if (!agent) return invalid('no Signature-Agent');
    const alg = input.params.get('alg');
    if (alg !== undefined && alg !== '"ed25519"') return { kind: 'unavailable', agent, reason: `alg ${alg}` };
    const created = Number(input.params.get('created'));
    const expires = Number(input.params.get('expires'));
    const seconds = at.getTime() / 1000;
    if (!Number.isInteger(created) || !Number.isInteger(expires)) return invalid('no created or expires');
    if (created > seconds + SKEW_SECONDS) return invalid('created after the visit');
    if (expires < seconds) return invalid('expired');
    const keyid = unquote(input.params.get('keyid') ?? '');
    if (!keyid) return invalid('no keyid');
    const base = signatureBase(input, request);
    if (base === null)
      return { kind: 'unavailable', agent, reason: 'a covered component is missing or unsupported' };
    const url = directoryUrl(agent);
    if (!url) return invalid('Signature-Agent is not a URL');
    // An agent no provider is known by could not confirm a claim anyway: its directory is not fetched.
    const provider = this.agents().get(url.origin);
    if (!provider) return { kind: 'unavailable', agent, reason: 'an agent of no known provider' };
    const keys = await this.keysOf(url.toString());
    if (!keys) return { kind: 'unavailable', agent, reason: 'the key directory could not be read' };
    const jwk = keys.get(keyid);
    if (!jwk) return invalid('the key is not in the agent’s directory');
    try {
      const ok = verifySignature(
        null,
        Buffer.from(base),
        createPublicKey({ key: jwk, format: 'jwk' }),
        Buffer.from(signature.slice(1, -1), 'base64'),
      );
      return ok ? { kind: 'verified', agent: url.origin, provider } : invalid('the signature does not match');
    } catch {
      return invalid('the signature does not match');
    }
  }

  private keysOf(url: string): Promise<Map<string, JsonWebKey> | null> {
    const now = this.now();
    const kept = this.directories.get(url);
    if (kept && kept.expires > now) return kept.keys;
    const entry: DirectoryEntry = { expires: now + DIRECTORY_TTL_MS, keys: this.load(url) };
    void entry.keys.then((keys) => {
      if (!keys) entry.expires = now + FAILED_DIRECTORY_TTL_MS;
    });
    this.directories.set(url, entry);
    return entry.keys;
  }

  private async load(url: string): Promise<Map<string, JsonWebKey> | null> {
    try {
      const doc = (await this.fetchDirectory(url)) as { keys?: unknown } | null;
      if (!doc || !Array.isArray(doc.keys)) return null;
      const keys = new Map<string, JsonWebKey>();
      for (const key of doc.keys as JsonWebKey[]) {
        if (key?.kty !== 'OKP' || key.crv !== 'Ed25519' || typeof key.x !== 'string') continue;
        keys.set(jwkThumbprint(key), { kty: key.kty, crv: key.crv, x: key.x });
        if (typeof key.kid === 'string') keys.set(key.kid, { kty: key.kty, crv: key.crv, x: key.x });
      }
      return keys;
    } catch {
      return null;
    }
  }
}
