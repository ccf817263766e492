import type { Locale } from '@vitrina/contracts';
import type { OutgoingMail } from '../../../mail/outbox.ts';

const money = (amount: number, currency: string) => `${(amount / 100).toFixed(2)} ${currency}`;

/** What a watch waits for, said in the confirmation. */
export interface WatchTerms {
  watchStock: boolean;
  watchPrice: boolean;
  priceBelow: number | null;
  currencyCode: string;
}

function watchedText(locale: Locale, terms: WatchTerms): string {
  const cs = locale === 'cs';
  const parts: string[] = [];
  if (terms.watchStock) parts.push(cs ? 'až bude znovu skladem' : 'when it is back in stock');
  if (terms.watchPrice) {
    const below = terms.priceBelow === null ? null : money(terms.priceBelow, terms.currencyCode);
    parts.push(
      below === null
        ? cs
          ? 'až zlevní'
          : 'when its price drops'
        : cs
          ? `až bude stát nejvýše ${below}`
          : `when it costs ${below} or less`,
    );
  }
  return parts.join(cs ? ' nebo ' : ' or ');
}

/** Sent when a watch is set: what is watched and the link that stops it. */
export function watchConfirmationMail(
  locale: Locale,
  to: string,
  product: { name: string; url: string },
  terms: WatchTerms,
  unsubscribeUrl: string,
): OutgoingMail {
  const what = watchedText(locale, terms);
  return locale === 'cs'
    ? {
        kind: 'product_watch_confirmation',
        to,
        subject: `Hlídací pes: ${product.name}`,
        body: `Dobrý den,\n\nnapíšeme vám jednou, ${what}:\n${product.name}\n${product.url}\n\nHlídání zrušíte tímto odkazem:\n${unsubscribeUrl}\n\nPokud jste si hlídání nenastavili, odkaz otevřete nebo e-mail ignorujte; víc než jednu zprávu o tomto produktu nepošleme.\n`,
      }
    : {
        kind: 'product_watch_confirmation',
        to,
        subject: `Watchdog: ${product.name}`,
        body: `Hello,\n\nwe will write to you once, ${what}:\n${product.name}\n${product.url}\n\nStop watching with this link:\n${unsubscribeUrl}\n\nIf you did not set this up, open the link or ignore this e-mail; we send no more than one message about this product.\n`,
      };
}

export type WatchEvent =
  | { kind: 'back_in_stock' }
  | { kind: 'price_drop'; price: number; previous: number; currencyCode: string };

/** The one notice a watch sends; the watch ends with it. */
export function watchNoticeMail(
  locale: Locale,
  to: string,
  product: { name: string; url: string },
  event: WatchEvent,
): OutgoingMail {
  const cs = locale === 'cs';
  const end = cs
    ? 'Tímto hlídání skončilo; znovu ho nastavíte na stránce produktu.'
    : 'This ends the watch; set it again on the product page.';
  if (event.kind === 'back_in_stock') {
    return {
      kind: 'product_back_in_stock',
      to,
      subject: cs ? `${product.name} je opět skladem` : `${product.name} is back in stock`,
      body: cs
        ? `Dobrý den,\n\nprodukt ${product.name} je opět k dostání:\n${product.url}\n\n${end}\n`
        : `Hello,\n\n${product.name} is available again:\n${product.url}\n\n${end}\n`,
    };
  }
  const price = money(event.price, event.currencyCode);
  const previous = money(event.previous, event.currencyCode);
  return {
    kind: 'product_price_drop',
    to,
    subject: cs ? `${product.name} zlevnil na ${price}` : `${product.name} now costs ${price}`,
    body: cs
      ? `Dobrý den,\n\ncena produktu ${product.name} klesla z ${previous} na ${price}:\n${product.url}\n\n${end}\n`
      : `Hello,\n\nthe price of ${product.name} fell from ${previous} to ${price}:\n${product.url}\n\n${end}\n`,
  };
}
