import { describe, expect, it, vi } from 'vitest';
import { createSessionReadiness } from './sessionLoaded.ts';

describe('createSessionReadiness', () => {
  it('reports once, after the page view, the cart and the user, in any order', () => {
    const report = vi.fn();
    const readiness = createSessionReadiness(report);
    readiness.mark('user');
    readiness.mark('pageView');
    readiness.mark('pageView');
    expect(report).not.toHaveBeenCalled();
    readiness.mark('cart');
    readiness.mark('pageView');
    expect(report).toHaveBeenCalledTimes(1);
  });
});
