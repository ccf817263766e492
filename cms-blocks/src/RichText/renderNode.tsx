import { Fragment } from 'react';
import type { ReactNode } from 'react';
import * as styles from './RichText.css.ts';
import type { RichTextMark, RichTextNode } from './richTextTypes.ts';

type HeadingLevel = 2 | 3 | 4 | 5;

/** Spec: heading levels 2–5 (the page title owns h1); anything else is clamped into range. */
export function headingLevel(value: unknown): HeadingLevel {
  const level = typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : 2;
  return Math.min(5, Math.max(2, level)) as HeadingLevel;
}

function applyMark(mark: RichTextMark, content: ReactNode): ReactNode {
  switch (mark.type) {
    case 'bold':
      return <strong>{content}</strong>;
    case 'italic':
    case 'em':
      return <em>{content}</em>;
    default:
      // Unknown marks keep their text, just without the formatting.
      return content;
  }
}

function renderChildren(node: RichTextNode): ReactNode[] {
  return (node.content ?? []).map((child, index) => renderNode(child, index));
}

/**
 * Renders one node as React elements. Text is always a React text child (escaped), never HTML;
 * unknown node types render nothing, so new editor features cannot break a page.
 */
export function renderNode(node: RichTextNode, key: number): ReactNode {
  switch (node.type) {
    case 'doc':
      return renderChildren(node);
    case 'paragraph':
      return (
        <p key={key} className={styles.paragraph}>
          {renderChildren(node)}
        </p>
      );
    case 'heading': {
      const level = headingLevel(node.attrs?.level);
      const Heading = `h${level}` as const;
      return (
        <Heading key={key} className={styles.heading[level]}>
          {renderChildren(node)}
        </Heading>
      );
    }
    case 'text': {
      if (typeof node.text !== 'string' || node.text === '') return null;
      const marked = (node.marks ?? []).reduceRight<ReactNode>(
        (content, mark) => applyMark(mark, content),
        node.text,
      );
      return <Fragment key={key}>{marked}</Fragment>;
    }
    default:
      return null;
  }
}
