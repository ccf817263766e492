import { describe, expect, it } from 'vitest';
import { createTracker, type DataLayerHost } from './tracker.ts';

const pageView = { routeName: 'index', pageType: 'home', path: '/', locale: 'cs' } as const;

/** The dataLayer as plain values: Arguments objects become arrays. */
function entries(host: DataLayerHost): unknown[] {
  return (host.dataLayer ?? []).map((entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]'
      ? Array.from(entry as ArrayLike<unknown>)
      : entry,
  );
}

const events = (host: DataLayerHost) =>
  entries(host).filter((entry) => !Array.isArray(entry)) as { event: string }[];

describe('createTracker', () => {
  it('pushes only the Consent Mode defaults before a choice', () => {
    const host: DataLayerHost = {};
    const tracker = createTracker(host);
    tracker.start(null);
    tracker.track('site.page_view', pageView);
    expect(entries(host)).toEqual([
      [
        'consent',
        'default',
        expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' }),
      ],
    ]);
    // gtag's convention: an Arguments object, which tag managers tell apart from events.
    expect(Object.prototype.toString.call(host.dataLayer?.[0])).toBe('[object Arguments]');
  });

  it('sends what waited, then later events, once analytics is accepted', () => {
    const host: DataLayerHost = {};
    const tracker = createTracker(host);
    tracker.start(null);
    tracker.track('site.page_view', pageView);
    tracker.setConsent({ analytics: true, marketing: false });
    tracker.track('search.query', { query: 'kolo' });
    expect(entries(host)[1]).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' }),
    ]);
    expect(events(host).map((entry) => entry.event)).toEqual(['site.page_view', 'search.query']);
    expect(events(host)[0]).toEqual({ event: 'site.page_view', ...pageView });
  });

  it('drops what waited and everything after when analytics is refused', () => {
    const host: DataLayerHost = {};
    const tracker = createTracker(host);
    tracker.start(null);
    tracker.track('site.page_view', pageView);
    tracker.setConsent({ analytics: false, marketing: true });
    tracker.track('product.click', { list: 'category', product: { id: '1', name: 'Kolo' } });
    expect(events(host)).toEqual([]);
    expect(entries(host)).toHaveLength(2);
  });

  it('applies a stored choice at start, right after the defaults', () => {
    const host: DataLayerHost = {};
    const tracker = createTracker(host);
    tracker.start({ analytics: true, marketing: true });
    tracker.start({ analytics: false, marketing: false });
    tracker.track('site.page_view', pageView);
    const pushed = entries(host);
    expect(pushed.slice(0, 2).map((entry) => (entry as unknown[]).slice(0, 2))).toEqual([
      ['consent', 'default'],
      ['consent', 'update'],
    ]);
    expect(events(host)).toHaveLength(1);
  });

  it('keeps at most 50 events waiting for a choice', () => {
    const host: DataLayerHost = {};
    const tracker = createTracker(host);
    tracker.start(null);
    for (let index = 0; index < 80; index += 1)
      tracker.track('search.query', { query: `q${index}` });
    tracker.setConsent({ analytics: true, marketing: false });
    expect(events(host)).toHaveLength(50);
  });
});
