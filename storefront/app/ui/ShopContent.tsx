import { ContentProvider } from '@vitrina/cms-blocks';
import { buildImageUrl } from '@vitrina/contracts/content';
import type { ReactNode } from 'react';
import { useLocale } from '../i18n/useLocale.ts';

/**
 * Content-server texts and blocks of a page in the shop's language, their pictures on the
 * image server (`imageBase`, from the loader: the browser does not know the server's setting).
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
    >
      {props.children}
    </ContentProvider>
  );
}
