import { Column, Grid, gridColumns, themes } from '@vitrina/design-system';
import * as styles from './docs.css.ts';

/** The 24 columns, then a typical product-listing layout. */
export function GridExample() {
  return (
    <div className={`${themes.eshop} ${styles.themeCard}`}>
      <Grid gap="xxsmall">
        {Array.from({ length: gridColumns }, (_, index) => (
          <Column key={index} span={1}>
            <div className={styles.cell}>{index + 1}</div>
          </Column>
        ))}
      </Grid>
      <Grid rowGap="large" style={{ marginTop: 24 }}>
        <Column span={{ base: 24, lg: 6 }}>
          <div className={styles.cell}>filters · base 24, lg 6</div>
        </Column>
        <Column span={{ base: 24, lg: 18 }}>
          <Grid rowGap="large">
            {[1, 2, 3, 4, 5, 6].map((n) => (
              <Column key={n} span={{ base: 12, md: 8, xl: 6 }}>
                <div className={styles.cell}>product {n} · 12 / md 8 / xl 6</div>
              </Column>
            ))}
          </Grid>
        </Column>
      </Grid>
    </div>
  );
}
