import type { Locale } from '@vitrina/contracts';
import type { CatalogProduct } from '@vitrina/contracts/content';
import type { UnwatchProductBody, WatchProductBody } from '@vitrina/contracts/store';
import { NotFoundError, ValidationError } from '../../../core/errors.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import { inTransaction } from '../../../core/transaction.ts';
import { enqueueMail } from '../../../mail/outbox.ts';
import {
  isProductVisibleTo,
  loadCatalogProducts,
} from '../../catalog/products/products.service.ts';
import { mailLinkBase, withParams } from '../users/mail-links.ts';
import { optionalUser } from '../users/sessions.service.ts';
import { hashToken, newToken } from '../users/tokens.ts';
import { watchConfirmationMail } from './product-watcher-mails.ts';
import { deleteWatcherByToken, upsertWatcher } from './product-watchers.repository.ts';

/**
 * A product as every shopper sees it (public prices, no groups) in a language and currency: the
 * state a watch starts from and the notifier compares with, so both read the same price.
 */
export async function publicProductState(
  ctx: RequestContext,
  productId: number,
  locale: Locale,
  currency: string,
): Promise<CatalogProduct | undefined> {
  const view = { ...ctx, locale, currency: currency as RequestContext['currency'], userGroups: [] };
  return (await loadCatalogProducts(view, [productId]))[0];
}

/** The product page's address in the watcher's language. */
export async function productUrl(
  ctx: RequestContext,
  storefrontUrl: string,
  locale: Locale,
  slug: string,
): Promise<string> {
  const base = await mailLinkBase({ ...ctx, locale }, storefrontUrl, 'product', undefined);
  return new URL(`${base.pathname}/${encodeURIComponent(slug)}`, base).href;
}

/**
 * Sets a watch for the address and mails its confirmation with the unsubscribe link. Without
 * flags: stock when the product is out of stock, else the price. A stock watch on a product in
 * stock has nothing to wait for, so it is dropped; if nothing is left to watch, 400 on
 * `watchStock`. A repeat while the watch waits answers the same and mails nothing.
 */
export async function watchProduct(
  ctx: RequestContext,
  productId: number,
  body: WatchProductBody,
  storefrontUrl: string,
): Promise<{ success: true }> {
  if (!(await isProductVisibleTo(ctx, productId))) {
    throw new NotFoundError(`No product with id ${productId}`, 'id');
  }
  const user = await optionalUser(ctx);
  const product = await publicProductState(ctx, productId, ctx.locale, ctx.currency);
  if (!product) throw new NotFoundError(`No product with id ${productId}`, 'id');
  const inStock = product.availability.isAvailable;
  const watchStock = (body.watchStock ?? !inStock) && !inStock;
  const watchPrice = body.watchPrice ?? (body.priceBelow !== undefined || inStock);
  if (!watchStock && !watchPrice) {
    throw new ValidationError(
      'The product is in stock already; watch its price instead',
      'watchStock',
    );
  }
  const priceBelow = watchPrice ? (body.priceBelow ?? null) : null;
  const { token, hash } = newToken();
  const unsubscribe = await mailLinkBase(ctx, storefrontUrl, 'watchUnsubscribe', undefined);
  const url = await productUrl(ctx, storefrontUrl, ctx.locale, product.slug);
  await inTransaction(ctx, async (tx) => {
    const created = await upsertWatcher(tx.db, {
      productId,
      email: body.email,
      userId: user?.id ?? null,
      locale: ctx.locale,
      currencyCode: ctx.currency,
      priceBelow,
      watchStock,
      watchPrice,
      priceAtStart: product.prices.unitWithTax,
      unsubscribeTokenHash: hash,
    });
    if (!created) return;
    await enqueueMail(
      tx,
      watchConfirmationMail(
        ctx.locale,
        body.email,
        { name: product.name, url },
        { watchStock, watchPrice, priceBelow, currencyCode: ctx.currency },
        withParams(unsubscribe, { token }),
      ),
    );
  });
  return { success: true };
}

/** Ends the watch of the link's token; the same answer when it had ended already. */
export async function unwatchProduct(
  ctx: RequestContext,
  body: UnwatchProductBody,
): Promise<{ success: true }> {
  await deleteWatcherByToken(ctx.db, hashToken(body.token));
  return { success: true };
}
