import { useLingui } from '@lingui/react/macro';
import { AppLink, Button, Container } from '@vitrina/design-system';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LazyDialog } from '../../ui/LazyDialog.tsx';
import { useBrowserValue } from '../../ui/useBrowserValue.ts';
import { visuallyHiddenText } from '../../ui/visuallyHidden.css.ts';
import { AddToCartFetcherForm } from '../cart/AddToCartFetcherForm.tsx';
import { withoutAddToCart, type AddToCartLinkOffer as Offer } from './addToCartLink.ts';
import * as styles from './AddToCartLinkOffer.css.ts';

/**
 * A page opened with `?addToCart=` asks before adding (decision 171): a dialog with a script, the
 * same question as a plain form at the top of the page without one. Confirming posts through the
 * usual add-to-cart form (the added dialog follows, or the cart page without a script); cancelling
 * takes the parameter out of the address. An unknown or sold-out product gets a polite notice.
 */
export function AddToCartLinkOffer(props: { offer: Offer | null }) {
  const { t } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useBrowserValue(() => 'yes') !== null;
  const cancelHref = withoutAddToCart(location.pathname, location.search);
  // Kept after the parameter leaves the address, so the added dialog can follow a confirmation;
  // a new visit of such a link (a new location) asks again.
  const [held, setHeld] = useState(props.offer && { offer: props.offer, key: location.key });
  if (props.offer && (held?.offer !== props.offer || held.key !== location.key)) {
    setHeld({ offer: props.offer, key: location.key });
  }
  const dropParam = () => void navigate(cancelHref, { replace: true, preventScrollReset: true });
  const notice = (text: string) => (
    <Container>
      <p role="status" className={styles.panel}>
        <span className={styles.question}>{text}</span>
        <AppLink href={cancelHref}>{t`Close`}</AppLink>
      </p>
    </Container>
  );
  if (props.offer?.status === 'unknown') {
    return notice(t`The product from the link you followed is not in our catalogue any more.`);
  }
  const offer = held?.offer.status === 'offer' ? held.offer : null;
  if (!held || !offer) return null;
  if (offer.block) {
    return props.offer
      ? notice(t`${offer.name} is not in stock, so it cannot be added now.`)
      : null;
  }
  const question = t`Add ${offer.name} to the cart?`;
  const note = t`You followed a link that offers this product. Nothing is added until you confirm.`;
  return (
    <Container>
      <AddToCartFetcherForm
        key={held.key}
        productName={offer.name}
        className={hydrated ? visuallyHiddenText : styles.panel}
        chooseAtStart
        chooseVariant={(chooser) =>
          hydrated ? (
            <LazyDialog
              open={chooser.open}
              onOpenChange={(open) => {
                chooser.onOpenChange(open);
                if (!open) dropParam();
              }}
              title={question}
              description={note}
              closeLabel={t`Close`}
              size="small"
              footer={
                <>
                  <Button
                    color="outline"
                    onClick={() => {
                      chooser.onOpenChange(false);
                      dropParam();
                    }}
                  >
                    {t`Cancel`}
                  </Button>
                  <Button
                    onClick={() => {
                      chooser.choose({ id: offer.variantId, fullname: offer.name });
                      dropParam();
                    }}
                  >
                    {t`Add to cart`}
                  </Button>
                </>
              }
            />
          ) : null
        }
      >
        {() => (
          <>
            <input type="hidden" name="id" value={offer.variantId} />
            <input type="hidden" name="quantity" value="1" />
            {hydrated ? null : (
              <>
                <p className={styles.question}>
                  {question} <span className={styles.note}>{note}</span>
                </p>
                <Button type="submit">{t`Add to cart`}</Button>
                <AppLink href={cancelHref}>{t`Cancel`}</AppLink>
              </>
            )}
          </>
        )}
      </AddToCartFetcherForm>
    </Container>
  );
}
