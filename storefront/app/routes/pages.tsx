import { Outlet } from 'react-router';
import type { Route } from './+types/pages';
import { ErrorPage } from '../ui/ErrorPage.tsx';
import { errorDetails } from '../ui/errorStatus.ts';

/** Groups every page so a page's error (404, 500…) renders inside the site's header and footer. */
export default function Pages() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={errorDetails(error, import.meta.env.PROD)} />;
}
