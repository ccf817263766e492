import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import { useForm, type FieldErrors, type FieldValues } from 'react-hook-form';
import { useSubmit } from 'react-router';
import type { z } from 'zod';
import type { FormFailure } from './formResult.ts';

/** `{ 'a.b': 'msg' }` → react-hook-form's nested `{ a: { b: { type, message } } }`. */
function nestErrors(fieldErrors: Record<string, string> | undefined): FieldErrors | undefined {
  if (!fieldErrors) return undefined;
  const errors: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const keys = path.split('.');
    let target = errors;
    for (const key of keys.slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>;
    target[keys[keys.length - 1] as string] = { type: 'server', message };
  }
  return errors as FieldErrors;
}

/** `['a.b', value]` for every non-object value of a nested values object. */
function leaves(values: Record<string, unknown>, prefix = ''): [string, unknown][] {
  return Object.entries(values).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? leaves(value as Record<string, unknown>, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

/**
 * A form checked in the browser by the schema its server action uses (spec §5: on change and
 * blur), posted as a plain form once valid. Without JavaScript the form posts as it is and the
 * action answers with `failure`, whose values and errors this hook shows the same way.
 */
export function useAccountForm(
  schema: z.ZodType,
  initial: FieldValues,
  failure: FormFailure | undefined,
  /** `all` checks every change from the first keystroke (the checkout's details, spec §5). */
  mode: 'onTouched' | 'all' = 'onTouched',
) {
  const values = useMemo(() => ({ ...initial, ...failure?.values }), [initial, failure]);
  const errors = useMemo(() => nestErrors(failure?.fieldErrors), [failure]);
  // No defaultValues: each registered field starts from what its element holds, the server's
  // `defaultValue` or what the shopper typed before the page hydrated (a slow phone), which
  // react-hook-form would otherwise overwrite with the defaults.
  const form = useForm<FieldValues>({
    // The schemas start with a preprocess (form values → call body), so their input type is
    // `unknown`; react-hook-form only needs to know the values are a record.
    resolver: zodResolver(schema as unknown as z.ZodType<FieldValues, FieldValues>),
    mode,
    errors,
  });
  // A later answer (the company lookup, a refused post) refills what it changed.
  const { setValue } = form;
  const shown = useRef(failure);
  useEffect(() => {
    if (shown.current === failure) return;
    shown.current = failure;
    for (const [path, value] of leaves(failure?.values ?? {})) setValue(path, value);
  }, [failure, setValue]);
  const submit = useSubmit();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The button that sent it (its name and value: an intent) goes along, as in a plain post.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const target = submitter instanceof HTMLButtonElement ? submitter : event.currentTarget;
    if (submitter instanceof HTMLButtonElement && submitter.formNoValidate) {
      // A helper button (the company lookup) posts what is there, checked or not.
      event.preventDefault();
      void submit(target, { method: 'post' });
      return;
    }
    void form.handleSubmit(() => submit(target, { method: 'post' }))(event);
  };
  return { form, values, onSubmit, formError: failure?.formError };
}

export type AccountForm = ReturnType<typeof useAccountForm>;
