import { Button, themeNames, themes, themeTokens } from '@vitrina/design-system';
import * as styles from './docs.css.ts';

/** Each theme's type, surfaces, corners and buttons, rendered live inside its theme class. */
export function ThemeSpecimens() {
  return (
    <div className={styles.themeRow}>
      {themeNames.map((name) => (
        <section key={name} className={`${themes[name]} ${styles.themeCard}`} aria-label={name}>
          <p className={styles.caption}>{name}</p>
          <h3 className={styles.specimenHeading}>Autumn collection</h3>
          <p className={styles.specimenBody}>
            Hand-picked goods, delivered tomorrow. Prices include VAT.
          </p>
          <div className={styles.buttons}>
            <Button size="small">Add to cart</Button>
            <Button size="small" color="secondary">
              Compare
            </Button>
            <Button size="small" color="outline">
              Details
            </Button>
          </div>
          <p className={styles.muted}>
            Body: {themeTokens[name].font.body.split(',')[0]} · Headings:{' '}
            {themeTokens[name].font.heading.split(',')[0]}
          </p>
        </section>
      ))}
    </div>
  );
}
