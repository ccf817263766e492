import type { RegisterBody, UpdateUserBody, User } from '@vitrina/contracts/store';
import { ConflictError, ValidationError } from '../../../core/errors.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import { inTransaction } from '../../../core/transaction.ts';
import { enqueueMail } from '../../../mail/outbox.ts';
import { confirmNewsletter } from '../newsletter/newsletter.service.ts';
import { accountMail, activationLifetimeHours } from './account-mails.ts';
import { mailLinkBase, withParams } from './mail-links.ts';
import { hashPassword } from './passwords.ts';
import { authenticatedRow } from './sessions.service.ts';
import { hashToken, newToken } from './tokens.ts';
import {
  consumeToken,
  insertToken,
  insertUserIfNew,
  lockUser,
  updateUserRow,
  type UserChanges,
  type UserRow,
} from './users.repository.ts';

/** PostgreSQL's text form of a timestamptz → ISO 8601 in UTC. */
const isoTime = (value: string): string => new Date(value).toISOString();

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    locale: row.locale,
    newsletter: row.newsletter,
    isBusiness: row.isBusiness,
    businessStatus: row.businessStatus,
    companyName: row.companyName,
    tin: row.tin,
    vatin: row.vatin,
    groups: row.groups,
    variant: row.variant,
    attributes: {
      custom: {
        formalTitle: row.formalTitle === 'mr' || row.formalTitle === 'mrs' ? row.formalTitle : null,
        dateOfBirth: row.dateOfBirth,
        ICDPH: row.vatinSk,
      },
    },
    createdAt: isoTime(row.createdAt),
  };
}

/** Body fields → columns; absent keys stay as they are, `null` clears. */
function changesOf(body: UpdateUserBody): UserChanges {
  const custom = body.attributes?.custom;
  const changes: UserChanges = {
    firstName: body.firstName,
    lastName: body.lastName,
    phone: body.phone,
    newsletter: body.newsletter,
    isBusiness: body.isBusiness,
    companyName: body.companyName,
    tin: body.tin,
    vatin: body.vatin,
    formalTitle: custom?.formalTitle,
    dateOfBirth: custom?.dateOfBirth,
    vatinSk: custom?.ICDPH,
  };
  return Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as UserChanges;
}

/**
 * A new account, not activated: the activation link goes out through the outbox in the same
 * transaction. A taken e-mail is a 409 on `email`; two racing registrations of one e-mail give one
 * account (the unique index decides, `insertUserIfNew`).
 */
export async function registerUser(
  ctx: RequestContext,
  body: RegisterBody,
  storefrontUrl: string,
): Promise<User> {
  const link = await mailLinkBase(ctx, storefrontUrl, 'activation', body.callbackUrl);
  // The slow KDF runs before the transaction, so no row lock waits for it.
  const passwordHash = await hashPassword(body.password);
  return inTransaction(ctx, async (tx) => {
    const row = await insertUserIfNew(tx.db, {
      ...changesOf(body),
      email: body.email,
      passwordHash,
      locale: ctx.locale,
      businessStatus: body.isBusiness ? 'pending' : 'none',
    });
    if (!row) throw new ConflictError('An account with this e-mail already exists', 'email');
    const { token, hash } = newToken();
    await insertToken(tx.db, {
      userId: row.id,
      kind: 'activation',
      tokenHash: hash,
      lifetimeSeconds: activationLifetimeHours * 3600,
    });
    await enqueueMail(
      tx,
      accountMail('activation', ctx.locale, row.email, withParams(link, { token })),
    );
    return toUser(row);
  });
}

/**
 * The user-activate page's token: an account's activation (used up; an already active account
 * stays as it was) or, failing that, a newsletter confirmation.
 */
export async function activateAccount(
  ctx: RequestContext,
  token: string,
): Promise<{ success: true; activated: 'account' | 'newsletter' }> {
  return inTransaction(ctx, async (tx) => {
    const userId = await consumeToken(tx.db, 'activation', hashToken(token));
    if (userId === undefined) {
      if (await confirmNewsletter(tx, token)) return { success: true, activated: 'newsletter' };
      throw new ValidationError('The activation link is invalid or has expired', 'token');
    }
    const row = await lockUser(tx.db, userId);
    if (row && !row.activatedAt) {
      await updateUserRow(tx.db, userId, { activatedAt: new Date().toISOString() });
    }
    return { success: true, activated: 'account' };
  });
}

export async function getCurrentUser(ctx: RequestContext): Promise<User> {
  return toUser(await authenticatedRow(ctx));
}

/**
 * The shopper's own fields only (the body schema refuses the rest). Turning business on asks the
 * shop for approval again (`pending`); a business account keeps a company name and IČO.
 */
export async function updateCurrentUser(ctx: RequestContext, body: UpdateUserBody): Promise<User> {
  const { id } = await authenticatedRow(ctx);
  return inTransaction(ctx, async (tx) => {
    const current = await lockUser(tx.db, id);
    if (!current) throw new ConflictError('The account no longer exists');
    const changes = changesOf(body);
    const isBusiness = changes.isBusiness ?? current.isBusiness;
    if (isBusiness) {
      if (!(changes.companyName ?? current.companyName))
        throw new ValidationError('Required for business', 'companyName');
      if (!(changes.tin ?? current.tin)) throw new ValidationError('Required for business', 'tin');
    }
    if (isBusiness !== current.isBusiness) changes.businessStatus = isBusiness ? 'pending' : 'none';
    const row = await updateUserRow(tx.db, id, changes);
    if (!row) throw new ConflictError('The account no longer exists');
    return toUser(row);
  });
}

export async function getCredits(ctx: RequestContext): Promise<{ amount: number }> {
  return { amount: (await authenticatedRow(ctx)).credits };
}
