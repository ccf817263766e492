import { useLingui } from '@lingui/react/macro';
import { Button, Icon } from '@vitrina/design-system';
import { useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { useLocale } from '../../../i18n/useLocale.ts';
import { routePath } from '../../../routing/routePath.ts';
import { LazyDialog, LazyDialogClose, preloadDialog } from '../../../ui/LazyDialog.tsx';
import { useBrowserValue } from '../../../ui/useBrowserValue.ts';
import { compareIdsFromDocumentCookie } from './compareIds.ts';
import * as styles from './CompareToggle.css.ts';

/** Where the compare forms post (routes/compareAction.ts). */
export const compareActionPath = '/actions/compare';

/**
 * Adds the product to the comparison or takes it out, then confirms it in a dialog with the way
 * to the compare page (spec §4). Without JavaScript it is a plain form that adds the product and
 * opens the compare page. The product page is shared by caches, so whether the product is already
 * compared is read from the cookie in the browser, after hydration.
 */
export function CompareToggle(props: { productId: number; productName: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const location = useLocation();
  const fetcher = useFetcher<{ ids: number[] }>();
  // The answer whose confirmation the shopper closed; a newer answer opens it again.
  const [dismissed, setDismissed] = useState<unknown>(null);
  const comparePath = routePath('compare', {}, locale);
  // The cookie the action answers with is the list (re-read on every render, so it follows).
  const cookie = useBrowserValue(() => document.cookie);
  const ids = cookie === null ? null : compareIdsFromDocumentCookie(cookie);
  const answered = fetcher.state === 'idle' ? fetcher.data : undefined;
  const confirmation =
    answered && answered !== dismissed
      ? answered.ids.includes(props.productId)
        ? 'added'
        : 'removed'
      : null;

  const compared = ids?.includes(props.productId) ?? false;
  const intent = compared ? 'remove' : 'add';
  return (
    <>
      <fetcher.Form
        method="post"
        action={compareActionPath}
        className={styles.form}
        onSubmit={(event) => {
          // With a script the answer stays on this page; the return address is for no script.
          event.preventDefault();
          // The answer opens a dialog: its code loads while the request is out.
          preloadDialog();
          void fetcher.submit(
            { productId: String(props.productId), intent },
            { method: 'post', action: compareActionPath },
          );
        }}
      >
        <input type="hidden" name="productId" value={props.productId} />
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="redirectTo" value={comparePath} />
        <button
          type="submit"
          className={styles.toggle}
          aria-pressed={ids === null ? undefined : compared}
          disabled={fetcher.state !== 'idle'}
        >
          <Icon name="compare" />
          {compared ? t`In comparison` : t`Compare`}
        </button>
      </fetcher.Form>
      <LazyDialog
        open={confirmation !== null}
        onOpenChange={(open) => (open ? undefined : setDismissed(answered))}
        title={confirmation === 'added' ? t`Added to comparison` : t`Removed from comparison`}
        description={props.productName}
        closeLabel={t`Close`}
        size="small"
        footer={
          <>
            <LazyDialogClose asChild>
              <Button color="outline">{t`Continue shopping`}</Button>
            </LazyDialogClose>
            {ids && ids.length > 0 && location.pathname !== comparePath ? (
              <Button href={comparePath}>{t`Compare products (${ids.length})`}</Button>
            ) : null}
          </>
        }
      />
    </>
  );
}
