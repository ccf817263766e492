import { motion, themeNames, themes, themeTokens, vars, zIndex } from '@vitrina/design-system';
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

const motionRows = [
  [
    'motion.scrollDuration / vars.motion.scroll',
    `${motion.scrollDuration} ms`,
    'smooth scrolling to anchors and to the top',
  ],
  [
    'vars.motion.fast / vars.motion.standard',
    `${motion.fastDuration} / ${motion.standardDuration} ms`,
    'hover and enter transitions',
  ],
  ['zIndex.toast', String(zIndex.toast), 'the toast region'],
  ['zIndex.loadingBar', String(zIndex.loadingBar), 'the navigation loading bar, above everything'],
] as const;

/**
 * Motion and stacking constants. A JSX table, not Markdown: Storybook's MDX has no GitHub table
 * syntax, so a pipe table rendered as one run-on paragraph. Values come from the code.
 */
export function MotionTable() {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">token</th>
          <th scope="col">value</th>
          <th scope="col">use</th>
        </tr>
      </thead>
      <tbody>
        {motionRows.map(([token, value, use]) => (
          <tr key={token}>
            <td>
              <code>{token}</code>
            </td>
            <td>{value}</td>
            <td>{use}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
