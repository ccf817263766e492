import { themeNames, themes, themeTokens, vars } from '@vitrina/design-system';
import * as styles from './docs.css.ts';

const { space } = themeTokens.eshop;

/** The shared spacing scale as bars. */
export function SpacingScale() {
  return (
    <div className={`${themes.eshop} ${styles.themeCard}`}>
      {Object.entries(space).map(([name, value]) => (
        <div key={name} className={styles.scaleRow}>
          <code>space.{name}</code>
          <span>{value}</span>
          <div className={styles.bar} style={{ width: value }} />
        </div>
      ))}
    </div>
  );
}

/** Radii and shadows differ per theme; shown side by side. */
export function ShapeScale() {
  return (
    <div className={styles.themeRow}>
      {themeNames.map((name) => (
        <section key={name} className={`${themes[name]} ${styles.themeCard}`} aria-label={name}>
          <p className={styles.caption}>{name}</p>
          {(['small', 'medium', 'large', 'button', 'card'] as const).map((radius) => (
            <div key={radius} className={styles.scaleRow}>
              <code>radius.{radius}</code>
              <span>{themeTokens[name].radius[radius]}</span>
              <div className={styles.shapeSample} style={{ borderRadius: vars.radius[radius] }} />
            </div>
          ))}
          {(['small', 'medium', 'large'] as const).map((shadow) => (
            <div key={shadow} className={styles.scaleRow}>
              <code>shadow.{shadow}</code>
              <span />
              <div className={styles.shapeSample} style={{ boxShadow: vars.shadow[shadow] }} />
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
