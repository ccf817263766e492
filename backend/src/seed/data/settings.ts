import type { shopSettings, shopSettingsTranslations } from '../../db/schema/index.ts';
import { demoDomain } from './languages.ts';

export const settingsRow: typeof shopSettings.$inferInsert = {
  id: 1,
  domain: demoDomain,
  contactName: 'Vitrina s.r.o.',
  contactEmail: 'info@vitrina.localhost',
  contactPhone: '+420 800 123 456',
  contactStreet: 'Náměstí Míru 12',
  contactCity: 'Praha 2',
  contactPostcode: '120 00',
  contactCountryCode: 'CZE',
  shoppingDisabled: false,
  functions: {
    loyalty_credits: true,
    wishList: true,
    favourites: true,
    shopping_lists: true,
    users_addresses: true,
  },
};

export const settingsTranslationRows: (typeof shopSettingsTranslations.$inferInsert)[] = [
  {
    settingsId: 1,
    locale: 'cs',
    metaTitle: 'Vitrina – elektronika, domov, sport a móda',
    metaDescription:
      'Vitrina je český e-shop s elektronikou, vybavením domácnosti, sportem a módou. Doprava zdarma od 1 500 Kč.',
  },
  {
    settingsId: 1,
    locale: 'en',
    metaTitle: 'Vitrina – electronics, home, sports and fashion',
    metaDescription:
      'Vitrina is a Czech online shop for electronics, home, sports and fashion. Free delivery from 1,500 CZK.',
  },
];
