import { useLingui } from '@lingui/react/macro';
import type { Order, PostalAddress } from '@vitrina/contracts/store';
import { Badge, formatPrice, type CurrencyFormat } from '@vitrina/design-system';
import { Link } from 'react-router';
import type { OrderLine } from './orders.server.ts';
import * as styles from './Orders.css.ts';
import * as area from './UserArea.css.ts';

/**
 * The parts of an order that the account's order detail and the checkout's thank-you page show
 * alike: its goods, its prices and its addresses.
 */

export type AddressView = PostalAddress & {
  country: string;
  name?: string;
  businessName?: string | null;
  phone?: string | null;
};

export function AddressLines({ address }: { address: AddressView }) {
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

/** The customer's billing name and address, e-mail, phone and company ids. */
export function CustomerDetails(props: {
  customer: Order['customer'];
  billingAddress: AddressView;
  className?: string;
}) {
  const { t } = useLingui();
  const { customer } = props;
  return (
    <>
      <AddressLines
        address={{
          ...props.billingAddress,
          name: customer.name,
          businessName: customer.businessName,
        }}
      />
      <p className={props.className ?? area.lines}>
        {customer.email}
        <br />
        {customer.phone}
        {customer.tin ? (
          <>
            <br />
            {t`Company ID`}: {customer.tin}
          </>
        ) : null}
        {customer.vatin ? (
          <>
            <br />
            {t`VAT ID`}: {customer.vatin}
          </>
        ) : null}
      </p>
    </>
  );
}

/** The ordered goods: name (linked while the catalogue has it), amount × unit price, line total. */
export function OrderItems(props: { lines: readonly OrderLine[]; currency: CurrencyFormat }) {
  const { t } = useLingui();
  const money = (amount: number) => formatPrice(amount, props.currency);
  return (
    <ul className={styles.lines}>
      {props.lines.map((line) => (
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
          <span className={styles.lineTotal}>
            {line.kind === 'gift' && line.totalWithTax === 0 ? t`Free` : money(line.totalWithTax)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Items, shipping, payment, discount, credits, VAT and the total, as the back end computed them. */
export function OrderPrices(props: {
  order: { shipper: string; payment: string; couponCode: string | null; prices: Order['prices'] };
  currency: CurrencyFormat;
}) {
  const { t } = useLingui();
  const { order, currency } = props;
  const { prices } = order;
  const money = (amount: number) => formatPrice(amount, currency);
  const free = (amount: number) => formatPrice(amount, currency, { freeText: t`Free` });
  return (
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
      <dd className={styles.totalValue}>{money(prices.totalWithTax - prices.totalWithoutTax)}</dd>
      <dt className={styles.grandTotal}>{t`Total with VAT`}</dt>
      <dd className={`${styles.totalValue} ${styles.grandTotal}`}>{money(prices.totalWithTax)}</dd>
    </dl>
  );
}
