import { useLingui } from '@lingui/react/macro';
import { useLocation, useMatches } from 'react-router';
import { otherLocale, type Locale } from '../../i18n/locale.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { routePath } from '../../routing/routePath.ts';
import { matchPathInLocale } from '../../routing/switchLocale.ts';
import { switchLink } from './switches.css.ts';

/** Path of the current page in `target`, or that language's home page. */
export function useLocalePath(target: Locale): string {
  const matches = useMatches();
  const leaf = matches.at(-1);
  const path = leaf ? matchPathInLocale(leaf, target) : null;
  return path ?? routePath('index', {}, target);
}

/**
 * Links to the same page in the other language. A full page load, because the other
 * language's message catalog is loaded before hydration.
 */
export function LanguageSwitch() {
  const { t } = useLingui();
  const target = otherLocale(useLocale());
  const { search } = useLocation();
  const href = useLocalePath(target) + search;
  const label = target === 'en' ? 'English' : 'Čeština';
  return (
    <a
      href={href}
      hrefLang={target}
      lang={target}
      className={switchLink}
      title={t`Switch language`}
    >
      {label}
    </a>
  );
}
