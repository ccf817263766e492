import { expect, type Page } from '@playwright/test';
import { backendUrl } from './backend.ts';

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
