import { expect as baseExpect, test } from '@playwright/test';
import { fetchRetryingBusy, logIn } from './accounts.ts';
import { backendUrl } from './backend.ts';
import { withConsentAnswered } from './furniture.ts';
import { apiHeaders } from './headers.ts';
import { addProductOnce } from './checkout.ts';
import {
  expectNoSeriousAxeViolations,
  fetchProducts,
  productPath,
  type Locale,
  type SeedProduct,
} from './products.ts';

// A login runs the password KDF and a page render; on a busy machine that takes seconds.
const expect = baseExpect.configure({ timeout: 20_000 });
// One demo account for both languages has one cart: the journeys take turns.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** The seed's business shopper in the wholesale group VO (backend/README.md). */
const business = { email: 'velkoobchod@vitrina.localhost', password: 'Velkoobchod-2026' };

const words = {
  cs: {
    login: '/prihlasit',
    search: '/hledat',
    cart: '/kosik',
    email: 'E-mail',
    password: 'Heslo',
    logIn: 'Přihlásit se',
    addToCart: 'Přidat do košíku',
    withoutVat: 'bez DPH',
  },
  en: {
    login: '/en/login',
    search: '/en/search',
    cart: '/en/cart',
    email: 'E-mail',
    password: 'Password',
    logIn: 'Log in',
    addToCart: 'Add to cart',
    withoutVat: 'excl. VAT',
  },
} as const;

/** A price as the shop writes CZK: `1 234,50 Kč` (no-break space) or `1,234.50 Kč`. */
function czk(minor: number, locale: Locale): string {
  const whole = String(Math.floor(minor / 100)).replace(
    /\B(?=(\d{3})+(?!\d))/g,
    locale === 'cs' ? '\u00a0' : ',',
  );
  const cents = String(minor % 100).padStart(2, '0');
  return locale === 'cs' ? `${whole},${cents}\u00a0Kč` : `${whole}.${cents}\u00a0Kč`;
}

interface UnitPrices {
  unitWithTax: number;
  unitWithoutTax: number;
}

/** The unit prices of the product's one variant as the back end computes them for these groups. */
async function priceOf(product: SeedProduct, locale: Locale, groups: string): Promise<UnitPrices> {
  const response = await fetch(`${backendUrl}/content/catalog/product?ids=${product.id}`, {
    headers: { [apiHeaders.locale]: locale, 'x-currency': 'CZK', 'x-user-groups': groups },
  });
  const { data } = (await response.json()) as { data: SeedProduct[] };
  const prices = data[0]?.variants[0]?.prices as UnitPrices | undefined;
  if (!prices?.unitWithTax) throw new Error(`no price for product ${product.id}`);
  return prices;
}

/** A product of one variant, orderable, that the search finds by its name. */
async function singleVariantProduct(locale: Locale): Promise<SeedProduct> {
  const products = await fetchProducts(
    locale,
    Array.from({ length: 80 }, (_, i) => i + 1),
  );
  const found = products.find(
    (product) =>
      product.variants.length === 1 &&
      product.variants[0]?.availability.isAvailable &&
      !/["„“]/.test(product.name),
  );
  if (!found) throw new Error('The seed has no orderable product of one variant');
  return found;
}

/** Empties the business shopper's cart through the back end (it is one cart for both runs). */
async function emptyBusinessCart() {
  const login = await fetchRetryingBusy(`${backendUrl}/api/oauth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [apiHeaders.locale]: 'cs' },
    body: JSON.stringify(business),
  });
  if (!login.ok) throw new Error(`login answered ${login.status}`);
  const { data } = (await login.json()) as { data: { access_token: string } };
  const headers = { authorization: `Bearer ${data.access_token}` };
  await fetchRetryingBusy(`${backendUrl}/api/v1/cart/items`, { method: 'DELETE', headers });
  await fetchRetryingBusy(`${backendUrl}/api/oauth/logout`, { method: 'POST', headers });
}

test.beforeEach(async ({ context }) => {
  await withConsentAnswered(context);
  await emptyBusinessCart();
});

for (const locale of ['cs', 'en'] as const) {
  const w = words[locale];

  test(`${locale}: a business shopper sees VO prices on the product, in a listing and in the cart`, async ({
    page,
  }) => {
    const product = await singleVariantProduct(locale);
    const guest = await priceOf(product, locale, '');
    const vo = await priceOf(product, locale, 'VO');
    const guestPrice = czk(guest.unitWithTax, locale);
    const voPrice = czk(vo.unitWithTax, locale);
    expect(voPrice).not.toBe(guestPrice);
    const searchPath = `${w.search}?q=${encodeURIComponent(product.name)}`;
    const box = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: product.name, exact: true }) })
      .first();

    // A guest pays the public price.
    await page.goto(productPath(product, locale));
    await expect(page.getByRole('main')).toContainText(guestPrice);
    await page.goto(searchPath);
    await expect(box).toContainText(guestPrice);

    await page.goto(`${w.login}?redirect=${encodeURIComponent(productPath(product, locale))}`);
    await logIn(page, w, business.email, business.password);
    await expect(page).toHaveURL(new RegExp(`${productPath(product, locale)}$`));
    const main = page.getByRole('main');
    await expect(main).toContainText(voPrice);
    await expect(main).not.toContainText(guestPrice);
    await expectNoSeriousAxeViolations(page);

    // Product boxes show a business shopper prices without VAT.
    await page.goto(searchPath);
    await expect(box).toContainText(`${czk(vo.unitWithoutTax, locale)}${w.withoutVat}`);
    await expect(box).not.toContainText(czk(guest.unitWithoutTax, locale));

    await addProductOnce(page, product, locale, w.addToCart);
    await page.goto(w.cart);
    await expect(page.getByRole('main')).toContainText(voPrice);
    await expect(page.getByRole('main')).not.toContainText(guestPrice);
    await expectNoSeriousAxeViolations(page);
  });
}
