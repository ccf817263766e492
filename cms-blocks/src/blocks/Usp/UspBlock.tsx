import { Icon, iconNames } from '@vitrina/design-system';
import { useContentSettings } from '../../content/contentContext.ts';
import { localized, oneOfOrUndefined } from '../../RichText/attrs.ts';
import type { UspBlock as UspBlockData } from '@vitrina/contracts/content';
import { BlockFrame } from '../shared/BlockFrame.tsx';
import * as shared from '../shared/blocks.css.ts';
import * as styles from './UspBlock.css.ts';
import { useItemTitleLevel } from '../shared/BlocksContext.ts';
import { ItemTitle } from '../shared/ItemTitle.tsx';
import { objects } from '../../content/objects.ts';

/** Spec §2: USP titles are cut to 80 characters. */
export const uspTitleMaxLength = 80;

export interface UspBlockProps {
  block: UspBlockData;
}

/** usp: unique selling points, each a short title with optional text and icon. */
export function UspBlock({ block }: UspBlockProps) {
  const { locale } = useContentSettings();
  const level = useItemTitleLevel();
  const items = objects(block.value.items).flatMap((item, index) => {
    const title = localized(item.title, locale);
    if (title === undefined) return [];
    const text = localized(item.text, locale);
    const icon = oneOfOrUndefined(item.icon, iconNames);
    return [
      <li key={index} className={styles.usp}>
        {icon ? <Icon name={icon} size="large" className={styles.uspIcon} /> : null}
        <div>
          <ItemTitle level={level} text={title} maxLength={uspTitleMaxLength} />
          {text ? <p>{text}</p> : null}
        </div>
      </li>,
    ];
  });
  return (
    <BlockFrame type={block.type} uuid={block.uuid} value={block.value}>
      <ul className={shared.boxGrid}>{items}</ul>
    </BlockFrame>
  );
}
