import { createContext, use, type ReactNode } from 'react';
import type { ThemeName } from '@vitrina/design-system';

/**
 * What the <html> element needs before any loader data exists (also on error pages) besides the
 * language, which comes from Lingui: the theme. The server entry fills it from VITRINA_THEME; the
 * client entry reads it back from the server-rendered <html>, so hydration matches.
 */
export interface DocumentSettings {
  theme: ThemeName;
}

const DocumentSettingsContext = createContext<DocumentSettings>({ theme: 'eshop' });

export function DocumentSettingsProvider(props: { value: DocumentSettings; children: ReactNode }) {
  return <DocumentSettingsContext value={props.value}>{props.children}</DocumentSettingsContext>;
}

export function useDocumentSettings(): DocumentSettings {
  return use(DocumentSettingsContext);
}
