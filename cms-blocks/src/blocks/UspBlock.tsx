import { Heading, Icon, iconNames } from '@vitrina/design-system';
import { useContentSettings } from '../content/contentContext.ts';
import { truncate } from '../content/truncate.ts';
import { localized, oneOfOrUndefined } from '../RichText/attrs.ts';
import type { UspBlock as UspBlockData } from '../schemas/blockTypes.ts';
import { BlockFrame } from './BlockFrame.tsx';
import * as styles from './blocks.css.ts';
import { titleLevel, useBlocksContext } from './BlocksContext.ts';
import { objects } from '../content/objects.ts';

/** Spec §2: USP titles are cut to 80 characters. */
export const uspTitleMaxLength = 80;

export interface UspBlockProps {
  block: UspBlockData;
}

/** usp: unique selling points, each a short title with optional text and icon. */
export function UspBlock({ block }: UspBlockProps) {
  const { locale } = useContentSettings();
  const level = (titleLevel(useBlocksContext().depth) + 1) as 3 | 4 | 5;
  const items = objects(block.value.items).flatMap((item, index) => {
    const title = localized(item.title, locale);
    if (title === undefined) return [];
    const text = localized(item.text, locale);
    const icon = oneOfOrUndefined(item.icon, iconNames);
    const short = truncate(title, uspTitleMaxLength);
    return [
      <li key={index} className={styles.usp}>
        {icon ? <Icon name={icon} size="large" className={styles.uspIcon} /> : null}
        <div>
          <Heading
            level={level}
            variant={5}
            className={styles.cardTitle}
            title={short === title ? undefined : title}
          >
            {short}
          </Heading>
          {text ? <p>{text}</p> : null}
        </div>
      </li>,
    ];
  });
  return (
    <BlockFrame type={block.type} uuid={block.uuid} value={block.value}>
      <ul className={styles.boxGrid}>{items}</ul>
    </BlockFrame>
  );
}
