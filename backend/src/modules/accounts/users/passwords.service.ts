import { ValidationError } from '../../../core/errors.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import { inTransaction } from '../../../core/transaction.ts';
import { enqueueMail } from '../../../mail/outbox.ts';
import { accountMail, resetLifetimeHours } from './account-mails.ts';
import { mailLinkBase, withParams } from './mail-links.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { authenticatedRow } from './sessions.service.ts';
import { hashToken, newToken } from './tokens.ts';
import {
  consumeToken,
  insertToken,
  revokeTokens,
  selectTokenUser,
  selectUserByEmail,
  updateUserRow,
} from './users.repository.ts';

const done = { success: true as const };

/**
 * Mails a reset link when the address has an account and answers the same either way (no account
 * enumeration). A new request replaces older links: only the newest one works.
 */
export async function requestPasswordReset(
  ctx: RequestContext,
  body: { email: string; callbackUrl: string },
  storefrontUrl: string,
): Promise<{ success: true }> {
  const link = await mailLinkBase(ctx, storefrontUrl, 'passwordReset', body.callbackUrl);
  const row = await selectUserByEmail(ctx.db, body.email);
  if (!row) return done;
  await inTransaction(ctx, async (tx) => {
    await revokeTokens(tx.db, row.id, 'password_reset');
    const { token, hash } = newToken();
    await insertToken(tx.db, {
      userId: row.id,
      kind: 'password_reset',
      tokenHash: hash,
      lifetimeSeconds: resetLifetimeHours * 3600,
    });
    const url = withParams(link, { token, email: row.email });
    await enqueueMail(
      tx,
      accountMail('passwordReset', row.locale === 'en' ? 'en' : 'cs', row.email, url),
    );
  });
  return done;
}

const invalidLink = () => new ValidationError('The reset link is invalid or has expired', 'token');

/**
 * Sets the password with a reset token, which this uses up (two concurrent uses: one wins), ends
 * every session of the account and activates it (the link proved the mailbox is theirs).
 */
export async function resetPassword(
  ctx: RequestContext,
  body: { email: string; password: string; token: string },
): Promise<{ success: true }> {
  const tokenHash = hashToken(body.token);
  // Checked before the slow hash, so a wrong token costs the server next to nothing.
  const owner = await selectTokenUser(ctx.db, 'password_reset', tokenHash);
  if (!owner || owner.email !== body.email) throw invalidLink();
  const passwordHash = await hashPassword(body.password);
  return inTransaction(ctx, async (tx) => {
    const userId = await consumeToken(tx.db, 'password_reset', tokenHash);
    if (userId !== owner.id) throw invalidLink();
    await updateUserRow(tx.db, userId, {
      passwordHash,
      activatedAt: owner.activatedAt ?? new Date().toISOString(),
    });
    await revokeTokens(tx.db, userId, 'access');
    return done;
  });
}

/** Needs the old password; the session that asked stays signed in, every other one ends. */
export async function changePassword(
  ctx: RequestContext,
  body: { old_password: string; password: string },
): Promise<{ success: true }> {
  const row = await authenticatedRow(ctx);
  if (!(await verifyPassword(body.old_password, row.passwordHash))) {
    throw new ValidationError('The current password is not correct', 'old_password');
  }
  const passwordHash = await hashPassword(body.password);
  return inTransaction(ctx, async (tx) => {
    await updateUserRow(tx.db, row.id, { passwordHash });
    await revokeTokens(tx.db, row.id, 'access', hashToken(ctx.authToken ?? ''));
    await revokeTokens(tx.db, row.id, 'password_reset');
    return done;
  });
}
