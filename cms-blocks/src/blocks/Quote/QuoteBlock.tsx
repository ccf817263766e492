import { useContentSettings } from '../../content/contentContext.ts';
import { localized } from '../../RichText/attrs.ts';
import type { QuoteBlock as QuoteBlockData } from '@vitrina/contracts/content';
import { BlockFrame } from '../shared/BlockFrame.tsx';
import * as styles from './QuoteBlock.css.ts';

export interface QuoteBlockProps {
  block: QuoteBlockData;
}

/** quote: a pull quote with its author (figure + blockquote + figcaption). */
export function QuoteBlock({ block }: QuoteBlockProps) {
  const { locale } = useContentSettings();
  const { value } = block;
  const text = localized(value.text, locale);
  if (text === undefined) return null;
  const author = localized(value.author, locale);
  const role = localized(value.author_title, locale);
  return (
    <BlockFrame type={block.type} uuid={block.uuid} value={value}>
      <figure className={styles.quote}>
        <blockquote className={styles.quoteText}>
          <p>{text}</p>
        </blockquote>
        {author ? (
          <figcaption className={styles.quoteAuthor}>
            {role ? `${author}, ${role}` : author}
          </figcaption>
        ) : null}
      </figure>
    </BlockFrame>
  );
}
