import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

const storageKey = 'vitrina-checkout-details';

/** The values worth keeping across a reload: everything but the passwords. */
function withoutSecrets(values: FieldValues): FieldValues {
  const { password: _password, passwordConfirmation: _confirmation, ...rest } = values;
  return rest;
}

function leaves(values: Record<string, unknown>, prefix = ''): [string, unknown][] {
  return Object.entries(values).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? leaves(value as Record<string, unknown>, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

/**
 * Keeps the step's values in sessionStorage (this tab only, gone with it; never a cookie, so
 * personal data never travels with requests) and puts them back after a reload. A server answer
 * (a refused post, the company lookup) carries its own values and wins.
 */
export function useSavedDetails(form: UseFormReturn<FieldValues>, answered: boolean) {
  useEffect(() => {
    if (!answered) {
      try {
        const saved = sessionStorage.getItem(storageKey);
        if (saved) {
          for (const [name, value] of leaves(JSON.parse(saved) as Record<string, unknown>))
            if (typeof value === 'string' || typeof value === 'boolean')
              form.setValue(name, value, { shouldDirty: true });
        }
      } catch {
        // Storage off (private mode) or a broken entry: the form simply starts empty.
      }
    }
    const subscription = form.watch((values) => {
      try {
        sessionStorage.setItem(storageKey, JSON.stringify(withoutSecrets(values)));
      } catch {
        // Quota or storage off: the values are only not kept.
      }
    });
    return () => subscription.unsubscribe();
    // Once per page (the form object is stable): the restore must not repeat after answers.
  }, []);
  return {
    clearSaved: () => {
      try {
        sessionStorage.removeItem(storageKey);
      } catch {
        // Nothing kept, nothing to clear.
      }
    },
  };
}
