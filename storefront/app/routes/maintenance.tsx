import { MaintenancePage } from '../features/content/status/MaintenancePage.tsx';
import { loadMaintenance } from '../features/content/status/maintenance.server.ts';
import { getRequestContext } from '../request/requestContext.ts';
import type { Route } from './+types/maintenance';

export function loader({ context }: Route.LoaderArgs) {
  return loadMaintenance(getRequestContext(context));
}

// Retry-After of the 503 reaches the document response.
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function Maintenance({ loaderData }: Route.ComponentProps) {
  return <MaintenancePage {...loaderData} />;
}
