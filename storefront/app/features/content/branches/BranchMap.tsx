import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import * as styles from './BranchMap.css.ts';

// Leaflet touches `window` when imported and is big: its own chunk, fetched in the browser only
// when the map scrolls into view.
const BranchMapCanvas = lazy(() => import('./BranchMapCanvas.tsx'));

export interface MapSettings {
  tileUrl: string;
  attribution: string;
}

/** One pin: a branch page's point (with `href`) or a shipper's pick-up point (chosen by a click). */
export interface MapPoint {
  id: string | number;
  title: string;
  street: string;
  postcode: string;
  city: string;
  latitude: number;
  longitude: number;
  /** The popup links here (the branch pages). */
  href?: string;
}

export interface BranchMapProps {
  branches: readonly MapPoint[];
  settings: MapSettings;
  /** A click on a pin chooses its point (checkout); the pin of `selectedId` is drawn larger. */
  onSelect?: (id: MapPoint['id']) => void;
  selectedId?: MapPoint['id'] | null;
  /** A lower frame, for a map inside a form (checkout). */
  compact?: boolean;
}

/**
 * The pick-up points on a map. The frame is in the server's HTML with a fixed height; the list
 * beside it is the accessible and JavaScript-free way to the same points, so the map is extra.
 */
export function BranchMap(props: BranchMapProps) {
  const { t } = useLingui();
  const frame = useRef<HTMLElement>(null);
  const visible = useNearViewport(frame);
  return (
    <section
      ref={frame}
      className={props.compact ? `${styles.frame} ${styles.compact}` : styles.frame}
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
