import { createHash } from 'node:crypto';
import { endpoints } from '@vitrina/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { backgroundContext } from '../../../core/request-context.ts';
import { selectRows } from '../../../db/database.ts';
import { productWatchers } from '../../../db/schema/index.ts';
import { testDatabases } from '../../../test/databases.ts';
import {
  send,
  signedInShopper,
  storefrontUrl,
  uniqueEmail,
  useAccountsApp,
} from '../users/users.test-helpers.ts';
import { notifyAllProductWatchers, notifyProductWatchers } from './product-watch-notifier.ts';

const unsubscribeLinkIn = (text: string, path = '/hlidaci-pes/odhlasit') => {
  const link = /https?:\/\/\S+/g[Symbol.match](text)?.find((url) => url.includes(path));
  if (!link) throw new Error(`no unsubscribe link in:\n${text}`);
  return new URL(link);
};

describe.each(testDatabases)('product watchdog on $name', (database) => {
  const accounts = useAccountsApp(database);
  const { api, smtp } = accounts;
  const db = () => api.handle.db;
  const ctx = () => backgroundContext(db(), console as unknown as FastifyBaseLogger);
  const notify = (productId: number) => notifyProductWatchers(ctx(), productId, storefrontUrl);

  /** Products for everyone that keep stock, with a price in CZK and EUR; a different one per call. */
  let picked = 0;
  const pickProduct = async (): Promise<number> => {
    const rows = await selectRows<{ id: number }>(
      db(),
      sql`select p.id from products p
          where p.visible and p.saleable and p.check_stock and p.required_user_group is null
            and (select count(distinct pl.currency_code) from product_variants v
                 join variant_prices vp on vp.variant_id = v.id
                 join price_lists pl on pl.id = vp.price_list_id and pl.user_group is null
                 where v.product_id = p.id) = 2
          order by p.id limit 1 offset ${picked++}`,
    );
    return rows[0]!.id;
  };
  const setStock = (productId: number, quantity: number) =>
    db().execute(
      sql`update variant_stock set quantity = ${quantity} where variant_id in
            (select id from product_variants where product_id = ${productId})`,
    );
  /** Every public price of the product times `factor`. */
  const scalePrices = (productId: number, factor: number) =>
    db().execute(
      sql`update variant_prices set with_tax = round(with_tax * ${factor}::numeric),
            without_tax = round(without_tax * ${factor}::numeric), original_with_tax = null,
            original_without_tax = null
          where variant_id in (select id from product_variants where product_id = ${productId})`,
    );
  const watcher = async (productId: number, email: string) =>
    (
      await db()
        .select()
        .from(productWatchers)
        .where(
          sql`${productWatchers.productId} = ${productId} and ${productWatchers.email} = ${email}`,
        )
    )[0];
  const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  it('watches stock for a guest, mails the unsubscribe link once and notifies once', async () => {
    const productId = await pickProduct();
    await setStock(productId, 0);
    const email = uniqueEmail('watch');

    const answer = await api.call(endpoints.watchProduct, {
      params: { id: productId },
      body: { email: ` ${email.toUpperCase()} ` },
    });
    expect(answer).toEqual({ data: { success: true } });
    const row = await watcher(productId, email);
    expect(row).toMatchObject({ watchStock: true, watchPrice: false, userId: null, locale: 'cs' });
    expect(row!.notifiedAt).toBeNull();

    const confirmation = await smtp.waitFor(email);
    expect(confirmation.subject).toMatch(/^Hlídací pes: /);
    expect(confirmation.text).toContain(`${storefrontUrl}/produkt/`);
    const link = unsubscribeLinkIn(confirmation.text);
    expect(link.origin).toBe(storefrontUrl);
    const token = link.searchParams.get('token')!;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    // Only the hash is stored.
    expect(row!.unsubscribeTokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);

    // A repeat answers the same, keeps one row and mails nothing.
    const repeat = await send(api, 'POST', `/api/v1/products/${productId}/watchers`, { email });
    expect(repeat).toMatchObject({ status: 200, body: { data: { success: true } } });
    expect((await watcher(productId, email))!.unsubscribeTokenHash).toBe(row!.unsubscribeTokenHash);

    // Still out of stock: nothing to tell.
    expect(await notify(productId)).toBe(0);
    await setStock(productId, 5);
    expect(await notify(productId)).toBe(1);
    const notice = await smtp.waitFor(email, { skip: 1 });
    expect(notice.subject).toMatch(/je opět skladem$/);
    expect(notice.text).toContain(`${storefrontUrl}/produkt/`);
    expect((await watcher(productId, email))!.notifiedAt).not.toBeNull();

    // The same event does not mail twice, nor does going out and back in again: the watch is done.
    expect(await notify(productId)).toBe(0);
    await setStock(productId, 0);
    await setStock(productId, 3);
    expect(await notifyAllProductWatchers(ctx(), storefrontUrl)).toBe(0);
    await settle();
    expect(mailsTo(email)).toHaveLength(2);
  });

  it('arms a finished watch again on a new subscription', async () => {
    const productId = await pickProduct();
    await setStock(productId, 0);
    const email = uniqueEmail('again');
    const body = { email };
    await api.call(endpoints.watchProduct, { params: { id: productId }, body });
    await setStock(productId, 2);
    expect(await notify(productId)).toBe(1);
    await setStock(productId, 0);
    await api.call(endpoints.watchProduct, { params: { id: productId }, body });
    expect((await watcher(productId, email))!.notifiedAt).toBeNull();
    await smtp.waitFor(email, { skip: 2 });
    expect(mailsTo(email).map((mail) => mail.subject.slice(0, 12))).toEqual([
      'Hlídací pes:',
      expect.any(String),
      'Hlídací pes:',
    ]);
  });

  it('watches the price of an in-stock product in English and euros, down to a target', async () => {
    const productId = await pickProduct();
    await setStock(productId, 10);
    const anyDrop = uniqueEmail('drop');
    const target = uniqueEmail('target');
    await api.call(
      endpoints.watchProduct,
      { params: { id: productId }, body: { email: anyDrop } },
      { locale: 'en', currency: 'EUR' },
    );
    const row = await watcher(productId, anyDrop);
    expect(row).toMatchObject({ watchStock: false, watchPrice: true, currencyCode: 'EUR' });
    const start = row!.priceAtStart!;
    expect(start).toBeGreaterThan(0);
    await api.call(
      endpoints.watchProduct,
      { params: { id: productId }, body: { email: target, priceBelow: Math.floor(start / 2) } },
      { locale: 'en', currency: 'EUR' },
    );
    const confirmation = await smtp.waitFor(anyDrop);
    expect(confirmation.subject).toMatch(/^Watchdog: /);
    expect(unsubscribeLinkIn(confirmation.text, '/en/watchdog/unsubscribe').pathname).toBe(
      '/en/watchdog/unsubscribe',
    );
    expect((await smtp.waitFor(target)).text).toContain('or less');

    await scalePrices(productId, 1.1);
    expect(await notify(productId)).toBe(0);
    await scalePrices(productId, 0.8 / 1.1);
    expect(await notify(productId)).toBe(1);
    const notice = await smtp.waitFor(anyDrop, { skip: 1 });
    expect(notice.subject).toMatch(/now costs [\d.]+ EUR$/);
    expect(notice.text).toContain(`${storefrontUrl}/en/product/`);
    // 80 %: above the target of half the price, so that watch waits on.
    expect((await watcher(productId, target))!.notifiedAt).toBeNull();
    await scalePrices(productId, 0.5 / 0.8);
    expect(await notify(productId)).toBe(1);
    expect((await smtp.waitFor(target, { skip: 1 })).subject).toMatch(/now costs/);
  });

  it('unsubscribes by the mailed link, idempotently, and then notifies nobody', async () => {
    const productId = await pickProduct();
    await setStock(productId, 0);
    const email = uniqueEmail('unwatch');
    await api.call(endpoints.watchProduct, { params: { id: productId }, body: { email } });
    const token = unsubscribeLinkIn((await smtp.waitFor(email)).text).searchParams.get('token')!;
    for (let round = 0; round < 2; round++) {
      const answer = await api.call(endpoints.unwatchProduct, { body: { token } });
      expect(answer).toEqual({ data: { success: true } });
    }
    expect(await watcher(productId, email)).toBeUndefined();
    await setStock(productId, 4);
    expect(await notify(productId)).toBe(0);
  });

  it('links the watch to a signed-in shopper', async () => {
    const productId = await pickProduct();
    await setStock(productId, 0);
    const shopper = await signedInShopper(accounts, uniqueEmail('member'));
    await api.call(
      endpoints.watchProduct,
      { params: { id: productId }, body: { email: shopper.email } },
      { authToken: shopper.token },
    );
    expect((await watcher(productId, shopper.email))!.userId).toBe(shopper.userId);
  });

  it('answers 404 for unknown products and 400 envelopes for hostile input', async () => {
    const productId = await pickProduct();
    await setStock(productId, 10);
    const email = uniqueEmail('hostile');
    const unknown = await send(api, 'POST', '/api/v1/products/2147483647/watchers', { email });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ data: { errors: [{ code: 'not_found' }] } });

    const path = `/api/v1/products/${productId}/watchers`;
    const cases: [unknown, string, string?][] = [
      [{}, 'email'],
      [{ email: '' }, 'email'],
      [{ email: 'a\u0000@example.com' }, 'email'],
      [{ email: `${'a'.repeat(250)}@example.com` }, 'email'],
      [{ email: 42 }, 'email'],
      [{ email: ['x@example.com'] }, 'email'],
      [{ email, priceBelow: -1 }, 'priceBelow'],
      [{ email, priceBelow: 1e15 }, 'priceBelow'],
      [{ email, priceBelow: 12.5 }, 'priceBelow'],
      [{ email, priceBelow: '100' }, 'priceBelow'],
      [{ email, watchStock: 'yes' }, 'watchStock'],
      [{ email, watchStock: false, watchPrice: false }, 'watchStock'],
      [{ email, watchPrice: false, priceBelow: 100 }, 'priceBelow'],
      // In stock: a stock-only watch has nothing to wait for.
      [{ email, watchStock: true, watchPrice: false }, 'watchStock'],
      [{ email, userId: 1 }, ''],
      ['not json', ''],
    ];
    for (const [body, field] of cases) {
      const response = await send(api, 'POST', path, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const errors = (response.body as { data: { errors: { field?: string; code: string }[] } })
        .data.errors;
      expect(errors[0]!.code, JSON.stringify(body)).toBe('validation_failed');
      if (field)
        expect(
          errors.map((error) => error.field),
          JSON.stringify(body),
        ).toContain(field);
    }
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await send(api, 'POST', `/api/v1/products/${id}/watchers`, { email });
      expect(response.status, id).toBe(400);
    }
    for (const token of ['', 'short', 'a\u0000'.repeat(20), 'ab/'.repeat(10), 7]) {
      const response = await send(api, 'POST', '/api/v1/product-watchers/unsubscribe', { token });
      expect(response.status, String(token)).toBe(400);
    }
    expect(await watcher(productId, email)).toBeUndefined();
    expect(mailsTo(email)).toHaveLength(0);
  });
});

describe('product watchdog rate limit', () => {
  const { api } = useAccountsApp(testDatabases[0]!, { perAccount: 2 });

  it('answers 429 after the per-address limit', async () => {
    const email = uniqueEmail('limit');
    const statuses = [];
    for (let round = 0; round < 3; round++) {
      statuses.push((await send(api, 'POST', '/api/v1/products/1/watchers', { email })).status);
    }
    expect(statuses.slice(0, 2)).not.toContain(429);
    expect(statuses[2]).toBe(429);
  });
});
