import { redirect } from 'react-router';
import type { Route } from './+types/product';
import { loginRedirectPath } from '../features/account/guard.server.ts';
import { getShopper } from '../features/account/shopper.server.ts';
import { FavouriteToggle } from '../features/catalog/favourites/FavouriteToggle.tsx';
import { loadProductPage } from '../features/product/product.server.ts';
import { ProductPage } from '../features/product/ProductPage.tsx';
import { postedPageUrl, reviewAction } from '../features/product/review.server.ts';
import { watchAction } from '../features/product/watchdog.server.ts';
import { watchIntent } from '../features/product/watchdogForm.ts';
import { getRequestContext } from '../request/requestContext.ts';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = await loadProductPage(getRequestContext(context), params.slug ?? '', url);
  url.searchParams.delete('review');
  url.searchParams.delete('watch');
  const shopper = getShopper(context);
  const reviewLoginPath = shopper.status === 'user' ? null : loginRedirectPath(context, url);
  // The watchdog form is prefilled for a signed-in shopper.
  const watchEmail = shopper.status === 'user' ? shopper.user.email : '';
  return { ...page, reviewLoginPath, watchEmail };
}

// The watchdog form's POST (guests too); the review form's: a guest goes to log in and back, a
// shopper's review goes to the back end.
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.clone().formData();
  if (form.get('intent') === watchIntent) {
    return watchAction(getRequestContext(context), request, form);
  }
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
      watchEmail={loaderData.watchEmail}
      actions={<FavouriteToggle productId={loaderData.product.id} />}
    />
  );
}
