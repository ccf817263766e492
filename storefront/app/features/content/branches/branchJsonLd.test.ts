import { describe, expect, it } from 'vitest';
import { localBusinessJsonLd } from './branchJsonLd.ts';

describe('localBusinessJsonLd', () => {
  it('describes the branch with its address, position and only the days it opens', () => {
    const data = localBusinessJsonLd({
      name: 'Prodejna Brno',
      url: 'https://shop.example/vydejny/brno',
      description: null,
      phone: '+420 800 123 103',
      email: null,
      image: null,
      address: { street: 'Masarykova 8', city: 'Brno', postcode: '602 00' },
      latitude: 49.19,
      longitude: 16.6,
      openingHours: [
        { day: 1, opens: '08:00', closes: '18:00' },
        { day: 7, opens: null, closes: null },
      ],
      payWithCard: true,
    });
    expect(data['@type']).toBe('LocalBusiness');
    expect(data.address.addressLocality).toBe('Brno');
    expect(data.geo).toMatchObject({ latitude: 49.19, longitude: 16.6 });
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Monday',
        opens: '08:00',
        closes: '18:00',
      },
    ]);
    expect(data).toMatchObject({ telephone: '+420 800 123 103' });
    expect(data).not.toHaveProperty('email');
  });
});
