import { Heading } from '@vitrina/design-system';
import { useContentSettings } from '../content/contentContext.ts';
import { cssColor } from '../content/cssColor.ts';
import { localized } from '../RichText/attrs.ts';
import type { BigTitleBlock as BigTitleBlockData } from '../schemas/blockTypes.ts';
import { BlockFrame } from './BlockFrame.tsx';
import * as styles from './blocks.css.ts';
import { titleLevel, useBlocksContext } from './BlocksContext.ts';

export interface BigTitleBlockProps {
  block: BigTitleBlockData;
}

/** big_title: a large section heading with an optional lead line. */
export function BigTitleBlock({ block }: BigTitleBlockProps) {
  const { locale } = useContentSettings();
  const { depth } = useBlocksContext();
  const { value } = block;
  const title = localized(value.block_title, locale);
  const lead = localized(value.text, locale);
  if (title === undefined && lead === undefined) return null;
  return (
    <BlockFrame type={block.type} uuid={block.uuid} value={value} showTitle={false}>
      {title ? (
        <Heading
          level={titleLevel(depth)}
          className={styles.bigTitle}
          style={{ color: cssColor(value.block_title_color) }}
        >
          {title}
        </Heading>
      ) : null}
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </BlockFrame>
  );
}
