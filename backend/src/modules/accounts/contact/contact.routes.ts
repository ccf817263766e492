import { endpoints } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database.ts';
import { bindEndpoint } from '../../../http/bind-endpoint.ts';
import { requestContext } from '../../../http/request-context.ts';
import type { MailSender } from '../../../mail/sender.ts';
import type { Limiters } from '../users/rate-limits.ts';
import { sendContactMessage } from './contact.service.ts';

/** Rate limited per IP like the newsletter: each message becomes an e-mail. */
export function contactRoutes(
  scope: FastifyInstance,
  db: Database,
  options: { mail: MailSender; limit: Limiters },
): void {
  void scope.register(async (route) => {
    route.addHook('onRequest', options.limit.perIp('contact'));
    bindEndpoint(route, endpoints.contactForm, async ({ request, body }) => {
      const data = await sendContactMessage(requestContext(request, db), body);
      options.mail.wake();
      return { data };
    });
  });
}
