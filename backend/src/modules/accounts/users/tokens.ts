import { createHash, randomBytes } from 'node:crypto';

/**
 * A secret handed to a user (session, activation or reset link): 256 random bits as base64url.
 * Only its SHA-256 is stored (decision 034), so a leaked table opens no account; a fast hash is
 * enough because the input has full entropy (no dictionary to try).
 */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
