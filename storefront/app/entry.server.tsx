import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { I18nProvider } from '@lingui/react';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { requestIdHeader } from '@vitrina/contracts';
import {
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from 'react-router';
import { requestContext } from './request/requestContext.ts';
import { DocumentSettingsProvider } from './ui/documentSettings.tsx';
import { resolveTheme } from './ui/resolveTheme.server.ts';
import { serverEnv } from './env.server.ts';
import { log } from './log.server.ts';
import { serverCatalogs } from './i18n/catalogs.server.ts';
import { createI18n } from './i18n/createI18n.ts';
import { localeFromPath } from './i18n/locale.ts';
import { contentSecurityPolicy, tileImageSource } from './middleware/securityHeaders.ts';

export const streamTimeout = 5_000;

/**
 * The request's own Lingui instance from the request context; a fresh one only when no context
 * exists, i.e. when the root middleware failed before setting it (a bug, rendered as a 500).
 */
function requestI18n(request: Request, loadContext: RouterContextProvider) {
  const fromContext = loadContext.get(requestContext);
  if (fromContext) return fromContext.i18n;
  const locale = localeFromPath(new URL(request.url).pathname);
  return createI18n(locale, serverCatalogs[locale]);
}

/**
 * A fresh nonce for this response and the Content-Security-Policy that names it. Images may also
 * come from the content server, which serves them (docs/decisions/007-image-urls.md).
 */
function setContentSecurityPolicy(headers: Headers): string {
  const nonce = randomBytes(16).toString('base64');
  const env = serverEnv();
  const imageOrigin = URL.parse(env.contentApiUrl)?.origin;
  // Map tiles of the branch map come from their own server (MAP_TILE_URL).
  const tileSource = tileImageSource(env.mapTileUrl);
  const policy = contentSecurityPolicy({
    nonce,
    imageOrigins: [imageOrigin, tileSource].filter((source): source is string => Boolean(source)),
    frameOrigins: env.embedAllowedHosts.map((host) => `https://${host}`),
    development: !import.meta.env.PROD,
  });
  headers.set('Content-Security-Policy', policy);
  return nonce;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = setContentSecurityPolicy(responseHeaders);
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const i18n = requestI18n(request, loadContext);
  const theme = resolveTheme(loadContext.get(requestContext));

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
      <DocumentSettingsProvider value={{ theme }}>
        <I18nProvider i18n={i18n}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </I18nProvider>
      </DocumentSettingsProvider>,
      {
        nonce,
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
          if (shellRendered)
            log.error({ err: error, reqId: request.headers.get(requestIdHeader) }, 'render failed');
        },
      },
    );
  });
}

/** Errors of loaders, actions and renders, as JSON lines with the request's id (not console). */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  log.error({ err: error, reqId: request.headers.get(requestIdHeader) }, 'request failed');
};
