import type { Fixtures, Locale } from './pages.ts';

/** GET a content API answer of the back end in a locale. */
async function content<T>(backend: string, path: string, locale: Locale): Promise<T> {
  const response = await fetch(`${backend}/content${path}`, { headers: { 'x-locale': locale } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

interface Product {
  name: string;
  slugs: Record<Locale, string>;
  variants: unknown[];
}
interface Category {
  id: number;
  depth: number;
  productCount: number;
  slugs: Partial<Record<Locale, string>>;
}
interface State {
  facets: { parameters: { id: number; values: { id: number; count: number }[] }[] };
}

const ids = (count: number) => Array.from({ length: count }, (_, i) => i + 1).join(',');

/**
 * Paths that exist in the seeded shop: a product with variants, the category with the most
 * products and the commonest value of two of its parameters, a word from a product's name.
 */
export async function readFixtures(backend: string): Promise<Fixtures> {
  const products = await content<{ data: Product[] }>(
    backend,
    `/catalog/product?ids=${ids(20)}`,
    'cs',
  );
  const product = products.data.find((p) => p.variants.length > 1) ?? products.data[0];
  if (!product) throw new Error('The seeded shop has no products');
  const english = await content<{ data: Product[] }>(
    backend,
    `/catalog/product?ids=${ids(20)}`,
    'en',
  );
  const englishName =
    english.data.find((p) => p.slugs.en === product.slugs.en)?.name ?? product.name;
  const word = (name: string) => name.split(/\s+/).find((w) => w.length >= 4) ?? name;

  const categories = await content<{ data: Category[] }>(
    backend,
    `/catalog/category?ids=${ids(60)}`,
    'cs',
  ).catch(() => ({ data: [] as Category[] }));
  const category = categories.data
    .filter((c) => c.slugs.cs && c.slugs.en)
    .sort((a, b) => b.productCount - a.productCount)[0];
  let filters: Fixtures['filters'] = [];
  if (category) {
    const scope = encodeURIComponent(JSON.stringify({ categoryId: category.id }));
    const state = await content<State>(backend, `/api/catalog/v2/state?scope=${scope}`, 'cs').catch(
      () => null,
    );
    filters = (state?.facets.parameters ?? [])
      .map((parameter) => ({
        parameterId: parameter.id,
        value: [...parameter.values].sort((a, b) => b.count - a.count)[0],
      }))
      .filter((f) => f.value && f.value.count > 0)
      .slice(0, 2)
      .map((f) => ({ parameterId: f.parameterId, valueId: f.value!.id }));
  }
  return {
    product: product.slugs,
    category: category ? { id: category.id, cs: category.slugs.cs!, en: category.slugs.en! } : null,
    filters,
    searchWord: { cs: word(product.name), en: word(englishName) },
  };
}
