import { renameShoppingListBody } from '@vitrina/contracts/store';
import { z } from 'zod';
import { textAt } from './forms/formValues.ts';

/** The list name form (create and rename), checked by the contract's rule. */
export const listNameForm = z.preprocess(
  (v) => ({ name: textAt(v, 'name') }),
  renameShoppingListBody,
);
