import { Collapsible as CollapsiblePrimitive } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { cx } from '../styles/cx.ts';
import * as styles from './Collapsible.css.ts';
import * as disclosure from './disclosure.css.ts';

export type DisclosureHeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface CollapsibleProps {
  /** Text of the toggle button. */
  title: ReactNode;
  children: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Wraps the toggle in a heading of this level, so it appears in the document outline. */
  headingLevel?: DisclosureHeadingLevel;
  disabled?: boolean;
  /**
   * Keep the closed panel in the page (hidden), so server-rendered HTML carries it for search
   * engines and find-in-page: right for content such as FAQ answers. Off by default.
   */
  keepMounted?: boolean;
  className?: string;
}

/**
 * One show/hide section (the CMS "collapsible" block): a button with aria-expanded and
 * aria-controls, and its panel. Closed content is unmounted unless `keepMounted` is set.
 */
export function Collapsible({
  title,
  children,
  open,
  defaultOpen,
  onOpenChange,
  headingLevel,
  disabled,
  keepMounted,
  className,
}: CollapsibleProps) {
  // Tracked here as well as in Radix: a kept-mounted panel is hidden by us, not by Radix.
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen ?? false);
  const isOpen = open ?? uncontrolledOpen;
  const handleOpenChange = (next: boolean) => {
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const button = (
    <CollapsiblePrimitive.Trigger className={disclosure.trigger}>
      {title}
      <Icon name="chevron-down" className={disclosure.chevron} />
    </CollapsiblePrimitive.Trigger>
  );
  const Heading = headingLevel ? (`h${headingLevel}` as const) : null;
  return (
    <CollapsiblePrimitive.Root
      open={isOpen}
      onOpenChange={handleOpenChange}
      disabled={disabled}
      className={cx(styles.root, className)}
    >
      {Heading ? <Heading className={styles.heading}>{button}</Heading> : button}
      <CollapsiblePrimitive.Content
        className={disclosure.collapsiblePanel}
        forceMount={keepMounted ? true : undefined}
        hidden={keepMounted ? !isOpen : undefined}
      >
        <div className={disclosure.panelInner}>{children}</div>
      </CollapsiblePrimitive.Content>
    </CollapsiblePrimitive.Root>
  );
}
