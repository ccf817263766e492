import { endpoints } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database.ts';
import { bindEndpoint } from '../../../http/bind-endpoint.ts';
import { requestContext } from '../../../http/request-context.ts';
import type { MailSender } from '../../../mail/sender.ts';
import type { Limiters } from '../users/rate-limits.ts';
import { subscribeNewsletter } from './newsletter.service.ts';

/** Rate limited like the password calls: each subscription mails a stranger's address. */
export function newsletterRoutes(
  scope: FastifyInstance,
  db: Database,
  options: { storefrontUrl: string; mail: MailSender; limit: Limiters },
): void {
  const endpoint = endpoints.newsletterSubscribe;
  void scope.register(async (route) => {
    route.addHook('onRequest', options.limit.perIp('newsletter'));
    route.addHook('preHandler', options.limit.perAccount('newsletter'));
    bindEndpoint(route, endpoint, async ({ request, body }) => {
      const data = await subscribeNewsletter(
        requestContext(request, db),
        body,
        options.storefrontUrl,
      );
      options.mail.wake();
      return { data };
    });
  });
}
