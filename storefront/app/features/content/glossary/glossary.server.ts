import { endpoints } from '@vitrina/contracts';
import { termBySlugOperation, termsLimit, termsOperation } from '@vitrina/contracts/content';
import { data, redirect } from 'react-router';
import { logBackendFailure, toPageError, type PageErrorData } from '../../../api/apiErrors.ts';
import { serverEnv } from '../../../env.server.ts';
import type { RequestContext } from '../../../request/requestContext.ts';
import { routePath } from '../../../routing/routePath.ts';
import { routeTitle } from '../../../routing/routeTable.ts';
import { slugLocaleParams } from '../shared/otherLocale.server.ts';
import { contentSeo } from '../shared/pageMeta.server.ts';
import { breadcrumbJsonLd } from '../../../ui/structuredData.ts';
import { letterGroups } from './letters.ts';

/** The glossary: every term (spec §9: up to 1000), grouped A–Z by its first letter. */
export async function loadGlossary(context: RequestContext) {
  const { terms } = await context.api
    .query(termsOperation, { limit: termsLimit })
    .catch((error: unknown) => {
      throw toPageError(error);
    });
  const title = context.i18n._(routeTitle('glossary'));
  const groups = letterGroups(
    terms.map((term) => ({
      title: term.title,
      perex: term.perex,
      href: routePath('glossary-slug', { slug: term.page_meta.slug }, context.locale),
    })),
    context.locale,
  );
  return {
    groups,
    seo: contentSeo(context, null, { title, path: routePath('glossary', {}, context.locale) }),
  };
}

export type GlossaryData = Awaited<ReturnType<typeof loadGlossary>>;

/** Links to what a term refers to; references the store no longer has are left out. */
async function termReferences(
  context: RequestContext,
  refs: { products: number[]; categories: number[] },
) {
  const { locale } = context;
  const products = refs.products.length
    ? context.api
        .call(endpoints.catalogProduct, { query: { ids: refs.products.slice(0, 100) } })
        .then((answer) =>
          answer.data.map((product) => ({
            title: product.name,
            href: routePath('product-slug', { slug: product.slug }, locale),
          })),
        )
    : Promise.resolve([]);
  const categories = refs.categories.length
    ? context.api
        .call(endpoints.catalogCategory, { query: { ids: refs.categories.slice(0, 100) } })
        .then((answer) =>
          answer.data.map((category) => ({
            title: category.name,
            href: routePath('all', { slug: category.slug }, locale),
          })),
        )
    : Promise.resolve([]);
  const settle = <T>(promise: Promise<T[]>) =>
    promise.catch((error: unknown) => {
      logBackendFailure(error);
      return [] as T[];
    });
  const [productLinks, categoryLinks] = await Promise.all([settle(products), settle(categories)]);
  return { products: productLinks, categories: categoryLinks };
}

const ids = (refs: readonly { entityId: string }[]) =>
  refs.map((ref) => Number(ref.entityId)).filter((id) => Number.isInteger(id) && id > 0);

/** One term by slug with its references: 404 when unknown, 301 to its own slug. */
export async function loadGlossaryTerm(context: RequestContext, slug: string) {
  const { locale } = context;
  const { term } = await context.api
    .query(termBySlugOperation, { slug })
    .catch((error: unknown) => {
      throw toPageError(error);
    });
  if (!term) throw data<PageErrorData>({ message: 'Term not found' }, { status: 404 });
  const ownSlug = term.page_meta.slug;
  if (ownSlug !== slug) throw redirect(routePath('glossary-slug', { slug: ownSlug }, locale), 301);
  const path = routePath('glossary-slug', { slug: ownSlug }, locale);
  const listPath = routePath('glossary', {}, locale);
  const [references, localeParams] = await Promise.all([
    termReferences(context, { products: ids(term.products), categories: ids(term.categories) }),
    slugLocaleParams(
      context,
      ownSlug,
      async (api) => (await api.query(termBySlugOperation, { slug: ownSlug })).term,
    ),
  ]);
  const glossaryTitle = context.i18n._(routeTitle('glossary'));
  return {
    term: {
      title: term.page_title || term.title,
      perex: term.perex,
      description: term.description,
      references: {
        products: references.products,
        // A virtual category is a category to the shopper: one list, store categories first.
        categories: [
          ...references.categories,
          ...term.virtual_categories.map((category) => ({
            title: category.title,
            href: routePath('all', { slug: category.slug }, locale),
          })),
        ],
        terms: term.terms.map((other) => ({
          title: other.title,
          href: routePath('glossary-slug', { slug: other.slug }, locale),
        })),
      },
    },
    listHref: listPath,
    imageBase: serverEnv().contentApiUrl,
    seo: contentSeo(context, term.page_meta, {
      title: term.page_title || term.title,
      description: term.perex,
      path,
    }),
    jsonLd: breadcrumbJsonLd([
      { name: glossaryTitle, url: context.publicOrigin + listPath },
      { name: term.title, url: context.publicOrigin + path },
    ]),
    localeParams,
  };
}

export type GlossaryTermData = Awaited<ReturnType<typeof loadGlossaryTerm>>;
