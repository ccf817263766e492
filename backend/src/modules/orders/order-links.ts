import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { rootDatabase } from '../../db/dictionary-cache.ts';
import { shopSecrets } from '../../db/schema/index.ts';
import { hashToken } from '../accounts/users/tokens.ts';

const secretName = 'order_links';
/**
 * The shop's key, per database (a transaction's handle counts as the database it runs on, so
 * placing orders reads it once): the same in every process once read, as it never changes.
 */
const keys = new WeakMap<Database, string>();

async function selectKey(db: Database): Promise<string | undefined> {
  const [row] = await db.select().from(shopSecrets).where(eq(shopSecrets.name, secretName));
  return row?.value;
}

/** The key, and whether it was already committed (read) rather than created by this call. */
async function readOrCreateKey(db: Database): Promise<{ key: string; committed: boolean }> {
  const existing = await selectKey(db);
  if (existing) return { key: existing, committed: true };
  // The first process to ask creates it; racing ones keep the first and all read the same row.
  await db
    .insert(shopSecrets)
    .values({ name: secretName, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const created = await selectKey(db);
  if (!created) throw new Error('shop_secrets lost its order_links row');
  // Created inside a transaction that may still roll back: not remembered until read again.
  return { key: created, committed: false };
}

async function linkKey(db: Database): Promise<string> {
  const root = rootDatabase(db);
  const known = keys.get(root);
  if (known) return known;
  // Read through `db`: inside a transaction the root connection may be the one it holds (PGlite).
  const { key, committed } = await readOrCreateKey(db);
  if (committed) keys.set(root, key);
  return key;
}

/**
 * The secret of an order's public link: an HMAC of its id under the shop's key (256 bits,
 * base64url). Derived rather than stored, so a retried placement answers the same link while the
 * table keeps only its SHA-256 (decision 034).
 */
export async function orderLinkToken(
  db: Database,
  orderId: number,
): Promise<{ token: string; hash: string }> {
  const token = createHmac('sha256', await linkKey(db))
    .update(`order:${orderId}`)
    .digest('base64url');
  return { token, hash: hashToken(token) };
}
