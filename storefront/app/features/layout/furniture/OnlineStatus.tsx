import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import * as styles from './notices.css.ts';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Says so while the browser is offline (spec §4: online/offline follows the browser's events).
 * The live region is always there, so screen readers announce both going offline and the return.
 */
export function OnlineStatus() {
  const { t } = useLingui();
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  return (
    <div role="status" aria-live="polite" data-testid="online-status">
      {online ? null : (
        <p
          className={styles.offline}
        >{t`You are offline. Pages and the cart update when the connection is back.`}</p>
      )}
    </div>
  );
}
