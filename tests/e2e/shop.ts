import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

const storefrontPort = Number(process.env.E2E_PORT ?? '3100');

/** Where the tests reach the shop. */
export const shopOrigin = `http://127.0.0.1:${storefrontPort}`;

/** The origin the shop builds absolute links on: PUBLIC_URL's default (playwright.config.ts). */
export const publicOrigin = `http://localhost:${storefrontPort}`;

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * One HTTP request with exactly the headers given, `Host` included, as a hostile client or a
 * proxy would send it (a browser or Playwright's request context would set some of its own).
 */
export function rawRequest(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port: storefrontPort, method, path, headers },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * A form post of the currency switch as a browser on the shop's page sends it; `extra` adds or
 * overrides headers, and an undefined value leaves that header out.
 */
export function postCurrency(code: string, extra: Record<string, string | undefined> = {}) {
  const body = new URLSearchParams({ currency: code, redirectTo: '/' }).toString();
  const headers: Record<string, string | undefined> = {
    'content-type': 'application/x-www-form-urlencoded',
    origin: shopOrigin,
    'sec-fetch-site': 'same-origin',
    ...extra,
  };
  const sent = Object.entries(headers).filter((entry): entry is [string, string] => !!entry[1]);
  return rawRequest('POST', '/actions/set-currency', Object.fromEntries(sent), body);
}
