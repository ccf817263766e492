import { useEffect } from 'react';
import { useNavigation } from 'react-router';

const reloadedAtKey = 'vitrina-chunk-reload';
const pendingKey = 'vitrina-pending-navigation';

/**
 * Spec §2: a code chunk that fails to load (a new release replaced it, the connection dropped)
 * reloads the whole page.
 * - Lazy chunks inside pages (the branch map, the admin panel) report `vite:preloadError`; the
 *   page reloads, unless it did so for the same reason in the last 10 s (then the error boundary
 *   shows instead of a reload loop).
 * - A route module that fails during a navigation makes React Router reload the page it is
 *   leaving. The target of a navigation in flight is kept for the page's unload, so the reloaded
 *   page continues to where the shopper was going, as a full page load.
 */
export function ChunkReload() {
  const navigation = useNavigation();
  // A page load can only continue a GET navigation (a post's target is not a page to load).
  const reading = !navigation.formMethod || navigation.formMethod.toUpperCase() === 'GET';
  const target =
    navigation.location && reading
      ? navigation.location.pathname + navigation.location.search + navigation.location.hash
      : null;

  useEffect(() => {
    const pending = readPending();
    sessionStorage.removeItem(pendingKey);
    if (pending && pending.from === currentPath() && pending.to !== pending.from) {
      window.location.replace(pending.to);
    }
    function onPreloadError(event: Event) {
      const last = Number(sessionStorage.getItem(reloadedAtKey) ?? 0);
      if (Date.now() - last < 10_000) return;
      event.preventDefault();
      sessionStorage.setItem(reloadedAtKey, String(Date.now()));
      window.location.reload();
    }
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);

  useEffect(() => {
    if (!target) return;
    function onPageHide() {
      const entry = { from: currentPath(), to: target, at: Date.now() };
      sessionStorage.setItem(pendingKey, JSON.stringify(entry));
    }
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [target]);

  return null;
}

function currentPath(): string {
  return location.pathname + location.search + location.hash;
}

/** The navigation in flight when the previous page unloaded, if that was a moment ago. */
function readPending(): { from: string; to: string } | null {
  try {
    const entry = JSON.parse(sessionStorage.getItem(pendingKey) ?? 'null') as {
      from?: unknown;
      to?: unknown;
      at?: unknown;
    } | null;
    const recent = typeof entry?.at === 'number' && Date.now() - entry.at < 10_000;
    if (!recent || typeof entry.from !== 'string' || typeof entry.to !== 'string') return null;
    // Same-origin paths only: the entry is ours, but sessionStorage is writable by any script.
    return entry.to.startsWith('/') && !entry.to.startsWith('//')
      ? { from: entry.from, to: entry.to }
      : null;
  } catch {
    return null;
  }
}
