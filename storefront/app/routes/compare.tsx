import type { Route } from './+types/compare';
import { loadComparePage } from '../features/product/compare/compare.server.ts';
import { ComparePage } from '../features/product/compare/ComparePage.tsx';
import { getRequestContext } from '../request/requestContext.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadComparePage(getRequestContext(context), request, new URL(request.url));
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  return <ComparePage data={loaderData} />;
}
