import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealBackend } from '../../../testing/realBackend.ts';
import { requestContext } from '../../request/requestContext.ts';
import { resolveRequestContext } from '../../request/resolveRequestContext.server.ts';
import { changeCart, loadCart } from '../cart/cart.server.ts';
import { loadCartExtras } from './cartExtras.server.ts';
import { cartPageAction, loadCartPage, readCartForm } from './cartPage.server.ts';
import { saveCartAsList } from './saveCartAsList.server.ts';

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe('readCartForm', () => {
  it('reads each form of the cart page', () => {
    expect(readCartForm(form({ intent: 'setAmount', itemId: '4', amount: ' 3 ' }))).toEqual({
      change: { kind: 'setAmount', itemId: 4, amount: 3 },
      itemId: 4,
    });
    expect(readCartForm(form({ intent: 'remove', itemId: '4' }))).toEqual({
      change: { kind: 'remove', itemId: 4 },
      itemId: 4,
    });
    // The contract's coupon rule: trimmed and upper-cased.
    expect(readCartForm(form({ intent: 'applyCoupon', couponCode: ' jaro-10 ' }))).toEqual({
      change: { kind: 'applyCoupon', couponCode: 'JARO-10' },
      itemId: null,
    });
    expect(readCartForm(form({ intent: 'removeCoupon' }))).toEqual({
      change: { kind: 'removeCoupon' },
      itemId: null,
    });
    expect(readCartForm(form({ intent: 'addGift', giftId: '2' }))).toEqual({
      change: { kind: 'addGift', giftId: 2 },
      itemId: null,
    });
    expect(readCartForm(form({ intent: 'removeGift', giftId: '2' }))).toEqual({
      change: { kind: 'removeGift', giftId: 2 },
      itemId: null,
    });
    expect(readCartForm(form({ intent: 'setCredits', credits: '15000' }))).toEqual({
      change: { kind: 'setCredits', credits: 15000 },
      itemId: null,
    });
  });

  it('names the wrong field of a malformed post', () => {
    const failure = (fields: Record<string, string>) => {
      const read = readCartForm(form(fields));
      return 'failure' in read ? read.failure.error : null;
    };
    expect(failure({ intent: 'setAmount', itemId: '4', amount: '0' })).toMatchObject({
      field: 'amount',
    });
    expect(failure({ intent: 'setAmount', itemId: '4', amount: '10000' })).toMatchObject({
      field: 'amount',
    });
    expect(failure({ intent: 'remove', itemId: 'x' })).toMatchObject({
      field: 'itemId',
      code: 'not_found',
    });
    expect(failure({ intent: 'applyCoupon', couponCode: '  ' })).toEqual({
      field: 'couponCode',
      title: 'Enter a code',
      code: undefined,
    });
    expect(failure({ intent: 'applyCoupon', couponCode: 'no spaces' })).toMatchObject({
      title: 'The code is not valid',
    });
    expect(failure({ intent: 'addGift', giftId: '0' })).toMatchObject({
      field: 'giftId',
      code: 'not_found',
    });
    expect(failure({ intent: 'removeGift', giftId: '99999999999' })).toMatchObject({
      field: 'giftId',
    });
    expect(failure({ intent: 'setCredits', credits: '-5' })).toMatchObject({ field: 'credits' });
    expect(failure({ intent: 'setCredits', credits: '2000000000' })).toMatchObject({
      field: 'credits',
    });
    expect(failure({ intent: 'drop' })).toMatchObject({ field: 'intent' });
  });
});

