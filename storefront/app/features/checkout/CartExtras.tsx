import { useLingui } from '@lingui/react/macro';
import type { Cart, Currency, OrderGift } from '@vitrina/contracts/store';
import { AppLink, Button, FormField, formatPrice, TextField } from '@vitrina/design-system';
import { useId } from 'react';
import { Form } from 'react-router';
import { useLocale } from '../../i18n/useLocale.ts';
import { routePath } from '../../routing/routePath.ts';
import { imageSource } from '../../ui/imageUrl.ts';
import { cartErrorMessage, type CartError } from '../cart/cartMessages.ts';
import { Thumbnail } from '../../ui/Thumbnail.tsx';
import type { CartExtras } from './cartExtras.server.ts';
import * as styles from './CartExtras.css.ts';

interface GiftsProps {
  cart: Cart;
  gifts: OrderGift[];
  currency: Currency;
  imageBase: string;
  error: CartError | null;
  busy: boolean;
}

/**
 * The order gifts (spec §4): each with the order value it comes from; the ones this cart reaches
 * can be picked (a plain form each), the others say how much is missing. The threshold compares
 * with the cart's discount limit price, as the back end does.
 */
function OrderGifts(props: GiftsProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const headingId = useId();
  const reached = props.cart.prices.discountLimitPriceWithVat;
  const offered = props.gifts.filter(
    (gift) => gift.availability.isAvailable || props.cart.selectedGifts.includes(gift.id),
  );
  if (offered.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>{t`A gift with your order`}</h2>
      {props.error ? (
        <p role="alert" className={styles.error}>
          {cartErrorMessage(i18n, props.error)}
        </p>
      ) : null}
      <ul className={styles.gifts}>
        {offered.map((gift) => {
          const chosen = props.cart.selectedGifts.includes(gift.id);
          const missing = gift.price_from - reached;
          const from = formatPrice(gift.price_from, props.currency);
          const rest = formatPrice(missing, props.currency);
          return (
            <li key={gift.id} className={styles.gift}>
              <Thumbnail src={imageSource(props.imageBase, gift.image)} size={48} />
              <span className={styles.giftAbout}>
                <AppLink href={routePath('product-slug', { slug: gift.slug }, locale)}>
                  {gift.name}
                </AppLink>
                <span className={styles.small}>
                  {chosen ? (
                    <span className={styles.chosen}>{t`Chosen as your gift`}</span>
                  ) : missing > 0 ? (
                    t`Free with orders from ${from}: buy for ${rest} more.`
                  ) : (
                    t`Free with orders from ${from}.`
                  )}
                </span>
              </span>
              {chosen || missing <= 0 ? (
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value={chosen ? 'removeGift' : 'addGift'} />
                  <input type="hidden" name="giftId" value={gift.id} />
                  <Button
                    type="submit"
                    size="small"
                    color={chosen ? 'ghost' : 'secondary'}
                    disabled={props.busy}
                    aria-label={chosen ? t`Remove the gift ${gift.name}` : t`Choose ${gift.name}`}
                  >
                    {chosen ? t`Remove` : t`Choose`}
                  </Button>
                </Form>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Loyalty credits (signed in): spend what the shopper has on this cart, or stop spending them. */
function Credits(props: {
  cart: Cart;
  available: number;
  currency: Currency;
  error: CartError | null;
  busy: boolean;
}) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const spending = props.cart.credits > 0;
  const have = formatPrice(props.available, props.currency);
  const used = formatPrice(props.cart.prices.creditsWithTax, props.currency);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>{t`Credits`}</h2>
      <p className={styles.small}>
        {spending
          ? t`This order uses ${used} of your credits.`
          : t`You have credits worth ${have}.`}
      </p>
      {props.error ? (
        <p role="alert" className={styles.error}>
          {cartErrorMessage(i18n, props.error)}
        </p>
      ) : null}
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="setCredits" />
        {/* The back end spends no more than the cart's total allows. */}
        <input type="hidden" name="credits" value={spending ? 0 : props.available} />
        <Button
          type="submit"
          size="small"
          color={spending ? 'ghost' : 'secondary'}
          disabled={props.busy || (!spending && props.available <= 0)}
        >
          {spending ? t`Do not use credits` : t`Use my credits`}
        </Button>
      </Form>
    </section>
  );
}

/** Signed-in shoppers keep the cart's lines as a named shopping list for later. */
function SaveAsList(props: { error: CartError | null; busy: boolean }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const today = new Date().toLocaleDateString(i18n.locale);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>{t`Save for later`}</h2>
      <Form method="post" className={styles.row}>
        <input type="hidden" name="intent" value="saveList" />
        <FormField
          label={t`Name of the shopping list`}
          error={props.error ? cartErrorMessage(i18n, props.error) : undefined}
          className={styles.grow}
        >
          <TextField
            name="name"
            size="small"
            required
            maxLength={255}
            defaultValue={t`Cart of ${today}`}
          />
        </FormField>
        <Button type="submit" size="small" color="secondary" disabled={props.busy}>
          {t`Save as a shopping list`}
        </Button>
      </Form>
    </section>
  );
}

/** What the cart page offers under its lines: gifts, credits and saving the cart as a list. */
export function CartExtrasPanel(props: {
  cart: Cart;
  extras: CartExtras;
  currency: Currency;
  imageBase: string;
  failure: { intent: string; error: CartError } | undefined;
  busy: boolean;
}) {
  const { cart, extras, failure, busy } = props;
  const errorOf = (...intents: string[]) =>
    failure && intents.includes(failure.intent) ? failure.error : null;
  return (
    <>
      <OrderGifts
        cart={cart}
        gifts={extras.gifts}
        currency={props.currency}
        imageBase={props.imageBase}
        error={errorOf('addGift', 'removeGift')}
        busy={busy}
      />
      {extras.credits ? (
        <Credits
          cart={cart}
          available={extras.credits.available}
          currency={props.currency}
          error={errorOf('setCredits')}
          busy={busy}
        />
      ) : null}
      {extras.canSaveList ? <SaveAsList error={errorOf('saveList')} busy={busy} /> : null}
    </>
  );
}
