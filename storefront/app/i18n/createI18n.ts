import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Locale } from './locale.ts';

/** A fresh Lingui instance; the server makes one per request so concurrent requests never share a locale. */
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}
