import { Heading, Hero } from '@vitrina/design-system';
import { useContentSettings } from '../../content/contentContext.ts';
import { cssColor } from '../../content/cssColor.ts';
import { localized } from '../../RichText/attrs.ts';
import type { BigTitleBlock as BigTitleBlockData } from '@vitrina/contracts/content';
import { BlockButtons } from '../shared/BlockButtons.tsx';
import { BlockFrame } from '../shared/BlockFrame.tsx';
import { titleLevel, useBlocksContext } from '../shared/BlocksContext.ts';
import * as styles from './BigTitleBlock.css.ts';
import { heroPictures } from './heroPicture.ts';
import type { HeroPictureFields } from './heroPicture.ts';

export interface BigTitleBlockProps {
  block: BigTitleBlockData & { value: HeroPictureFields };
}

/**
 * big_title: with a picture, the page's hero (picture per breakpoint, the title and lead over it,
 * the buttons as its call to action); without one, a large section heading with a lead line.
 */
export function BigTitleBlock({ block }: BigTitleBlockProps) {
  const settings = useContentSettings();
  const { depth } = useBlocksContext();
  const { value } = block;
  const title = localized(value.block_title, settings.locale);
  const lead = localized(value.text, settings.locale);
  if (title === undefined && lead === undefined) return null;
  const pictures = title === undefined ? null : heroPictures(value, settings.imageUrl);
  if (title !== undefined && pictures) {
    return (
      // The hero draws its own text colours over the picture, and shows the buttons itself.
      <BlockFrame
        type={block.type}
        uuid={block.uuid}
        value={{
          ...value,
          buttons: undefined,
          background_color: undefined,
          text_color: undefined,
        }}
        showTitle={false}
      >
        <Hero
          title={title}
          headingLevel={titleLevel(depth)}
          text={lead}
          actions={<BlockButtons buttons={value.buttons} />}
          image={pictures.image}
          sources={pictures.sources}
          // A hero on the page itself opens it (above the fold); one inside a row may not.
          priority={depth === 0}
        />
      </BlockFrame>
    );
  }
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
