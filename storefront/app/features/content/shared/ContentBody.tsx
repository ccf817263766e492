import {
  Blocks,
  ContentProvider,
  RichText,
  type BlockData,
  type ProductActions,
  type RichTextDoc,
  type RichTextNode,
} from '@vitrina/cms-blocks';
import type { ContentBlockJson } from '@vitrina/contracts/content';
import { buildFileUrl, buildImageUrl } from '@vitrina/contracts/plain';
import type { ReactNode } from 'react';
import { useLocale } from '../../../i18n/useLocale.ts';
import { useNewsletterSubmit } from '../forms/useNewsletterSubmit.ts';
import { resolveContentRoute } from './contentRoutes.ts';
import { storedBlocks } from './storedBlocks.ts';

export interface ContentBodyProps {
  /** The content server's base, where its images are served (decision 007). */
  imageBase: string;
  content?: RichTextNode | null;
  /** `content_blocks` as the content server sends them; unknown types are skipped. */
  blocks?: readonly ContentBlockJson[];
  blockData?: BlockData;
  /** The product boxes' add-to-cart (catalog/blockProducts.tsx). */
  productActions?: ProductActions;
  children?: ReactNode;
}

/**
 * Rich text and CMS blocks with the storefront's settings: its language, its routes for content
 * links and the content server's image endpoint.
 */
export function ContentBody({
  imageBase,
  content,
  blocks,
  blockData,
  productActions,
  children,
}: ContentBodyProps) {
  const locale = useLocale();
  const subscribe = useNewsletterSubmit('block');
  return (
    <ContentProvider
      locale={locale}
      resolveRoute={resolveContentRoute}
      imageUrl={(fileKey, options) => {
        try {
          return buildImageUrl({ base: imageBase, fileKey, ...options, webp: true });
        } catch {
          return '';
        }
      }}
      fileUrl={(fileKey) => {
        try {
          return buildFileUrl({ base: imageBase, fileKey });
        } catch {
          return '';
        }
      }}
    >
      {content ? <RichText content={content as RichTextDoc} /> : null}
      {blocks?.length ? (
        <Blocks
          blocks={storedBlocks(blocks)}
          data={blockData}
          productActions={productActions}
          onNewsletterSubmit={subscribe}
        />
      ) : null}
      {children}
    </ContentProvider>
  );
}
