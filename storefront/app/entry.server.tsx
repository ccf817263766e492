import { PassThrough } from 'node:stream';
import { I18nProvider } from '@lingui/react';
import { createReadableStreamFromReadable } from '@react-router/node';
import { defaultThemeName, isThemeName } from '@vitrina/design-system';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { requestLocaleContext } from './context/requestContext.ts';
import { DocumentSettingsProvider } from './document/documentSettings.tsx';
import { serverEnv } from './env.server.ts';
import { serverCatalogs } from './i18n/catalogs.server.ts';
import { createI18n } from './i18n/createI18n.ts';
import { localeFromPath } from './i18n/locale.ts';

export const streamTimeout = 5_000;

/** The request's own Lingui instance from the root middleware, or a fresh one if it never ran. */
function requestI18n(request: Request, loadContext: RouterContextProvider) {
  const fromMiddleware = loadContext.get(requestLocaleContext);
  if (fromMiddleware) return fromMiddleware;
  const locale = localeFromPath(new URL(request.url).pathname);
  return { locale, i18n: createI18n(locale, serverCatalogs[locale]) };
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { locale, i18n } = requestI18n(request, loadContext);
  const themeSetting = serverEnv().theme;
  const theme = isThemeName(themeSetting) ? themeSetting : defaultThemeName;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the complete HTML at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <DocumentSettingsProvider value={{ locale, theme }}>
        <I18nProvider i18n={i18n}>
          <ServerRouter context={routerContext} url={request.url} />
        </I18nProvider>
      </DocumentSettingsProvider>,
      {
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject above and are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
