import type { CatalogProduct } from '@vitrina/contracts/content';
import { AppLink, ProductGrid, type ProductGridColumns } from '@vitrina/design-system';
import type { ReactNode } from 'react';
import { useProductImpressions } from '../../analytics/productTracking.ts';
import { ProductBox } from './ProductBox.tsx';
import { useProductBoxContext } from './ProductBoxContext.ts';
import * as styles from './ProductListing.css.ts';
import { trackedProduct } from './trackedProduct.ts';

/** A catalogue banner placed among the products (category `banner_catalog`). */
export interface ListingBanner {
  id: string;
  /** 1-based place in the grid: the banner comes before the product at that place. */
  position: number;
  title: string;
  href: string | null;
  image: { src: string; srcSet: string; alt: string } | null;
}

/**
 * Product boxes in a grid (two per row on phones), with catalogue banners at their places. The
 * first row's pictures load at once; the rest lazily.
 */
export function ProductListing(props: {
  products: readonly CatalogProduct[];
  list: string;
  banners?: readonly ListingBanner[];
  /** Position of the first product in the whole list (page 2 of 24 starts at 25). */
  firstPosition?: number;
  maxColumns?: ProductGridColumns;
}) {
  const { currency } = useProductBoxContext();
  const first = props.firstPosition ?? 1;
  useProductImpressions(
    props.list,
    props.products.map((product) => trackedProduct(product, currency.code)),
  );
  const banners = [...(props.banners ?? [])].sort((a, b) => a.position - b.position);
  const items: ReactNode[] = [];
  props.products.forEach((product, index) => {
    for (const banner of banners.filter((entry) => entry.position === index + 1)) {
      items.push(<CatalogBanner key={`banner-${banner.id}`} banner={banner} />);
    }
    items.push(
      <ProductBox
        key={product.id}
        product={product}
        list={props.list}
        position={first + index}
        priority={index < 2}
      />,
    );
  });
  return <ProductGrid maxColumns={props.maxColumns ?? 4}>{items}</ProductGrid>;
}

function CatalogBanner({ banner }: { banner: ListingBanner }) {
  const body = (
    <>
      {banner.image ? (
        <img
          src={banner.image.src}
          srcSet={banner.image.srcSet}
          alt={banner.image.alt}
          loading="lazy"
          className={styles.bannerImage}
        />
      ) : null}
      <span className={styles.bannerTitle}>{banner.title}</span>
    </>
  );
  return banner.href ? (
    <AppLink href={banner.href} className={styles.banner}>
      {body}
    </AppLink>
  ) : (
    <div className={styles.banner}>{body}</div>
  );
}
