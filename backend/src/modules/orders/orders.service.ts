import type { Order } from '@vitrina/contracts/store';
import { NotFoundError } from '../../core/errors.ts';
import { offsetOf } from '../../core/paging.ts';
import type { RequestContext } from '../../core/request-context.ts';
import { authenticate } from '../accounts/users/sessions.service.ts';
import { hashToken } from '../accounts/users/tokens.ts';
import { orderLinkToken } from './order-links.ts';
import { toOrder } from './order-view.ts';
import {
  countUserOrders,
  lockOrder,
  selectOrder,
  selectOrderItems,
  selectUserOrders,
  updateOrderPaymentStatus,
  type OrderItemRow,
  type OrderRow,
} from './orders.repository.ts';
import type { OrderSummary } from './order-view.ts';

async function withItems(
  ctx: RequestContext,
  row: OrderRow | undefined,
  what: string,
): Promise<Order> {
  if (!row) throw new NotFoundError(`No order ${what}`);
  return toOrder(row, await selectOrderItems(ctx.db, [row.id]));
}

/** The answer of a place call from the order's rows and the secret of its link. */
export function placedOrderAnswer(row: OrderRow, items: readonly OrderItemRow[], token: string) {
  const registered = (row.flags as { registered?: boolean }).registered ?? false;
  return { data: toOrder(row, items), meta: { token, registered } };
}

/** The answer of a place call, the same however often it is repeated: the order and its link. */
export async function readPlacedOrder(ctx: RequestContext, orderId: number) {
  const row = await selectOrder(ctx.db, { id: orderId });
  if (!row) throw new NotFoundError(`No order ${orderId}`);
  const items = await selectOrderItems(ctx.db, [row.id]);
  return placedOrderAnswer(row, items, (await orderLinkToken(ctx.db, orderId)).token);
}

/** By the secret of its link; an unknown link is as absent as a missing order. */
export async function orderByToken(ctx: RequestContext, token: string): Promise<Order> {
  return withItems(
    ctx,
    await selectOrder(ctx.db, { tokenHash: hashToken(token) }),
    'for this link',
  );
}

/** The signed-in shopper's orders only: another's answers 404. */
export async function userOrderByCode(ctx: RequestContext, code: string): Promise<Order> {
  const user = await authenticate(ctx);
  return withItems(ctx, await selectOrder(ctx.db, { code, userId: user.id }), code);
}

export async function userOrder(ctx: RequestContext, id: number): Promise<Order> {
  const user = await authenticate(ctx);
  return withItems(ctx, await selectOrder(ctx.db, { id, userId: user.id }), String(id));
}

export async function userOrders(ctx: RequestContext, paging: { page: number; perPage: number }) {
  const user = await authenticate(ctx);
  const [total, rows] = await Promise.all([
    countUserOrders(ctx.db, user.id),
    selectUserOrders(ctx.db, user.id, paging.perPage, offsetOf(paging)),
  ]);
  const items = await selectOrderItems(
    ctx.db,
    rows.map((row) => row.id),
  );
  return {
    data: rows.map((row) => toOrder(row, items)),
    meta: {
      pagination: {
        total,
        currentPage: paging.page,
        perPage: paging.perPage,
        totalPages: Math.ceil(total / paging.perPage),
      },
    },
  };
}

/** What paying an order online needs to know of it. */
export interface PayableOrder {
  id: number;
  code: string;
  locale: string;
  currencyCode: string;
  totalWithTax: number;
  paymentStatus: Order['paymentStatus'];
  paymentType: Order['payment']['type'];
}

function payable(row: OrderRow): PayableOrder {
  return {
    id: row.id,
    code: row.code,
    locale: row.locale,
    currencyCode: row.currencyCode,
    totalWithTax: row.totalWithTax,
    paymentStatus: row.paymentStatus,
    paymentType: (row.summary as unknown as OrderSummary).payment.type,
  };
}

/** An order to pay, by the secret of its link (404 like any unknown link) or by id. */
export async function findPayableOrder(
  ctx: RequestContext,
  where: { token: string } | { id: number },
): Promise<PayableOrder> {
  const row = await selectOrder(
    ctx.db,
    'token' in where ? { tokenHash: hashToken(where.token) } : { id: where.id },
  );
  if (!row) throw new NotFoundError('No order for this link');
  return payable(row);
}

/** The order locked for a payment change, inside the caller's transaction. */
export async function lockPayableOrder(tx: RequestContext, id: number): Promise<PayableOrder> {
  const row = await lockOrder(tx.db, id);
  if (!row) throw new NotFoundError(`No order ${id}`);
  return payable(row);
}

/** Records what an attempt to pay came to (see `updateOrderPaymentStatus` for the ways it moves). */
export function recordOrderPayment(
  tx: RequestContext,
  id: number,
  status: 'pending' | 'paid' | 'failed' | 'cancelled',
): Promise<void> {
  return updateOrderPaymentStatus(tx.db, id, status);
}

/** The secret of the order's public link (the same on every call). */
export async function orderLink(ctx: RequestContext, id: number): Promise<string> {
  return (await orderLinkToken(ctx.db, id)).token;
}
