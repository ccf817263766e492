import { useLingui } from '@lingui/react/macro';
import { Button, formatPrice, Icon } from '@vitrina/design-system';
import { useEffect } from 'react';
import { Form, useNavigation } from 'react-router';
import { track } from '../../analytics/tracker.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { DocumentTitle } from '../../ui/DocumentTitle.tsx';
import { orderDate } from '../account/orderLabels.ts';
import {
  AddressLines,
  CustomerDetails,
  OrderItems,
  OrderPrices,
} from '../account/OrderSummary.tsx';
import type { FinishPageData, PayFailure } from './orderFinish.server.ts';
import { claimOrderConversion } from './placedOrders.ts';
import * as styles from './FinishPage.css.ts';
import { Container } from '@vitrina/design-system';

/** What the page's own "Pay" post answered: where to go, or why it cannot. */
export type PayAnswer = { redirectUrl: string } | PayFailure | { message: string } | undefined;

function BankTransfer({ data }: { data: FinishPageData }) {
  const { t } = useLingui();
  const bank = data.bankTransfer;
  if (!bank) return null;
  const amount = formatPrice(bank.amount, data.currency);
  return (
    <div className={styles.bank}>
      <figure className={styles.qrFigure}>
        <svg
          className={styles.qr}
          viewBox={`-4 -4 ${bank.qr.size + 8} ${bank.qr.size + 8}`}
          role="img"
          aria-label={t`QR payment code for ${amount}`}
          shapeRendering="crispEdges"
        >
          <rect x={-4} y={-4} width={bank.qr.size + 8} height={bank.qr.size + 8} fill="#ffffff" />
          <path d={bank.qr.d} fill="#000000" />
        </svg>
        <figcaption className={styles.qrCaption}>{t`Scan the code in your banking app`}</figcaption>
      </figure>
      <dl className={styles.facts}>
        {bank.accountNumber ? (
          <>
            <dt className={styles.factLabel}>{t`Account number`}</dt>
            <dd className={styles.factValue}>{bank.accountNumber}</dd>
          </>
        ) : null}
        <dt className={styles.factLabel}>IBAN</dt>
        <dd className={styles.factValue}>{bank.iban}</dd>
        {bank.bic ? (
          <>
            <dt className={styles.factLabel}>BIC (SWIFT)</dt>
            <dd className={styles.factValue}>{bank.bic}</dd>
          </>
        ) : null}
        {bank.variableSymbol ? (
          <>
            <dt className={styles.factLabel}>{t`Variable symbol`}</dt>
            <dd className={styles.factValue}>{bank.variableSymbol}</dd>
          </>
        ) : null}
        <dt className={styles.factLabel}>{t`Amount`}</dt>
        <dd className={styles.factValue}>{amount}</dd>
        <dt className={styles.factLabel}>{t`Currency`}</dt>
        <dd className={styles.factValue}>{bank.currencyCode}</dd>
      </dl>
    </div>
  );
}

function PayButton(props: { data: FinishPageData; label: string; busy: boolean }) {
  return (
    <Form method="post" action={props.data.selfHref}>
      <input type="hidden" name="intent" value="pay" />
      <Button type="submit" loading={props.busy} iconLeft={<Icon name="credit-card" />}>
        {props.label}
      </Button>
    </Form>
  );
}

function CardPayment(props: { data: FinishPageData; answer: PayAnswer }) {
  const { t } = useLingui();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toLowerCase() === 'post';
  const { paymentStatus } = props.data.order;
  const amount = formatPrice(props.data.order.prices.totalWithTax, props.data.currency);
  const unavailable =
    props.answer && 'payError' in props.answer ? (
      <p role="alert" className={styles.stateProblem}>
        <Icon name="warning" />
        {t`The payment gateway cannot be reached right now. Please try again in a moment.`}
      </p>
    ) : null;
  if (paymentStatus === 'paid') {
    return (
      <p className={styles.statePaid} data-testid="payment-state">
        <Icon name="success" />
        {t`Paid. Thank you, we have received your payment of ${amount}.`}
      </p>
    );
  }
  if (paymentStatus === 'failed' || paymentStatus === 'cancelled') {
    return (
      <>
        <p role="status" className={styles.stateProblem} data-testid="payment-state">
          <Icon name="error" />
          {paymentStatus === 'failed'
            ? t`The payment failed. No money was taken; you can try again.`
            : t`The payment was cancelled. The order waits for its payment; you can try again.`}
        </p>
        {unavailable}
        <div className={styles.actions}>
          <PayButton data={props.data} label={t`Try again`} busy={busy} />
        </div>
      </>
    );
  }
  return (
    <>
      <p className={styles.state} data-testid="payment-state">
        <Icon name="clock" />
        {t`Waiting for your payment of ${amount}. You will pay on the secure page of our card gateway.`}
      </p>
      {unavailable}
      <div className={styles.actions}>
        <PayButton data={props.data} label={t`Pay by card`} busy={busy} />
      </div>
    </>
  );
}

