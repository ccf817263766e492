import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealBackend } from '../../../testing/realBackend.ts';
import { resolveRequestContext } from '../../request/resolveRequestContext.server.ts';
import { unwatchAction, watchAction } from './watchdog.server.ts';

let backend: Awaited<ReturnType<typeof startRealBackend>>;
let inStock: number;
let soldOut: number;

beforeAll(async () => {
  backend = await startRealBackend();
  const answer = await fetch(
    `${backend.origin}/content/catalog/product?ids=${Array.from({ length: 60 }, (_, i) => i + 1).join(',')}`,
  );
  const products = (
    (await answer.json()) as {
      data: { id: number; availability: { isAvailable: boolean } }[];
    }
  ).data;
  inStock = products.find((product) => product.availability.isAvailable)!.id;
  soldOut = products.find((product) => !product.availability.isAvailable)!.id;
}, 300_000);

afterAll(() => backend?.stop());

function formRequest(path: string, fields: Record<string, string>) {
  return new Request(`http://shop.example${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
}

/** Posts the watchdog form as a guest; answers where it goes back. */
async function watch(fields: Record<string, string>, path = '/produkt/stan?variant_id=2') {
  const request = formRequest(path, { intent: 'watch', ...fields });
  const context = await resolveRequestContext(request, new URL(request.url));
  const answer = await watchAction(context, request, await request.clone().formData());
  expect(answer.status).toBe(303);
  return answer.headers.get('location');
}

async function unwatch(token: string) {
  const request = formRequest('/hlidaci-pes/odhlasit', { token });
  const context = await resolveRequestContext(request, new URL(request.url));
  return unwatchAction(context, await request.formData());
}

describe('the watchdog form action', () => {
  it('sets a guest watch and says so; a repeat says the same', async () => {
    const fields = { productId: String(soldOut), email: 'pes@example.cz', watchStock: 'on' };
    expect(await watch(fields)).toBe('/produkt/stan?variant_id=2&watch=success#watchdog');
    expect(await watch(fields)).toBe('/produkt/stan?variant_id=2&watch=success#watchdog');
  });

  it('sends a target price the back end takes, and says which box is wrong', async () => {
    const email = 'cena@example.cz';
    const priced = { productId: String(inStock), email, watchPrice: 'on' };
    expect(await watch({ ...priced, priceBelow: '1 299' })).toContain('watch=success');
    expect(await watch({ ...priced, priceBelow: '-1' })).toContain('watch=price');
  });

  it('turns refusals into the notices the form shows', async () => {
    const email = 'odmitnuti@example.cz';
    expect(
      await watch({ productId: String(soldOut), email: 'a\u0000@x.cz', watchStock: 'on' }),
    ).toContain('watch=invalid');
    expect(await watch({ productId: String(soldOut), email })).toContain('watch=choose');
    // In stock: a stock-only watch has nothing to wait for (the back end's 400 on watchStock).
    expect(await watch({ productId: String(inStock), email, watchStock: 'on' })).toContain(
      'watch=choose',
    );
    expect(await watch({ productId: '999999', email, watchPrice: 'on' }, '/en/product/x')).toBe(
      '/en/product/x?watch=error#watchdog',
    );
  });
});

describe('the unsubscribe action', () => {
  it('refuses a malformed token and answers success for a well-formed one, every time', async () => {
    expect(await unwatch('short')).toBe('invalid');
    expect(await unwatch('')).toBe('invalid');
    const token = 'A'.repeat(43);
    expect(await unwatch(token)).toBe('success');
    expect(await unwatch(token)).toBe('success');
  });
});
