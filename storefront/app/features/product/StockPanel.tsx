import { useLingui } from '@lingui/react/macro';
import { Availability, type AvailabilityStatus } from '@vitrina/design-system';
import type { CatalogVariant } from '@vitrina/contracts/content';
import * as styles from './StockPanel.css.ts';

const statusOf = {
  in_stock: 'inStock',
  supplier: 'onOrder',
  out_of_stock: 'outOfStock',
} as const satisfies Record<CatalogVariant['availability']['availabilityCode'], AvailabilityStatus>;

/** The chosen variant's availability and, folded, its stock per warehouse. */
export function StockPanel({ variant }: { variant: CatalogVariant }) {
  const { t } = useLingui();
  const { availability } = variant;
  const unit = availability.unit || variant.unit;
  return (
    <div className={styles.stock}>
      <Availability
        status={statusOf[availability.availabilityCode]}
        stock={availability.checkStock ? availability.stock : undefined}
        unit={unit}
        labels={{
          inStock: t`In stock`,
          outOfStock: t`Out of stock`,
          onOrder: t`At the supplier`,
          stock: (count, capped, stockUnit) => `${capped ? '> ' : ''}${count}\u00a0${stockUnit}`,
        }}
      />
      {availability.checkStock && variant.warehouses.length > 0 ? (
        <details className={styles.warehouses}>
          <summary>{t`Stock in stores and warehouses`}</summary>
          <table className={styles.table}>
            <tbody>
              {variant.warehouses.map((warehouse) => (
                <tr key={warehouse.id}>
                  <th scope="row">{warehouse.virtual ? t`Supplier warehouse` : warehouse.name}</th>
                  <td>
                    {warehouse.stock > 0 ? `${warehouse.stock}\u00a0${unit}` : t`Out of stock`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ) : null}
    </div>
  );
}
