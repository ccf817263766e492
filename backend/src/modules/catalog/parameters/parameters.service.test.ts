import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../../db/database.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import { testDatabases } from '../../../test/databases.ts';
import { useTestApp } from '../../../test/test-app.ts';
import {
  findParameterValues,
  listParameters,
  loadParameterDictionary,
} from './parameters.service.ts';

const ascending = (numbers: number[]) => numbers.every((n, i) => i === 0 || numbers[i - 1]! <= n);

describe.each(testDatabases)('parameter dictionary on $name', (database) => {
  const api = useTestApp(database);
  const context = (locale: 'cs' | 'en', fallbackLocale: 'cs' | 'en') =>
    ({ db: api.handle.db, locale, fallbackLocale }) as RequestContext;

  it('holds every parameter by position, each with its own values in position order', async () => {
    const { parameters, values } = await loadParameterDictionary(context('cs', 'cs'));
    const list = [...parameters.values()];
    expect(list.length).toBeGreaterThanOrEqual(8);
    expect(ascending(list.map((parameter) => parameter.position))).toBe(true);
    for (const parameter of list) {
      expect(parameter.values.every((value) => value.parameterId === parameter.id)).toBe(true);
      expect(ascending(parameter.values.map((value) => value.position))).toBe(true);
    }
    expect(list.reduce((sum, parameter) => sum + parameter.values.length, 0)).toBe(values.size);
    const [black] = await findParameterValues(context('cs', 'cs'), [41]);
    expect(black).toMatchObject({ id: 41, title: 'Černá', colorHex: '#1f1f1f' });
  });

  // Writes last: this file's database is its own copy. Each read after a write uses a language
  // pair not read before, so the dictionary cache cannot answer it.
  it('falls back to the fallback language, then to the code', async () => {
    const [parameter] = await selectRows<{ id: number; code: string; title: string }>(
      api.handle.db,
      sql`select p.id, p.code, t.title from parameters p
          join parameter_translations t on t.parameter_id = p.id and t.locale = 'cs'
          where exists (select 1 from parameter_translations e
                        where e.parameter_id = p.id and e.locale = 'en' and e.title <> t.title)
          order by p.id limit 1`,
    );
    const id = parameter?.id ?? 0;
    await api.handle.db.execute(
      sql`delete from parameter_translations where parameter_id = ${id} and locale = 'en'`,
    );
    const [fallback] = await listParameters(context('en', 'cs'), { ids: [id] });
    expect(fallback?.title).toBe(parameter?.title);
    await api.handle.db.execute(sql`delete from parameter_translations where parameter_id = ${id}`);
    const [bare] = await listParameters(context('cs', 'en'), { ids: [id] });
    expect(bare).toMatchObject({ id, title: parameter?.code, unit: null, description: null });
  });
});