describe('the cart page against the real back end', () => {
  let backend: Awaited<ReturnType<typeof startRealBackend>>;
  let cookie = '';
  let lineId = 0;

  beforeAll(async () => {
    backend = await startRealBackend();
    const response = await fetch(`${backend.origin}/content/catalog/product?ids=1,2,3,4,5,6`, {
      headers: { 'x-locale': 'cs' },
    });
    const { data } = (await response.json()) as {
      data: { variants: { id: number; availability: { isAvailable: boolean } }[] }[];
    };
    const variant = data
      .flatMap((product) => product.variants)
      .find((candidate) => candidate.availability.isAvailable);
    const start = new Request('http://shop.example/kosik');
    const context = await resolveRequestContext(start, new URL(start.url));
    const added = await changeCart(
      context,
      { kind: 'add', variantId: variant?.id ?? 0, amount: 1, forCredits: false },
      start.signal,
    );
    if (!added.ok) throw new Error(added.refusal.error.title);
    cookie = (added.cookies[0] ?? '').split(';')[0] ?? '';
    lineId = added.cart.items[0]?.id ?? 0;
  }, 300_000);

  afterAll(() => backend?.stop());

  async function post(path: string, fields: Record<string, string>) {
    const request = new Request(`http://shop.example${path}`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    });
    const context = await resolveRequestContext(request, new URL(request.url));
    return { response: await cartPageAction(context, request), context };
  }

  it('changes the amount and goes back to the cart page of the language (303, private)', async () => {
    const { response, context } = await post('/en/cart', {
      intent: 'setAmount',
      itemId: String(lineId),
      amount: '4',
    });
    expect(response).toBeInstanceOf(Response);
    const answer = response as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/en/cart');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('set-cookie')).toMatch(/^vitrina-cart-token=.*HttpOnly/);
    expect((await loadCart(context)).itemsCount).toBe(4);
  });

  it("answers a script's line change as data and a refused amount with the stock it has", async () => {
    const { response, context } = await post('/kosik', {
      intent: 'setAmount',
      itemId: String(lineId),
      amount: '2',
      reply: 'data',
    });
    expect(response).toMatchObject({
      data: { intent: 'setAmount', itemId: lineId, done: true },
      init: { headers: expect.any(Headers) },
    });
    const headers = (response as unknown as { init: { headers: Headers } }).init.headers;
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(headers.get('set-cookie')).toMatch(/^vitrina-cart-token=/);
    expect((await loadCart(context)).itemsCount).toBe(2);
    const refused = await post('/kosik', {
      intent: 'setAmount',
      itemId: String(lineId),
      amount: '9999',
      reply: 'data',
    });
    const cart = await loadCart(refused.context);
    // The seed's first orderable variant counts its stock, far below 9999.
    expect(cart.items[0]?.availability.checkStock).toBe(true);
    expect(refused.response).toMatchObject({
      init: { status: 409 },
      data: { intent: 'setAmount', itemId: lineId, error: { field: 'amount' } },
    });
    expect(cart.itemsCount).toBe(2);
  });

  it('answers a refused coupon with its field error and the status of the refusal', async () => {
    const { response } = await post('/kosik', { intent: 'applyCoupon', couponCode: 'NOSUCH' });
    expect(response).toMatchObject({
      init: { status: 400 },
      data: {
        intent: 'applyCoupon',
        error: { field: 'couponCode', title: 'The promo code does not exist' },
      },
    });
  });

  it("answers a gift the shop does not offer and a guest's credits as refusals, not outages", async () => {
    const gift = await post('/kosik', { intent: 'addGift', giftId: '987654' });
    expect(gift.response).toMatchObject({
      init: { status: 404 },
      data: { intent: 'addGift', error: { field: 'id', code: 'not_found' } },
    });
    const credits = await post('/kosik', { intent: 'setCredits', credits: '100' });
    expect(credits.response).toMatchObject({
      init: { status: 401 },
      data: { intent: 'setCredits', error: { title: 'Sign in to spend credits' } },
    });
  });

  it("offers a guest's cart the shop's gifts, but neither credits nor saving it as a list", async () => {
    const request = new Request('http://shop.example/kosik', { headers: { cookie } });
    const context = new RouterContextProvider();
    const resolved = await resolveRequestContext(request, new URL(request.url));
    context.set(requestContext, {
      ...resolved,
      featureFlags: { ...resolved.featureFlags, shoppingLists: true },
    });
    const extras = await loadCartExtras(context, await loadCart(resolved));
    // The seed's three gifts, cheapest threshold first, in the request's currency.
    expect(extras.gifts.map((gift) => gift.currencyCode)).toEqual(['CZK', 'CZK', 'CZK']);
    const thresholds = extras.gifts.map((gift) => gift.price_from);
    expect(thresholds).toEqual([...thresholds].sort((a, b) => a - b));
    expect(extras.credits).toBeNull();
    expect(extras.canSaveList).toBe(false);
    const saved = await saveCartAsList(context, form({ intent: 'saveList', name: 'Later' }));
    expect(saved).toMatchObject({
      init: { status: 401 },
      data: { intent: 'saveList', error: { title: 'Sign in to save the cart' } },
    });
  });

  it('loads the page with the cart and a plain add failure to explain', async () => {
    const request = new Request('http://shop.example/kosik?addError=Not+in+stock', {
      headers: { cookie },
    });
    const context = await resolveRequestContext(request, new URL(request.url));
    const page = await loadCartPage(context, new URL(request.url));
    expect(page.cart.items).toHaveLength(1);
    expect(page.currency.code).toBe('CZK');
    expect(page.addError).toEqual({ title: 'Not in stock' });
  });
});
