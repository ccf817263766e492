import type { Messages } from '@lingui/core';
import type { Locale } from './locale.ts';

/** The browser downloads only the catalog of the page's language. */
const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  cs: () => import('../locales/cs/messages.po'),
  en: () => import('../locales/en/messages.po'),
};

export async function loadCatalog(locale: Locale): Promise<Messages> {
  return (await loaders[locale]()).messages;
}
