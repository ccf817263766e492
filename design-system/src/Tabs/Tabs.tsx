import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cx } from '../styles/cx.ts';
import * as styles from './Tabs.css.ts';

export interface TabItem {
  /** Stable id of the tab (used for `value`, not shown). */
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** Pairs each tab with its panel, so the two can never get out of step. */
  items: readonly TabItem[];
  /** Accessible name of the tab list, e.g. "Product details". */
  label: string;
  /** Controlled selected tab. */
  value?: string;
  /** Initially selected tab when uncontrolled; defaults to the first enabled item. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
}

/**
 * Tabs (WAI-ARIA tabs pattern on Radix): the arrow keys move between tabs and select them, Home
 * and End jump to the ends, Tab moves into the panel. Inactive panels are not rendered.
 */
export function Tabs({ items, label, value, defaultValue, onValueChange, className }: TabsProps) {
  const initial = defaultValue ?? items.find((item) => !item.disabled)?.value;
  return (
    <TabsPrimitive.Root
      value={value}
      defaultValue={value === undefined ? initial : undefined}
      onValueChange={onValueChange}
      className={cx(styles.root, className)}
    >
      <TabsPrimitive.List aria-label={label} className={styles.list}>
        {items.map((item) => (
          <TabsPrimitive.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={styles.trigger}
          >
            {item.label}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {items.map((item) => (
        <TabsPrimitive.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
}
