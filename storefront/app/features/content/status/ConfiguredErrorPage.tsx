import type { ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import { ErrorPage, type ConfiguredErrorPage } from '../../../ui/ErrorPage.tsx';
import { ErrorPageFailsafe } from '../../../ui/ErrorPageFailsafe.tsx';
import { errorDetails } from '../../../ui/errorStatus.ts';

/**
 * A page's error (403/404/500) with the content server's error page configuration, which the
 * root loader reads from the shared cache (`errorPage`, null when it could not be had);
 * `children` follow the page's own content.
 */
export function ConfiguredErrorBoundaryPage(props: { error: unknown; children?: ReactNode }) {
  const root = useRouteLoaderData('root') as { errorPage?: ConfiguredErrorPage | null } | undefined;
  return (
    <ErrorPageFailsafe>
      <ErrorPage
        error={errorDetails(props.error, import.meta.env.PROD)}
        configured={root?.errorPage ?? null}
      >
        {props.children}
      </ErrorPage>
    </ErrorPageFailsafe>
  );
}
