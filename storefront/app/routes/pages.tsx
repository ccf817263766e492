import { Outlet } from 'react-router';
import type { Route } from './+types/pages';
import { useDocumentSettings } from '../document/documentSettings.tsx';
import { ErrorPage } from '../pages/ErrorPage.tsx';
import { errorDetails } from '../pages/errorStatus.ts';

/** Groups every page so a page's error (404, 500…) renders inside the site's header and footer. */
export default function Pages() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { locale } = useDocumentSettings();
  return <ErrorPage error={errorDetails(error, import.meta.env.PROD)} locale={locale} />;
}
