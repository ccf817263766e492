import { describe, expect, it } from 'vitest';
import { railKeyTarget } from './railKeys.ts';

describe('railKeyTarget', () => {
  it('steps with the arrows and wraps round at both ends', () => {
    expect(railKeyTarget('ArrowRight', 0, 4)).toBe(1);
    expect(railKeyTarget('ArrowRight', 3, 4)).toBe(0);
    expect(railKeyTarget('ArrowLeft', 0, 4)).toBe(3);
  });

  it('jumps with Home and End and ignores other keys', () => {
    expect(railKeyTarget('Home', 2, 4)).toBe(0);
    expect(railKeyTarget('End', 0, 4)).toBe(3);
    expect(railKeyTarget('Enter', 1, 4)).toBeNull();
    expect(railKeyTarget('ArrowRight', 0, 0)).toBeNull();
  });
});
