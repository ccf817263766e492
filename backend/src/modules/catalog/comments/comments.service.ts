import type { Comment } from '@vitrina/contracts/store';
import type { RequestContext } from '../../../core/request-context.ts';
import { offsetOf, pageOf, type Page, type PageQuery } from '../../../core/paging.ts';
import { assertProductVisible, isoTime } from '../reviews/reviews.service.ts';
import {
  countThreads,
  selectReplies,
  selectThreads,
  type CommentRow,
} from './comments.repository.ts';

const fields = (row: CommentRow) => ({
  id: row.id,
  author: row.author,
  isShopReply: row.isShopReply,
  text: row.text,
  createdAt: isoTime(row.createdAt),
});

export async function listComments(
  ctx: RequestContext,
  productId: number,
  query: PageQuery,
): Promise<Page<Comment>> {
  await assertProductVisible(ctx, productId);
  const [total, threads] = await Promise.all([
    countThreads(ctx.db, productId),
    selectThreads(ctx.db, productId, query.perPage, offsetOf(query)),
  ]);
  const replies = await selectReplies(
    ctx.db,
    threads.map((thread) => thread.id),
  );
  const data = threads.map((thread) => ({
    ...fields(thread),
    productId: thread.productId,
    replies: replies.filter((reply) => reply.parentId === thread.id).map(fields),
  }));
  return pageOf(data, total, query);
}
