import 'leaflet/dist/leaflet.css';
import { useLingui } from '@lingui/react/macro';
import { vars } from '@vitrina/design-system';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { BranchMapProps, MapPoint } from './BranchMap.tsx';
import * as styles from './BranchMap.css.ts';

/** The Czech Republic, shown when no point is listed. */
const czechia: L.LatLngBoundsExpression = [
  [48.55, 12.09],
  [51.06, 18.86],
];

/**
 * The Leaflet map (client only, its own chunk). Points are canvas circles, light enough for the
 * 500 of spec §9; popups are built as DOM nodes with text, never as HTML from the content server.
 */
export default function BranchMapCanvas({
  branches,
  settings,
  onSelect,
  selectedId,
}: BranchMapProps) {
  const { t } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const pins = useRef(new Map<MapPoint['id'], L.CircleMarker>());
  // The latest handler, so a new function from the parent does not rebuild the map.
  const select = useRef(onSelect);
  useEffect(() => {
    select.current = onSelect;
  });
  const selectable = onSelect !== undefined;
  const navigate = useNavigate();
  const detailLabel = t`Opening hours and details`;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const map = L.map(element, { preferCanvas: true, scrollWheelZoom: false });
    map.attributionControl.setPrefix(false);
    L.tileLayer(settings.tileUrl, {
      maxZoom: 18,
      // Leaflet writes the credit as HTML: escape the plain-text setting.
      attribution: escapeHtml(settings.attribution),
    }).addTo(map);
    const brand = getComputedStyle(element).getPropertyValue(cssVariableName(vars.color.brand));
    pins.current.clear();
    for (const branch of branches) {
      const pin = L.circleMarker([branch.latitude, branch.longitude], {
        ...pinStyle(false),
        fillColor: brand.trim() || '#0b6e70',
        fillOpacity: 1,
      })
        .bindPopup(() => popupContent(branch, detailLabel, navigate))
        .addTo(map);
      if (selectable) pin.on('click', () => select.current?.(branch.id));
      pins.current.set(branch.id, pin);
    }
    if (branches.length > 0) {
      map.fitBounds(L.latLngBounds(branches.map((branch) => [branch.latitude, branch.longitude])), {
        padding: [24, 24],
        maxZoom: 14,
      });
    } else {
      map.fitBounds(czechia);
    }
    return () => {
      map.remove();
    };
  }, [branches, settings, detailLabel, navigate, selectable]);

  // The chosen point's pin stands out; choosing another only restyles two pins.
  useEffect(() => {
    for (const [id, pin] of pins.current) {
      const chosen = id === selectedId;
      pin.setStyle(pinStyle(chosen));
      if (chosen) pin.bringToFront();
    }
  }, [selectedId, branches]);

  return <div ref={container} className={styles.canvas} data-testid="branch-map-canvas" />;
}

function pinStyle(chosen: boolean): L.CircleMarkerOptions {
  return chosen
    ? { radius: 12, color: '#1a1a1a', weight: 3 }
    : { radius: 8, color: '#ffffff', weight: 2 };
}

function popupContent(
  branch: MapPoint,
  detailLabel: string,
  navigate: (to: string) => void | Promise<void>,
): HTMLElement {
  const box = document.createElement('div');
  const title = document.createElement('strong');
  title.textContent = branch.title;
  const address = document.createElement('div');
  address.textContent = `${branch.street}, ${branch.postcode} ${branch.city}`;
  box.append(title, address);
  if (!branch.href) return box;
  const href = branch.href;
  const link = document.createElement('a');
  link.href = href;
  link.textContent = detailLabel;
  // An in-app navigation like every other link; the href still works for a new tab.
  link.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(href);
  });
  box.append(link);
  return box;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** `var(--brand-x)` → `--brand-x`, to read a theme colour from the page for the canvas. */
function cssVariableName(reference: string): string {
  return /var\((--[^),]+)/.exec(reference)?.[1] ?? '';
}
