import { weekTable, type DayHours } from './openingHours.ts';

const schemaDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export interface LocalBusinessInput {
  name: string;
  url: string;
  description: string | null;
  phone: string | null;
  email: string | null;
  image: string | null;
  address: { street: string; city: string; postcode: string };
  latitude: number;
  longitude: number;
  openingHours: readonly DayHours[];
  payWithCard: boolean;
}

/** schema.org LocalBusiness of a branch: address, position, opening hours, contacts. */
export function localBusinessJsonLd(branch: LocalBusinessInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: branch.name,
    url: branch.url,
    ...(branch.description ? { description: branch.description } : {}),
    ...(branch.phone ? { telephone: branch.phone } : {}),
    ...(branch.email ? { email: branch.email } : {}),
    ...(branch.image ? { image: branch.image } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: branch.address.street,
      addressLocality: branch.address.city,
      postalCode: branch.address.postcode,
      addressCountry: 'CZ',
    },
    geo: { '@type': 'GeoCoordinates', latitude: branch.latitude, longitude: branch.longitude },
    openingHoursSpecification: weekTable(branch.openingHours).flatMap(({ day, hours }) =>
      hours
        ? [
            {
              '@type': 'OpeningHoursSpecification',
              dayOfWeek: `https://schema.org/${schemaDays[day - 1]}`,
              opens: hours.opens,
              closes: hours.closes,
            },
          ]
        : [],
    ),
    paymentAccepted: branch.payWithCard ? 'Cash, Credit Card' : 'Cash',
  };
}
