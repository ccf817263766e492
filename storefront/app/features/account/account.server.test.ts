import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoUser as user } from '../../../testing/demoUser.ts';
import { demoCurrencies, startFakeBackend } from '../../../testing/fakeBackend.ts';
import { requestContext } from '../../request/requestContext.ts';
import { resolveRequestContext } from '../../request/resolveRequestContext.server.ts';
import { requireUser } from './guard.server.ts';
import { login, logout } from './login.server.ts';
import { shopperMiddleware } from './shopper.server.ts';
import { userPage } from './userArea.server.ts';

const unauthorized = {
  status: 401,
  body: { data: { errors: [{ title: 'Wrong e-mail or password', code: 'unauthorized' }] } },
};

let loginAnswer: { status: number; body: unknown };
let userAnswer: { status: number; body: unknown };

async function contextFor(request: Request) {
  const context = new RouterContextProvider();
  context.set(requestContext, await resolveRequestContext(request, new URL(request.url)));
  return context;
}

/** Runs the shopper middleware, then `handler` as the page would, and returns the response. */
async function throughShopper(
  request: Request,
  handler: (context: RouterContextProvider) => Promise<Response> | Response,
) {
  const context = await contextFor(request);
  const run = shopperMiddleware as unknown as (
    args: { request: Request; context: RouterContextProvider },
    next: () => Promise<Response>,
  ) => Promise<Response>;
  return run({ request, context }, async () => {
    try {
      return await handler(context);
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      if (thrown && typeof thrown === 'object' && 'init' in thrown) {
        const init = (thrown as { init?: ResponseInit }).init;
        return new Response(null, { status: init?.status ?? 500 });
      }
      throw thrown;
    }
  });
}

function post(path: string, fields: Record<string, string>, cookie = '') {
  return new Request(`http://shop.example${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
  });
}

describe('account actions and guard', () => {
  let backend: Awaited<ReturnType<typeof startFakeBackend>>;
  beforeAll(async () => {
    backend = await startFakeBackend((path) => {
      if (path === '/api/v1/currencies') return { status: 200, body: { data: demoCurrencies } };
      if (path === '/api/oauth/login') return loginAnswer;
      if (path === '/api/oauth/logout') return { status: 200, body: { data: { success: true } } };
      if (path === '/api/v1/user') return userAnswer;
      return undefined;
    });
  });
  afterAll(() => backend.stop());
  beforeEach(() => {
    loginAnswer = {
      status: 200,
      body: { data: { access_token: 'a'.repeat(43), token_type: 'Bearer', expires_in: 604800 } },
    };
    userAnswer = { status: 200, body: { data: user } };
    backend.calls.length = 0;
  });

  it('logs in: HttpOnly token cookie, the user groups, back to the page asked for', async () => {
    const request = post('/prihlasit', {
      email: 'jana@example.cz',
      password: 'secret123',
      redirectTo: '/uzivatel/seznam-adres',
    });
    const response = (await login(request, await contextFor(request))) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/uzivatel/seznam-adres');
    const cookies = response.headers.getSetCookie();
    expect(cookies[0]).toMatch(
      /^vitrina-auth-token=a{43}; Path=\/; Max-Age=604800; SameSite=Lax; HttpOnly$/,
    );
    expect(cookies).toContain(
      'vitrina-user-groups=VO; Path=/; Max-Age=604800; SameSite=Lax; HttpOnly',
    );
    const userCall = backend.calls.find((call) => call.path === '/api/v1/user');
    expect(userCall?.headers.authorization).toBe(`Bearer ${'a'.repeat(43)}`);
  });

  it('never redirects off the site after a login', async () => {
    for (const target of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const request = post('/en/login', { email: 'a@b.cz', password: 'x', redirectTo: target });
      const response = (await login(request, await contextFor(request))) as Response;
      expect(response.headers.get('location')).toBe('/en');
    }
  });

  it('answers a wrong password with the form again, e-mail kept, password not', async () => {
    loginAnswer = unauthorized;
    const request = post('/prihlasit', { email: 'jana@example.cz', password: 'wrong' });
    const result = (await login(request, await contextFor(request))) as unknown as {
      data: { failure: { values: Record<string, unknown>; formError: string } };
      init: ResponseInit;
    };
    expect(result.init.status).toBe(400);
    expect(result.data.failure.formError).toBe('wrong_credentials');
    expect(result.data.failure.values).toEqual({ email: 'jana@example.cz' });
  });

  it('logs out: token revoked, token, variant and groups cookies deleted, home of the language', async () => {
    const request = post('/actions/logout', { redirectTo: '/en' }, 'vitrina-auth-token=abc');
    const response = await logout(request, await contextFor(request));
    expect(response.headers.get('location')).toBe('/en');
    expect(response.headers.getSetCookie()).toHaveLength(3);
    expect(backend.calls.some((call) => call.path === '/api/oauth/logout')).toBe(true);
  });

  it('sends a guest from the user area to the login and back', async () => {
    const request = new Request('http://shop.example/uzivatel/objednavky?page=2');
    const response = await throughShopper(request, (context) => {
      requireUser(context, new URL(request.url));
      return new Response('the page');
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      '/prihlasit?redirect=%2Fuzivatel%2Fobjednavky%3Fpage%3D2',
    );
  });

  it('drops the auth cookies when loading the user answers 401', async () => {
    userAnswer = unauthorized;
    const request = new Request('http://shop.example/uzivatel/prehled', {
      headers: { cookie: 'vitrina-auth-token=dead; vitrina-user-groups=VO' },
    });
    const response = await throughShopper(request, (context) => {
      requireUser(context, new URL(request.url));
      return new Response('the page');
    });
    expect(response.headers.get('location')).toMatch(/^\/prihlasit\?redirect=/);
    const cookies = response.headers.getSetCookie();
    expect(cookies.filter((cookie) => cookie.includes('Max-Age=0'))).toHaveLength(3);
  });

  it("sends the signed-in user's own groups, whatever the cookie says", async () => {
    const request = new Request('http://shop.example/uzivatel/prehled', {
      headers: { cookie: 'vitrina-auth-token=good; vitrina-user-groups=VIP' },
    });
    let groups: readonly string[] = [];
    const response = await throughShopper(request, (context) => {
      groups = context.get(requestContext)?.session.userGroups ?? [];
      return new Response('the page');
    });
    expect(groups).toEqual(['VO']);
    expect(response.headers.getSetCookie()).toContain(
      'vitrina-user-groups=VO; Path=/; Max-Age=604800; SameSite=Lax; HttpOnly',
    );
  });

  it('answers 503, not a login redirect, when the back end cannot say who is signed in', async () => {
    userAnswer = { status: 500, body: {} };
    const request = new Request('http://shop.example/uzivatel/prehled', {
      headers: { cookie: 'vitrina-auth-token=good' },
    });
    const response = await throughShopper(request, (context) => {
      requireUser(context, new URL(request.url));
      return new Response('the page');
    });
    expect(response.status).toBe(503);
  });

  it('answers 404 for a user-area page whose feature is off', async () => {
    const request = new Request('http://shop.example/uzivatel/nakupni-seznamy', {
      headers: { cookie: 'vitrina-auth-token=good' },
    });
    const response = await throughShopper(request, (context) => {
      userPage(context, request, 'shoppingLists');
      return new Response('the page');
    });
    expect(response.status).toBe(404);
  });
});
