import { redirect } from 'react-router';
import type { Route } from './+types/product';
import { loginRedirectPath } from '../features/account/guard.server.ts';
import { getShopper } from '../features/account/shopper.server.ts';
import { FavouriteToggle } from '../features/catalog/favourites/FavouriteToggle.tsx';
import { loadProductPage } from '../features/product/product.server.ts';
import { ProductPage } from '../features/product/ProductPage.tsx';
import { postedPageUrl, reviewAction } from '../features/product/review.server.ts';
import { getRequestContext } from '../request/requestContext.ts';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = await loadProductPage(getRequestContext(context), params.slug ?? '', url);
  url.searchParams.delete('review');
  const signedIn = getShopper(context).status === 'user';
  const reviewLoginPath = signedIn ? null : loginRedirectPath(context, url);
  return { ...page, reviewLoginPath };
}

// The review form's POST: a guest goes to log in and back, a shopper's review goes to the back end.
export function action({ request, context }: Route.ActionArgs) {
  if (getShopper(context).status !== 'user') {
    throw redirect(loginRedirectPath(context, postedPageUrl(request)), 303);
  }
  return reviewAction(getRequestContext(context), request);
}

export default function Product({ loaderData }: Route.ComponentProps) {
  return (
    <ProductPage
      data={loaderData}
      reviewLoginPath={loaderData.reviewLoginPath}
      actions={<FavouriteToggle productId={loaderData.product.id} />}
    />
  );
}
