import { cx, Heading } from '@vitrina/design-system';
import type { HeadingVariant } from '@vitrina/design-system';
import { truncate } from '../../content/truncate.ts';
import * as styles from './blocks.css.ts';
import type { ItemTitleLevel } from './BlocksContext.ts';

interface ItemTitleProps {
  level: ItemTitleLevel;
  text: string;
  /** Display limit in characters (spec §5); a cut title keeps the full text in `title`. */
  maxLength?: number;
  variant?: HeadingVariant;
  className?: string;
}

/** The title of an item inside a block (a selling point, a top category, a text box). */
export function ItemTitle({ level, text, maxLength, variant = 5, className }: ItemTitleProps) {
  const shown = maxLength === undefined ? text : truncate(text, maxLength);
  return (
    <Heading
      level={level}
      variant={variant}
      className={cx(styles.cardTitle, className)}
      title={shown === text ? undefined : text}
    >
      {shown}
    </Heading>
  );
}
