import { expect, type Page } from '@playwright/test';
import { backendUrl } from './backend.ts';
import { hydrated, stockedProduct } from './cart.ts';
import { productPath, type Locale, type SeedProduct } from './products.ts';

/** `text` as a literal inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A shipper or payment radio by the start of its name (prices and dates follow it). */
export const radio = (page: Page, name: string) =>
  page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(name)}`) });

/**
 * One piece of `product` into the cart through its product page's add-to-cart form: with
 * JavaScript the header counts it (the cart held nothing before), without it the form lands on
 * the cart.
 */
export async function addProductOnce(
  page: Page,
  product: SeedProduct,
  locale: Locale,
  addToCart: string,
  withScript = true,
) {
  await page.goto(productPath(product, locale));
  // A click before hydration would post the form natively (the no-JavaScript path).
  if (withScript) await hydrated(page, locale);
  await page.getByRole('button', { name: addToCart }).click();
  if (withScript) {
    await expect(page.locator('header').getByTestId('cart-count')).toHaveText('1', {
      timeout: 30_000,
    });
  } else {
    await expect(page).toHaveURL(/\/(kosik|en\/cart)$/);
  }
}

/** A cart with one piece of a well-stocked product (the `skip`-th), see `addProductOnce`. */
export async function addOnePiece(
  page: Page,
  locale: Locale,
  skip: number,
  addToCart: string,
  withScript = true,
) {
  await addProductOnce(page, await stockedProduct(locale, skip), locale, addToCart, withScript);
}

/** The address fields' labels of the delivery-details step in one language. */
export interface AddressLabels {
  street: string;
  houseNumber: string;
  postcode: string;
  city: string;
  place: string;
}

/** A visible text field by its exact label (the hidden delivery twin left out). */
export const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: label, exact: true });

/** Fills a Prague billing address and presses the place button of the delivery-details step. */
export async function fillAddressAndPlace(page: Page, labels: AddressLabels) {
  await field(page, labels.street).fill('Dlouhá');
  await field(page, labels.houseNumber).fill('12');
  await field(page, labels.postcode).fill('110 00');
  await field(page, labels.city).fill('Praha');
  await page.getByRole('button', { name: labels.place }).click();
}

/** The placed order as the back end keeps it (spec §7 GET /orders/token/{token}). */
export async function orderByToken<T>(token: string): Promise<T> {
  const response = await fetch(`${backendUrl}/api/v1/orders/token/${token}`, {
    headers: { 'x-locale': 'cs' },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
}
