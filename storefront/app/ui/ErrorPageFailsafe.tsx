import { useLingui } from '@lingui/react/macro';
import { Button, Container } from '@vitrina/design-system';
import { Component, Suspense, type ReactNode } from 'react';
import { useLocale } from '../i18n/useLocale.ts';
import { routePath } from '../routing/routePath.ts';
import { DocumentTitle } from './DocumentTitle.tsx';
import * as styles from './ErrorPage.css.ts';

/** Spec §8: what shows when the error page itself cannot be shown. */
function ErrorPageFailed() {
  const { t } = useLingui();
  const locale = useLocale();
  const title = t`An error occurred while showing the error page`;
  return (
    <Container>
      <DocumentTitle title={title} />
      <h1 className={styles.heading}>{title}</h1>
      <Button href={routePath('index', {}, locale)}>{t`Go back to home`}</Button>
    </Container>
  );
}

class Failsafe extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ErrorPageFailed /> : this.props.children;
  }
}

/**
 * Keeps a failing error page from taking the site down with it. In the browser the error
 * boundary catches; on the server, where React has no error boundaries, the Suspense boundary
 * sends its fallback (the same notice) when rendering its content throws.
 */
export function ErrorPageFailsafe({ children }: { children: ReactNode }) {
  return (
    <Failsafe>
      <Suspense fallback={<ErrorPageFailed />}>{children}</Suspense>
    </Failsafe>
  );
}
