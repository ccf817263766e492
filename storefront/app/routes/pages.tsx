import { Outlet } from 'react-router';
import type { Route } from './+types/pages';
import { FetchedRecommendationRail } from '../features/catalog/recommendations/FetchedRecommendationRail.tsx';
import { ConfiguredErrorBoundaryPage } from '../features/content/status/ConfiguredErrorPage.tsx';
import { errorDetails } from '../ui/errorStatus.ts';

/** Groups every page so a page's error (404, 500…) renders inside the site's header and footer. */
export default function Pages() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { statusCode } = errorDetails(error, import.meta.env.PROD);
  // Spec §2: the not-found and internal-error pages recommend (not while the shop is down).
  const placement = statusCode === 404 ? 'notFound' : statusCode === 500 ? 'internalError' : null;
  return (
    <ConfiguredErrorBoundaryPage error={error}>
      {placement ? <FetchedRecommendationRail placement={placement} /> : null}
    </ConfiguredErrorBoundaryPage>
  );
}
