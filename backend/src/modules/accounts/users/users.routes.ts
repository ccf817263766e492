import { endpoints, type Endpoint } from '@vitrina/contracts';
import type { FastifyInstance, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import type { Database } from '../../../db/database.ts';
import { bindEndpoint, type EndpointInput } from '../../../http/bind-endpoint.ts';
import { requestContext } from '../../../http/request-context.ts';
import type { MailSender } from '../../../mail/sender.ts';
import { contactRoutes } from '../contact/contact.routes.ts';
import { newsletterRoutes } from '../newsletter/newsletter.routes.ts';
import { productWatchersRoutes } from '../product-watchers/product-watchers.routes.ts';
import { decoyPasswordHash } from './passwords.ts';
import { changePassword, requestPasswordReset, resetPassword } from './passwords.service.ts';
import { useLimiters, type RateLimitOptions } from './rate-limits.ts';
import { login, logout, type LoginHook } from './sessions.service.ts';
import {
  activateAccount,
  getCredits,
  getCurrentUser,
  registerUser,
  updateCurrentUser,
} from './users.service.ts';

export interface AccountsOptions {
  /** The storefront's origin for e-mailed links (config STOREFRONT_URL). */
  storefrontUrl: string;
  mail: MailSender;
  rateLimits?: RateLimitOptions;
  /** Runs in the login transaction: the guest-cart merge seam (sessions.service.ts). */
  onLogin?: LoginHook;
}

/**
 * Registration, activation, sessions, passwords and the user's own data. Login and the password
 * calls sit in a scope with rate limits per IP and per account; every mail is queued in the
 * service's transaction and the sender is woken once the call succeeded.
 */
export function usersRoutes(api: FastifyInstance, db: Database, options: AccountsOptions): void {
  const { storefrontUrl, mail } = options;
  // Computed now rather than on the first login with an unknown e-mail, which would take longer.
  void decoyPasswordHash();
  const ctx = (request: EndpointInput<Endpoint>['request'], endpoint: Endpoint) =>
    requestContext(request, db, endpoint);
  const mailing = async <T>(work: Promise<T>): Promise<T> => {
    const result = await work;
    mail.wake();
    return result;
  };

  void api.register(async (scope) => {
    const limit = await useLimiters(scope, options.rateLimits);
    const limited = <E extends Endpoint>(
      endpoint: E,
      hooks: { onRequest?: onRequestHookHandler; preHandler?: preHandlerHookHandler },
      handler: Parameters<typeof bindEndpoint<E>>[2],
    ) =>
      scope.register(async (route) => {
        if (hooks.onRequest) route.addHook('onRequest', hooks.onRequest);
        if (hooks.preHandler) route.addHook('preHandler', hooks.preHandler);
        bindEndpoint(route, endpoint, handler);
      });

    limited(
      endpoints.register,
      { onRequest: limit.perIp('register') },
      async ({ request, body }) => ({
        data: await mailing(registerUser(ctx(request, endpoints.register), body, storefrontUrl)),
      }),
    );
    limited(
      endpoints.activateAccount,
      { onRequest: limit.perIp('activate') },
      ({ request, body }) =>
        activateAccount(ctx(request, endpoints.activateAccount), body.token).then((data) => ({
          data,
        })),
    );
    limited(
      endpoints.login,
      { onRequest: limit.perIp('login'), preHandler: limit.perAccount('login') },
      async ({ request, body }) => ({
        data: await login(ctx(request, endpoints.login), body, options.onLogin),
      }),
    );
    limited(
      endpoints.forgotPassword,
      { onRequest: limit.perIp('forgot'), preHandler: limit.perAccount('forgot') },
      async ({ request, body }) => ({
        data: await mailing(
          requestPasswordReset(ctx(request, endpoints.forgotPassword), body, storefrontUrl),
        ),
      }),
    );
    limited(
      endpoints.resetPassword,
      { onRequest: limit.perIp('reset'), preHandler: limit.perAccount('reset') },
      async ({ request, body }) => ({
        data: await resetPassword(ctx(request, endpoints.resetPassword), body),
      }),
    );
    newsletterRoutes(scope, db, { storefrontUrl, mail, limit });
    contactRoutes(scope, db, { mail, limit });
    productWatchersRoutes(scope, db, { storefrontUrl, mail, limit });
    limited(
      endpoints.changePassword,
      { onRequest: limit.perIp('password') },
      async ({ request, body }) => ({
        data: await changePassword(ctx(request, endpoints.changePassword), body),
      }),
    );
  });

  bindEndpoint(api, endpoints.logout, async ({ request }) => ({
    data: await logout(ctx(request, endpoints.logout)),
  }));
  bindEndpoint(api, endpoints.currentUser, async ({ request }) => ({
    data: await getCurrentUser(ctx(request, endpoints.currentUser)),
  }));
  bindEndpoint(api, endpoints.updateUser, async ({ request, body }) => ({
    data: await updateCurrentUser(ctx(request, endpoints.updateUser), body),
  }));
  bindEndpoint(api, endpoints.userCredits, async ({ request }) => ({
    data: await getCredits(ctx(request, endpoints.userCredits)),
  }));
}
