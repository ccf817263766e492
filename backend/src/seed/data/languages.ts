import type { languages } from '../../db/schema/index.ts';

export const demoDomain = 'vitrina.localhost';

export const languageRows: (typeof languages.$inferInsert)[] = [
  { code: 'cs', iso: 'cs-CZ', domain: demoDomain, file: 'cs.json', position: 0 },
  { code: 'en', iso: 'en-GB', domain: demoDomain, file: 'en.json', position: 1 },
];
