import { Popover as PopoverPrimitive } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { cx } from '../styles/cx.ts';
import * as overlay from '../styles/overlay.css.ts';
import { usePortalContainer } from '../styles/portalContainer.ts';
import * as styles from './Popover.css.ts';
import type { OverlayAlign, OverlaySide } from './popoverVariants.ts';

export interface PopoverProps {
  /** The element that toggles the popover (e.g. a Button); it gets aria-expanded. */
  trigger: ReactElement;
  /** Accessible name of the popover (it has role="dialog"); e.g. "Delivery options". */
  label: string;
  children: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  side?: OverlaySide;
  align?: OverlayAlign;
  /** When set, renders a close button with this accessible name (pass a translation). */
  closeLabel?: string;
  /** Portal target; defaults to the trigger's theme root (see `usePortalContainer`). */
  container?: HTMLElement | null;
  className?: string;
}

/**
 * Non-modal rich content anchored to a trigger. Focus moves into it on open and back to the
 * trigger on Escape; an outside click closes it. For short hints use `Tooltip`, for actions
 * `DropdownMenu`.
 */
export function Popover({
  trigger,
  label,
  children,
  open,
  defaultOpen,
  onOpenChange,
  side = 'bottom',
  align = 'center',
  closeLabel,
  container: explicitContainer,
  className,
}: PopoverProps) {
  const { anchorRef, container } = usePortalContainer(explicitContainer);
  return (
    <PopoverPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <PopoverPrimitive.Trigger asChild ref={anchorRef}>
        {trigger}
      </PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal container={container}>
        <PopoverPrimitive.Content
          aria-label={label}
          side={side}
          align={align}
          sideOffset={6}
          collisionPadding={8}
          className={cx(
            overlay.surface,
            overlay.popper,
            styles.content,
            closeLabel ? styles.withClose : undefined,
            className,
          )}
        >
          {children}
          {closeLabel ? (
            <PopoverPrimitive.Close
              className={cx(overlay.closeButton, styles.close)}
              aria-label={closeLabel}
            >
              <Icon name="close" />
            </PopoverPrimitive.Close>
          ) : null}
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
