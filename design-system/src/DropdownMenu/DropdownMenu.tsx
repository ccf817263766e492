import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import type { ComponentPropsWithRef, ReactElement, ReactNode } from 'react';
import { cx } from '../styles/cx.ts';
import * as overlay from '../styles/overlay.css.ts';
import { usePortalContainer } from '../styles/portalContainer.ts';
import type { OverlayAlign, OverlaySide } from '../Popover/popoverVariants.ts';
import * as styles from './DropdownMenu.css.ts';

export interface DropdownMenuProps {
  /** The button that opens the menu (Enter, Space, ArrowDown or a click). */
  trigger: ReactElement;
  /** `DropdownMenuItem`, `DropdownMenuLabel` and `DropdownMenuSeparator` elements. */
  children: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  side?: OverlaySide;
  align?: OverlayAlign;
  /**
   * Radix's modal mode marks the rest of the page aria-hidden while leaving it in the tab order
   * (axe reports that under role="menu") and blocks outside pointer events. A menu is not a modal
   * in the WAI-ARIA pattern, so it is off by default; Escape and outside clicks close either way.
   */
  modal?: boolean;
  /** Portal target; defaults to the trigger's theme root (see `usePortalContainer`). */
  container?: HTMLElement | null;
  className?: string;
}

/**
 * A menu of actions or links (role="menu"): arrow keys move, typing jumps to an item, Enter
 * selects, Escape closes and focus returns to the trigger. Not for navigation menus of a site.
 */
export function DropdownMenu({
  trigger,
  children,
  open,
  defaultOpen,
  onOpenChange,
  side = 'bottom',
  align = 'start',
  modal = false,
  container: explicitContainer,
  className,
}: DropdownMenuProps) {
  const { anchorRef, container } = usePortalContainer(explicitContainer);
  return (
    <MenuPrimitive.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      modal={modal}
    >
      <MenuPrimitive.Trigger asChild ref={anchorRef}>
        {trigger}
      </MenuPrimitive.Trigger>
      <MenuPrimitive.Portal container={container}>
        <MenuPrimitive.Content
          side={side}
          align={align}
          sideOffset={6}
          collisionPadding={8}
          className={cx(overlay.surface, overlay.popper, styles.content, className)}
        >
          {children}
        </MenuPrimitive.Content>
      </MenuPrimitive.Portal>
    </MenuPrimitive.Root>
  );
}

export type DropdownMenuItemProps = ComponentPropsWithRef<typeof MenuPrimitive.Item> & {
  /** Decorative icon before the label. */
  icon?: ReactNode;
  /** Destructive actions ("Log out", "Remove") in the critical colour. */
  tone?: 'neutral' | 'critical';
};

/** One action; `onSelect` runs on click or Enter. Use `asChild` with a link for navigation. */
export function DropdownMenuItem({
  icon,
  tone = 'neutral',
  className,
  children,
  asChild,
  ...rest
}: DropdownMenuItemProps) {
  const classes = cx(styles.item, tone === 'critical' && styles.critical, className);
  if (asChild) {
    // A Slot takes exactly one child, so the icon cannot be added around a link.
    return (
      <MenuPrimitive.Item asChild className={classes} {...rest}>
        {children}
      </MenuPrimitive.Item>
    );
  }
  return (
    <MenuPrimitive.Item className={classes} {...rest}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
    </MenuPrimitive.Item>
  );
}

export type DropdownMenuLabelProps = ComponentPropsWithRef<typeof MenuPrimitive.Label>;

/** A non-interactive heading for the items that follow. */
export function DropdownMenuLabel({ className, ...rest }: DropdownMenuLabelProps) {
  return <MenuPrimitive.Label className={cx(styles.label, className)} {...rest} />;
}

export type DropdownMenuSeparatorProps = ComponentPropsWithRef<typeof MenuPrimitive.Separator>;

export function DropdownMenuSeparator({ className, ...rest }: DropdownMenuSeparatorProps) {
  return <MenuPrimitive.Separator className={cx(styles.separator, className)} {...rest} />;
}
