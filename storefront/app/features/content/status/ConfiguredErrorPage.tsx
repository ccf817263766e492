import { useRouteLoaderData } from 'react-router';
import { ErrorPage, type ConfiguredErrorPage } from '../../../ui/ErrorPage.tsx';
import { ErrorPageFailsafe } from '../../../ui/ErrorPageFailsafe.tsx';
import { errorDetails } from '../../../ui/errorStatus.ts';

/**
 * A page's error (403/404/500) with the content server's error page configuration, which the
 * root loader reads from the shared cache (`errorPage`, null when it could not be had).
 */
export function ConfiguredErrorBoundaryPage({ error }: { error: unknown }) {
  const root = useRouteLoaderData('root') as { errorPage?: ConfiguredErrorPage | null } | undefined;
  return (
    <ErrorPageFailsafe>
      <ErrorPage
        error={errorDetails(error, import.meta.env.PROD)}
        configured={root?.errorPage ?? null}
      />
    </ErrorPageFailsafe>
  );
}