/** The box under the thank-you: what is left to pay and how (bank transfer, card, on delivery). */
function PaymentBox(props: { data: FinishPageData; answer: PayAnswer }) {
  const { t } = useLingui();
  const { order } = props.data;
  const amount = formatPrice(order.prices.totalWithTax, props.data.currency);
  let body;
  if (order.paymentType === 'CARD_ONLINE') body = <CardPayment {...props} />;
  else if (order.paymentStatus === 'paid')
    body = (
      <p className={styles.statePaid} data-testid="payment-state">
        <Icon name="success" />
        {t`Paid. Thank you, we have received your payment of ${amount}.`}
      </p>
    );
  else if (props.data.bankTransfer)
    body = (
      <>
        <p className={styles.muted}>
          {t`Please send the payment to our account. We will ship the order once the money arrives.`}
        </p>
        <BankTransfer data={props.data} />
      </>
    );
  else
    body = (
      <p className={styles.state} data-testid="payment-state">
        <Icon name="info" />
        {order.paymentType === 'CASH_ON_DELIVERY'
          ? t`You will pay ${amount} when the parcel is delivered.`
          : t`You will pay ${amount} when you pick the order up.`}
      </p>
    );
  return (
    <section className={styles.payment} aria-labelledby="finish-payment">
      <h2 id="finish-payment" className={styles.sectionTitle}>
        <Icon name="credit-card" />
        {t`Payment: ${order.payment}`}
      </h2>
      {body}
    </section>
  );
}

/** Sends the shopper to the card gateway once the "Pay" post answered its address. */
function GatewayRedirect({ url }: { url: string }) {
  const { t } = useLingui();
  useEffect(() => {
    window.location.replace(url);
  }, [url]);
  return (
    <Container>
      <DocumentTitle title={t`Continue to payment`} />
      {/* Without JavaScript an instant refresh leaves for the gateway (WCAG G110). */}
      <meta httpEquiv="refresh" content={`0;url=${url}`} />
      <section className={styles.hero} aria-live="polite">
        <h1 className={styles.heading}>{t`Continue to payment`}</h1>
        <p
          className={styles.lead}
        >{t`We are taking you to the secure payment page of our card gateway.`}</p>
        <Button href={url} iconRight={<Icon name="arrow-right" />}>
          {t`Go to the payment page`}
        </Button>
      </section>
    </Container>
  );
}

/** Reports the conversion of a freshly placed order, once per order code in this browser. */
function useOrderConversion(conversion: FinishPageData['conversion']) {
  useEffect(() => {
    if (!conversion) return;
    if (claimOrderConversion(window.localStorage, conversion.code))
      track('order.placed', conversion);
  }, [conversion]);
}

/**
 * The thank-you page (`/kosik/dokonceni?order=…`): the order number and where its confirmation
 * went, what to pay and how, then the goods, prices and delivery as placed.
 */
export function FinishPage(props: { data: FinishPageData; payment: PayAnswer }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { data } = props;
  const { order } = data;
  useOrderConversion(data.conversion);
  if (props.payment && 'redirectUrl' in props.payment)
    return <GatewayRedirect url={props.payment.redirectUrl} />;
  return (
    <Container>
      <DocumentTitle title={t`Thank you for your order ${order.code}`} />
      <meta name="robots" content="noindex, nofollow" />
      <section className={styles.hero} aria-labelledby="finish-heading">
        <span className={styles.tick} aria-hidden="true">
          <Icon name="check" size="large" />
        </span>
        <h1 id="finish-heading" className={styles.heading}>
          {t`Thank you for your order`}
        </h1>
        <p className={styles.lead}>
          {t`Order number`} <span className={styles.orderCode}>{order.code}</span>
        </p>
        <p className={styles.muted}>{t`We have sent the order confirmation to ${order.email}.`}</p>
      </section>

      <PaymentBox data={data} answer={props.payment} />

      <div className={styles.columns}>
        <div className={styles.column}>
          <section className={styles.box} aria-labelledby="finish-items">
            <h2 id="finish-items" className={styles.boxTitle}>
              <Icon name="package" />
              {t`Ordered items`}
            </h2>
            <OrderItems lines={data.lines} currency={data.currency} />
            <OrderPrices order={order} currency={data.currency} />
          </section>
        </div>
        <div className={styles.column}>
          <section className={styles.box} aria-labelledby="finish-delivery">
            <h2 id="finish-delivery" className={styles.boxTitle}>
              <Icon name="truck" />
              {t`Delivery method`}
            </h2>
            <dl className={styles.facts}>
              <dt className={styles.factLabel}>{t`Shipping`}</dt>
              <dd className={styles.factValue}>{order.shipper}</dd>
              {data.branch ? (
                <>
                  <dt className={styles.factLabel}>{t`Pick-up point`}</dt>
                  <dd className={styles.factValue}>
                    {data.branch.name}
                    <br />
                    <span className={styles.muted}>
                      {data.branch.street}, {data.branch.postcode} {data.branch.city}
                    </span>
                  </dd>
                </>
              ) : null}
              {order.deliveryDate ? (
                <>
                  <dt className={styles.factLabel}>{t`Delivery date`}</dt>
                  <dd className={styles.factValue}>
                    {orderDate(`${order.deliveryDate}T12:00:00Z`, locale)}
                  </dd>
                </>
              ) : null}
            </dl>
            {data.branch ? null : (
              <>
                <h3 className={styles.boxTitle}>{t`Delivery address`}</h3>
                <AddressLines address={order.shippingAddress} />
              </>
            )}
          </section>
          <section className={styles.box} aria-labelledby="finish-billing">
            <h2 id="finish-billing" className={styles.boxTitle}>
              <Icon name="user" />
              {t`Billing details`}
            </h2>
            <CustomerDetails
              customer={order.customer}
              billingAddress={order.billingAddress}
              className={styles.muted}
            />
          </section>
          {order.comment ? (
            <section className={styles.box} aria-labelledby="finish-note">
              <h2 id="finish-note" className={styles.boxTitle}>
                {t`Note`}
              </h2>
              <p className={styles.muted}>{order.comment}</p>
            </section>
          ) : null}
        </div>
      </div>
      <div className={styles.footer}>
        <Button href={data.shopHref} color="outline" iconLeft={<Icon name="chevron-left" />}>
          {t`Continue shopping`}
        </Button>
      </div>
    </Container>
  );
}
