import { cx, Heading } from '@vitrina/design-system';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useContentSettings } from '../../content/contentContext.ts';
import { cssColor } from '../../content/cssColor.ts';
import { localized } from '../../RichText/attrs.ts';
import type { BlockCommon } from '@vitrina/contracts/content';
import { BlockButtons } from './BlockButtons.tsx';
import * as styles from './blocks.css.ts';
import { titleLevel, useBlocksContext } from './BlocksContext.ts';

interface BlockFrameProps {
  type: string;
  uuid: string;
  value: BlockCommon;
  /** False when the block shows its title itself (big_title, newsletter with text). */
  showTitle?: boolean;
  className?: string;
  children?: ReactNode;
}

/**
 * What every block shares (spec §3 block fields): a section named by its title, the title and
 * background colours, and the buttons underneath.
 */
export function BlockFrame({
  type,
  uuid,
  value,
  showTitle = true,
  className,
  children,
}: BlockFrameProps) {
  const { locale } = useContentSettings();
  const { depth } = useBlocksContext();
  const titleId = useId();
  const title = showTitle ? localized(value.block_title, locale) : undefined;
  const background = cssColor(value.background_color);
  const color = cssColor(value.text_color);
  return (
    <section
      className={cx(
        styles.block,
        background && styles.withBackground,
        color && styles.editorTextColor,
        className,
      )}
      style={background || color ? { background, color } : undefined}
      aria-labelledby={title ? titleId : undefined}
      data-block-type={type}
      data-block-uuid={uuid}
    >
      {title ? (
        <Heading
          level={titleLevel(depth)}
          id={titleId}
          style={{ color: cssColor(value.block_title_color), margin: 0 }}
        >
          {title}
        </Heading>
      ) : null}
      {children}
      <BlockButtons buttons={value.buttons} />
    </section>
  );
}
