import type { Route } from './+types/brands';
import { loadBrandsPage } from '../features/content/brands.server.ts';
import { BrandsPage } from '../features/content/BrandsPage.tsx';
import { getRequestContext } from '../request/requestContext.ts';

export function loader({ context }: Route.LoaderArgs) {
  return loadBrandsPage(getRequestContext(context));
}

export default function Brands({ loaderData }: Route.ComponentProps) {
  return <BrandsPage data={loaderData} />;
}
