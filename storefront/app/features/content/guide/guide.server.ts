import { faqOperation, pagesMenuOperation } from '@vitrina/contracts/content';
import { toPageError } from '../../../api/apiErrors.ts';
import { serverEnv } from '../../../env.server.ts';
import type { RequestContext } from '../../../request/requestContext.ts';
import { routePath } from '../../../routing/routePath.ts';
import { routeTitle } from '../../../routing/routeTable.ts';
import { loadContentPage } from '../pages/pages.server.ts';
import { contentSeo } from '../shared/pageMeta.server.ts';
import { plainText } from '../shared/plainText.ts';
import { faqJsonLd } from '../shared/structuredData.ts';

/**
 * The shopping guide (`/poradna`): the shop's pages about buying (the page menu) and every FAQ
 * question with its answer, also as FAQPage structured data.
 */
export async function loadShoppingGuide(context: RequestContext) {
  const [{ faq }, { pages }] = await Promise.all([
    context.api.query(faqOperation, {}),
    context.api.query(pagesMenuOperation, {}),
  ]).catch((error: unknown) => {
    throw toPageError(error);
  });
  const title = context.i18n._(routeTitle('shopping-guide'));
  return {
    pages: pages.map((page) => ({
      title: page.title,
      href:
        page.url_rewrite ?? routePath('page-slug', { slug: page.page_meta.slug }, context.locale),
    })),
    aboutPurchaseHref: routePath('about-purchase', {}, context.locale),
    questions: faq.map((question) => ({
      id: question._id,
      title: question.title,
      answer: question.content,
    })),
    imageBase: serverEnv().contentApiUrl,
    seo: contentSeo(context, null, {
      title,
      path: routePath('shopping-guide', {}, context.locale),
    }),
    jsonLd: faqJsonLd(faq.map((q) => ({ question: q.title, answer: plainText(q.content) }))),
  };
}

export type ShoppingGuideData = Awaited<ReturnType<typeof loadShoppingGuide>>;

/** The about-purchase content page, by its Czech slug (the content server finds it in English). */
const aboutPurchaseSlug = 'vse-o-nakupu';

/** About purchase (`/vse-o-nakupu`): a content page at a route of its own. */
export async function loadAboutPurchase(context: RequestContext) {
  const page = await loadContentPage(context, aboutPurchaseSlug, {
    kind: 'content_page',
    redirectToOwnSlug: false,
  });
  const path = routePath('about-purchase', {}, context.locale);
  // The route's own path in each language: no per-language slugs.
  return {
    ...page,
    seo: { ...page.seo, meta: { ...page.seo.meta, canonical: context.publicOrigin + path } },
    localeParams: undefined,
  };
}
