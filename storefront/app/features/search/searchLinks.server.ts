import { buildImageUrl, type ContentBrand, type SearchEntity } from '@vitrina/contracts/content';
import { serverEnv } from '../../env.server.ts';
import type { Locale } from '../../i18n/locale.ts';
import { routePath } from '../../routing/routePath.ts';
import type { SearchLink } from './searchTypes.ts';
import { faqAnchor, searchHref } from './searchUrl.ts';

/** The thumbnail's URL, or null for a key the image builder refuses. */
function thumbnail(fileKey: string | null): string | null {
  if (!fileKey) return null;
  try {
    return buildImageUrl({
      base: serverEnv().contentApiUrl,
      fileKey,
      width: 48,
      height: 48,
      pixelRatio: 2,
      webp: true,
    });
  } catch {
    return null;
  }
}

/**
 * Where a search hit leads: products to their page, store and virtual categories to the
 * catch-all category route, articles to the article route. FAQ (no slug) and a hit whose slug is
 * missing lead nowhere and are left out.
 */
export function entityLink(entity: SearchEntity, locale: Locale): SearchLink | null {
  if (!entity.slug) return null;
  const slug = entity.slug;
  const href = {
    product: () => routePath('product-slug', { slug }, locale),
    category: () => routePath('all', { slug }, locale),
    virtual_category: () => routePath('all', { slug }, locale),
    article: () => routePath('article-slug', { slug }, locale),
    faq: () => null,
  }[entity.type]();
  if (!href) return null;
  return {
    key: `${entity.type}-${entity.id}`,
    title: entity.title,
    href,
    image: thumbnail(entity.image),
  };
}

/**
 * A brand links to its virtual category when it has one; otherwise to a search for its name,
 * which lists its products (there is no brand page of its own).
 */
export function brandLink(brand: ContentBrand, locale: Locale): SearchLink {
  const slug = brand.linked_virtual_category?.slug;
  return {
    key: `brand-${brand._id}`,
    title: brand.title,
    href: slug ? routePath('all', { slug }, locale) : searchHref(locale, { q: brand.title }),
    image: null,
  };
}

/**
 * An FAQ question has no page of its own: it leads to its answer in the results page's FAQ
 * section for the same query (`#faq-<id>`, the anchor the section gives each question).
 */
export function faqLink(entity: SearchEntity, q: string, locale: Locale): SearchLink {
  return {
    key: `faq-${entity.id}`,
    title: entity.title,
    href: `${searchHref(locale, { q })}#${faqAnchor(entity.id)}`,
    image: null,
  };
}

export function entityLinks(entities: readonly SearchEntity[], locale: Locale): SearchLink[] {
  return entities.flatMap((entity) => entityLink(entity, locale) ?? []);
}
