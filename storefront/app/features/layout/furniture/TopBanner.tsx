import { useLingui } from '@lingui/react/macro';
import { cssColor } from '@vitrina/cms-blocks';
import { Container, Icon } from '@vitrina/design-system';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { writePreferenceCookie } from '../../../session/preferences.ts';
import { preferencesActionPath } from './preferencesForm.ts';
import type { SiteFurniture } from './siteConfiguration.server.ts';
import * as styles from './TopBanner.css.ts';

type Banner = NonNullable<SiteFurniture['topBanner']>;

// The content server names colours by role; the theme names them by its own tokens.
const colorAliases: Record<string, string> = {
  primary: 'brand',
  'on-primary': 'onBrand',
  secondary: 'brandAccent',
  'on-secondary': 'onBrandAccent',
};
const colorOf = (value: string | null) => cssColor(colorAliases[value ?? ''] ?? value);

/**
 * The closable strip above the header (content configuration). Closing stores the banner's
 * lastModified in a cookie, so the server leaves this version out of the next page; an edited
 * banner shows again. Without JavaScript the close button posts the same choice.
 */
export function TopBanner({ banner }: { banner: Banner }) {
  const { t } = useLingui();
  const { pathname, search } = useLocation();
  const [closed, setClosed] = useState(false);
  if (closed) return null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    writePreferenceCookie('topBannerClosed', banner.lastModified);
    setClosed(true);
  }

  return (
    <aside
      className={styles.banner}
      aria-label={t`Announcement`}
      style={{ background: colorOf(banner.background), color: colorOf(banner.color) }}
    >
      <Container className={styles.row}>
        <p className={styles.text}>
          {banner.label ? <span className={styles.label}>{banner.label}</span> : null}
          {banner.text}
        </p>
        <form method="post" action={preferencesActionPath} onSubmit={onSubmit}>
          <input type="hidden" name="redirectTo" value={pathname + search} />
          <button
            type="submit"
            name="closeTopBanner"
            value={banner.lastModified}
            className={styles.close}
            aria-label={t`Close the announcement`}
          >
            <Icon name="close" />
          </button>
        </form>
      </Container>
    </aside>
  );
}
