import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealBackend } from '../../../testing/realBackend.ts';
import { resolveRequestContext } from '../../request/resolveRequestContext.server.ts';
import { changeCart } from '../cart/cart.server.ts';
import {
  fastestShipperId,
  loadMethodsStep,
  methodsStepAction,
  readMethodsCookie,
  slotIdOf,
  type MethodsActionFailure,
  type MethodsView,
} from './checkoutMethods.server.ts';

// The seed (backend/src/seed/data/shipping.ts): shipper 1 is the stores' pick-up (PERSONAL,
// blocks cash on delivery), 2 the pick-up network, 3 the post (blocks cash in the store).
const personal = 1;
const post = 3;
const cashOnDelivery = 3;
const cashInStore = 4;
const card = 1;
// Shipper 5 (EXPRESS) delivers in three windows a day, chosen by the shopper.
const express = 5;

let backend: Awaited<ReturnType<typeof startRealBackend>>;
let cartCookie: string;

function get(path: string, cookie: string) {
  return new Request(`http://shop.example${path}`, { headers: { cookie } });
}

function postRequest(path: string, cookie: string, fields: Record<string, string>) {
  return new Request(`http://shop.example${path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

async function contextOf(request: Request) {
  return resolveRequestContext(request, new URL(request.url));
}

async function step(path: string, cookie = cartCookie): Promise<MethodsView> {
  const request = get(path, cookie);
  const answer = await loadMethodsStep(await contextOf(request), request);
  if (answer instanceof Response)
    throw new Error(`redirected to ${answer.headers.get('Location')}`);
  return answer;
}

async function submit(fields: Record<string, string>, path = '/kosik/doprava-a-platba') {
  const request = postRequest(path, cartCookie, fields);
  return methodsStepAction(await contextOf(request), request);
}

function failureOf(answer: Awaited<ReturnType<typeof submit>>) {
  if (answer instanceof Response)
    throw new Error(`redirected to ${answer.headers.get('Location')}`);
  expect(answer.init?.status).toBe(422);
  return answer.data as MethodsActionFailure;
}

beforeAll(async () => {
  backend = await startRealBackend();
  // A guest's cart with one buyable variant, made through the cart module as the add form does.
  const response = await fetch(`${backend.origin}/content/catalog/product?ids=1,2,3,4,5,6,7,8`, {
    headers: { 'x-locale': 'cs' },
  });
  const { data } = (await response.json()) as {
    data: { variants: { id: number; availability: { isAvailable: boolean } }[] }[];
  };
  const variant = data
    .flatMap((product) => product.variants)
    .find((v) => v.availability.isAvailable);
  if (!variant) throw new Error('the seed has no available variant');
  const guest = await contextOf(get('/kosik', ''));
  const added = await changeCart(
    guest,
    { kind: 'add', variantId: variant.id, amount: 1, forCredits: false },
    new AbortController().signal,
  );
  if (!added.ok) throw new Error(added.refusal.error.title);
  cartCookie = (added.cookies[0] ?? '').split(';')[0] ?? '';
}, 300_000);

afterAll(async () => {
  await backend?.stop();
});

describe('the shipping-and-payment step against the real back end', () => {
  it('sends a shopper without a cart back to the cart page, privately', async () => {
    for (const [path, target] of [
      ['/kosik/doprava-a-platba', '/kosik'],
      ['/en/cart/shipping-and-payment', '/en/cart'],
    ] as const) {
      const request = get(path, '');
      const answer = await loadMethodsStep(await contextOf(request), request);
      expect(answer).toBeInstanceOf(Response);
      const response = answer as Response;
      expect(response.status).toBe(303);
      expect(response.headers.get('Location')).toBe(target);
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    }
  });

  it('offers the shippers priced for the cart with the fastest delivering one marked', async () => {
    const view = await step('/kosik/doprava-a-platba');
    expect(view.shippers.map((shipper) => shipper.id)).toEqual(
      expect.arrayContaining([1, 2, 3, 4, 5]),
    );
    const fastest = view.shippers.find((shipper) => shipper.id === view.fastestId);
    expect(fastest?.type).not.toBe('PERSONAL');
    for (const shipper of view.shippers) {
      if (shipper.type === 'PERSONAL') continue;
      expect(shipper.delivery.nearestDeliveryDate >= fastest!.delivery.nearestDeliveryDate).toBe(
        true,
      );
    }
    expect(view.choice).toEqual({
      shipperId: null,
      paymentId: null,
      branchId: null,
      slotId: null,
    });
    expect(view.deliveryTimes).toBeNull();
    // No shipper chosen yet: every payment is offered and no branch list is loaded.
    expect(view.payments.map((payment) => payment.id)).toContain(cashOnDelivery);
    expect(view.branches).toEqual([]);
  });

  it("leaves out the chosen shipper's blocked payments and lists its branches by a search", async () => {
    const view = await step(
      `/kosik/doprava-a-platba?shipper=${personal}&payment=${cashOnDelivery}`,
    );
    expect(view.choice.shipperId).toBe(personal);
    expect(view.payments.map((payment) => payment.id)).not.toContain(cashOnDelivery);
    // The blocked payment the address asked for is not kept as the choice.
    expect(view.choice.paymentId).toBeNull();
    expect(view.branches.length).toBeGreaterThan(0);
    expect(view.branches.every((branch) => branch.shipperId === personal)).toBe(true);

    const network = await step('/kosik/doprava-a-platba?shipper=2');
    const town = network.branches[0]!.city;
    const searched = await step(`/kosik/doprava-a-platba?shipper=2&s=${encodeURIComponent(town)}`);
    expect(searched.branchSearch).toBe(town);
    expect(searched.branches.length).toBeGreaterThan(0);
    expect(
      searched.branches.every(
        (branch) =>
          branch.city === town || branch.name.includes(town) || branch.street.includes(town),
      ),
    ).toBe(true);
  });

  it('refuses a post without a choice with an error at each field', async () => {
    const failure = failureOf(await submit({}));
    expect(failure.errors).toEqual({ shipper: 'missing', payment: 'missing' });
  });

  it('refuses a payment the shipper blocks and a pick-up shipper without a branch', async () => {
    expect(
      failureOf(await submit({ shipper: `${post}`, payment: `${cashInStore}` })).errors,
    ).toEqual({ payment: 'unavailable' });
    const noBranch = failureOf(await submit({ shipper: `${personal}`, payment: `${card}` }));
    expect(noBranch.errors).toEqual({ branch: 'missing' });
    // The step renders again for what was posted: the shipper's branches to choose from.
    expect(noBranch.view.choice).toMatchObject({ shipperId: personal, paymentId: card });
    expect(noBranch.view.branches.length).toBeGreaterThan(0);

    const network = await step('/kosik/doprava-a-platba?shipper=2');
    const foreign = network.branches[0]!.id;
    expect(
      failureOf(await submit({ shipper: `${personal}`, payment: `${card}`, branch: `${foreign}` }))
        .errors,
    ).toEqual({ branch: 'unavailable' });
  });

  it('keeps a valid choice in an HttpOnly cookie, goes on to the delivery details and shows it again', async () => {
    const branch = (await step(`/kosik/doprava-a-platba?shipper=${personal}`)).branches[0]!;
    const answer = await submit(
      { shipper: `${personal}`, payment: `${cashInStore}`, branch: `${branch.id}` },
      '/en/cart/shipping-and-payment',
    );
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/en/cart/delivery-details');
    const setCookie = response.headers.get('Set-Cookie') ?? '';
    expect(setCookie).toBe(
      `vitrina-checkout-methods=${personal}.${cashInStore}.${branch.id}.0; Path=/; Max-Age=86400; SameSite=Lax; HttpOnly`,
    );
    const stored = setCookie.split(';')[0]!;
    expect(readMethodsCookie(stored)).toEqual({
      shipperId: personal,
      paymentId: cashInStore,
      branchId: branch.id,
      slotId: null,
    });
    const back = await step('/kosik/doprava-a-platba', `${cartCookie}; ${stored}`);
    expect(back.choice).toEqual({
      shipperId: personal,
      paymentId: cashInStore,
      branchId: branch.id,
      slotId: null,
    });
    expect(back.chosenBranch?.id).toBe(branch.id);
  });

  it('reads nothing from a malformed cookie', () => {
    expect(readMethodsCookie('vitrina-checkout-methods=1.x.0')).toEqual({
      shipperId: 1,
      paymentId: null,
      branchId: null,
      slotId: null,
    });
    expect(readMethodsCookie('vitrina-checkout-methods=junk')).toEqual({
      shipperId: null,
      paymentId: null,
      branchId: null,
      slotId: null,
    });
    expect(readMethodsCookie('vitrina-checkout-methods=5.1.0.2026-12-01%40x')).toMatchObject({
      shipperId: 5,
      slotId: null,
    });
    expect(slotIdOf('2026-12-01@08:00-12:00')).toBe('2026-12-01@08:00-12:00');
    expect(slotIdOf('2026-12-01')).toBe('2026-12-01');
    expect(slotIdOf('0')).toBeNull();
    expect(fastestShipperId([])).toBeNull();
  });

  it("offers the express shipper's windows by day and keeps a chosen one in the cookie", async () => {
    const view = await step(`/kosik/doprava-a-platba?shipper=${express}`);
    const times = view.deliveryTimes!;
    expect(times.shipperId).toBe(express);
    expect(times.days.length).toBeGreaterThan(1);
    expect(times.days[0]!.slots.map((slot) => [slot.from, slot.to])).toEqual([
      ['08:00', '12:00'],
      ['12:00', '17:00'],
      ['17:00', '21:00'],
    ]);
    // Every offered day lies after today (the back end counts from dispatch).
    const today = new Date().toISOString().slice(0, 10);
    expect(times.days.every((day) => day.date > today)).toBe(true);
    const slot = times.days[1]!.slots[2]!;

    const answer = (await submit({
      shipper: `${express}`,
      payment: `${card}`,
      slot: slot.id,
    })) as Response;
    expect(answer.status).toBe(303);
    const stored = (answer.headers.get('Set-Cookie') ?? '').split(';')[0]!;
    expect(readMethodsCookie(stored)).toEqual({
      shipperId: express,
      paymentId: card,
      branchId: null,
      slotId: slot.id,
    });
    const back = await step('/kosik/doprava-a-platba', `${cartCookie}; ${stored}`);
    expect(back.choice.slotId).toBe(slot.id);
    // Another shipper chosen (the no-JS re-render keeps the old slot in the form): it goes.
    const other = await step(`/kosik/doprava-a-platba?shipper=${post}&slot=${slot.id}`);
    expect(other.choice.slotId).toBeNull();
    expect(other.deliveryTimes).toBeNull();
  });

  it('refuses the express shipper without a window, with a past one or one it does not offer', async () => {
    expect(failureOf(await submit({ shipper: `${express}`, payment: `${card}` })).errors).toEqual({
      slot: 'missing',
    });
    for (const slot of ['2020-01-06@08:00-12:00', '2099-01-05@08:00-12:00', 'tomorrow']) {
      const failure = failureOf(await submit({ shipper: `${express}`, payment: `${card}`, slot }));
      expect(failure.errors).toEqual({ slot: slot === 'tomorrow' ? 'missing' : 'unavailable' });
      // The step comes back with the windows to choose from.
      expect(failure.view.deliveryTimes?.days.length).toBeGreaterThan(0);
    }
  });
});
