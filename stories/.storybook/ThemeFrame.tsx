import { themeNames, themes } from '@vitrina/design-system';
import type { ThemeName } from '@vitrina/design-system';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import * as styles from './preview.css.ts';

export type ThemeChoice = ThemeName | 'all';

interface ThemeFrameProps {
  theme: ThemeChoice;
  /** Stories with page-wide UI (toasts, dialogs) opt out of the side-by-side view. */
  allowSideBySide: boolean;
  renderStory: () => ReactNode;
}

/** Applies the theme class to <html> (like the storefront) so portals and body are themed too. */
function useHtmlTheme(theme: ThemeName) {
  useEffect(() => {
    const root = document.documentElement;
    root.classList.remove(...Object.values(themes));
    root.classList.add(themes[theme]);
  }, [theme]);
}

export function ThemeFrame({ theme, allowSideBySide, renderStory }: ThemeFrameProps) {
  const single: ThemeName = theme === 'all' ? 'eshop' : theme;
  useHtmlTheme(single);

  if (theme === 'all' && allowSideBySide) {
    return (
      <div className={styles.sideBySide}>
        {themeNames.map((name) => (
          // A plain div, not a landmark: stories may render their own landmarks (main, header).
          <div key={name} className={`${themes[name]} ${styles.frame} ${styles.panel}`}>
            <p className={styles.panelLabel}>{name}</p>
            {renderStory()}
          </div>
        ))}
      </div>
    );
  }
  return <div className={`${themes[single]} ${styles.frame}`}>{renderStory()}</div>;
}
