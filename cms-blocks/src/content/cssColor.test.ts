import { vars } from '@vitrina/design-system';
import { describe, expect, it } from 'vitest';
import { cssColor } from './cssColor.ts';

describe('cssColor', () => {
  it('passes hex colours through', () => {
    expect(cssColor('#0b6e70')).toBe('#0b6e70');
    expect(cssColor(' #fff ')).toBe('#fff');
  });

  it('resolves the editor palette and theme colour names to theme variables', () => {
    expect(cssColor('primary')).toBe(vars.color.brand);
    expect(cssColor('on-primary')).toBe(vars.color.onBrand);
    expect(cssColor('secondary')).toBe(vars.color.brandAccent);
    expect(cssColor('surfaceSunken')).toBe(vars.color.surfaceSunken);
    expect(cssColor('surface-sunken')).toBe(vars.color.surfaceSunken);
    expect(cssColor('transparent')).toBe('transparent');
  });

  it('refuses anything else', () => {
    for (const value of ['red', 'url(x)', '#12345', 'brand;background:url(x)', 'constructor', 42]) {
      expect(cssColor(value)).toBeUndefined();
    }
  });
});
