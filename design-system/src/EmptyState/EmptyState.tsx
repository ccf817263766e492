import type { HTMLAttributes, ReactNode } from 'react';
import { Heading } from '../Heading/Heading.tsx';
import type { HeadingLevel } from '../Heading/headingVariants.ts';
import { Icon } from '../Icon/Icon.tsx';
import type { IconName } from '../Icon/iconSet.ts';
import { cx } from '../styles/cx.ts';
import { Text } from '../Text/Text.tsx';
import * as styles from './EmptyState.css.ts';

export type EmptyStateProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  title: ReactNode;
  /** Decorative icon above the title. */
  icon?: IconName;
  /** Level of the title in the page outline; default 2. */
  headingLevel?: HeadingLevel;
  /** Explanation or next step, under the title. */
  children?: ReactNode;
  /** A way forward, e.g. a Button back to the catalogue. */
  action?: ReactNode;
};

/** What a list, cart or search shows when it has nothing to show. */
export function EmptyState({
  title,
  icon,
  headingLevel = 2,
  children,
  action,
  className,
  ...rest
}: EmptyStateProps) {
  return (
    <div className={cx(styles.root, className)} {...rest}>
      {icon ? (
        <span className={styles.icon}>
          <Icon name={icon} />
        </span>
      ) : null}
      <Heading level={headingLevel} variant={4}>
        {title}
      </Heading>
      {children ? (
        <Text as="div" tone="muted">
          {children}
        </Text>
      ) : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
