import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** Each invalid field's first issue, as the field's message in the shopper's language. */
export function fieldErrorsOf<Field extends string>(
  error: z.ZodError,
  messages: Record<Field, string>,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '') as Field;
    if (field in messages && !errors[field]) errors[field] = messages[field];
  }
  return errors;
}

/**
 * A react-hook-form resolver from a zod schema whose messages are the form's own translated
 * per-field texts (the schema's English messages are for the API; the shopper reads these).
 */
export function zodFieldResolver<Values extends FieldValues>(
  schema: z.ZodType,
  messages: Record<keyof Values & string, string>,
): Resolver<Values> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data as Values, errors: {} };
    const errors = Object.fromEntries(
      Object.entries(fieldErrorsOf(result.error, messages)).map(([field, message]) => [
        field,
        { type: 'validation', message },
      ]),
    ) as FieldErrors<Values>;
    return { values: {}, errors };
  };
}
