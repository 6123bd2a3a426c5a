import { createHash, randomBytes } from 'node:crypto';

/**
 * A new opaque token (a refresh token, a recovery or invitation link's token): what the client keeps, and
 * its sha256, what the database keeps.
 */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
