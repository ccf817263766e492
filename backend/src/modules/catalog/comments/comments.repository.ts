import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { productComments } from '../../../db/schema/index.ts';

export type CommentRow = typeof productComments.$inferSelect;

const topLevel = (productId: number) =>
  and(eq(productComments.productId, productId), isNull(productComments.parentId));

export async function countThreads(db: Database, productId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(productComments)
    .where(topLevel(productId));
  return row?.total ?? 0;
}

/** One page of top-level comments, newest first. */
export function selectThreads(db: Database, productId: number, limit: number, offset: number) {
  return db
    .select()
    .from(productComments)
    .where(topLevel(productId))
    .orderBy(desc(productComments.createdAt), desc(productComments.id))
    .limit(limit)
    .offset(offset);
}

/** Replies to the given comments, oldest first (a conversation reads top down). */
export function selectReplies(db: Database, parentIds: readonly number[]): Promise<CommentRow[]> {
  if (!parentIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(productComments)
    .where(inArray(productComments.parentId, [...parentIds]))
    .orderBy(asc(productComments.createdAt), asc(productComments.id));
}
