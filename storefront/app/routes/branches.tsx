import { BranchListPage } from '../features/content/branches/BranchListPage.tsx';
import { loadBranchList } from '../features/content/branches/branches.server.ts';
import { getRequestContext } from '../request/requestContext.ts';
import type { Route } from './+types/branches';

export function loader({ context, request }: Route.LoaderArgs) {
  return loadBranchList(getRequestContext(context), new URL(request.url));
}

export default function Branches({ loaderData }: Route.ComponentProps) {
  return <BranchListPage {...loaderData} />;
}
