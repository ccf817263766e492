import type { Company, CompanyAddress } from '@vitrina/contracts/store';
import type { AresSeat, AresSubject } from './ares.client.ts';

/** `123/4a` (house number / orientation number + letter), `123`, or undefined when neither. */
function houseNumber(seat: AresSeat): string | undefined {
  const orientation =
    seat.cisloOrientacni && `${seat.cisloOrientacni}${seat.cisloOrientacniPismeno ?? ''}`;
  const parts = [seat.cisloDomovni, orientation].filter(Boolean);
  return parts.length > 0 ? parts.join('/') : undefined;
}

/** Prague's post uses the district (`Praha 4`), which ARES keeps apart from the town (`Praha`). */
function cityOf(seat: AresSeat): string | undefined {
  const { nazevObce: town, nazevMestskehoObvodu: district } = seat;
  const number = town && district?.startsWith(`${town} `) && district.slice(town.length + 1);
  if (number && /^\d+$/.test(number)) return district;
  return town;
}

/** Null unless the seat is in Czechia with a street or place, a city and a 5-digit postcode. */
export function toCompanyAddress(seat: AresSeat | null | undefined): CompanyAddress | null {
  if (!seat || (seat.kodStatu !== undefined && seat.kodStatu !== 'CZ')) return null;
  // A village without streets is addressed by its part (`Lhota 15`), as the post does.
  const place = seat.nazevUlice ?? seat.nazevCastiObce ?? seat.nazevObce;
  const street = [place, houseNumber(seat)].filter(Boolean).join(' ');
  const city = cityOf(seat);
  const postcode = seat.psc?.padStart(5, '0');
  if (!street || !city || !postcode || !/^\d{5}$/.test(postcode)) return null;
  return { street, city, postcode, countryCode: 'CZE' };
}

export function toCompany(subject: AresSubject): Company {
  return {
    ico: subject.ico,
    name: subject.obchodniJmeno,
    vatId: subject.dic ?? null,
    address: toCompanyAddress(subject.sidlo),
  };
}
