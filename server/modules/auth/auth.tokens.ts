import { createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';

export const SECRET_FILE_NAME = 'auth-secret';
export const ACCESS_TOKEN_AUDIENCE = 'authenticated';
const ISSUER = 'sightline';

/** A new random HS256 signing secret (64 characters). */
export function generateSigningSecret(): string {
  return randomBytes(48).toString('base64url');
}

/**
 * The HS256 signing secret: AUTH_JWT_SECRET when configured, else a random secret generated once into
 * dataDir/auth-secret (mode 0600) and reused by later starts and by other processes on the same data dir.
 * The secret itself is never logged.
 */
export function loadSigningSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, SECRET_FILE_NAME);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx' fails when the file exists: two processes starting together end up reading the same secret.
    fs.writeFileSync(file, generateSigningSecret() + '\n', { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32) {
    throw new Error(
      `The auth secret in ${file} is shorter than 32 characters; delete the file to regenerate it.`,
    );
  }
  return secret;
}

export interface AccessClaims {
  sub: string;
  email: string;
  session_id: string;
  exp: number;
}

/** Signs and verifies our HS256 access tokens; the key object is built once. */
export class TokenSigner {
  private readonly key: KeyObject;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  /** `method` is how the session began, named in `amr` as GoTrue does ('recovery' for a mailed link). */
  async signAccessToken(input: {
    personId: string;
    email: string;
    sessionId: string;
    username?: string;
    method?: 'password' | 'recovery';
  }) {
    const iat = Math.floor(Date.now() / 1000);
    const exp = iat + this.ttlSeconds;
    const token = await new SignJWT({
      email: input.email,
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: input.method ?? 'password', timestamp: iat }],
      session_id: input.sessionId,
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: input.username ? { username: input.username } : {},
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(input.personId)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuer(ISSUER)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(this.key);
    return { token, expiresIn: this.ttlSeconds, expiresAt: exp };
  }

  /** The anon key supabase-js sends as `apikey`: it identifies no one and is refused by authenticate(). */
  signAnonKey(): Promise<string> {
    return new SignJWT({ role: 'anon' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setIssuedAt(0)
      .sign(this.key);
  }

  /**
   * Verifies signature, audience and expiry (a positive tolerance accepts recently expired tokens, for
   * sign-out). Returns null for anything that is not one of our access tokens.
   */
  async verifyAccessToken(token: string, clockToleranceSeconds = 0): Promise<AccessClaims | null> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        audience: ACCESS_TOKEN_AUDIENCE,
        issuer: ISSUER,
        requiredClaims: ['sub', 'exp', 'session_id'],
        clockTolerance: clockToleranceSeconds,
      }));
    } catch {
      return null;
    }
    const { sub, exp, email, session_id: sessionId } = payload;
    if (typeof sub !== 'string' || typeof exp !== 'number' || typeof sessionId !== 'string') return null;
    if (payload.role !== 'authenticated') return null;
    return { sub, exp, email: typeof email === 'string' ? email : '', session_id: sessionId };
  }
}
