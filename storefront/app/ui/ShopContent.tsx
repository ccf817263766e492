import { ContentProvider } from '@vitrina/cms-blocks';
import { buildFileUrl, buildImageUrl } from '@vitrina/contracts/plain';
import type { ReactNode } from 'react';
import { useLocale } from '../i18n/useLocale.ts';

/**
 * Content-server texts and blocks of a page in the shop's language, their pictures and download
 * links on the content server (`imageBase`, from the loader: the browser does not know the server's
 * setting; without it a file block linked to the shop's own origin, which serves no files).
 */
export function ShopContent(props: { imageBase: string; children: ReactNode }) {
  const locale = useLocale();
  return (
    <ContentProvider
      locale={locale}
      imageUrl={(fileKey, options) => {
        try {
          return buildImageUrl({ base: props.imageBase, fileKey, ...options });
        } catch {
          return '';
        }
      }}
      fileUrl={(fileKey) => {
        try {
          return buildFileUrl({ base: props.imageBase, fileKey });
        } catch {
          return '';
        }
      }}
    >
      {props.children}
    </ContentProvider>
  );
}
