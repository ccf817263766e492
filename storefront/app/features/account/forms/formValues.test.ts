import { describe, expect, it } from 'vitest';
import { formDataValues, keptValues, textAt } from './formValues.ts';

function form(fields: [string, string][]) {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

describe('formDataValues', () => {
  it('nests dotted names like react-hook-form, first value wins', () => {
    const values = formDataValues(
      form([
        ['email', 'a@b.cz'],
        ['attributes.custom.dateOfBirth', '1990-01-02'],
        ['email', 'second@b.cz'],
      ]),
    );
    expect(values).toEqual({
      email: 'a@b.cz',
      attributes: { custom: { dateOfBirth: '1990-01-02' } },
    });
    expect(textAt(values, 'attributes.custom.dateOfBirth')).toBe('1990-01-02');
    expect(textAt(values, 'attributes.missing')).toBe('');
  });

  it('never writes to the prototype', () => {
    formDataValues(
      form([
        ['__proto__.polluted', 'yes'],
        ['constructor.prototype.x', '1'],
      ]),
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('does not send passwords or tokens back to the page', () => {
    expect(
      keptValues({ email: 'a', password: 'p', password_confirmation: 'p', token: 't' }),
    ).toEqual({ email: 'a' });
  });
});
