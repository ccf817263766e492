import type { ContactFormBody } from '@vitrina/contracts/store';
import type { RequestContext } from '../../../core/request-context.ts';
import { inTransaction } from '../../../core/transaction.ts';
import { enqueueMail } from '../../../mail/outbox.ts';
import { getGlobals } from '../../shop/globals/globals.service.ts';

/**
 * A contact-form message, queued as an e-mail to the shop's contact address. The shopper's
 * address is in the text, not a header: nothing they type can add recipients.
 */
export async function sendContactMessage(
  ctx: RequestContext,
  body: ContactFormBody,
): Promise<{ success: true }> {
  const { contact } = await getGlobals(ctx);
  const text = [
    `From: ${body.name} <${body.email}>`,
    body.phone ? `Phone: ${body.phone}` : null,
    `Language: ${ctx.locale}`,
    '',
    body.message,
  ]
    .filter((line) => line !== null)
    .join('\n');
  await inTransaction(ctx, (tx) =>
    enqueueMail(tx, {
      kind: 'contact_form',
      to: contact.email,
      subject: `Contact form: ${body.name}`,
      body: text,
    }),
  );
  return { success: true };
}
