import { useLingui } from '@lingui/react/macro';
import { Button } from '@vitrina/design-system';
import type { DashboardData } from './dashboard.server.ts';
import { NoOrders, OrderRow } from './OrdersPage.tsx';
import * as styles from './Orders.css.ts';
import * as area from './UserArea.css.ts';

/** The dashboard's newest orders, a way to all of them, or a way to shop when there are none. */
export function DashboardOrders({ data }: { data: DashboardData }) {
  const { t } = useLingui();
  const recent = data.recentOrders;
  let body;
  if (!recent) {
    body = (
      <p className={area.muted}>{t`Your orders cannot be shown right now. Try again later.`}</p>
    );
  } else if (recent.total === 0) {
    body = <NoOrders shopHref={data.shopHref} />;
  } else {
    body = (
      <>
        <ul className={styles.list}>
          {recent.orders.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </ul>
        {recent.total > recent.orders.length ? (
          <div className={`${area.row} ${area.section}`}>
            <Button href={data.ordersHref} color="outline" size="small">
              {t`All orders (${recent.total})`}
            </Button>
          </div>
        ) : null}
      </>
    );
  }
  return (
    <section className={area.section} aria-labelledby="dashboard-orders">
      <h2 id="dashboard-orders" className={area.sectionTitle}>
        {t`Recent orders`}
      </h2>
      {body}
    </section>
  );
}
