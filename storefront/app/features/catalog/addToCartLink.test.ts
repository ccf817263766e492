import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealBackend } from '../../../testing/realBackend.ts';
import { resolveRequestContext } from '../../request/resolveRequestContext.server.ts';
import { readAddToCartLink, withoutAddToCart } from './addToCartLink.ts';
import { loadAddToCartLink } from './addToCartLink.server.ts';

describe('an ?addToCart= link', () => {
  it('names a product id and, like the product page, a variant', () => {
    const read = (search: string) => readAddToCartLink(new URLSearchParams(search));
    expect(read('q=lamp')).toBeNull();
    expect(read('addToCart=12')).toEqual({ productId: 12, variantId: null });
    expect(read('addToCart=12&variant_id=40')).toEqual({ productId: 12, variantId: 40 });
    expect(read('addToCart=0')).toEqual({ productId: null, variantId: null });
    expect(read('addToCart=12abc&variant_id=x')).toEqual({ productId: null, variantId: null });
    expect(read('addToCart=')).toEqual({ productId: null, variantId: null });
  });

  it('is taken out of the address, the other parameters kept', () => {
    expect(withoutAddToCart('/en', '?addToCart=12')).toBe('/en');
    expect(withoutAddToCart('/p/lamp', '?variant_id=4&addToCart=12&x=1')).toBe(
      '/p/lamp?variant_id=4&x=1',
    );
  });
});

describe('loadAddToCartLink against the real back end', () => {
  let backend: Awaited<ReturnType<typeof startRealBackend>>;
  beforeAll(async () => {
    backend = await startRealBackend();
  }, 300_000);
  afterAll(() => backend?.stop());

  async function load(search: string) {
    const url = new URL(`http://shop.example/en${search}`);
    const context = await resolveRequestContext(new Request(url), url);
    return loadAddToCartLink(context, url);
  }

  it('offers the named variant with its name, or says the product is unknown', async () => {
    expect(await load('')).toBeNull();
    expect(await load('?addToCart=99999999')).toEqual({ status: 'unknown' });
    expect(await load('?addToCart=abc')).toEqual({ status: 'unknown' });
    const response = await fetch(`${backend.origin}/content/catalog/product?ids=1`, {
      headers: { 'x-locale': 'en' },
    });
    const { data } = (await response.json()) as {
      data: { name: string; variants: { id: number; fullname: string }[] }[];
    };
    const variant = data[0]?.variants.at(-1);
    if (!variant) throw new Error('The seed has no product 1');
    const offer = await load(`?addToCart=1&variant_id=${variant.id}`);
    expect(offer).toMatchObject({
      status: 'offer',
      variantId: variant.id,
      name: variant.fullname || data[0]?.name,
    });
  });
});
