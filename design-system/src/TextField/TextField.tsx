import type { ComponentPropsWithRef } from 'react';
import type { FieldSize } from '../FormField/fieldVariants.ts';
import { useFieldControl } from '../FormField/fieldContext.ts';
import { cx } from '../styles/cx.ts';
import { fieldBox } from '../styles/field.css.ts';
import { textField } from './TextField.css.ts';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'size'> & {
  size?: FieldSize;
  /** Marks the value invalid; inside a FormField its `error` does this for you. */
  invalid?: boolean;
};

/**
 * A single-line native <input>. Name it with a FormField (or `aria-label` when it stands alone);
 * `ref`, `name`, `onChange` and `onBlur` reach the input, so react-hook-form's `register` works.
 */
export function TextField({
  size,
  invalid,
  type = 'text',
  className,
  id,
  required,
  disabled,
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  const field = useFieldControl({
    id,
    invalid,
    required,
    disabled,
    'aria-describedby': describedBy,
  });
  return (
    <input
      type={type}
      {...rest}
      {...field}
      className={cx(fieldBox({ size }), textField, className)}
    />
  );
}
