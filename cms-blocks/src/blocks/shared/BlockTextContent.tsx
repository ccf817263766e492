import { useContentSettings } from '../../content/contentContext.ts';
import { localized } from '../../RichText/attrs.ts';
import { RichText } from '../../RichText/RichText.tsx';
import type { RichTextDoc } from '@vitrina/contracts/content';
import type { BlockText } from '@vitrina/contracts/content';

interface BlockTextContentProps {
  text: BlockText | undefined;
  className?: string;
}

function isDoc(text: unknown): text is RichTextDoc {
  return text !== null && typeof text === 'object' && (text as { type?: unknown }).type === 'doc';
}

/** Block text is either a rich-text document or plain (per-locale) text in one paragraph. */
export function BlockTextContent({ text, className }: BlockTextContentProps) {
  const { locale } = useContentSettings();
  if (isDoc(text)) return <RichText content={text} className={className} />;
  const plain = localized(text, locale);
  return plain === undefined ? null : <p className={className}>{plain}</p>;
}
