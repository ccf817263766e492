import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeGuestOrder } from '../../../testing/guestOrder.ts';
import { startRealBackend } from '../../../testing/realBackend.ts';
import { resolveRequestContext } from '../../request/resolveRequestContext.server.ts';
import { loadCart } from '../cart/cart.server.ts';
import { importAction } from './orderImport.server.ts';
import { finishPageAction, loadFinishPage } from './orderFinish.server.ts';
import { paymentReturn } from './paymentReturn.server.ts';

let backend: Awaited<ReturnType<typeof startRealBackend>>;

beforeAll(async () => {
  backend = await startRealBackend();
}, 300_000);

afterAll(() => backend?.stop());

async function contextOf(request: Request) {
  return resolveRequestContext(request, new URL(request.url));
}

async function finish(path: string) {
  const request = new Request(`http://shop.example${path}`);
  return loadFinishPage(await contextOf(request), new URL(request.url));
}

/** The status of what a loader threw (`data(…, 404)`), or the error itself. */
async function thrownStatus(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? error;
  }
  return 'resolved';
}

async function pay(token: string, path = '/kosik/dokonceni') {
  const request = new Request(`http://shop.example${path}?order=${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'intent=pay',
  });
  return finishPageAction(await contextOf(request), request);
}

/** The gateway's hosted page pressed as a shopper would; answers where it sends the browser. */
async function settleAtGateway(redirectUrl: string, result: 'paid' | 'cancelled' | 'failed') {
  const answer = await fetch(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `result=${result}`,
    redirect: 'manual',
  });
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get('location') ?? '');
}

async function backFromGateway(returnUrl: URL, path = '/checkout/payment/callback') {
  const request = new Request(`http://shop.example${path}${returnUrl.search}`);
  return paymentReturn(await contextOf(request), new URL(request.url));
}

function redirectUrlOf(answer: Awaited<ReturnType<typeof pay>>): string {
  if (answer instanceof Response)
    throw new Error(`redirected to ${answer.headers.get('location')}`);
  const body = answer.data as { redirectUrl?: string };
  if (!body.redirectUrl) throw new Error(`no payment page: ${JSON.stringify(body)}`);
  return body.redirectUrl;
}

describe('the thank-you page', () => {
  it('shows a bank-transfer order with the account, variable symbol, amount and QR code', async () => {
    const placed = await placeGuestOrder(backend.origin, { paymentType: 'BANK_TRANSFER' });
    const page = await finish(`/kosik/dokonceni?order=${placed.token}`);
    expect(page.order.code).toBe(placed.order.code);
    expect(page.order.email).toBe('tester@example.cz');
    expect(page.lines.length).toBeGreaterThan(0);
    expect(page.bankTransfer).toMatchObject({
      iban: 'CZ65 0800 0000 1920 0014 5399',
      accountNumber: '19-2000145399/0800',
      variableSymbol: placed.order.code,
      amount: placed.order.prices.totalWithTax,
      currencyCode: 'CZK',
    });
    expect(page.bankTransfer?.qr.size).toBeGreaterThanOrEqual(21);
    expect(page.bankTransfer?.qr.d).toMatch(/^M\d+ \d+h1v1h-1z/);
    // Placed a moment ago: the visit that placed it reports the conversion.
    expect(page.conversion).toMatchObject({ code: placed.order.code, currency: 'CZK' });
    // The same link a day later is only looking.
    const later = await loadFinishPage(
      await contextOf(new Request(`http://shop.example/kosik/dokonceni?order=${placed.token}`)),
      new URL(`http://shop.example/kosik/dokonceni?order=${placed.token}`),
      Date.now() + 24 * 60 * 60 * 1000,
    );
    expect(later.conversion).toBeNull();
  }, 60_000);

  it('is a 404 for a missing, malformed or unknown link, before or after asking', async () => {
    expect(await thrownStatus(finish('/kosik/dokonceni'))).toBe(404);
    expect(await thrownStatus(finish('/kosik/dokonceni?order=%3Cscript%3E'))).toBe(404);
    expect(await thrownStatus(finish(`/kosik/dokonceni?order=${'x'.repeat(40)}`))).toBe(404);
  });
});

describe('card payment: pay, come back, retry', () => {
  it('pays through the gateway and shows the order paid (English)', async () => {
    const placed = await placeGuestOrder(backend.origin, {
      paymentType: 'CARD_ONLINE',
      locale: 'en',
    });
    const before = await finish(`/en/cart/finish?order=${placed.token}`);
    expect(before.order.paymentStatus).toBe('pending');
    expect(before.bankTransfer).toBeNull();

    const redirectUrl = redirectUrlOf(await pay(placed.token, '/en/cart/finish'));
    // The open attempt: the place answer's own payment page.
    expect(redirectUrl).toBe(placed.payment?.redirectUrl);
    const returnUrl = await settleAtGateway(redirectUrl, 'paid');
    const back = await backFromGateway(returnUrl, '/en/checkout/payment/callback');
    expect(back).toBeInstanceOf(Response);
    expect((back as Response).status).toBe(303);
    expect((back as Response).headers.get('location')).toBe(
      `/en/cart/finish?order=${placed.token}`,
    );
    expect((back as Response).headers.get('cache-control')).toBe('private, no-store');
    expect((await finish(`/en/cart/finish?order=${placed.token}`)).order.paymentStatus).toBe(
      'paid',
    );

    // Paid: asking to pay again just shows the order.
    const again = await pay(placed.token, '/en/cart/finish');
    expect((again as Response).status).toBe(303);
  }, 60_000);

  it('cancelled, then tried again and paid', async () => {
    const placed = await placeGuestOrder(backend.origin, { paymentType: 'CARD_ONLINE' });
    const first = redirectUrlOf(await pay(placed.token));
    await backFromGateway(await settleAtGateway(first, 'cancelled'));
    expect((await finish(`/kosik/dokonceni?order=${placed.token}`)).order.paymentStatus).toBe(
      'cancelled',
    );
    const second = redirectUrlOf(await pay(placed.token));
    expect(second).not.toBe(first);
    const back = await backFromGateway(await settleAtGateway(second, 'paid'));
    expect((back as Response).headers.get('location')).toBe(
      `/kosik/dokonceni?order=${placed.token}`,
    );
    expect((await finish(`/kosik/dokonceni?order=${placed.token}`)).order.paymentStatus).toBe(
      'paid',
    );
  }, 60_000);

  it('refuses a forged or mangled return politely (4xx with a problem code, nothing changed)', async () => {
    const placed = await placeGuestOrder(backend.origin, { paymentType: 'CARD_ONLINE' });
    const redirectUrl = redirectUrlOf(await pay(placed.token));
    const returnUrl = await settleAtGateway(redirectUrl, 'failed');
    // The same result claimed as paid: the signature no longer matches.
    const forged = new URL(returnUrl);
    forged.searchParams.set('status', 'paid');
    expect(await backFromGateway(forged)).toMatchObject({
      data: { problem: 'refused' },
      init: { status: 403 },
    });
    const mangled = new URL(returnUrl);
    mangled.searchParams.set('amount', '12.5');
    expect(await backFromGateway(mangled)).toMatchObject({
      data: { problem: 'invalid' },
      init: { status: 400 },
    });
    expect(await backFromGateway(new URL('http://x/?paymentId=<b>&status=paid'))).toMatchObject({
      init: { status: 400 },
    });
    // The order stays as the gateway really left it (its notification came first).
    expect((await finish(`/kosik/dokonceni?order=${placed.token}`)).order.paymentStatus).toBe(
      'failed',
    );
    // The genuine return still works.
    const back = await backFromGateway(returnUrl);
    expect((back as Response).status).toBe(303);
  }, 60_000);
});

describe('order import', () => {
  async function importLines(fields: Record<string, string | File>, cookie = '') {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    const request = new Request('http://shop.example/kosik/import-objednavky', {
      method: 'POST',
      body: form,
      headers: cookie ? { cookie } : {},
    });
    const context = await contextOf(request);
    return { answer: await importAction(context, request), context };
  }

  it('adds two codes (a catalogue code and an EAN) and names the unknown one', async () => {
    const response = await fetch(`${backend.origin}/content/catalog/product?ids=1,2,3,4,5,6,7,8`, {
      headers: { 'x-locale': 'cs' },
    });
    const { data } = (await response.json()) as {
      data: {
        variants: {
          catalogCode: string;
          ean: string | null;
          availability: { isAvailable: boolean };
        }[];
      }[];
    };
    const variants = data
      .flatMap((product) => product.variants)
      .filter((variant) => variant.availability.isAvailable);
    const [first, second] = [
      variants[0],
      variants.find((variant, index) => index > 0 && variant.ean),
    ];
    if (!first || !second?.ean) throw new Error('The seed has too few orderable variants');
    const file = new File([`${first.catalogCode};2\n${second.ean}\tNOSUCH-CODE 1`], 'order.csv', {
      type: 'text/csv',
    });
    // A tab between the EAN and the next code makes line 2 three parts: a line to fix.
    const refused = await importLines({ file });
    expect(refused.answer).toMatchObject({
      init: { status: 422 },
      data: { status: 'invalid', problem: 'lines', errors: [{ line: 2, problem: 'format' }] },
    });

    const { answer, context } = await importLines({
      lines: `kód;množství\n${first.catalogCode};2\n${second.ean}, 1\nNOSUCH-CODE 1\n`,
    });
    expect(answer).toMatchObject({
      init: { status: 200, headers: expect.anything() },
      data: {
        status: 'done',
        added: 2,
        total: 3,
        notices: [{ line: 4, code: 'NOSUCH-CODE', errorCode: 'not_found' }],
      },
    });
    const headers = new Headers((answer as { init: { headers: HeadersInit } }).init.headers);
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(headers.get('set-cookie')).toMatch(/^vitrina-cart-token=.*HttpOnly/);
    const cart = await loadCart(context);
    expect(cart.itemsCount).toBe(3);
  }, 60_000);

  it('refuses an empty form and a line without a valid amount', async () => {
    expect((await importLines({ lines: '  \n' })).answer).toMatchObject({
      init: { status: 422 },
      data: { problem: 'empty' },
    });
    expect((await importLines({ lines: 'ABC-1 0\nABC-2 two' })).answer).toMatchObject({
      data: {
        problem: 'lines',
        errors: [
          { line: 1, problem: 'amount' },
          { line: 2, problem: 'amount' },
        ],
      },
    });
  });
});
