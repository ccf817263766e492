import { errorEnvelope } from '@vitrina/contracts';
import { data, redirect } from 'react-router';
import { toPageError } from '../../../api/apiErrors.ts';
import { serverEnv } from '../../../env.server.ts';
import { requestCurrency, type RequestContext } from '../../../request/requestContext.ts';
import { safeRedirectPath } from '../../../routing/safeRedirect.ts';
import { parseCookieHeader } from '../../../session/cookies.ts';
import { parametersQueryOptions, productsByIdsQueryOptions } from '../product.queries.ts';
import { detailParameters } from '../productParameters.ts';
import {
  compareCookieName,
  compareSetCookie,
  parseCompareIds,
  toggleCompare,
} from '../../catalog/compare/compareIds.ts';
import { compareRows } from './compareRows.ts';

function comparedIds(request: Request): number[] {
  return parseCompareIds(parseCookieHeader(request.headers.get('cookie')).get(compareCookieName));
}

/**
 * The compare page (route `compare`, private): the products in the shopper's compare cookie,
 * side by side by the parameters the product page would show (spec §5 rules).
 */
export async function loadComparePage(context: RequestContext, request: Request, url: URL) {
  const { api, queryClient, locale } = context;
  const ids = comparedIds(request);
  try {
    const products = await queryClient.fetchQuery(productsByIdsQueryOptions(api, locale, ids));
    const parameterIds = [
      ...new Set(products.flatMap((product) => product.parameters.map((p) => p.entityId))),
    ];
    const dictionary = await queryClient.fetchQuery(
      parametersQueryOptions(api, locale, parameterIds),
    );
    const columns = products.map((product) => detailParameters(product, undefined, dictionary));
    return {
      products: products.map((product) => ({
        id: product.id,
        name: product.name,
        slug: product.slug,
        mainImage: product.mainImage,
        prices: product.prices,
        availability: product.availability,
        brand: product.brand?.title ?? null,
      })),
      rows: compareRows(columns),
      onlyDifferences: url.searchParams.get('differences') === '1',
      currency: requestCurrency(context),
      imageBase: serverEnv().contentApiUrl,
    };
  } catch (error) {
    throw toPageError(error);
  }
}

/**
 * Adds a product to the comparison or removes it (route `actions/compare`). A plain form post
 * (no JavaScript) names a page to return to; a script's post gets the new list instead.
 */
export async function changeCompare(request: Request, context: RequestContext) {
  const form = await request.formData();
  const productId = String(form.get('productId') ?? '');
  const intent = form.get('intent');
  if (!/^\d{1,10}$/.test(productId) || Number(productId) < 1) {
    return data(
      errorEnvelope([{ field: 'productId', title: 'Unknown product', code: 'validation_failed' }]),
      { status: 422 },
    );
  }
  if (intent !== 'add' && intent !== 'remove') {
    return data(
      errorEnvelope([{ field: 'intent', title: 'Add or remove', code: 'validation_failed' }]),
      { status: 422 },
    );
  }
  const ids = toggleCompare(comparedIds(request), Number(productId), intent);
  const headers = { 'Set-Cookie': compareSetCookie(ids, context.https) };
  const back = form.get('redirectTo');
  if (typeof back === 'string' && back) {
    return redirect(safeRedirectPath(back), { status: 303, headers });
  }
  return data({ ids }, { headers });
}

export type ComparePageData = Awaited<ReturnType<typeof loadComparePage>>;
