import { lazy, Suspense } from 'react';
import type { AdminPanelProps } from './AdminPanel.tsx';

// Its own chunk, requested only when the server offers the panel (ALLOW_ENV_OVERRIDE).
const AdminPanel = lazy(() => import('./AdminPanel.tsx'));

/** The site admin panel when the root loader offers it; nothing (and no code) otherwise. */
export function AdminPanelLoader({ panel }: { panel: AdminPanelProps | null }) {
  if (!panel) return null;
  return (
    <Suspense fallback={null}>
      <AdminPanel {...panel} />
    </Suspense>
  );
}
