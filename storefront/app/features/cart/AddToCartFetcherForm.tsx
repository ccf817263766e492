import { Plural, useLingui } from '@lingui/react/macro';
import { Button } from '@vitrina/design-system';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import { track } from '../../analytics/tracker.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { routePath } from '../../routing/routePath.ts';
import { LazyDialog, LazyDialogClose, preloadDialog } from '../../ui/LazyDialog.tsx';
import { addToCartStatus, type AddToCartAnswer, type AddToCartStatus } from './addToCartState.ts';
import { cartErrorMessage } from './cartMessages.ts';
import * as styles from './AddToCartFetcherForm.css.ts';

/** Where every add-to-cart form posts (routes/addToCart.ts). */
export const addToCartPath = '/actions/add-to-cart';

/** What a variant-choice dialog gets: whether it is open, and how to add the chosen variant. */
export interface VariantChooser {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Adds one piece of the variant through this form's fetcher; the added dialog follows. */
  choose: (variant: { id: number; fullname: string }) => void;
}

/**
 * An add-to-cart form that works both ways: without JavaScript it posts with `redirectTo` (the
 * cart page) and the shopper lands there; with a script it posts without it, stays on the page
 * and goes idle → loading → added (spec §4), opening the added-item dialog whose focus Radix
 * traps and gives back to the button. A refusal (no stock) is said under the form.
 * `children` gets the status, so the button can show its loader. With `chooseVariant` (a
 * listing's product with several variants) the script's submit opens that dialog instead, and the
 * variant chosen there is added by the same fetcher; without a script the form posts as it is.
 */
export function AddToCartFetcherForm(props: {
  productName: string;
  className?: string;
  children: (status: AddToCartStatus) => ReactNode;
  chooseVariant?: (chooser: VariantChooser) => ReactNode;
  /** The chooser is open from the start (a link's offer to confirm). */
  chooseAtStart?: boolean;
  /** More of the added-item dialog once something was added (cross-sell recommendations). */
  addedExtra?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const fetcher = useFetcher<AddToCartAnswer>();
  const formRef = useRef<HTMLFormElement>(null);
  // The answer whose dialog the shopper closed; the next answer opens it again.
  const [dismissed, setDismissed] = useState<AddToCartAnswer | null>(null);
  const [requested, setRequested] = useState(1);
  const [choosing, setChoosing] = useState(props.chooseAtStart ?? false);
  // The chosen variant's name; null: the form's own product.
  const [chosenName, setChosenName] = useState<string | null>(null);
  const addedName = chosenName ?? props.productName;
  const answer = fetcher.data;
  const status = addToCartStatus(fetcher.state, answer, dismissed);
  const cartPath = routePath('checkout', {}, locale);
  const added = answer?.status === 'added' ? answer : null;
  return (
    <>
      <fetcher.Form
        ref={formRef}
        method="post"
        action={addToCartPath}
        className={props.className}
        onSubmit={(event) => {
          event.preventDefault();
          // Either answer opens a dialog: its code loads while the request is out.
          preloadDialog();
          if (props.chooseVariant) return setChoosing(true);
          setChosenName(null);
          const form = new FormData(event.currentTarget);
          // Without `redirectTo` the action answers data and the page stays.
          form.delete('redirectTo');
          setRequested(Number(form.get('quantity') ?? 1) || 1);
          void fetcher.submit(form, { method: 'post', action: addToCartPath });
        }}
      >
        <input type="hidden" name="redirectTo" value={cartPath} />
        {props.children(status)}
      </fetcher.Form>
      {props.chooseVariant?.({
        open: choosing,
        onOpenChange: setChoosing,
        choose: (variant) => {
          setChoosing(false);
          setRequested(1);
          setChosenName(variant.fullname);
          void fetcher.submit(
            { id: String(variant.id), quantity: '1' },
            { method: 'post', action: addToCartPath },
          );
        },
      })}
      {status === 'failed' && answer?.status === 'failed' ? (
        <p role="alert" className={styles.error}>
          {cartErrorMessage(i18n, answer.error)}
        </p>
      ) : null}
      <LazyDialog
        open={status === 'added'}
        onOpenChange={(open) => (open ? undefined : setDismissed(answer ?? null))}
        title={t`Added to cart`}
        description={added ? `${added.changedAmount} × ${addedName}` : addedName}
        closeLabel={t`Close`}
        size="small"
        // Back to this form's button, also when the dialog opened as the variant choice closed.
        returnFocusTo={() => formRef.current?.querySelector<HTMLElement>('button[type="submit"]')}
        footer={
          <>
            <LazyDialogClose asChild>
              <Button color="outline">{t`Continue shopping`}</Button>
            </LazyDialogClose>
            <Button href={cartPath}>{t`Go to cart`}</Button>
          </>
        }
      >
        {added ? (
          <p className={styles.note}>
            <Plural
              value={added.itemsCount}
              one="Your cart now holds # piece."
              few="Your cart now holds # pieces."
              other="Your cart now holds # pieces."
            />
            {added.changedAmount < requested
              ? ` ${t`Only ${added.changedAmount} of ${requested} pieces were in stock.`}`
              : null}
          </p>
        ) : null}
        {added ? props.addedExtra : null}
        {added ? <AddedReport answer={added} productName={props.productName} /> : null}
      </LazyDialog>
    </>
  );
}

/** Answers already reported: one report per answer, however often its dialog mounts. */
const reportedAnswers = new WeakSet<AddToCartAnswer>();

/**
 * Reports `cart.item.add` for an answer of the back end that added something, once per answer
 * (each submit gets a new answer object). Rendered in the added dialog, which shows exactly when
 * there is such an answer. The name is the page's: the action's path has no language, so the
 * answer's is the default one.
 */
function AddedReport(props: {
  answer: Extract<AddToCartAnswer, { status: 'added' }>;
  productName: string;
}) {
  const { answer, productName } = props;
  useEffect(() => {
    if (!answer.tracked || reportedAnswers.has(answer)) return;
    reportedAnswers.add(answer);
    const product = { ...answer.tracked, name: productName };
    track('cart.item.add', { product, quantity: answer.changedAmount });
  }, [answer, productName]);
  return null;
}
