import { endpoints } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database.ts';
import { bindEndpoint } from '../../../http/bind-endpoint.ts';
import { requestContext } from '../../../http/request-context.ts';
import type { MailSender } from '../../../mail/sender.ts';
import type { Limiters } from '../users/rate-limits.ts';
import { unwatchProduct, watchProduct } from './product-watchers.service.ts';

/** Rate limited like the newsletter: each watch mails an address a stranger may have typed. */
export function productWatchersRoutes(
  scope: FastifyInstance,
  db: Database,
  options: { storefrontUrl: string; mail: MailSender; limit: Limiters },
): void {
  void scope.register(async (route) => {
    route.addHook('onRequest', options.limit.perIp('watch'));
    route.addHook('preHandler', options.limit.perAccount('watch'));
    bindEndpoint(route, endpoints.watchProduct, async ({ request, params, body }) => {
      const ctx = requestContext(request, db, endpoints.watchProduct);
      const data = await watchProduct(ctx, params.id, body, options.storefrontUrl);
      options.mail.wake();
      return { data };
    });
  });
  void scope.register(async (route) => {
    route.addHook('onRequest', options.limit.perIp('unwatch'));
    bindEndpoint(route, endpoints.unwatchProduct, async ({ request, body }) => ({
      data: await unwatchProduct(requestContext(request, db, endpoints.unwatchProduct), body),
    }));
  });
}
