import type { Locale } from '@vitrina/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { backgroundContext, type RequestContext } from '../../../core/request-context.ts';
import { inTransaction } from '../../../core/transaction.ts';
import type { Database } from '../../../db/database.ts';
import { enqueueMail } from '../../../mail/outbox.ts';
import { watchNoticeMail, type WatchEvent } from './product-watcher-mails.ts';
import {
  lockWaitingWatchers,
  markNotified,
  selectWatchedProductIds,
  type WatcherRow,
} from './product-watchers.repository.ts';
import { productUrl, publicProductState } from './product-watchers.service.ts';

/** What the product's state means for one watch: its event, or null while it waits on. */
export function eventFor(
  watch: Pick<WatcherRow, 'watchStock' | 'watchPrice' | 'priceBelow' | 'priceAtStart'>,
  state: { isAvailable: boolean; price: number; currencyCode: string },
): WatchEvent | null {
  if (watch.watchStock && state.isAvailable) return { kind: 'back_in_stock' };
  if (!watch.watchPrice || watch.priceAtStart === null) return null;
  const dropped = state.price < watch.priceAtStart;
  const lowEnough = watch.priceBelow === null || state.price <= watch.priceBelow;
  return dropped && lowEnough
    ? {
        kind: 'price_drop',
        price: state.price,
        previous: watch.priceAtStart,
        currencyCode: state.currencyCode,
      }
    : null;
}

/**
 * Queues one notice per waiting watch of the product whose event has come (back in stock, or a
 * price drop to its target) and ends that watch, in one transaction: the mail exists exactly
 * when the watch is marked notified, and a watch is mailed at most once. Returns how many.
 */
export async function notifyProductWatchers(
  ctx: RequestContext,
  productId: number,
  storefrontUrl: string,
): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    const watches = await lockWaitingWatchers(tx.db, productId);
    const states = new Map<string, Awaited<ReturnType<typeof publicProductState>>>();
    let sent = 0;
    for (const watch of watches) {
      const locale = watch.locale as Locale;
      const key = `${locale}|${watch.currencyCode}`;
      if (!states.has(key)) {
        states.set(key, await publicProductState(tx, productId, locale, watch.currencyCode));
      }
      const product = states.get(key);
      // Gone, hidden or without a price in that currency: nothing to tell yet.
      if (!product) continue;
      const event = eventFor(watch, {
        isAvailable: product.availability.isAvailable,
        price: product.prices.unitWithTax,
        currencyCode: watch.currencyCode,
      });
      if (!event) continue;
      const url = await productUrl(tx, storefrontUrl, locale, product.slug);
      await enqueueMail(
        tx,
        watchNoticeMail(locale, watch.email, { name: product.name, url }, event),
      );
      await markNotified(tx.db, watch.id);
      sent++;
    }
    return sent;
  });
}

/** Every product someone waits on, one transaction each; how many notices were queued. */
export async function notifyAllProductWatchers(
  ctx: RequestContext,
  storefrontUrl: string,
): Promise<number> {
  let sent = 0;
  for (const productId of await selectWatchedProductIds(ctx.db)) {
    sent += await notifyProductWatchers(ctx, productId, storefrontUrl);
  }
  return sent;
}

export interface WatchNotifier {
  /** Checks now (after a change of stock or prices) instead of at the next poll. */
  wake(): void;
  close(): Promise<void>;
}

/**
 * Stock and prices change by order placement, imports and the seed, not only by calls of this
 * app, so a poll (default every 5 min) compares the state with what each watch waits for; `wake`
 * runs it now. Row locks make several processes safe to poll at once. `onSent` wakes the mailer.
 */
export function createWatchNotifier(
  db: Database,
  options: { storefrontUrl: string; pollMs?: number; onSent?: () => void },
  log: FastifyBaseLogger,
): WatchNotifier {
  const ctx = backgroundContext(db, log);
  let closed = false;
  let running: Promise<void> | null = null;
  const run = () => {
    if (closed || running) return;
    running = notifyAllProductWatchers(ctx, options.storefrontUrl)
      .then((sent) => {
        if (sent > 0) options.onSent?.();
      })
      .catch((error: unknown) => log.error({ err: error }, 'product watch notifier failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, options.pollMs ?? 5 * 60_000);
  timer.unref();
  return {
    wake: () => setImmediate(run),
    async close() {
      closed = true;
      clearInterval(timer);
      await running;
    },
  };
}
