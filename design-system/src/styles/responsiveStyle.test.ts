import { describe, expect, it } from 'vitest';
import { breakpoints } from '../tokens/breakpoints.ts';
import { responsiveStyle } from './responsiveStyle.ts';

describe('responsiveStyle', () => {
  it('puts base rules at the top level and each breakpoint in a min-width query', () => {
    const rule = responsiveStyle({
      base: { color: 'red' },
      md: { color: 'green' },
      xxl: { color: 'blue' },
    });
    expect(rule).toEqual({
      color: 'red',
      '@media': {
        'screen and (min-width: 768px)': { color: 'green' },
        'screen and (min-width: 1480px)': { color: 'blue' },
      },
    });
  });

  it('emits queries in ascending breakpoint order whatever the input order', () => {
    const rule = responsiveStyle({
      xl: { width: 4 },
      sm: { width: 1 },
      lg: { width: 3 },
      md: { width: 2 },
      xxl: { width: 5 },
    });
    expect(Object.keys(rule['@media'] ?? {})).toEqual([
      'screen and (min-width: 480px)',
      'screen and (min-width: 768px)',
      'screen and (min-width: 1024px)',
      'screen and (min-width: 1279px)',
      'screen and (min-width: 1480px)',
    ]);
  });

  it('uses the breakpoint table (480, 768, 1024, 1279, 1480)', () => {
    expect(breakpoints).toEqual({ sm: 480, md: 768, lg: 1024, xl: 1279, xxl: 1480 });
  });

  it('keeps media queries already present in base and adds no @media when there is nothing to add', () => {
    const print = { '@media': { print: { display: 'none' } } } as const;
    expect(responsiveStyle({ base: { color: 'red' } })).toEqual({ color: 'red' });
    expect(responsiveStyle({ base: print, sm: { display: 'block' } })).toEqual({
      '@media': {
        print: { display: 'none' },
        'screen and (min-width: 480px)': { display: 'block' },
      },
    });
  });
});
