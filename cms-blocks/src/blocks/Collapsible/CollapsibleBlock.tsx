import { Collapsible } from '@vitrina/design-system';
import { useContentSettings } from '../../content/contentContext.ts';
import { objects } from '../../content/objects.ts';
import { localized } from '../../RichText/attrs.ts';
import type { CollapsibleBlock as CollapsibleBlockData } from '@vitrina/contracts/content';
import { BlockFrame } from '../shared/BlockFrame.tsx';
import { BlockTextContent } from '../shared/BlockTextContent.tsx';
import * as styles from './CollapsibleBlock.css.ts';
import { useItemTitleLevel } from '../shared/BlocksContext.ts';

export interface CollapsibleBlockProps {
  block: CollapsibleBlockData;
}

/** collapsible: show/hide sections (e.g. questions and answers), each titled in the outline. */
export function CollapsibleBlock({ block }: CollapsibleBlockProps) {
  const { locale } = useContentSettings();
  const level = useItemTitleLevel();
  const items = objects(block.value.items).flatMap((item, index) => {
    const title = localized(item.title, locale);
    if (title === undefined) return [];
    return [
      // keepMounted: closed answers stay in the server-rendered HTML for search engines.
      <Collapsible
        key={index}
        title={title}
        headingLevel={level}
        defaultOpen={item.open === true}
        keepMounted
      >
        <BlockTextContent text={item.text} />
      </Collapsible>,
    ];
  });
  return (
    <BlockFrame type={block.type} uuid={block.uuid} value={block.value}>
      <div className={styles.disclosureList}>{items}</div>
    </BlockFrame>
  );
}
