/**
 * Credentials at rest: a connector's service-account JSON is sealed with AES-256-GCM under
 * INTEGRATIONS_ENCRYPTION_KEY before it is stored, and opened only to sign a token request. Without the
 * key nothing is sealed, so connecting is refused in words rather than storing a secret in clear.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';

/** The format's version first, so a later key rotation or cipher can tell old seals apart. */
const VERSION = 'v1';

export const NO_KEY_MESSAGE =
  'Connecting needs INTEGRATIONS_ENCRYPTION_KEY on the server (32 bytes: `openssl rand -base64 32`), so that credentials are stored encrypted; ask whoever runs Sightline to set it.';

/** The 32-byte key from the configuration (hex or base64), or null when none is set. */
export function sealingKey(config: Pick<Config, 'INTEGRATIONS_ENCRYPTION_KEY'>): Buffer | null {
  const text = config.INTEGRATIONS_ENCRYPTION_KEY;
  if (!text) return null;
  return /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
}

export function requireSealingKey(config: Pick<Config, 'INTEGRATIONS_ENCRYPTION_KEY'>): Buffer {
  const key = sealingKey(config);
  if (!key) throw new AppError('BAD_USER_INPUT', NO_KEY_MESSAGE);
  return key;
}

/**
 * `v1.<iv>.<tag>.<ciphertext>` in base64url. `context` (the brand and the connector's kind) is bound as
 * additional data: a sealed value copied onto another brand's row does not open there.
 */
export function seal(key: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The sealed text opened; a wrong key, context or a tampered value throws. */
export function open(key: Buffer, sealed: string, context: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
