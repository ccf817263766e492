import { locales } from '../../i18n/locale.ts';
import { matchPathInLocale } from '../../routing/switchLocale.ts';
import { useCurrentRoute } from '../../routing/useCurrentRoute.ts';

/**
 * `<link rel="alternate" hreflang>` for every language of the current page plus x-default (the
 * Czech page), as absolute URLs. React hoists them into <head>.
 */
export function LanguageAlternates({ origin }: { origin: string }) {
  const route = useCurrentRoute();
  if (!route) return null;
  const alternates = locales.flatMap((locale) => {
    const path = matchPathInLocale(route, locale);
    return path ? [{ locale, href: origin + path }] : [];
  });
  const fallback = alternates.find((alternate) => alternate.locale === 'cs');
  return (
    <>
      {alternates.map(({ locale, href }) => (
        <link key={locale} rel="alternate" hrefLang={locale} href={href} />
      ))}
      {fallback ? <link rel="alternate" hrefLang="x-default" href={fallback.href} /> : null}
    </>
  );
}
