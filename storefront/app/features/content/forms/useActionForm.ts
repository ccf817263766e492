import { useEffect, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useNavigation, useSubmit } from 'react-router';
import type { z } from 'zod';
import type { FormActionResult } from './formCall.server.ts';
import { zodFieldResolver } from './zodResolver.ts';

/**
 * A page form that posts to its route action (so it works without JavaScript): with a script,
 * react-hook-form checks the fields first with the server's schema and per-field messages, then
 * submits the same form element. The action's answer fills the fields again (or empties them
 * once sent) — also in the server's HTML, for a page without script — and a field shows the
 * browser's message, else the server's.
 */
export function useActionForm<Values extends FieldValues>(input: {
  schema: z.ZodType;
  messages: Record<keyof Values & string, string>;
  empty: Values;
  result: FormActionResult<keyof Values & string, Values> | undefined;
}) {
  const { result, empty } = input;
  const submit = useSubmit();
  const busy = useNavigation().state === 'submitting';
  const form = useForm<Values>({
    resolver: zodFieldResolver<Values>(input.schema, input.messages),
    // Spec §5: checked on blur, then on every change, so an error goes as it is fixed (not on
    // the blur that a click elsewhere causes, which would move what is being clicked).
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: (result?.values ?? empty) as DefaultValues<Values>,
  });
  useEffect(() => {
    if (result?.sent) form.reset(empty);
  }, [result, form, empty]);
  const shown = result?.values ?? empty;
  return {
    form,
    busy,
    /** A text field's props: registered, and its value from the post (a page without script). */
    field: (name: Path<Values>) => ({
      ...form.register(name),
      defaultValue: String((shown as Record<string, unknown>)[name] ?? ''),
    }),
    errorOf: (field: keyof Values & string) =>
      (form.formState.errors[field as Path<Values>]?.message as string | undefined) ??
      result?.errors[field],
    onSubmit(event: FormEvent<HTMLFormElement>) {
      const element = event.currentTarget;
      void form.handleSubmit(() => submit(element))(event);
    },
  };
}
