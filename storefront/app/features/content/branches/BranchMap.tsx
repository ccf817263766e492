import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import type { BranchListItem } from './branches.server.ts';
import * as styles from './BranchMap.css.ts';

// Leaflet touches `window` when imported and is big: its own chunk, fetched in the browser only
// when the map scrolls into view.
const BranchMapCanvas = lazy(() => import('./BranchMapCanvas.tsx'));

export interface MapSettings {
  tileUrl: string;
  attribution: string;
}

/**
 * The pick-up points on a map. The frame is in the server's HTML with a fixed height; the list
 * beside it is the accessible and JavaScript-free way to the same points, so the map is extra.
 */
export function BranchMap(props: { branches: BranchListItem[]; settings: MapSettings }) {
  const { t } = useLingui();
  const frame = useRef<HTMLElement>(null);
  const visible = useNearViewport(frame);
  return (
    <section
      ref={frame}
      className={styles.frame}
      aria-label={t`Map of pick-up points`}
      id="branch-map"
    >
      {visible ? (
        <Suspense fallback={<MapMessage text={t`Loading the map…`} />}>
          <BranchMapCanvas {...props} />
        </Suspense>
      ) : (
        <MapMessage text={t`The map shows with JavaScript; every pick-up point is in the list.`} />
      )}
    </section>
  );
}

function MapMessage({ text }: { text: string }) {
  return <p className={styles.placeholder}>{text}</p>;
}

/** True once the element comes within a screen of the viewport. */
function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return near;
}
