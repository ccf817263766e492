import { cx } from '@vitrina/design-system';
import { useContentSettings } from '../../content/contentContext.ts';
import { cssColor } from '../../content/cssColor.ts';
import { localized } from '../../RichText/attrs.ts';
import type { TextBoxesBlock as TextBoxesBlockData } from '@vitrina/contracts/content';
import { BlockButtons } from '../shared/BlockButtons.tsx';
import { BlockFrame } from '../shared/BlockFrame.tsx';
import { BlockTextContent } from '../shared/BlockTextContent.tsx';
import * as shared from '../shared/blocks.css.ts';
import * as styles from './TextBoxesBlock.css.ts';
import { useItemTitleLevel } from '../shared/BlocksContext.ts';
import { ItemTitle } from '../shared/ItemTitle.tsx';
import { objects } from '../../content/objects.ts';

/** Box styles an editor may combine (spec §3 "box_styles"). */
export const textBoxStyles = ['bordered', 'shadow', 'rounded', 'centered', 'filled'] as const;
type TextBoxStyle = (typeof textBoxStyles)[number];

function boxStyles(value: unknown): TextBoxStyle[] {
  const names = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.split(/[\s,]+/)
      : [];
  return textBoxStyles.filter((style) => names.includes(style));
}

export interface TextBoxesBlockProps {
  block: TextBoxesBlockData;
}

/** text_boxes: boxes of text side by side, each with its own colours and box styles. */
export function TextBoxesBlock({ block }: TextBoxesBlockProps) {
  const { locale } = useContentSettings();
  const level = useItemTitleLevel();
  return (
    <BlockFrame type={block.type} uuid={block.uuid} value={block.value}>
      <ul className={shared.boxGrid}>
        {objects(block.value.text_boxes).map((box, index) => {
          const title = localized(box.title, locale);
          const color = cssColor(box.text_color);
          const background = cssColor(box.background_color);
          return (
            <li
              key={index}
              className={cx(
                styles.textBox,
                color && shared.editorTextColor,
                ...boxStyles(box.box_styles).map((name) => styles.boxStyle[name]),
              )}
              style={color || background ? { color, background } : undefined}
            >
              {title ? <ItemTitle level={level} variant={4} text={title} /> : null}
              <BlockTextContent text={box.text} />
              <BlockButtons buttons={box.buttons} />
            </li>
          );
        })}
      </ul>
    </BlockFrame>
  );
}
