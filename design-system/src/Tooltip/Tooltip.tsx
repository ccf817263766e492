import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { cx } from '../styles/cx.ts';
import * as overlay from '../styles/overlay.css.ts';
import { usePortalContainer } from '../styles/portalContainer.ts';
import type { OverlaySide } from '../Popover/popoverVariants.ts';
import * as styles from './Tooltip.css.ts';

export interface TooltipProps {
  /** The short hint. It becomes the trigger's accessible description while shown. */
  content: ReactNode;
  /**
   * One focusable element that can hold a ref (a Button, a link). A disabled <button> gets no
   * pointer or focus events, so wrap it in `<span tabIndex={0}>` or use `aria-disabled`.
   */
  children: ReactElement;
  side?: OverlaySide;
  /** Milliseconds of hover before it shows; keyboard focus shows it at once. */
  delayDuration?: number;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Portal target; defaults to the trigger's theme root (see `usePortalContainer`). */
  container?: HTMLElement | null;
  className?: string;
}

/**
 * A hint on hover and keyboard focus; Escape hides it. It carries a description only — never put
 * the only name of a control, or anything interactive, in a tooltip (touch users never see it).
 * Each tooltip brings its own Radix provider so it works anywhere without app-level setup.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  delayDuration = 400,
  open,
  defaultOpen,
  onOpenChange,
  container: explicitContainer,
  className,
}: TooltipProps) {
  const { anchorRef, container } = usePortalContainer(explicitContainer);
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration}>
      <TooltipPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <TooltipPrimitive.Trigger asChild ref={anchorRef}>
          {children}
        </TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal container={container}>
          <TooltipPrimitive.Content
            side={side}
            sideOffset={6}
            collisionPadding={8}
            className={cx(overlay.popper, styles.content, className)}
          >
            {content}
            <TooltipPrimitive.Arrow className={styles.arrow} width={10} height={5} />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
