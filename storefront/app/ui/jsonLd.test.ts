import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from './jsonLd.ts';

describe('serializeJsonLd', () => {
  it('cannot close the script element or open a comment', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script><!--' });
    expect(text).not.toMatch(/[<>]/);
    expect(text).not.toContain('</script');
  });

  it('parses back to the same value', () => {
    const value = { name: 'Tričko <XL> & "více"\u2028', price: '129.90', list: [1, null] };
    expect(JSON.parse(serializeJsonLd(value))).toEqual(value);
  });
});
