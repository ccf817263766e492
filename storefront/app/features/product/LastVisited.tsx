import { useLingui } from '@lingui/react/macro';
import { AppLink } from '@vitrina/design-system';
import { useEffect } from 'react';
import { useLocale } from '../../i18n/useLocale.ts';
import { routePath } from '../../routing/routePath.ts';
import { imageSource } from '../../ui/imageUrl.ts';
import { useBrowserValue } from '../../ui/useBrowserValue.ts';
import { parseLastVisited, rememberVisit, type VisitedProduct } from './lastVisited.ts';
import * as styles from './LastVisited.css.ts';
import { Thumbnail } from '../../ui/Thumbnail.tsx';
import { section, sectionTitle } from './ProductPage.css.ts';

/** Where the browser keeps the list (spec §3 "Persisted client state"). */
export const lastVisitedStorageKey = 'vitrina-last-visited';

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(lastVisitedStorageKey) ?? '';
  } catch {
    // Storage may be off (private mode, a blocked origin): no list then.
    return '';
  }
}

/**
 * Remembers this product and shows the ones visited before it (most recent first, spec §4). It
 * exists only in the browser, so it renders after hydration, at the end of the page where its
 * arrival moves nothing the shopper is looking at.
 */
export function LastVisited(props: { current: VisitedProduct; imageBase: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const stored = useBrowserValue(readStorage);
  const { current } = props;
  // The product as stored; a new object each render must not re-run the effect.
  const currentJson = JSON.stringify(current);
  useEffect(() => {
    const visited = JSON.parse(currentJson) as VisitedProduct;
    try {
      const list = parseLastVisited(window.localStorage.getItem(lastVisitedStorageKey));
      window.localStorage.setItem(
        lastVisitedStorageKey,
        JSON.stringify(rememberVisit(list, visited)),
      );
    } catch {
      // Full or blocked storage: the list simply is not kept.
    }
  }, [currentJson]);
  const earlier = parseLastVisited(stored).filter((entry) => entry.id !== current.id);
  const shown = earlier.flatMap((entry) => {
    const slug = entry.slugs[locale];
    return slug ? [{ ...entry, slug }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <section className={section} aria-labelledby="last-visited-title">
      <h2 id="last-visited-title" className={sectionTitle}>
        {t`Recently viewed`}
      </h2>
      <ul className={styles.list}>
        {shown.map((entry) => {
          const src = imageSource(props.imageBase, entry.image);
          return (
            <li key={entry.id} className={styles.item}>
              <AppLink
                href={routePath('product-slug', { slug: entry.slug }, locale)}
                className={styles.link}
              >
                <span className={styles.picture}>
                  <Thumbnail src={src} size={96} />
                </span>
                <span className={styles.name}>{entry.name}</span>
              </AppLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
