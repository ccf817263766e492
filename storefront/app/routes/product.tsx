import type { Route } from './+types/product';
import { FavouriteToggle } from '../features/catalog/favourites/FavouriteToggle.tsx';
import { loadProductPage } from '../features/product/product.server.ts';
import { ProductPage } from '../features/product/ProductPage.tsx';
import { getRequestContext } from '../request/requestContext.ts';

export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadProductPage(getRequestContext(context), params.slug ?? '', new URL(request.url));
}

export default function Product({ loaderData }: Route.ComponentProps) {
  return (
    <ProductPage
      data={loaderData}
      actions={<FavouriteToggle productId={loaderData.product.id} />}
    />
  );
}
