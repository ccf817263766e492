import type { ContactFormCallBody } from '@vitrina/contracts/store';
import type { RequestContext } from '../../../core/request-context.ts';
import { inTransaction } from '../../../core/transaction.ts';
import { enqueueMail } from '../../../mail/outbox.ts';
import { getGlobals } from '../../shop/globals/globals.service.ts';
import { insertContactMessage } from './contact.repository.ts';

/** The company line of an inquiry (`Firma s.r.o., IČO 27074358`), or null without either. */
export function companyLine(body: { company?: string; tin?: string }): string | null {
  const parts = [body.company || null, body.tin ? `IČO ${body.tin}` : null].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

/**
 * A contact-form message or an order inquiry (decision 220): kept in `contact_messages` and
 * queued, in the same transaction, as an e-mail to the shop's contact address. The shopper's
 * address is in the text, not a header: nothing they type can add recipients, and no copy goes
 * to the address typed (the form would otherwise mail anyone a text of the sender's choice).
 */
export async function sendContactMessage(
  ctx: RequestContext,
  body: ContactFormCallBody,
): Promise<{ success: true }> {
  const { contact } = await getGlobals(ctx);
  const inquiry = body.kind === 'inquiry' ? body : null;
  const company = inquiry ? companyLine(inquiry) : null;
  const text = [
    `From: ${body.name} <${body.email}>`,
    body.phone ? `Phone: ${body.phone}` : null,
    company ? `Company: ${company}` : null,
    `Language: ${ctx.locale}`,
    inquiry ? 'Consent to be contacted about this inquiry: yes' : null,
    '',
    body.message,
  ]
    .filter((line) => line !== null)
    .join('\n');
  await inTransaction(ctx, async (tx) => {
    await insertContactMessage(tx.db, {
      name: body.name,
      email: body.email,
      phone: body.phone ?? null,
      subject: company,
      message: body.message,
      kind: inquiry ? 'inquiry' : 'contact',
      locale: ctx.locale,
    });
    await enqueueMail(tx, {
      kind: inquiry ? 'inquiry_form' : 'contact_form',
      to: contact.email,
      subject: inquiry ? `Order inquiry: ${body.name}` : `Contact form: ${body.name}`,
      body: text,
    });
  });
  return { success: true };
}
