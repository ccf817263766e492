import { useEffect, useState } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './LoadingBar.css.ts';

export interface LoadingBarProps {
  /** True while a navigation (or other page load) is pending; the app drives it. */
  active: boolean;
  /** Announced to screen readers once the bar appears; pass a translation. */
  label?: string;
  /** Milliseconds of activity before the bar shows, so fast navigations do not flash it. */
  delay?: number;
}

/**
 * A thin bar across the top of the viewport during navigation, above everything (z-index 10000).
 *
 * Accessibility: the bar itself is aria-hidden and a polite status region announces `label`.
 * A role="progressbar" that appears and vanishes is not announced by screen readers, and it
 * would carry no real value (we do not know the progress); a live region that exists from the
 * first render is announced reliably — and only for loads slow enough to show the bar.
 */
export function LoadingBar({ active, label = 'Loading…', delay = 200 }: LoadingBarProps) {
  // True once the current load outlasted `delay`; cleared after the completion animation.
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setShown(true), delay);
    return () => clearTimeout(timer);
  }, [active, delay]);

  useEffect(() => {
    if (active || !shown) return;
    const timer = setTimeout(() => setShown(false), styles.completeDurationMs);
    return () => clearTimeout(timer);
  }, [active, shown]);

  const state = shown ? (active ? 'loading' : 'complete') : null;
  return (
    <>
      {state ? (
        <div className={styles.bar} data-state={state} aria-hidden="true" data-loading-bar="">
          <div className={styles.progress} />
          {state === 'complete' ? <div className={styles.complete} /> : null}
        </div>
      ) : null}
      <VisuallyHidden role="status">{state === 'loading' ? label : ''}</VisuallyHidden>
    </>
  );
}
