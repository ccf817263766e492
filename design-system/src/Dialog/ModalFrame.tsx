import { Dialog as DialogPrimitive } from 'radix-ui';
import { useCallback, useRef, useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { cx } from '../styles/cx.ts';
import * as overlay from '../styles/overlay.css.ts';
import { usePortalContainer } from '../styles/portalContainer.ts';
import * as styles from './ModalFrame.css.ts';

/** What Dialog and Drawer have in common: both are Radix modal dialogs. */
export interface ModalProps {
  /** Visible heading; it is also the dialog's accessible name. */
  title: ReactNode;
  /** Shown under the title and linked with aria-describedby. */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions pinned under the scrolling body (wrap a closing button in `DialogClose`). */
  footer?: ReactNode;
  /** Element that opens the dialog (e.g. a Button); omit it for fully controlled use. */
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Accessible name of the close button; the app passes a translation. */
  closeLabel?: string;
  /**
   * Where focus goes back when a controlled dialog closes; by default the element that had it
   * when the dialog opened. Needed when that element is gone by then: a dialog opened as another
   * closes (a variant chosen in one dialog, the "added" one opening) would give focus to nothing.
   */
  returnFocusTo?: () => HTMLElement | null | undefined;
  /** Portal target; defaults to the trigger's theme root (see `usePortalContainer`). */
  container?: HTMLElement | null;
  className?: string;
}

/**
 * Whether the element's content overflows it. A scrolling body with nothing focusable inside
 * (long terms, a size chart) must itself be focusable, or keyboard users cannot scroll it.
 */
function useOverflowing() {
  const [overflowing, setOverflowing] = useState(false);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const measure = () => setOverflowing(element.scrollHeight > element.clientHeight + 1);
    // Measured at once too, not only when the observer first reports (a frame later): an axe run
    // or a Tab press right after opening must already find a scrolling body focusable.
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return [ref, overflowing] as const;
}

interface ModalFrameProps extends ModalProps {
  contentClassName: string;
}

/**
 * Radix does the behaviour: focus moves into the content and is trapped there, Escape and a
 * backdrop click close it, focus returns to the trigger (or to whatever had it when opened).
 */
export function ModalFrame({
  title,
  description,
  children,
  footer,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  closeLabel = 'Close',
  returnFocusTo,
  container: explicitContainer,
  className,
  contentClassName,
}: ModalFrameProps) {
  const { anchorRef, container } = usePortalContainer(explicitContainer);
  // Radix returns focus to its Trigger only; without one (controlled use) we return it ourselves.
  const opener = useRef<HTMLElement | null>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const [bodyRef, bodyOverflows] = useOverflowing();
  // Without a description, tell Radix there is none on purpose (it warns otherwise).
  const describedBy = description ? {} : { 'aria-describedby': undefined };

  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? (
        <DialogPrimitive.Trigger asChild ref={anchorRef}>
          {trigger}
        </DialogPrimitive.Trigger>
      ) : (
        // Marks where the dialog lives in the tree, so the portal can find its theme root.
        <span hidden ref={anchorRef} />
      )}
      <DialogPrimitive.Portal container={container}>
        <DialogPrimitive.Overlay className={overlay.backdrop} />
        <DialogPrimitive.Content
          ref={contentRef}
          className={cx(overlay.surface, styles.content, contentClassName, className)}
          {...describedBy}
          onOpenAutoFocus={(event) => {
            const active = document.activeElement;
            opener.current = active instanceof HTMLElement ? active : null;
            // Focus goes to the dialog itself (announced by its title), or to an element the
            // content marks with data-autofocus, not to the close button: a ring on the close
            // button at every opening draws the eye to the way out. Tab reaches it next.
            event.preventDefault();
            const content = contentRef.current;
            const preferred = content?.querySelector<HTMLElement>('[data-autofocus]');
            (preferred ?? content)?.focus({ preventScroll: true });
          }}
          onCloseAutoFocus={(event) => {
            if (trigger) return;
            const target = returnFocusTo?.() ?? opener.current;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <div className={styles.header}>
            <div className={styles.heading}>
              <DialogPrimitive.Title className={overlay.title}>{title}</DialogPrimitive.Title>
              {description ? (
                <DialogPrimitive.Description className={overlay.description}>
                  {description}
                </DialogPrimitive.Description>
              ) : null}
            </div>
            <DialogPrimitive.Close className={overlay.closeButton} aria-label={closeLabel}>
              <Icon name="close" />
            </DialogPrimitive.Close>
          </div>
          {children !== undefined ? (
            <div ref={bodyRef} className={styles.body} tabIndex={bodyOverflows ? 0 : undefined}>
              <div>{children}</div>
            </div>
          ) : null}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
