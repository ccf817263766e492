import { Toast } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import type { IconName } from '../Icon/iconSet.ts';
import { toastDefaults } from '../tokens/constants.ts';
import { getBrowserToastStore } from './toast.ts';
import { emptyToastState } from './toastStore.ts';
import type { ToastState, ToastStore, ToastVariant } from './toastStore.ts';
import * as styles from './Toaster.css.ts';

export interface ToasterProps {
  /** Defaults to the page-wide store behind `toast.*`; tests and stories pass their own. */
  store?: ToastStore;
  /** Landmark label of the toast region; `{hotkey}` is replaced by Radix (F8 focuses it). */
  label?: string;
  /** Accessible name of each toast's close button (pass a translation). */
  closeLabel?: string;
}

/** Variant glyph; decorative, because the title carries the message. */
const variantIcons = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  danger: 'error',
} as const satisfies Record<ToastVariant, IconName>;

const noSubscription = () => () => {};
const serverSnapshot = (): ToastState => emptyToastState;

/**
 * Renders the queued toasts at the top centre on Radix Toast primitives: each closes after its
 * duration (paused on hover/focus), on swipe up, Escape or the close button. Render it once, near
 * the root; during SSR and hydration it renders an empty region.
 */
export function Toaster({
  store,
  label = 'Notifications ({hotkey})',
  closeLabel = 'Close',
}: ToasterProps) {
  const active = store ?? getBrowserToastStore();
  const { visible } = useSyncExternalStore(
    active ? active.subscribe : noSubscription,
    active ? active.getSnapshot : serverSnapshot,
    serverSnapshot,
  );

  return (
    <Toast.Provider swipeDirection="up" duration={toastDefaults.duration}>
      {visible.map((item) => (
        <Toast.Root
          key={item.id}
          className={styles.toast({ variant: item.variant })}
          // Errors interrupt the screen reader; the rest wait for a pause.
          type={item.variant === 'danger' ? 'foreground' : 'background'}
          duration={item.duration}
          data-variant={item.variant}
          onOpenChange={(open) => {
            if (!open) active?.dismiss(item.id);
          }}
        >
          <span className={styles.icon}>
            <Icon name={variantIcons[item.variant]} />
          </span>
          <div>
            <Toast.Title className={styles.title}>{item.title}</Toast.Title>
            {item.description ? (
              <Toast.Description className={styles.description}>
                {item.description}
              </Toast.Description>
            ) : null}
          </div>
          <Toast.Close className={styles.close} aria-label={closeLabel}>
            <Icon name="close" size="small" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className={styles.viewport} label={label} />
    </Toast.Provider>
  );
}
