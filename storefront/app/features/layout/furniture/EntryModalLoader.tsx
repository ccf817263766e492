import { lazy, Suspense } from 'react';
import type { EntryModalData } from './entryModal.server.ts';

// Its own chunk, requested only when there is a modal to show.
const EntryModal = lazy(() => import('./EntryModal.tsx'));

export function EntryModalLoader({ modal }: { modal: EntryModalData | null }) {
  if (!modal) return null;
  return (
    <Suspense fallback={null}>
      <EntryModal modal={modal} />
    </Suspense>
  );
}
