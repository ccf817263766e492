import { createContext, use, type ReactNode } from 'react';
import type { ThemeName } from '@vitrina/design-system';
import type { Locale } from '../i18n/locale.ts';

/**
 * What the <html> element needs before any loader data exists (also on error pages): the page's
 * language and the theme. The server entry fills it from the request and VITRINA_THEME; the
 * client entry reads it back from the server-rendered <html>, so hydration matches.
 */
export interface DocumentSettings {
  locale: Locale;
  theme: ThemeName;
}

const DocumentSettingsContext = createContext<DocumentSettings>({ locale: 'cs', theme: 'eshop' });

export function DocumentSettingsProvider(props: { value: DocumentSettings; children: ReactNode }) {
  return <DocumentSettingsContext value={props.value}>{props.children}</DocumentSettingsContext>;
}

export function useDocumentSettings(): DocumentSettings {
  return use(DocumentSettingsContext);
}
