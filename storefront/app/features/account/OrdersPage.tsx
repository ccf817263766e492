import { useLingui } from '@lingui/react/macro';
import { Badge, Button, EmptyState, formatPrice } from '@vitrina/design-system';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/useLocale.ts';
import { PageLinks } from '../../ui/PageLinks.tsx';
import { FormAlert } from './forms/FormFields.tsx';
import { orderDate, statusTone, useOrderLabels } from './orderLabels.ts';
import type { OrdersPageData, OrderSummary } from './orders.server.ts';
import * as styles from './Orders.css.ts';

type Props = { data: OrdersPageData | { status: 'failed'; shopHref: string } };

/** One order of a list: number, state, date, pieces, total and a link to its detail. */
export function OrderRow({ order }: { order: OrderSummary }) {
  const { t } = useLingui();
  const locale = useLocale();
  const labels = useOrderLabels();
  const count = order.itemCount;
  return (
    <li className={styles.order} aria-labelledby={`order-${order.id}`}>
      <div className={styles.orderHead}>
        <Link id={`order-${order.id}`} to={order.href} className={styles.orderLink}>
          {t`Order ${order.code}`}
        </Link>
        <Badge variant={statusTone(order.status)} size="small">
          {labels.status[order.status]}
        </Badge>
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t`Date`}</dt>
          <dd className={styles.factValue}>
            <time dateTime={order.createdAt}>{orderDate(order.createdAt, locale)}</time>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t`Items`}</dt>
          <dd className={styles.factValue}>{count}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t`Total`}</dt>
          <dd className={styles.factValue}>{formatPrice(order.totalWithTax, order.currency)}</dd>
        </div>
      </dl>
      <Button
        href={order.href}
        color="outline"
        size="small"
        aria-label={t`Detail of order ${order.code}`}
      >
        {t`Detail`}
      </Button>
    </li>
  );
}

/** No orders yet: say so and offer the way to the shop. */
export function NoOrders({ shopHref }: { shopHref: string }) {
  const { t } = useLingui();
  return (
    <EmptyState
      icon="package"
      title={t`You have no orders yet`}
      action={<Button href={shopHref}>{t`Go shopping`}</Button>}
    >
      {t`Your orders will appear here once you place one.`}
    </EmptyState>
  );
}

/** The shopper's orders, newest first, with page links; an empty or failed list says so. */
export function OrdersPage({ data }: Props) {
  if (data.status === 'failed') return <FormAlert code="unavailable" />;
  if (data.total === 0) return <NoOrders shopHref={data.shopHref} />;
  return (
    <>
      <ul className={styles.list}>
        {data.orders.map((order) => (
          <OrderRow key={order.id} order={order} />
        ))}
      </ul>
      <PageLinks className={styles.paging} paging={data.paging} />
    </>
  );
}
