import { buttonColors } from '@vitrina/design-system';
import { useContentSettings } from '../../content/contentContext.ts';
import { cssColor } from '../../content/cssColor.ts';
import { LinkButton } from '../../content/LinkButton.tsx';
import { localized, oneOf } from '../../RichText/attrs.ts';
import { resolveContentLink } from '../../RichText/resolveLink.ts';
import type { BlockButton } from '@vitrina/contracts/content';
import * as styles from './blocks.css.ts';
import { objects } from '../../content/objects.ts';

interface BlockButtonsProps {
  buttons: readonly BlockButton[] | undefined;
}

/** A block's buttons (spec §3: text, link, colours, style); a button without a safe link is left out. */
export function BlockButtons({ buttons }: BlockButtonsProps) {
  const settings = useContentSettings();
  const items = objects(buttons).flatMap((button, index) => {
    const text = localized(button.text, settings.locale);
    const link = resolveContentLink(button.link, settings);
    if (text === undefined || link === null) return [];
    const style = {
      color: cssColor(button.text_color),
      background: cssColor(button.background_color),
    };
    return [
      <LinkButton
        key={index}
        link={link}
        color={oneOf(button.style, buttonColors, 'primary')}
        style={style.color || style.background ? style : undefined}
      >
        {text}
      </LinkButton>,
    ];
  });
  return items.length > 0 ? <div className={styles.buttons}>{items}</div> : null;
}
