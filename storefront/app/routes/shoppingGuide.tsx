import { ShoppingGuidePage } from '../features/content/guide/ShoppingGuidePage.tsx';
import { loadShoppingGuide } from '../features/content/guide/guide.server.ts';
import { getRequestContext } from '../request/requestContext.ts';
import type { Route } from './+types/shoppingGuide';

export function loader({ context }: Route.LoaderArgs) {
  return loadShoppingGuide(getRequestContext(context));
}

export default function ShoppingGuide({ loaderData }: Route.ComponentProps) {
  return <ShoppingGuidePage {...loaderData} />;
}
