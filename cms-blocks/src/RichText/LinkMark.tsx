import { AppLink } from '@vitrina/design-system';
import type { ReactNode } from 'react';
import * as styles from './RichText.css.ts';
import { anchorProps, resolveLink } from './resolveLink.ts';
import { useRichTextSettings } from './richTextContext.ts';

interface LinkMarkProps {
  attrs: Record<string, unknown> | undefined;
  children: ReactNode;
}

/** The `link` mark: internal links go through the app's router link, the rest are plain anchors. */
export function LinkMark({ attrs, children }: LinkMarkProps) {
  const link = resolveLink(attrs, useRichTextSettings());
  if (link === null) return children; // unsafe or missing target: keep the words, drop the link
  const props = { ...anchorProps(link), title: link.title, className: styles.link };
  return link.external ? <a {...props}>{children}</a> : <AppLink {...props}>{children}</AppLink>;
}
