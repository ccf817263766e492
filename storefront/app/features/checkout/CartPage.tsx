import { Plural, useLingui } from '@lingui/react/macro';
import { AppLink, EmptyState } from '@vitrina/design-system';
import { useNavigation } from 'react-router';
import { useLocale } from '../../i18n/useLocale.ts';
import { routePath } from '../../routing/routePath.ts';
import { PageShell } from '../../ui/PageShell.tsx';
import { cartErrorMessage } from '../cart/cartMessages.ts';
import { RecommendationRail } from '../catalog/recommendations/RecommendationRail.tsx';
import { CartExtrasPanel } from './CartExtras.tsx';
import { CartLine } from './CartLine.tsx';
import { useReportOnce } from '../../analytics/reportOnce.ts';
import { track } from '../../analytics/tracker.ts';
import { trackedCartLines } from '../cart/trackedCartLine.ts';
import { CartLineReports } from './CartLineReports.tsx';
import { CheckoutSteps } from './CheckoutSteps.tsx';
import type { CartExtras } from './cartExtras.server.ts';
import type { CartActionFailure, CartPageData } from './cartPage.server.ts';
import { CartSummary } from './CartSummary.tsx';
import * as styles from './CartPage.css.ts';

/**
 * The cart page (`/kosik`, `/en/cart`): the lines, then the summary beside them on wide screens
 * and under them on phones. Every change is a plain form of this page; a refused one is said at
 * the form that caused it.
 */
export function CartPage(props: {
  data: CartPageData & { extras: CartExtras };
  failure: CartActionFailure | undefined;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const { cart, currency, imageBase, addError, removedItems } = props.data;
  const failure = props.failure;
  const importHref = routePath('checkout-import-order', {}, locale);
  // Once per visit of the cart page: a changed amount or coupon reloads the data, not the page.
  useReportOnce('cart', () =>
    track('cart.page_view', {
      products: trackedCartLines(cart.items),
      total: cart.prices.totalWithTax / 100,
      currency: cart.currencyCode,
    }),
  );
  // Spec §8 shows lines taken out by validation as a 30-second notice; it stays on the page here
  // instead, so a shopper who looks away (or listens slowly) does not miss what left the cart.
  const notice = (
    <>
      {addError ? (
        <p role="alert" className={styles.notice}>
          {cartErrorMessage(i18n, addError)}
        </p>
      ) : null}
      {removedItems > 0 ? (
        <p role="alert" className={styles.notice}>
          <Plural
            value={removedItems}
            one="# item was removed from your cart: it can no longer be bought."
            few="# items were removed from your cart: they can no longer be bought."
            other="# items were removed from your cart: they can no longer be bought."
          />
        </p>
      ) : null}
    </>
  );
  // First in both layouts, so it stays mounted when the last line goes (and reports it).
  const reports = <CartLineReports items={cart.items} />;
  if (cart.items.length === 0) {
    return (
      <PageShell title={t`Cart`}>
        {reports}
        {notice}
        <EmptyState
          icon="cart"
          title={t`Your cart is empty`}
          action={
            <>
              <AppLink href={routePath('index', {}, locale)}>{t`Continue shopping`}</AppLink> ·{' '}
              <AppLink href={importHref}>{t`Import an order from a list of codes`}</AppLink>
            </>
          }
        >
          {t`Find something you like and add it with the Add to cart button.`}
        </EmptyState>
        {props.data.emptyCartRail ? (
          <RecommendationRail placement="emptyCart" {...props.data.emptyCartRail} />
        ) : null}
      </PageShell>
    );
  }
  const lineError = (id: number) =>
    failure && failure.itemId === id && ['setAmount', 'remove'].includes(failure.intent)
      ? failure.error
      : null;
  return (
    <PageShell title={t`Cart`}>
      {reports}
      <CheckoutSteps current={0} products={trackedCartLines(cart.items)} />
      {notice}
      <div className={styles.layout}>
        <section aria-label={t`Items in the cart`}>
          <ul className={styles.lines}>
            {cart.items.map((item) => (
              <CartLine
                key={item.id}
                item={item}
                currency={currency}
                imageBase={imageBase}
                error={lineError(item.id)}
                busy={busy}
              />
            ))}
          </ul>
          <CartExtrasPanel
            cart={cart}
            extras={props.data.extras}
            currency={currency}
            imageBase={imageBase}
            failure={failure}
            busy={busy}
          />
          <p className={styles.links}>
            <AppLink href={routePath('index', {}, locale)}>{t`Continue shopping`}</AppLink>
            <AppLink href={importHref}>{t`Import an order from a list of codes`}</AppLink>
          </p>
        </section>
        <CartSummary
          cart={cart}
          currency={currency}
          couponError={failure?.intent === 'applyCoupon' ? failure.error : null}
          busy={busy}
        />
      </div>
    </PageShell>
  );
}
