import { useLingui } from '@lingui/react/macro';
import { Badge, Button, formatPrice, Icon } from '@vitrina/design-system';
import { Form } from 'react-router';
import { useLocale } from '../../i18n/useLocale.ts';
import { alert } from './forms/FormFields.css.ts';
import { orderDate, statusTone, useOrderLabels } from './orderLabels.ts';
import type { OrderPageData } from './orders.server.ts';
import { AddressLines, CustomerDetails, OrderItems, OrderPrices } from './OrderSummary.tsx';
import * as styles from './Orders.css.ts';
import * as area from './UserArea.css.ts';

/** One order: its state, goods, prices with and without VAT, addresses, and "repeat order". */
export function OrderDetailPage({ data }: { data: OrderPageData }) {
  const { t } = useLingui();
  const locale = useLocale();
  const labels = useOrderLabels();
  const { order, currency } = data;
  const { prices } = order;
  const money = (amount: number) => formatPrice(amount, currency);
  return (
    <>
      <dl className={styles.summary}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t`Order date`}</dt>
          <dd className={styles.factValue}>
            <time dateTime={order.createdAt}>{orderDate(order.createdAt, locale)}</time>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t`State`}</dt>
          <dd className={styles.factValue}>
            <Badge variant={statusTone(order.status)} size="small">
              {labels.status[order.status]}
            </Badge>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t`Payment`}</dt>
          <dd className={styles.factValue}>{labels.payment[order.paymentStatus]}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t`Total`}</dt>
          <dd className={styles.factValue}>{money(prices.totalWithTax)}</dd>
        </div>
      </dl>

      <section className={area.section} aria-labelledby="order-items">
        <h2 id="order-items" className={area.sectionTitle}>
          {t`Ordered items`}
        </h2>
        <OrderItems lines={data.lines} currency={currency} />
      </section>

      <section className={area.section} aria-labelledby="order-prices">
        <h2 id="order-prices" className={area.sectionTitle}>
          {t`Prices`}
        </h2>
        <OrderPrices order={order} currency={currency} />
      </section>

      <div className={`${area.cards} ${area.section}`}>
        <article className={area.card} aria-labelledby="order-billing">
          <h2 id="order-billing" className={area.cardTitle}>
            <Icon name="user" />
            {t`Billing address`}
          </h2>
          <CustomerDetails
            customer={order.customer}
            billingAddress={order.billingAddress}
            className={area.lines}
          />
        </article>
        <article className={area.card} aria-labelledby="order-delivery">
          <h2 id="order-delivery" className={area.cardTitle}>
            <Icon name="truck" />
            {t`Delivery address`}
          </h2>
          <AddressLines address={order.shippingAddress} />
          {order.deliveryDate ? (
            <p className={area.muted}>
              {t`Delivery date`}: {orderDate(`${order.deliveryDate}T12:00:00Z`, locale)}
            </p>
          ) : null}
        </article>
      </div>

      {order.comment ? (
        <section className={area.section} aria-labelledby="order-note">
          <h2 id="order-note" className={area.sectionTitle}>
            {t`Note`}
          </h2>
          <p className={area.lines}>{order.comment}</p>
        </section>
      ) : null}

      {data.repeatFailed ? (
        <p role="alert" className={`${area.section} ${alert}`}>
          {t`None of the items of this order can be bought now.`}
        </p>
      ) : null}
      <div className={styles.actions}>
        {data.repeatable ? (
          <Form method="post" action="/actions/repeat-order" reloadDocument>
            <input type="hidden" name="orderId" value={order.id} />
            <input type="hidden" name="locale" value={locale} />
            <Button type="submit" iconLeft={<Icon name="cart" />}>
              {t`Repeat order`}
            </Button>
          </Form>
        ) : null}
        <Button href={data.listHref} color="outline" iconLeft={<Icon name="chevron-left" />}>
          {t`All orders`}
        </Button>
      </div>
    </>
  );
}
