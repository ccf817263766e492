import { Button, Container } from '@vitrina/design-system';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useLocale } from '../i18n/useLocale.ts';
import { routePath } from '../routing/routePath.ts';
import { DocumentTitle } from './DocumentTitle.tsx';
import type { ErrorDetails } from './errorStatus.ts';
import { code, details, heading, hintText } from './ErrorPage.css.ts';

/**
 * 404, 403, 503 or 500 with its status code (spec section 8); a stack only outside production.
 * `children` (recommendations) follow the way home.
 */
export function ErrorPage({ error, children }: { error: ErrorDetails; children?: ReactNode }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { statusCode } = error;
  const title =
    statusCode === 404
      ? t`This page could not be found`
      : statusCode === 403
        ? t`Access to this page is forbidden`
        : statusCode === 503
          ? t`The shop is temporarily unavailable`
          : t`Something went wrong`;
  const hint =
    statusCode === 503
      ? t`Please try again in a moment.`
      : statusCode === 404
        ? t`Check the address or continue from the home page.`
        : t`We are sorry. If the problem persists, please contact us.`;
  return (
    <Container>
      <DocumentTitle title={title} />
      <p className={code}>{t`Error ${statusCode}`}</p>
      <h1 className={heading}>{title}</h1>
      <p className={hintText}>{hint}</p>
      {error.message && statusCode !== 404 && statusCode !== 503 ? <p>{error.message}</p> : null}
      {error.stack ? <pre className={details}>{error.stack}</pre> : null}
      <Button href={routePath('index', {}, locale)}>{t`Go back to home`}</Button>
      {children}
    </Container>
  );
}
