import { describe, expect, it } from 'vitest';
import { createOnceGate } from './reportOnce.ts';

describe('createOnceGate', () => {
  it('reports a key once however often it comes, and a new key again', () => {
    const gate = createOnceGate();
    expect(['a', 'a', 'a'].map((key) => gate.shouldReport(key))).toEqual([true, false, false]);
    expect(gate.shouldReport('b')).toBe(true);
    expect(gate.shouldReport('b')).toBe(false);
    // Back to an earlier key is a new visit of it (product A, B, then A again).
    expect(gate.shouldReport('a')).toBe(true);
  });

  it('never reports null (nothing loaded yet)', () => {
    const gate = createOnceGate();
    expect(gate.shouldReport(null)).toBe(false);
    expect(gate.shouldReport('a')).toBe(true);
  });
});
