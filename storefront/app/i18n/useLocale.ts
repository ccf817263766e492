import { useLingui } from '@lingui/react';
import { defaultLocale, isLocale, type Locale } from './locale.ts';

/**
 * The page's locale, from the Lingui instance the entries put around the app: on the server the
 * request context's, in the browser the one made for `<html lang>`. Components read it here
 * instead of receiving it as a prop.
 */
export function useLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : defaultLocale;
}
