import { cx, Heading } from '@vitrina/design-system';
import { useContentSettings } from '../content/contentContext.ts';
import { cssColor } from '../content/cssColor.ts';
import { localized } from '../RichText/attrs.ts';
import type { TextBoxesBlock as TextBoxesBlockData } from '../schemas/blockTypes.ts';
import { BlockButtons } from './BlockButtons.tsx';
import { BlockFrame } from './BlockFrame.tsx';
import { BlockTextContent } from './BlockTextContent.tsx';
import * as styles from './blocks.css.ts';
import { titleLevel, useBlocksContext } from './BlocksContext.ts';
import { objects } from '../content/objects.ts';

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
  const level = (titleLevel(useBlocksContext().depth) + 1) as 3 | 4 | 5;
  return (
    <BlockFrame type={block.type} uuid={block.uuid} value={block.value}>
      <ul className={styles.boxGrid}>
        {objects(block.value.text_boxes).map((box, index) => {
          const title = localized(box.title, locale);
          const color = cssColor(box.text_color);
          const background = cssColor(box.background_color);
          return (
            <li
              key={index}
              className={cx(
                styles.textBox,
                color && styles.editorTextColor,
                ...boxStyles(box.box_styles).map((name) => styles.boxStyle[name]),
              )}
              style={color || background ? { color, background } : undefined}
            >
              {title ? (
                <Heading level={level} variant={4} className={styles.cardTitle}>
                  {title}
                </Heading>
              ) : null}
              <BlockTextContent text={box.text} />
              <BlockButtons buttons={box.buttons} />
            </li>
          );
        })}
      </ul>
    </BlockFrame>
  );
}
