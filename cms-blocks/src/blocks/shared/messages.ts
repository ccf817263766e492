import type { Locale } from '@vitrina/contracts';

/** The few words blocks add themselves (everything else is content); cms-blocks has no i18n runtime. */
export const blockMessages = {
  cs: {
    newsletterEmail: 'E-mail',
    newsletterPlaceholder: 'vas@email.cz',
    newsletterSubmit: 'Odebírat',
    newsletterPending: 'Přihlašujeme vás…',
    newsletterSuccess: 'Děkujeme! Odběr potvrďte odkazem, který jsme vám poslali e-mailem.',
    newsletterError: 'Přihlášení k odběru se nepovedlo. Zkuste to prosím znovu.',
    originalPrice: 'Původní cena',
    discount: 'Sleva',
    freeDelivery: 'Doprava zdarma',
    notSaleable: 'Neprodejné',
    gift: 'Dárek',
    inStock: 'Skladem',
    outOfStock: 'Vyprodáno',
    onOrder: 'Na objednávku',
    unit: 'ks',
  },
  en: {
    newsletterEmail: 'E-mail',
    newsletterPlaceholder: 'you@example.com',
    newsletterSubmit: 'Subscribe',
    newsletterPending: 'Subscribing…',
    newsletterSuccess: 'Thank you! Please confirm with the link we have sent to your e-mail.',
    newsletterError: 'The subscription failed. Please try again.',
    originalPrice: 'Original price',
    discount: 'Discount',
    freeDelivery: 'Free delivery',
    notSaleable: 'Not for sale',
    gift: 'Gift',
    inStock: 'In stock',
    outOfStock: 'Out of stock',
    onOrder: 'On order',
    unit: 'pcs',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type BlockMessages = (typeof blockMessages)[Locale];
