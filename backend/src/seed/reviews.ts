import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { selectRows, type Database } from '../db/database.ts';
import * as schema from '../db/schema/index.ts';
import { itemSeed, seededRandom, type Random } from './catalogue-random.ts';
import { currencyRows } from './data/currencies.ts';
import {
  commentQuestions,
  customerReplies,
  reviewerNames,
  reviewTexts,
  shopReplies,
} from './data/reviews.ts';

type Rows<T extends { $inferInsert: unknown }> = T['$inferInsert'][];

export interface ReviewData {
  productReviews: Rows<typeof schema.productReviews>;
  productComments: Rows<typeof schema.productComments>;
  orderGifts: Rows<typeof schema.orderGifts>;
  orderGiftThresholds: Rows<typeof schema.orderGiftThresholds>;
}

/** Insertion order; also what `reseedDemo` truncates. */
export const reviewTables: { [K in keyof ReviewData]: PgTable } = {
  productReviews: schema.productReviews,
  productComments: schema.productComments,
  orderGifts: schema.orderGifts,
  orderGiftThresholds: schema.orderGiftThresholds,
};

/** Reviews and comments go to the first products only, so a 100,000-product seed stays quick. */
export const reviewedProductLimit = 2000;
/** Product 1 always has this many reviews (several pages of 5) and four comment threads. */
export const firstProductReviews = 23;
/** Gift thresholds as multiples of the shop's order-gift value (currencies.order_gift_at). */
const giftMultipliers = [1, 2.5, 5] as const;

const seedBase = 0x5e71e3;
/** Reviews are dated up to two years before this instant, so re-seeding gives the same rows. */
const latest = Date.parse('2026-11-01T12:00:00Z');
const hourMs = 3_600_000;

function reviewText(random: Random, locale: 'cs' | 'en', rating: number): string | null {
  if (random.chance(0.3)) return null;
  const band = rating >= 80 ? 'good' : rating >= 40 ? 'middling' : 'poor';
  return random.pick(reviewTexts[locale][band]);
}

/** Mostly four and five stars, like real shops; 0–100 in steps of 20. */
function rating(random: Random): number {
  return random.pick([100, 100, 100, 100, 80, 80, 80, 60, 40, 20, 0]);
}

/**
 * Every review, comment and order gift for a shop of `productCount` products; `giftProductIds` are
 * the products given as order gifts. Pure.
 */
export function buildReviewRows(
  productCount: number,
  giftProductIds: readonly number[] = [],
): ReviewData {
  const data: ReviewData = {
    productReviews: [],
    productComments: [],
    orderGifts: [],
    orderGiftThresholds: [],
  };
  for (let productId = 1; productId <= Math.min(productCount, reviewedProductLimit); productId++) {
    const random = seededRandom(itemSeed(seedBase, productId));
    const reviews =
      productId === 1 ? firstProductReviews : random.chance(0.6) ? random.int(1, 12) : 0;
    for (let n = 0; n < reviews; n++) {
      const locale = random.chance(0.85) ? 'cs' : 'en';
      const stars = rating(random);
      data.productReviews.push({
        id: data.productReviews.length + 1,
        productId,
        author: random.pick(reviewerNames),
        rating: stars,
        text: reviewText(random, locale, stars),
        locale,
        createdAt: new Date(latest - random.int(1, 17_000) * hourMs).toISOString(),
      });
    }
    const threads = productId === 1 ? 4 : random.chance(0.25) ? random.int(1, 3) : 0;
    for (let n = 0; n < threads; n++) {
      const asked = latest - random.int(48, 12_000) * hourMs;
      const id = data.productComments.length + 1;
      data.productComments.push({
        id,
        productId,
        author: random.pick(reviewerNames),
        text: random.pick(commentQuestions),
        createdAt: new Date(asked).toISOString(),
      });
      const replies = productId === 1 && n === 0 ? 2 : random.chance(0.6) ? 1 : 0;
      let repliedAt = asked;
      for (let r = 0; r < replies; r++) {
        const shop = r === 0;
        repliedAt += random.int(1, 20) * hourMs;
        data.productComments.push({
          id: data.productComments.length + 1,
          productId,
          parentId: id,
          author: shop ? 'Vitrina' : random.pick(reviewerNames),
          isShopReply: shop,
          text: shop ? random.pick(shopReplies) : random.pick(customerReplies),
          createdAt: new Date(repliedAt).toISOString(),
        });
      }
    }
  }
  giftProductIds.slice(0, giftMultipliers.length).forEach((productId, position) => {
    const id = position + 1;
    data.orderGifts.push({ id, productId, position });
    for (const currency of currencyRows) {
      const base = currency.orderGiftAt ?? 0;
      data.orderGiftThresholds.push({
        giftId: id,
        currencyCode: currency.code,
        priceFrom: Math.round(base * (giftMultipliers[position] ?? 1)),
      });
    }
  });
  return data;
}

const rowsPerInsert = 1000;

/**
 * Writes them after the catalogue (they reference products) and moves the id sequences on. The
 * product count comes from the database, so re-applying reviews alone matches a full seed.
 */
export async function writeReviews(tx: Database): Promise<Record<string, number>> {
  const [stored] = await selectRows<{ count: number }>(
    tx,
    sql`select count(*)::int as count from ${schema.products}`,
  );
  const productCount = stored?.count ?? 0;
  // Gifts: the first public products a guest can buy (the generator decides which those are).
  const gifts = await selectRows<{ id: number }>(
    tx,
    sql`select id from ${schema.products} where visible and saleable
      and required_user_group is null and id >= 5 order by id limit ${giftMultipliers.length}`,
  );
  const data = buildReviewRows(
    productCount,
    gifts.map((gift) => gift.id),
  );
  const counts: Record<string, number> = {};
  for (const key of Object.keys(reviewTables) as (keyof ReviewData)[]) {
    const rows = data[key];
    for (let start = 0; start < rows.length; start += rowsPerInsert) {
      await tx.insert(reviewTables[key]).values(rows.slice(start, start + rowsPerInsert));
    }
    counts[getTableName(reviewTables[key])] = rows.length;
  }
  for (const table of [schema.productReviews, schema.productComments, schema.orderGifts]) {
    const name = getTableName(table);
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${name}, 'id'), coalesce(max(id), 0) + 1, false) from ${table}`,
    );
  }
  return counts;
}
