import { useLingui } from '@lingui/react/macro';
import { Blocks, RichText, type RichTextDoc } from '@vitrina/cms-blocks';
import { AppLink, BannerCarousel, Button, Container, Hero } from '@vitrina/design-system';
import { useLocale } from '../../i18n/useLocale.ts';
import { routePath } from '../../routing/routePath.ts';
import { routeTitle } from '../../routing/routeTable.ts';
import { DocumentTitle } from '../../ui/DocumentTitle.tsx';
import { JsonLd } from '../../ui/JsonLd.tsx';
import { ShopContent } from '../../ui/ShopContent.tsx';
import { visuallyHiddenText } from '../../ui/visuallyHidden.css.ts';
import { useBlockProducts } from '../catalog/blockProducts.tsx';
import { ProductBoxContext } from '../catalog/ProductBoxContext.ts';
import { ProductListing } from '../catalog/ProductListing.tsx';
import { RecommendationRail } from '../catalog/recommendations/RecommendationRail.tsx';
import type { HomePageData } from './home/home.server.ts';
import { BrandTiles } from './BrandTiles.tsx';
import * as styles from './HomePage.css.ts';
import { infoBoxBackground } from './home/infoBoxTone.ts';

/** The home page: banners, notices, the editors' blocks, featured products, categories, brands. */
export function HomePage({ data }: { data: HomePageData }) {
  const { i18n } = useLingui();
  return (
    <ProductBoxContext value={data.productBox}>
      <ShopContent imageBase={data.imageBase}>
        <Container>
          <DocumentTitle title={i18n._(routeTitle('index'))} />
          <JsonLd data={data.jsonLd} />
          <HomeSections data={data} />
          <RecommendationRail
            placement="homepage"
            products={data.bestSellers}
            productBox={data.productBox}
          />
        </Container>
      </ShopContent>
    </ProductBoxContext>
  );
}

function HomeSections({ data }: { data: HomePageData }) {
  const { t } = useLingui();
  const locale = useLocale();
  const blockData = useBlockProducts(data.blockProducts);
  const categories = Object.fromEntries(
    data.blockCategories.map((category) => [
      String(category.id),
      {
        id: String(category.id),
        name: category.name,
        url: routePath('all', { slug: category.slug }, locale),
      },
    ]),
  );
  const featuredTitles = { new: t`New arrivals`, sale: t`On sale`, tip: t`Our tips` };
  return (
    <div className={styles.page}>
      <h1 className={visuallyHiddenText}>{t`Vitrina – online shop`}</h1>
      {data.banners.length > 0 ? (
        <BannerCarousel
          label={t`Offers`}
          labels={{
            carousel: t`carousel`,
            slide: t`slide`,
            position: (index, count) => t`${index} of ${count}`,
            previous: t`Previous slide`,
            next: t`Next slide`,
            pause: t`Stop rotating the slides`,
            play: t`Rotate the slides`,
            picker: t`Choose a slide`,
            goTo: (index) => t`Slide ${index}`,
          }}
        >
          {data.banners.map((banner, index) => (
            <Hero
              key={banner.id}
              title={banner.title}
              headingLevel={2}
              text={[banner.text, banner.text2].filter(Boolean).join(' · ') || undefined}
              priority={index === 0}
              image={
                banner.wide
                  ? { src: banner.wide.src, width: 1200, height: 400, alt: banner.wide.alt }
                  : undefined
              }
              sources={
                banner.narrow
                  ? [
                      {
                        media: '(max-width: 767px)',
                        src: banner.narrow.src,
                        width: 480,
                        height: 320,
                      },
                    ]
                  : undefined
              }
              actions={
                banner.url && banner.button ? (
                  <Button href={banner.url}>{banner.button}</Button>
                ) : null
              }
            />
          ))}
        </BannerCarousel>
      ) : null}
      {data.infoBoxes.length > 0 ? (
        <div className={styles.infoBoxes}>
          {data.infoBoxes.map((box) => (
            <div
              key={box._id}
              className={styles.infoBox}
              style={{ background: infoBoxBackground(box.box_color ?? '') }}
            >
              <RichText content={box.text as RichTextDoc} />
            </div>
          ))}
        </div>
      ) : null}
      {data.blocks.length > 0 ? (
        <Blocks
          blocks={data.blocks}
          data={{ products: blockData.products, categories }}
          productActions={blockData.productActions}
          productBox={{ maxStock: data.productBox.settings.maxStock }}
        />
      ) : null}
      {data.featured.map((entry) => (
        <section
          key={entry.type}
          className={styles.section}
          aria-labelledby={`featured-${entry.type}`}
        >
          <h2 id={`featured-${entry.type}`} className={styles.sectionTitle}>
            {featuredTitles[entry.type]}
          </h2>
          <ProductListing products={entry.products.slice(0, 4)} list={`homepage-${entry.type}`} />
        </section>
      ))}
      {data.topCategories.length > 0 ? (
        <section className={styles.section} aria-labelledby="top-categories">
          <h2 id="top-categories" className={styles.sectionTitle}>{t`Popular categories`}</h2>
          <div className={styles.topLists}>
            {data.topCategories.map((list) => (
              <div key={list.id} className={styles.topList}>
                {list.image ? (
                  <img
                    src={list.image.src}
                    srcSet={list.image.srcSet}
                    alt=""
                    className={styles.topImage}
                    loading="lazy"
                  />
                ) : (
                  <span />
                )}
                <div>
                  <h3 className={styles.topTitle}>{list.title}</h3>
                  <ul className={styles.topLinks}>
                    {list.links.map((link) => (
                      <li key={link.slug}>
                        <AppLink
                          href={routePath('all', { slug: link.slug }, locale)}
                          className={styles.topLink}
                        >
                          {link.title}
                        </AppLink>
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            ))}
          </div>
        </section>
      ) : null}
      {data.brands.length > 0 ? (
        <section className={styles.section} aria-labelledby="home-brands">
          <h2 id="home-brands" className={styles.sectionTitle}>
            <AppLink href={routePath('brands', {}, locale)}>{t`Brands`}</AppLink>
          </h2>
          <BrandTiles brands={data.brands} />
        </section>
      ) : null}
    </div>
  );
}
