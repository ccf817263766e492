import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import type { UserTokenKind } from '../../../db/schema/accounts.ts';
import { users, userTokens } from '../../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type UserChanges = Partial<
  Pick<
    NewUserRow,
    | 'firstName'
    | 'lastName'
    | 'phone'
    | 'newsletter'
    | 'isBusiness'
    | 'businessStatus'
    | 'companyName'
    | 'tin'
    | 'vatin'
    | 'vatinSk'
    | 'formalTitle'
    | 'dateOfBirth'
    | 'passwordHash'
    | 'activatedAt'
  >
>;

/**
 * Inserts the user unless the e-mail is taken; undefined then. `on conflict do nothing` waits for a
 * concurrent insert of the same e-mail to commit, so two racing registrations give one row.
 */
export async function insertUserIfNew(db: Database, row: NewUserRow): Promise<UserRow | undefined> {
  const [inserted] = await db
    .insert(users)
    .values(row)
    .onConflictDoNothing({ target: users.email })
    .returning();
  return inserted;
}

export async function selectUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function selectUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

/** Locks the user's row until the transaction ends (serialises one user's concurrent writes). */
export async function lockUser(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

export async function updateUserRow(
  db: Database,
  id: number,
  changes: UserChanges,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function insertToken(
  db: Database,
  token: { userId: number; kind: UserTokenKind; tokenHash: string; lifetimeSeconds: number },
): Promise<void> {
  await db.insert(userTokens).values({
    userId: token.userId,
    kind: token.kind,
    tokenHash: token.tokenHash,
    expiresAt: sql`now() + make_interval(secs => ${token.lifetimeSeconds})`,
  });
}

const isLive = (kind: UserTokenKind, tokenHash: string) =>
  and(
    eq(userTokens.tokenHash, tokenHash),
    eq(userTokens.kind, kind),
    isNull(userTokens.revokedAt),
    gt(userTokens.expiresAt, sql`now()`),
  );

/**
 * Uses up a live one-time token in one statement: of two concurrent calls with the same token
 * exactly one gets the user id back.
 */
export async function consumeToken(
  db: Database,
  kind: UserTokenKind,
  tokenHash: string,
): Promise<number | undefined> {
  const [row] = await db
    .update(userTokens)
    .set({ revokedAt: sql`now()` })
    .where(isLive(kind, tokenHash))
    .returning({ userId: userTokens.userId });
  return row?.userId;
}

/** The user a live token of `kind` belongs to. */
export async function selectTokenUser(
  db: Database,
  kind: UserTokenKind,
  tokenHash: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(isLive(kind, tokenHash));
  return row?.user;
}

/** Revokes the user's live tokens of `kind`, all or all but one (the session that asked). */
export async function revokeTokens(
  db: Database,
  userId: number,
  kind: UserTokenKind,
  exceptHash?: string,
): Promise<void> {
  await db
    .update(userTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.kind, kind),
        isNull(userTokens.revokedAt),
        exceptHash === undefined ? undefined : ne(userTokens.tokenHash, exceptHash),
      ),
    );
}

/**
 * Deletes the user's tokens that can never work again (expired, or revoked a day ago), so the
 * table holds live sessions and recent history rather than every login ever.
 */
export async function deleteDeadTokens(db: Database, userId: number): Promise<void> {
  await db
    .delete(userTokens)
    .where(
      and(
        eq(userTokens.userId, userId),
        or(
          lt(userTokens.expiresAt, sql`now()`),
          lt(userTokens.revokedAt, sql`now() - interval '1 day'`),
        ),
      ),
    );
}
