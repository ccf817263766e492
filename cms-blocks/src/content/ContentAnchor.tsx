import { AppLink } from '@vitrina/design-system';
import type { ReactNode } from 'react';
import { anchorProps } from '../RichText/resolveLink.ts';
import type { ResolvedLink } from '../RichText/resolveLink.ts';

interface ContentAnchorProps {
  link: ResolvedLink;
  className?: string;
  children: ReactNode;
}

/** Internal links go through the app's router link (LinkProvider), the rest are plain anchors. */
export function ContentAnchor({ link, className, children }: ContentAnchorProps) {
  const props = { ...anchorProps(link), title: link.title, className };
  return link.external ? <a {...props}>{children}</a> : <AppLink {...props}>{children}</AppLink>;
}
