import { createContext, useContext } from 'react';

/** What a FormField tells the control inside it, so label, hint and error are wired without props. */
export interface FieldContextValue {
  id: string;
  labelId: string;
  /** Ids of the hint and error, in reading order; undefined when there are none. */
  describedBy: string | undefined;
  invalid: boolean;
  /** Validation passed (and there is no error): the control shows a positive border. */
  valid: boolean;
  required: boolean | undefined;
  disabled: boolean | undefined;
}

export const FieldContext = createContext<FieldContextValue | null>(null);

/** Joins id lists for aria-describedby / aria-labelledby, skipping empty ones. */
export function joinIds(...ids: Array<string | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

export interface FieldControlInput {
  id?: string | undefined;
  invalid?: boolean | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  'aria-describedby'?: string | undefined;
}

/**
 * The a11y props for a control: its own props win, the surrounding FormField fills the rest.
 * `aria-invalid` is only ever "true" or absent (an explicit "false" adds nothing for readers).
 */
export function useFieldControl({
  id,
  invalid,
  required,
  disabled,
  'aria-describedby': describedBy,
}: FieldControlInput) {
  const field = useContext(FieldContext);
  const isInvalid = invalid ?? field?.invalid ?? false;
  return {
    id: id ?? field?.id,
    required: required ?? field?.required,
    disabled: disabled ?? field?.disabled,
    'aria-invalid': isInvalid ? (true as const) : undefined,
    'aria-describedby': joinIds(field?.describedBy, describedBy),
    // Visual only: "valid" has no ARIA state, and the hint or label already says what is expected.
    'data-valid': !isInvalid && field?.valid ? '' : undefined,
  };
}

/** The surrounding field's label id, for group controls that are named by aria-labelledby. */
export function useFieldLabelId(): string | undefined {
  return useContext(FieldContext)?.labelId;
}
