import { ForbiddenError, UnauthorizedError } from '../../../core/errors.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import { inTransaction } from '../../../core/transaction.ts';
import { decoyPasswordHash, verifyPassword } from './passwords.ts';
import { hashToken, newToken } from './tokens.ts';
import {
  consumeToken,
  deleteDeadTokens,
  insertToken,
  selectTokenUser,
  selectUserByEmail,
  type UserRow,
} from './users.repository.ts';

/** Access tokens live as long as the auth cookie of spec §9 (7 days). */
export const sessionLifetimeSeconds = 7 * 24 * 60 * 60;

/** Who is signed in, for other modules (cart, orders, reviews): id, e-mail, name, the shop's groups. */
export interface SignedInUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  groups: readonly string[];
}

/**
 * Runs inside the login transaction once the credentials are good, with the request's context
 * (headers included, so the guest cart token too). The seam for merging a guest cart into the
 * user's cart: the cart module passes one to `buildApp({ accounts: { onLogin } })`. A throw fails
 * the login and rolls back the new session.
 */
export type LoginHook = (tx: RequestContext, user: SignedInUser) => Promise<void>;

const signedIn = (row: UserRow): SignedInUser => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  groups: row.groups,
});

/**
 * The same answer for an unknown e-mail and a wrong password, after the same work (a decoy hash
 * is verified when there is no account), so neither the text nor the time tells them apart.
 */
export async function login(
  ctx: RequestContext,
  credentials: { email: string; password: string },
  onLogin?: LoginHook,
) {
  const row = await selectUserByEmail(ctx.db, credentials.email);
  const matches = await verifyPassword(
    credentials.password,
    row?.passwordHash ?? (await decoyPasswordHash()),
  );
  if (!row || !matches) throw new UnauthorizedError('Wrong e-mail or password');
  if (!row.activatedAt) {
    throw new ForbiddenError(
      'The account is not activated yet: open the link in the e-mail we sent after registration',
    );
  }
  const { token, hash } = newToken();
  await inTransaction(ctx, async (tx) => {
    await deleteDeadTokens(tx.db, row.id);
    await insertToken(tx.db, {
      userId: row.id,
      kind: 'access',
      tokenHash: hash,
      lifetimeSeconds: sessionLifetimeSeconds,
    });
    await onLogin?.(tx, signedIn(row));
  });
  return { access_token: token, token_type: 'Bearer' as const, expires_in: sessionLifetimeSeconds };
}

/** The user row behind the request's bearer token; 401 without a live one. */
export async function authenticatedRow(ctx: RequestContext): Promise<UserRow> {
  if (ctx.authToken === null) throw new UnauthorizedError();
  const row = await selectTokenUser(ctx.db, 'access', hashToken(ctx.authToken));
  if (!row) throw new UnauthorizedError('The sign-in has expired or was ended; sign in again');
  return row;
}

/** For other modules: the signed-in user, or 401. */
export async function authenticate(ctx: RequestContext): Promise<SignedInUser> {
  return signedIn(await authenticatedRow(ctx));
}

/**
 * For calls that guests make too (the cart): null without a bearer token, the user with a live
 * one, and 401 for a dead one (so the storefront drops it, spec §6).
 */
export async function optionalUser(ctx: RequestContext): Promise<SignedInUser | null> {
  return ctx.authToken === null ? null : authenticate(ctx);
}

/** Revokes the request's token; a token that is already dead answers 401 like any other call. */
export async function logout(ctx: RequestContext): Promise<{ success: true }> {
  if (ctx.authToken === null) throw new UnauthorizedError();
  const userId = await consumeToken(ctx.db, 'access', hashToken(ctx.authToken));
  if (userId === undefined) throw new UnauthorizedError('The sign-in has already ended');
  return { success: true };
}
