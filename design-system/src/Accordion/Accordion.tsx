import { Accordion as AccordionPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import type { DisclosureHeadingLevel } from '../Collapsible/Collapsible.tsx';
import * as disclosure from '../Collapsible/disclosure.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import { cx } from '../styles/cx.ts';
import * as styles from './Accordion.css.ts';

export interface AccordionItem {
  /** Stable id of the section (used for `value`, not shown). */
  value: string;
  title: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

interface AccordionBaseProps {
  items: readonly AccordionItem[];
  /** Level of the heading around each toggle (WAI-ARIA accordion pattern); default 3. */
  headingLevel?: DisclosureHeadingLevel;
  className?: string;
}

/** One section open at a time; clicking the open one closes it again. */
export interface AccordionSingleProps extends AccordionBaseProps {
  type?: 'single';
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

/** Any number of sections open. */
export interface AccordionMultipleProps extends AccordionBaseProps {
  type: 'multiple';
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
}

export type AccordionProps = AccordionSingleProps | AccordionMultipleProps;

/**
 * Stacked show/hide sections (FAQ, product details). Each toggle is a button in a heading with
 * aria-expanded; ArrowUp/ArrowDown, Home and End move between toggles.
 */
export function Accordion(props: AccordionProps) {
  const { items, headingLevel = 3, className } = props;
  const Heading = `h${headingLevel}` as const;
  const sections = items.map((item) => (
    <AccordionPrimitive.Item
      key={item.value}
      value={item.value}
      disabled={item.disabled}
      className={styles.item}
    >
      <AccordionPrimitive.Header asChild>
        <Heading className={styles.heading}>
          <AccordionPrimitive.Trigger className={disclosure.trigger}>
            {item.title}
            <Icon name="chevron-down" className={disclosure.chevron} />
          </AccordionPrimitive.Trigger>
        </Heading>
      </AccordionPrimitive.Header>
      <AccordionPrimitive.Content className={disclosure.accordionPanel}>
        <div className={disclosure.panelInner}>{item.content}</div>
      </AccordionPrimitive.Content>
    </AccordionPrimitive.Item>
  ));
  const rootClass = cx(styles.root, className);

  if (props.type === 'multiple') {
    return (
      <AccordionPrimitive.Root
        type="multiple"
        value={props.value}
        defaultValue={props.defaultValue}
        onValueChange={props.onValueChange}
        className={rootClass}
      >
        {sections}
      </AccordionPrimitive.Root>
    );
  }
  return (
    <AccordionPrimitive.Root
      type="single"
      collapsible
      value={props.value}
      defaultValue={props.defaultValue}
      onValueChange={props.onValueChange}
      className={rootClass}
    >
      {sections}
    </AccordionPrimitive.Root>
  );
}
