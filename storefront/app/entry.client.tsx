import { I18nProvider } from '@lingui/react';
import { defaultThemeName, isThemeName } from '@vitrina/design-system';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { DocumentSettingsProvider } from './ui/documentSettings.tsx';
import { createI18n } from './i18n/createI18n.ts';
import { loadCatalog } from './i18n/loadCatalog.ts';
import { defaultLocale, isLocale } from './i18n/locale.ts';

/** Reads what the server put on <html>, loads that language's catalog, then hydrates. */
async function hydrate() {
  const root = document.documentElement;
  const locale = isLocale(root.lang) ? root.lang : defaultLocale;
  const theme = isThemeName(root.dataset.theme) ? root.dataset.theme : defaultThemeName;
  const i18n = createI18n(locale, await loadCatalog(locale));
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <DocumentSettingsProvider value={{ theme }}>
          <I18nProvider i18n={i18n}>
            <HydratedRouter />
          </I18nProvider>
        </DocumentSettingsProvider>
      </StrictMode>,
    );
  });
}

void hydrate();
