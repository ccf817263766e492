import { describe, expect, it } from 'vitest';
import type { DetailParameter } from '../productParameters.ts';
import { compareRows } from './compareRows.ts';

const parameter = (id: number, ...values: string[]): DetailParameter => ({
  id,
  title: `P${id}`,
  type: 'text',
  unit: null,
  description: null,
  values: values.map((title, index) => ({
    id: id * 100 + index,
    title,
    descriptionShort: null,
    descriptionLong: null,
    colorHex: null,
  })),
});

describe('compareRows', () => {
  it('lines products up by parameter and marks differences', () => {
    const rows = compareRows([
      [parameter(1, 'Oak'), parameter(2, '2 years')],
      [parameter(1, 'Oak'), parameter(2, '3 years')],
    ]);
    expect(rows).toEqual([
      { id: 1, title: 'P1', cells: ['Oak', 'Oak'], differs: false },
      { id: 2, title: 'P2', cells: ['2 years', '3 years'], differs: true },
    ]);
  });

  it('has a row for a parameter only one product has, and that row differs', () => {
    const rows = compareRows([[parameter(1, 'Oak')], [parameter(3, 'Red', 'Blue')]]);
    expect(rows.map((row) => [row.id, row.cells, row.differs])).toEqual([
      [1, ['Oak', ''], true],
      [3, ['', 'Red, Blue'], true],
    ]);
  });

  it('shows nothing as different for a single product', () => {
    expect(compareRows([[parameter(1, 'Oak')]])[0]?.differs).toBe(false);
  });
});
