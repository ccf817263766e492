import 'leaflet/dist/leaflet.css';
import { useLingui } from '@lingui/react/macro';
import { vars } from '@vitrina/design-system';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { MapSettings } from './BranchMap.tsx';
import * as styles from './BranchMap.css.ts';
import type { BranchListItem } from './branches.server.ts';

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
}: {
  branches: BranchListItem[];
  settings: MapSettings;
}) {
  const { t } = useLingui();
  const container = useRef<HTMLDivElement>(null);
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
    for (const branch of branches) {
      L.circleMarker([branch.latitude, branch.longitude], {
        radius: 8,
        color: '#ffffff',
        weight: 2,
        fillColor: brand.trim() || '#0b6e70',
        fillOpacity: 1,
      })
        .bindPopup(() => popupContent(branch, detailLabel, navigate))
        .addTo(map);
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
  }, [branches, settings, detailLabel, navigate]);

  return <div ref={container} className={styles.canvas} />;
}

function popupContent(
  branch: BranchListItem,
  detailLabel: string,
  navigate: (to: string) => void | Promise<void>,
): HTMLElement {
  const box = document.createElement('div');
  const title = document.createElement('strong');
  title.textContent = branch.title;
  const address = document.createElement('div');
  address.textContent = `${branch.street}, ${branch.postcode} ${branch.city}`;
  const link = document.createElement('a');
  link.href = branch.href;
  link.textContent = detailLabel;
  // An in-app navigation like every other link; the href still works for a new tab.
  link.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(branch.href);
  });
  box.append(title, address, link);
  return box;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** `var(--brand-x)` → `--brand-x`, to read a theme colour from the page for the canvas. */
function cssVariableName(reference: string): string {
  return /var\((--[^),]+)/.exec(reference)?.[1] ?? '';
}
