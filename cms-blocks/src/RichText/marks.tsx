import type { ReactNode } from 'react';
import { LinkMark } from './LinkMark.tsx';
import type { RichTextMark } from '@vitrina/contracts/content';

/** Wraps text in one mark's element; unknown marks keep their text without the formatting. */
export function applyMark(mark: RichTextMark, content: ReactNode): ReactNode {
  switch (mark.type) {
    case 'bold':
      return <strong>{content}</strong>;
    case 'italic':
    case 'em':
      return <em>{content}</em>;
    case 'strike':
      return <s>{content}</s>;
    case 'subscript':
      return <sub>{content}</sub>;
    case 'superscript':
      return <sup>{content}</sup>;
    case 'underline':
      return <u>{content}</u>;
    case 'link':
      return <LinkMark attrs={mark.attrs}>{content}</LinkMark>;
    default:
      return content;
  }
}
