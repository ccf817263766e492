import { asc, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, useMigratedDatabase } from '../test/databases.ts';
import { languages, parameters, parameterTranslations } from './schema/index.ts';
import { preferredTranslation, translationsOf, type LocaleScope } from './translations.ts';

describe.each(testDatabases)('preferredTranslation on $name', (database) => {
  const state = useMigratedDatabase(database);
  const scope = (locale: string, fallbackLocale: string): LocaleScope => ({
    db: state.handle.db,
    locale,
    fallbackLocale,
  });
  const t = parameterTranslations;

  beforeAll(async () => {
    const { db } = state.handle;
    await db
      .insert(languages)
      .values(
        ['cs', 'en', 'de'].map((code) => ({ code, iso: code, domain: `${code}.test`, file: code })),
      );
    await db.insert(parameters).values(
      ['weight', 'colour', 'size'].map((code, index) => ({
        id: index + 1,
        code,
        type: 'text' as const,
      })),
    );
    await db.insert(t).values([
      { parameterId: 1, locale: 'cs', title: 'Hmotnost', unit: 'kg' },
      { parameterId: 1, locale: 'en', title: 'Weight', unit: null },
      { parameterId: 2, locale: 'cs', title: 'Barva', unit: null },
      { parameterId: 3, locale: 'de', title: 'Größe', unit: 'cm' },
    ]);
  });

  const titles = async (locale: string, fallbackLocale: string) => {
    const found = await translationsOf(scope(locale, fallbackLocale), t, t.parameterId, [1, 2, 3]);
    return [...found].map(([id, row]) => [id, row.title, row.unit]);
  };

  it('reads the whole row of the request language, never a column of the fallback one', async () => {
    expect(await titles('en', 'cs')).toContainEqual([1, 'Weight', null]);
  });

  it('falls back to the whole row of the fallback language, else to nothing', async () => {
    expect(await titles('en', 'cs')).toEqual([
      [1, 'Weight', null],
      [2, 'Barva', null],
    ]);
    expect(await titles('en', 'en')).toEqual([[1, 'Weight', null]]);
    expect(await titles('de', 'cs')).toEqual([
      [1, 'Hmotnost', 'kg'],
      [2, 'Barva', null],
      [3, 'Größe', 'cm'],
    ]);
  });

  it('joins one translation per entity, leaving the untranslated ones with nulls', async () => {
    const rows = await state.handle.db
      .select({ code: parameters.code, title: sql<string | null>`${t.title}` })
      .from(parameters)
      .leftJoin(t, preferredTranslation(scope('cs', 'en'), t, t.parameterId, parameters.id))
      .orderBy(asc(parameters.id));
    expect(rows).toEqual([
      { code: 'weight', title: 'Hmotnost' },
      { code: 'colour', title: 'Barva' },
      { code: 'size', title: null },
    ]);
  });
});
