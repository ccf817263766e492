import { useLingui } from '@lingui/react/macro';
import type { CatalogVariant } from '@vitrina/contracts/content';
import { Link } from 'react-router';
import { cx } from '@vitrina/design-system';
import { variantAxes } from './variantSelection.ts';
import * as styles from './VariantPicker.css.ts';

/** Where choosing a variant leads: the same page with `?variant_id=` (and credits kept). */
export function variantSearch(variantId: number, forCredits: boolean): string {
  return `?variant_id=${variantId}${forCredits ? '&for_credits=true' : ''}`;
}

/**
 * Variants as links (no JavaScript needed, the address names the choice): one row per parameter
 * the variants differ in, or a list of names when they carry no parameters.
 */
export function VariantPicker(props: {
  variants: readonly CatalogVariant[];
  current: CatalogVariant | undefined;
  forCredits: boolean;
}) {
  const { t } = useLingui();
  if (props.variants.length < 2) return null;
  const axes = variantAxes(props.variants, props.current);
  const link = (variantId: number) => ({
    to: { search: variantSearch(variantId, props.forCredits) },
    replace: true,
    preventScrollReset: true,
  });
  if (axes.length === 0) {
    return (
      <nav aria-label={t`Variants`} className={styles.axis}>
        <p className={styles.axisTitle}>{t`Variant`}</p>
        <ul className={styles.options}>
          {props.variants.map((variant) => (
            <li key={variant.id}>
              <Link
                {...link(variant.id)}
                className={cx(
                  styles.option,
                  !variant.availability.isAvailable && styles.unavailable,
                )}
                aria-current={variant.id === props.current?.id ? 'true' : undefined}
              >
                {variant.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    );
  }
  return (
    <nav aria-label={t`Variants`} className={styles.picker}>
      {axes.map((axis) => {
        const chosen = axis.options.find((option) => option.selected);
        return (
          <div key={axis.parameterId} className={styles.axis}>
            <p className={styles.axisTitle}>
              {axis.title}: <strong>{chosen?.title ?? '–'}</strong>
            </p>
            <ul className={styles.options}>
              {axis.options.map((option) => (
                <li key={option.valueId}>
                  <Link
                    {...link(option.variantId)}
                    className={cx(styles.option, !option.available && styles.unavailable)}
                    aria-current={option.selected ? 'true' : undefined}
                    title={option.available ? undefined : t`Not in stock`}
                  >
                    {axis.type === 'color' &&
                    option.colorHex &&
                    /^#[0-9a-f]{6}$/i.test(option.colorHex) ? (
                      <span
                        className={styles.swatch}
                        style={{ backgroundColor: option.colorHex }}
                        aria-hidden="true"
                      />
                    ) : null}
                    {option.title}
                    {option.available ? null : (
                      <span className={styles.hidden}>{` (${t`not in stock`})`}</span>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
