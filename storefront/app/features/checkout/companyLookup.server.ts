import { data, type RouterContextProvider } from 'react-router';
import { privateNoStore } from '../../middleware/cacheControl.ts';
import { findCompany } from '../account/register.server.ts';
import { companyValues } from './deliveryDetails.server.ts';

/** What the step's script gets: the form values to fill, or the IČO field's message key. */
export type CompanyLookupAnswer =
  { values: Record<string, string>; message?: undefined } | { message: string; values?: undefined };

/** `GET /actions/company-lookup?ico=`: the business register's company as the step's values. */
export async function companyLookup(context: Readonly<RouterContextProvider>, request: Request) {
  const ico = new URL(request.url).searchParams.get('ico') ?? '';
  const found = await findCompany(context, ico);
  const headers = { 'Cache-Control': privateNoStore };
  if (!found.ok)
    return data<CompanyLookupAnswer>({ message: found.message }, { status: 422, headers });
  return data<CompanyLookupAnswer>({ values: companyValues(found.company) }, { headers });
}
