import { AppLink } from '@vitrina/design-system';
import { useLocale } from '../../i18n/useLocale.ts';
import { routePath } from '../../routing/routePath.ts';
import * as styles from './HomePage.css.ts';

/** Brand logos, each leading to its virtual category when it has one. */
export function BrandTiles(props: {
  brands: readonly {
    id: string;
    title: string;
    image: { src: string; srcSet: string } | null;
    slug: string | null;
  }[];
}) {
  const locale = useLocale();
  return (
    <ul className={styles.brands}>
      {props.brands.map((brand) => {
        const body = (
          <>
            {brand.image ? (
              <img
                src={brand.image.src}
                srcSet={brand.image.srcSet}
                alt=""
                className={styles.brandLogo}
                loading="lazy"
              />
            ) : null}
            <span>{brand.title}</span>
          </>
        );
        return (
          <li key={brand.id}>
            {brand.slug ? (
              <AppLink
                href={routePath('all', { slug: brand.slug }, locale)}
                className={styles.brand}
              >
                {body}
              </AppLink>
            ) : (
              <span className={styles.brand}>{body}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
