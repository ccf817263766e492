import { Label } from 'radix-ui';
import { useId, useMemo } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../styles/cx.ts';
import { label as labelClass, requiredMark } from '../styles/field.css.ts';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css.ts';
import { FieldContext } from './fieldContext.ts';
import type { FieldContextValue } from './fieldContext.ts';
import { FieldError, FieldHint, messageIds } from './FieldMessages.tsx';
import { formField } from './FormField.css.ts';

export interface FormFieldProps {
  /** The control's visible name (its <label>). */
  label: ReactNode;
  /** Help text under the control, read with it via aria-describedby. */
  hint?: ReactNode;
  /** A validation message; when present the field is invalid (aria-invalid on the control). */
  error?: ReactNode;
  /** Marks a value that passed validation (a positive border); an `error` always wins. */
  valid?: boolean;
  /** Id of the control; generated when omitted. */
  id?: string;
  /** Marks the control required (native `required`) and shows a decorative asterisk. */
  required?: boolean;
  disabled?: boolean;
  /** Keeps the label for screen readers only, for a field whose purpose is clear from layout. */
  hideLabel?: boolean;
  className?: string;
  /** One control: TextField, Textarea, Select, RadioGroup or QuantityStepper. */
  children: ReactNode;
}

/** Label, control, hint and error as one unit; the control picks up its id and ARIA wiring. */
export function FormField({
  label,
  hint,
  error,
  valid = false,
  id,
  required,
  disabled,
  hideLabel = false,
  className,
  children,
}: FormFieldProps) {
  const generatedId = useId();
  // useId output is made selector-safe so ids also work in querySelector and CSS.
  const controlId = id ?? `field${generatedId.replace(/[^\w-]/g, '')}`;
  const labelId = `${controlId}-label`;
  const { hintId, errorId, hasHint, hasError, describedBy } = messageIds(controlId, hint, error);
  const context = useMemo<FieldContextValue>(
    () => ({ id: controlId, labelId, describedBy, invalid: hasError, valid, required, disabled }),
    [controlId, labelId, describedBy, hasError, valid, required, disabled],
  );

  return (
    <div className={cx(formField, className)} data-invalid={hasError || undefined}>
      <Label.Root
        id={labelId}
        htmlFor={controlId}
        className={cx(labelClass, hideLabel && visuallyHidden)}
      >
        {label}
        {required ? (
          <span className={requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </Label.Root>
      <FieldContext value={context}>{children}</FieldContext>
      {hasHint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {hasError ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
