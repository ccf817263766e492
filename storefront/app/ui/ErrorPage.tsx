import { RichText, type RichTextDoc } from '@vitrina/cms-blocks';
import { AppLink, Button, Container } from '@vitrina/design-system';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useReportOnce } from '../analytics/reportOnce.ts';
import { track } from '../analytics/tracker.ts';
import { useLocale } from '../i18n/useLocale.ts';
import { routePath } from '../routing/routePath.ts';
import { DocumentTitle } from './DocumentTitle.tsx';
import type { ErrorDetails } from './errorStatus.ts';
import * as styles from './ErrorPage.css.ts';

/** The error page's content from the content server's configuration (features/content/status). */
export interface ConfiguredErrorPage {
  title: string | null;
  content: unknown;
  image: { src: string; srcSet: string; alt: string } | null;
  topCategories: readonly { title: string; href: string }[];
}

/**
 * 404, 403, 503 or 500 with its status code (spec section 8); a stack only outside production.
 * With the configuration, the 404 takes its title and text from it (it is worded as the
 * not-found page, decision 190) and every status shows its image and the top categories.
 * `children` (recommendations) come last.
 */
export function ErrorPage({
  error,
  configured = null,
  children,
}: {
  error: ErrorDetails;
  configured?: ConfiguredErrorPage | null;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const { statusCode } = error;
  const notFound = statusCode === 404;
  const { pathname } = useLocation();
  // Once per address that was not found (re-renders and a retried rewrite lookup are not new).
  useReportOnce(notFound ? pathname : null, () => track('not_found.page_view', { path: pathname }));
  const ownTitle = notFound
    ? t`This page could not be found`
    : statusCode === 403
      ? t`Access to this page is forbidden`
      : statusCode === 503
        ? t`The shop is temporarily unavailable`
        : t`Something went wrong`;
  const hint =
    statusCode === 503
      ? t`Please try again in a moment.`
      : notFound
        ? t`Check the address or continue from the home page.`
        : t`We are sorry. If the problem persists, please contact us.`;
  const shown = statusCode === 503 ? null : configured;
  const title = (notFound && shown?.title) || ownTitle;
  const text = notFound && shown?.content;
  return (
    <Container>
      <div className={styles.layout}>
        <div>
          <DocumentTitle title={title} />
          <p className={styles.code}>{t`Error ${statusCode}`}</p>
          <h1 className={styles.heading}>{title}</h1>
          {text ? (
            <div className={styles.hintText}>
              <RichText content={text as RichTextDoc} />
            </div>
          ) : (
            <p className={styles.hintText}>{hint}</p>
          )}
          {error.message && !notFound && statusCode !== 503 ? <p>{error.message}</p> : null}
          {error.stack ? <pre className={styles.details}>{error.stack}</pre> : null}
          <Button href={routePath('index', {}, locale)}>{t`Go back to home`}</Button>
        </div>
        {shown?.image ? (
          <img
            className={styles.image}
            src={shown.image.src}
            srcSet={shown.image.srcSet}
            alt={shown.image.alt}
            width={480}
          />
        ) : null}
      </div>
      {shown && shown.topCategories.length > 0 ? (
        <nav className={styles.categories} aria-labelledby="error-categories-title">
          <h2 id="error-categories-title" className={styles.categoriesTitle}>
            {t`Top categories`}
          </h2>
          <ul className={styles.categoryList}>
            {shown.topCategories.map((category) => (
              <li key={category.href}>
                <AppLink href={category.href} className={styles.category}>
                  {category.title}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {children}
    </Container>
  );
}
