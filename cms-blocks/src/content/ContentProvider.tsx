import type { ReactNode } from 'react';
import { ContentContext, mergeSettings, useContentSettings } from './contentContext.ts';
import type { ContentSettings } from './contentContext.ts';

export type ContentProviderProps = Partial<ContentSettings> & { children?: ReactNode };

/** Gives every RichText and block below the app's locale, URL builders and route resolver. */
export function ContentProvider({ children, ...settings }: ContentProviderProps) {
  const value = mergeSettings(useContentSettings(), settings);
  return <ContentContext value={value}>{children}</ContentContext>;
}
