import type { Locale } from '@vitrina/contracts';
import type { Order } from '@vitrina/contracts/store';
import type { OutgoingMail } from '../../mail/outbox.ts';

/** The storefront's order-finished page (route `checkout-finish`), which reads the order by link. */
const finishPath: Record<Locale, string> = { cs: '/kosik/dokonceni', en: '/en/cart/finish' };

const money = (amount: number, currency: string) => `${(amount / 100).toFixed(2)} ${currency}`;

/** The order confirmation, queued in the placing transaction (sent once the order exists). */
export function orderPlacedMail(
  locale: Locale,
  order: Order,
  storefrontUrl: string,
  token: string,
): OutgoingMail {
  const link = new URL(finishPath[locale], storefrontUrl);
  link.searchParams.set('token', token);
  const lines = order.items
    .map((item) => `${item.amount}× ${item.name}  ${money(item.totalWithTax, order.currencyCode)}`)
    .join('\n');
  const total = money(order.prices.totalWithTax, order.currencyCode);
  const cs = locale === 'cs';
  return {
    kind: 'order_placed',
    to: order.customer.email,
    subject: cs ? `Objednávka ${order.code} přijata` : `Order ${order.code} received`,
    body: cs
      ? `Dobrý den,\n\nděkujeme za objednávku ${order.code}.\n\n${lines}\n\nCelkem: ${total}\nDoprava: ${order.shipper.name}\nPlatba: ${order.payment.name}\n\nObjednávku najdete zde:\n${link.href}\n`
      : `Hello,\n\nthank you for your order ${order.code}.\n\n${lines}\n\nTotal: ${total}\nShipping: ${order.shipper.name}\nPayment: ${order.payment.name}\n\nYour order:\n${link.href}\n`,
  };
}
