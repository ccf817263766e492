import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogProduct } from '../../../../testing/catalogProduct.ts';
import { demoCurrencies, startFakeBackend } from '../../../../testing/fakeBackend.ts';
import { resolveRequestContext } from '../../../request/resolveRequestContext.server.ts';
import { loadRecommendations, recommendationRailAnswer } from './recommendations.server.ts';

function answer(path: string) {
  const url = new URL(path, 'http://backend');
  if (url.pathname === '/api/v1/currencies') return { status: 200, body: { data: demoCurrencies } };
  if (url.pathname === '/api/v1/recommendations') {
    const productId = Number(url.searchParams.get('productId') ?? 0);
    // Product 666's recommendations fail: the rail must stay hidden, not break the page.
    if (productId === 666) return { status: 500, body: {} };
    return { status: 200, body: { data: [catalogProduct(productId + 1, 100)] } };
  }
  return undefined;
}

async function contextFor(path: string) {
  const url = new URL(`http://127.0.0.1${path}`);
  return { context: await resolveRequestContext(new Request(url), url), url };
}

describe('recommendation rails', () => {
  let backend: Awaited<ReturnType<typeof startFakeBackend>>;
  beforeAll(async () => {
    backend = await startFakeBackend(answer);
  });
  afterAll(() => backend.stop());
  const asked = () =>
    backend.calls.filter((call) => call.path.startsWith('/api/v1/recommendations'));

  it('shares one answer per question and audience', async () => {
    const { context } = await contextFor('/produkt/a');
    const before = asked().length;
    const first = await loadRecommendations(context, { placement: 'productRelated', productId: 1 });
    const again = await loadRecommendations(context, { placement: 'productRelated', productId: 1 });
    expect(first.map((product) => product.id)).toEqual([2]);
    expect(again).toEqual(first);
    expect(asked().length - before).toBe(1);
    const other = await loadRecommendations(context, { placement: 'productRelated', productId: 5 });
    expect(other.map((product) => product.id)).toEqual([6]);
    expect(asked().length - before).toBe(2);
  });

  it('hides the rail when the back end fails', async () => {
    const { context } = await contextFor('/');
    await expect(
      loadRecommendations(context, { placement: 'productCrossSell', productId: 666 }),
    ).resolves.toEqual([]);
  });

  it('answers the browser only for well-formed, non-personal questions', async () => {
    const before = asked().length;
    for (const query of [
      'placement=cartItems&cartProductIds=1,2',
      'placement=addToCart',
      'placement=homepage&limit=500',
      'placement=%00',
    ]) {
      const { context, url } = await contextFor(`/actions/recommendations?${query}`);
      expect((await recommendationRailAnswer(context, url)).products).toEqual([]);
    }
    expect(asked().length).toBe(before);
    const { context, url } = await contextFor(
      '/actions/recommendations?placement=addToCart&productId=9&limit=4',
    );
    const rail = await recommendationRailAnswer(context, url);
    expect(rail.products.map((product) => product.id)).toEqual([10]);
    expect(asked().at(-1)?.path).toContain('limit=4');
  });
});
