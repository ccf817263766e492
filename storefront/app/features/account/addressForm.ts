import {
  addressTypes,
  createAddressBody,
  updateAddressBody,
  type Address,
} from '@vitrina/contracts/store';
import { z } from 'zod';
import { isChecked, optionalText, textAt } from './forms/formValues.ts';

/** The address form's values as a create body (spec §5 rules in the contract). */
function addressBody(v: unknown) {
  const type = textAt(v, 'type');
  return {
    type: (addressTypes as readonly string[]).includes(type) ? type : 'delivery',
    isDefault: isChecked((v as { isDefault?: unknown } | null)?.isDefault),
    firstName: textAt(v, 'firstName'),
    lastName: textAt(v, 'lastName'),
    companyName: optionalText(textAt(v, 'companyName')),
    street: textAt(v, 'street'),
    houseNumber: textAt(v, 'houseNumber'),
    city: textAt(v, 'city'),
    postcode: textAt(v, 'postcode'),
    countryCode: textAt(v, 'countryCode'),
    phone: optionalText(textAt(v, 'phone')),
  };
}

export const addressForm = z.preprocess(addressBody, createAddressBody);
export const editAddressForm = z.preprocess(addressBody, updateAddressBody);

/** A saved address as the form's values (edit). */
export function addressValues(address: Address) {
  return {
    ...address,
    companyName: address.companyName ?? '',
    phone: address.phone ?? '',
  };
}
