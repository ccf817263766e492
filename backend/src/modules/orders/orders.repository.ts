import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/database.ts';
import { creditTransactions, orderItems, orders, users } from '../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type NewOrderItemRow = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;

/** The next order id, taken before the insert so the order number can be derived from it. */
export async function nextOrderId(db: Database): Promise<number> {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`,
  );
  if (!row) throw new Error('no order id from the sequence');
  return row.id;
}

/**
 * Writes the order and its lines; answers both as stored (defaults and all). Two inserts sent
 * together: in a transaction postgres.js pipelines them (the second does not wait for the
 * first's answer, decision 245), and the connection runs them in the order sent, the order
 * before the lines that refer to it. Not one statement with the inserts as CTEs: drizzle takes
 * three times as long to build that (selecting from the CTEs' returned columns: 1.3 ms of a
 * place's CPU in `bench:api --count`) as the two plain inserts.
 */
export async function insertOrder(
  db: Database,
  order: NewOrderRow & { id: number },
  items: readonly NewOrderItemRow[],
): Promise<{ row: OrderRow; items: OrderItemRow[] }> {
  if (items.length === 0) throw new Error('an order has at least its product lines');
  const [[row], written] = await Promise.all([
    db.insert(orders).values(order).returning(),
    db
      .insert(orderItems)
      .values(items.map((item) => ({ ...item, orderId: order.id })))
      .returning(),
  ]);
  if (!row) throw new Error('insert into orders returned no row');
  return { row, items: written.sort((a, b) => a.position - b.position) };
}

/** Spends credits; false when the balance is short (the row is locked by the update itself). */
export async function spendCredits(
  db: Database,
  userId: number,
  amount: number,
  orderId: number,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ credits: sql`${users.credits} - ${amount}` })
    .where(and(eq(users.id, userId), sql`${users.credits} >= ${amount}`))
    .returning({ id: users.id });
  if (rows.length !== 1) return false;
  await db.insert(creditTransactions).values({ userId, amount: -amount, reason: 'order', orderId });
  return true;
}

export async function selectOrder(
  db: Database,
  where: { id?: number; tokenHash?: string; code?: string; userId?: number },
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        where.id === undefined ? undefined : eq(orders.id, where.id),
        where.tokenHash === undefined ? undefined : eq(orders.tokenHash, where.tokenHash),
        where.code === undefined ? undefined : eq(orders.code, where.code),
        where.userId === undefined ? undefined : eq(orders.userId, where.userId),
      ),
    )
    .limit(1);
  return row;
}

export function selectOrderItems(
  db: Database,
  orderIds: readonly number[],
): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderItems)
    .where(sql`${orderItems.orderId} = any(${`{${orderIds.join(',')}}`}::int[])`)
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
}

export function selectUserOrders(
  db: Database,
  userId: number,
  limit: number,
  offset: number,
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
}

export async function countUserOrders(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.userId, userId));
  return row?.count ?? 0;
}

/** After registration at checkout: the order joins the new account. */
export async function attachOrderToUser(
  db: Database,
  orderId: number,
  userId: number,
): Promise<void> {
  await db
    .update(orders)
    .set({ userId, flags: sql`${orders.flags} || '{"registered": true}'::jsonb` })
    .where(eq(orders.id, orderId));
}

/** The order row locked for a change of its payment (callbacks and new attempts queue here). */
export async function lockOrder(db: Database, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

/**
 * Moves the payment status along the only ways it may go: to `paid` from anything but paid (with
 * the time), to `failed`/`cancelled` from `pending`, back to `pending` from those two (a new
 * attempt). Anything else leaves the row as it is.
 */
export async function updateOrderPaymentStatus(
  db: Database,
  id: number,
  status: 'pending' | 'paid' | 'failed' | 'cancelled',
): Promise<void> {
  const from =
    status === 'paid'
      ? sql`${orders.paymentStatus} <> 'paid'`
      : status === 'pending'
        ? sql`${orders.paymentStatus} in ('failed', 'cancelled')`
        : sql`${orders.paymentStatus} = 'pending'`;
  await db
    .update(orders)
    .set(
      status === 'paid' ? { paymentStatus: status, paidAt: sql`now()` } : { paymentStatus: status },
    )
    .where(and(eq(orders.id, id), from));
}
