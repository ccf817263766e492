import { Outlet } from 'react-router';
import type { Route } from './+types/pages';
import { ConfiguredErrorBoundaryPage } from '../features/content/status/ConfiguredErrorPage.tsx';

/** Groups every page so a page's error (404, 500…) renders inside the site's header and footer. */
export default function Pages() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ConfiguredErrorBoundaryPage error={error} />;
}
