import type { ReactNode } from 'react';
import { useContentSettings } from '../content/contentContext.ts';
import { ContentAnchor } from '../content/ContentAnchor.tsx';
import * as styles from './RichText.css.ts';
import { resolveLink } from './resolveLink.ts';

interface LinkMarkProps {
  attrs: Record<string, unknown> | undefined;
  children: ReactNode;
}

/** The `link` mark: internal links go through the app's router link, the rest are plain anchors. */
export function LinkMark({ attrs, children }: LinkMarkProps) {
  const link = resolveLink(attrs, useContentSettings());
  if (link === null) return children; // unsafe or missing target: keep the words, drop the link
  return (
    <ContentAnchor link={link} className={styles.link}>
      {children}
    </ContentAnchor>
  );
}
