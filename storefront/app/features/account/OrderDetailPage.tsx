import { useLingui } from '@lingui/react/macro';
import type { PostalAddress } from '@vitrina/contracts/store';
import { Badge, Button, formatPrice, Icon } from '@vitrina/design-system';
import { Form, Link } from 'react-router';
import { useLocale } from '../../i18n/useLocale.ts';
import { alert } from './forms/FormFields.css.ts';
import { orderDate, statusTone, useOrderLabels } from './orderLabels.ts';
import type { OrderPageData } from './orders.server.ts';
import * as styles from './Orders.css.ts';
import * as area from './UserArea.css.ts';

type Address = PostalAddress & {
  country: string;
  name?: string;
  businessName?: string | null;
  phone?: string | null;
};

function AddressLines({ address }: { address: Address }) {
  return (
    <address className={area.lines}>
      {address.name ? (
        <>
          {address.name}
          <br />
        </>
      ) : null}
      {address.businessName ? (
        <>
          {address.businessName}
          <br />
        </>
      ) : null}
      {address.street}
      <br />
      {address.postcode} {address.city}
      <br />
      {address.country}
      {address.phone ? (
        <>
          <br />
          {address.phone}
        </>
      ) : null}
    </address>
  );
}

/** One order: its state, goods, prices with and without VAT, addresses, and "repeat order". */
export function OrderDetailPage({ data }: { data: OrderPageData }) {
  const { t } = useLingui();
  const locale = useLocale();
  const labels = useOrderLabels();
  const { order, currency } = data;
  const { prices } = order;
  const money = (amount: number) => formatPrice(amount, currency);
  const free = (amount: number) => formatPrice(amount, currency, { freeText: t`Free` });
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
        <ul className={styles.lines}>
          {data.lines.map((line) => (
            <li key={line.position} className={styles.line}>
              <span className={styles.lineName}>
                {line.href ? <Link to={line.href}>{line.name}</Link> : line.name}
                {line.kind === 'gift' ? (
                  <>
                    {' '}
                    <Badge variant="gift" size="small" icon="gift">
                      {t`Gift`}
                    </Badge>
                  </>
                ) : null}
              </span>
              <span className={styles.lineMeta}>
                {line.amount} × {money(line.unitWithTax)}
                {line.code ? ` · ${line.code}` : ''}
              </span>
              <span className={styles.lineTotal}>{money(line.totalWithTax)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className={area.section} aria-labelledby="order-prices">
        <h2 id="order-prices" className={area.sectionTitle}>
          {t`Prices`}
        </h2>
        <dl className={styles.totals}>
          <dt>{t`Items`}</dt>
          <dd className={styles.totalValue}>{money(prices.itemsWithTax)}</dd>
          <dt>{t`Shipping: ${order.shipper}`}</dt>
          <dd className={styles.totalValue}>{free(prices.shipperPriceWithTax)}</dd>
          <dt>{t`Payment: ${order.payment}`}</dt>
          <dd className={styles.totalValue}>{free(prices.paymentPriceWithTax)}</dd>
          {prices.discountWithTax > 0 ? (
            <>
              <dt>{order.couponCode ? t`Discount (coupon ${order.couponCode})` : t`Discount`}</dt>
              <dd className={styles.totalValue}>{money(-prices.discountWithTax)}</dd>
            </>
          ) : null}
          {prices.creditsWithTax > 0 ? (
            <>
              <dt>{t`Paid with credits`}</dt>
              <dd className={styles.totalValue}>{money(-prices.creditsWithTax)}</dd>
            </>
          ) : null}
          <dt>{t`Total without VAT`}</dt>
          <dd className={styles.totalValue}>{money(prices.totalWithoutTax)}</dd>
          <dt>{t`VAT`}</dt>
          <dd className={styles.totalValue}>
            {money(prices.totalWithTax - prices.totalWithoutTax)}
          </dd>
          <dt className={styles.grandTotal}>{t`Total with VAT`}</dt>
          <dd className={`${styles.totalValue} ${styles.grandTotal}`}>
            {money(prices.totalWithTax)}
          </dd>
        </dl>
      </section>

      <div className={`${area.cards} ${area.section}`}>
        <article className={area.card} aria-labelledby="order-billing">
          <h2 id="order-billing" className={area.cardTitle}>
            <Icon name="user" />
            {t`Billing address`}
          </h2>
          <AddressLines
            address={{
              ...order.billingAddress,
              name: order.customer.name,
              businessName: order.customer.businessName,
            }}
          />
          <p className={area.lines}>
            {order.customer.email}
            <br />
            {order.customer.phone}
            {order.customer.tin ? (
              <>
                <br />
                {t`Company ID`}: {order.customer.tin}
              </>
            ) : null}
            {order.customer.vatin ? (
              <>
                <br />
                {t`VAT ID`}: {order.customer.vatin}
              </>
            ) : null}
          </p>
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
