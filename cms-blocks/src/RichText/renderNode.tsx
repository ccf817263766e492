import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { positiveInt } from './attrs.ts';
import { isDev } from '../content/isDev.ts';
import { applyMark } from './marks.tsx';
import { RichButton } from './RichButton.tsx';
import { RichImage } from './RichImage.tsx';
import { RichTable, TableCell } from './RichTable.tsx';
import * as styles from './RichText.css.ts';
import type { RichTextNode } from '@vitrina/contracts/content';
import { objects } from '../content/objects.ts';

type HeadingLevel = 2 | 3 | 4 | 5;

/** Spec: heading levels 2–5 (the page title owns h1); anything else is clamped into range. */
export function headingLevel(value: unknown): HeadingLevel {
  const level = typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : 2;
  return Math.min(5, Math.max(2, level)) as HeadingLevel;
}

function renderChildren(node: RichTextNode): ReactNode[] {
  return objects(node.content).map((child, index) => renderNode(child, index));
}

function warnUnknown(type: string) {
  // Editors gain node types before the renderer does; tell developers, stay silent in production.
  if (isDev) console.warn(`RichText: skipping unknown node type "${type}"`);
}

function renderText(node: RichTextNode, key: number): ReactNode {
  if (typeof node.text !== 'string' || node.text === '') return null;
  const marked = objects(node.marks).reduceRight<ReactNode>(
    (content, mark) => applyMark(mark, content),
    node.text,
  );
  return <Fragment key={key}>{marked}</Fragment>;
}

/**
 * Renders one node as React elements. Text is always a React text child (escaped), never HTML;
 * unknown node types render nothing, so new editor features cannot break a page.
 */
export function renderNode(node: RichTextNode, key: number): ReactNode {
  switch (node.type) {
    case 'doc':
      return renderChildren(node);
    case 'text':
      return renderText(node, key);
    case 'paragraph':
      return (
        <p key={key} className={styles.paragraph}>
          {renderChildren(node)}
        </p>
      );
    case 'heading': {
      const level = headingLevel(node.attrs?.['level']);
      const Heading = `h${level}` as const;
      return (
        <Heading key={key} className={styles.heading[level]}>
          {renderChildren(node)}
        </Heading>
      );
    }
    case 'blockquote':
      return (
        <blockquote key={key} className={styles.blockquote}>
          {renderChildren(node)}
        </blockquote>
      );
    case 'bullet_list':
      return (
        <ul key={key} className={styles.list}>
          {renderChildren(node)}
        </ul>
      );
    case 'ordered_list':
      return (
        <ol key={key} start={positiveInt(node.attrs?.['order'])} className={styles.list}>
          {renderChildren(node)}
        </ol>
      );
    case 'list_item':
      return (
        <li key={key} className={styles.listItem}>
          {renderChildren(node)}
        </li>
      );
    case 'hard_break':
      return <br key={key} />;
    case 'table':
      return <RichTable key={key}>{renderChildren(node)}</RichTable>;
    case 'table_row':
      return <tr key={key}>{renderChildren(node)}</tr>;
    case 'table_cell':
    case 'table_header':
      return (
        <TableCell key={key} attrs={node.attrs} header={node.type === 'table_header'}>
          {renderChildren(node)}
        </TableCell>
      );
    case 'image':
      return <RichImage key={key} attrs={node.attrs} />;
    case 'button':
      return <RichButton key={key} attrs={node.attrs} />;
    case 'clearer':
      return <div key={key} className={styles.clearer} aria-hidden="true" />;
    default:
      warnUnknown(node.type);
      return null;
  }
}
