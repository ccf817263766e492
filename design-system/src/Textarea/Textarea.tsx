import type { ComponentPropsWithRef } from 'react';
import { useFieldControl } from '../FormField/fieldContext.ts';
import { cx } from '../styles/cx.ts';
import { fieldBox } from '../styles/field.css.ts';
import { textarea } from './Textarea.css.ts';

export type TextareaProps = ComponentPropsWithRef<'textarea'> & {
  /** Marks the value invalid; inside a FormField its `error` does this for you. */
  invalid?: boolean;
};

/** A native multi-line <textarea> styled like the other fields; works with `register`. */
export function Textarea({
  invalid,
  rows = 4,
  className,
  id,
  required,
  disabled,
  'aria-describedby': describedBy,
  ...rest
}: TextareaProps) {
  const field = useFieldControl({
    id,
    invalid,
    required,
    disabled,
    'aria-describedby': describedBy,
  });
  return (
    <textarea
      rows={rows}
      {...rest}
      {...field}
      className={cx(fieldBox({ size: 'large' }), textarea, className)}
    />
  );
}
