import { BranchDetailPage } from '../features/content/branches/BranchDetailPage.tsx';
import { loadBranchDetail } from '../features/content/branches/branches.server.ts';
import { getRequestContext } from '../request/requestContext.ts';
import type { Route } from './+types/branchDetail';

export function loader({ context, params }: Route.LoaderArgs) {
  return loadBranchDetail(getRequestContext(context), params.slug);
}

export default function BranchDetail({ loaderData }: Route.ComponentProps) {
  return <BranchDetailPage {...loaderData} />;
}
