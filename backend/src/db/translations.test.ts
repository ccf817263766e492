import { describe, expect, it } from 'vitest';
import { loadTranslated, withTranslations, type LocaleScope } from './translations.ts';

const rows = [{ id: 3 }, { id: 1 }, { id: 2 }];
const translations = new Map([
  [1, 'one'],
  [3, 'three'],
]);

describe('withTranslations', () => {
  it('builds one item per translated row, in row order, leaving untranslated rows out', () => {
    expect(withTranslations(rows, translations, (row, t) => `${row.id}:${t}`)).toEqual([
      '3:three',
      '1:one',
    ]);
  });
});

describe('loadTranslated', () => {
  it('loads the translations of exactly the rows given, with the scope', async () => {
    const scope = { locale: 'en', fallbackLocale: 'cs' } as LocaleScope;
    const asked: unknown[] = [];
    const items = await loadTranslated(
      scope,
      rows,
      async (given, ids) => {
        asked.push(given, ids);
        return translations;
      },
      (row, t) => ({ id: row.id, t }),
    );
    expect(asked).toEqual([scope, [3, 1, 2]]);
    expect(items).toEqual([
      { id: 3, t: 'three' },
      { id: 1, t: 'one' },
    ]);
  });
});
