import type { Route } from './+types/product';
import { favouriteIds } from '../features/account/favourites.server.ts';
import { FavouriteToggle } from '../features/account/FavouriteToggle.tsx';
import { loadProductPage } from '../features/product/product.server.ts';
import { ProductPage } from '../features/product/ProductPage.tsx';
import { getRequestContext } from '../request/requestContext.ts';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const [page, favourites] = await Promise.all([
    loadProductPage(getRequestContext(context), params.slug ?? '', new URL(request.url)),
    // Only a signed-in shopper's (private) page asks; a guest's stays shareable.
    favouriteIds(context),
  ]);
  return { ...page, favouriteIds: favourites.productIds };
}

export default function Product({ loaderData }: Route.ComponentProps) {
  return (
    <ProductPage
      data={loaderData}
      actions={
        <FavouriteToggle productId={loaderData.product.id} favouriteIds={loaderData.favouriteIds} />
      }
    />
  );
}
