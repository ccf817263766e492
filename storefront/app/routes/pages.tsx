import { Outlet } from 'react-router';
import type { Route } from './+types/pages';
import { FetchedRecommendationRail } from '../features/catalog/recommendations/FetchedRecommendationRail.tsx';
import { ErrorPage } from '../ui/ErrorPage.tsx';
import { errorDetails } from '../ui/errorStatus.ts';

/** Groups every page so a page's error (404, 500…) renders inside the site's header and footer. */
export default function Pages() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const details = errorDetails(error, import.meta.env.PROD);
  // Spec §2: the not-found and internal-error pages recommend (not while the shop is down).
  const placement =
    details.statusCode === 404 ? 'notFound' : details.statusCode === 500 ? 'internalError' : null;
  return (
    <ErrorPage error={details}>
      {placement ? <FetchedRecommendationRail placement={placement} /> : null}
    </ErrorPage>
  );
}
