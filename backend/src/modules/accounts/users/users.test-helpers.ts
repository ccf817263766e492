import { ApiRequestError, endpoints, requestHeaders } from '@vitrina/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import type { AppOptions } from '../../../app.ts';
import type { TestDatabase } from '../../../test/databases.ts';
import { startSmtpFake } from '../../../test/smtp-fake.ts';
import { useTestApp, type TestApp } from '../../../test/test-app.ts';
import type { RateLimitOptions } from './rate-limits.ts';
import type { LoginHook } from './sessions.service.ts';

export const storefrontUrl = 'http://127.0.0.1:4999';
export const password = 'correct horse battery';

/** The app over `database` with its mail going to a local SMTP server. */
export function useAccountsApp(
  database: TestDatabase,
  rateLimits: RateLimitOptions = {},
  {
    trustProxy,
    ares,
    orders,
    ...more
  }: {
    onLogin?: LoginHook;
    trustProxy?: string;
    ares?: AppOptions['ares'];
    orders?: AppOptions['orders'];
  } = {},
) {
  const smtp = {} as Awaited<ReturnType<typeof startSmtpFake>>;
  beforeAll(async () => Object.assign(smtp, await startSmtpFake()));
  afterAll(() => smtp.close?.());
  const api = useTestApp(database, undefined, () => ({
    mail: { smtpUrl: smtp.url, pollMs: 500 },
    // Generous by default: these tests sign in often from one IP; rate limits have their own test.
    trustProxy,
    ares,
    orders,
    accounts: {
      storefrontUrl,
      rateLimits: { perIp: 1000, perAccount: 1000, ...rateLimits },
      ...more,
    },
  }));
  return { api, smtp };
}

/** Raw HTTP for bodies and headers the typed client would not send. */
export async function send(
  api: TestApp,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const response = await fetch(`${api.baseUrl}${path}`, {
    method,
    headers: {
      ...requestHeaders({ locale: 'cs', currency: 'CZK' }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown = text;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: json, headers: response.headers };
}

/** The `token` query parameter of the link in a mail's text. */
export function linkIn(text: string): URL {
  const link = /https?:\/\/\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no link in mail:\n${text}`);
  return new URL(link);
}

let counter = 0;
/** A fresh address per call, so tests in one file never collide. */
export function uniqueEmail(label = 'shopper'): string {
  counter += 1;
  return `${label}.${process.pid}.${counter}.${Date.now()}@example.com`;
}

/** The failure of a typed call, for `expect`. */
export async function failureOf(call: Promise<unknown>): Promise<ApiRequestError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiRequestError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** Registers, opens the activation mail's link and signs in; answers the access token. */
export async function signedInShopper(
  accounts: ReturnType<typeof useAccountsApp>,
  email = uniqueEmail(),
): Promise<{ email: string; token: string; userId: number }> {
  const { api, smtp } = accounts;
  const { data: user } = await api.call(endpoints.register, {
    body: {
      email,
      password,
      password_confirmation: password,
      firstName: 'Jana',
      lastName: 'Nováková',
    },
  });
  const mail = await smtp.waitFor(email);
  const token = linkIn(mail.text).searchParams.get('token');
  expect(token).toBeTruthy();
  await api.call(endpoints.activateAccount, { body: { token: token! } });
  const { data } = await api.call(endpoints.login, { body: { email, password } });
  return { email, token: data.access_token, userId: user.id };
}
