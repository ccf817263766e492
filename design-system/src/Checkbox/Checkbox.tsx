import { Label } from 'radix-ui';
import { useId } from 'react';
import type { ChangeEvent, ComponentPropsWithRef, ReactNode } from 'react';
import { joinIds } from '../FormField/fieldContext.ts';
import { FieldError, FieldHint, messageIds } from '../FormField/FieldMessages.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { cx } from '../styles/cx.ts';
import { choice, choiceBox, choiceLabel, choiceText } from '../styles/field.css.ts';
import { box, input, tick } from './Checkbox.css.ts';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'size' | 'children'> & {
  /** The visible label beside the box (its accessible name). */
  label: ReactNode;
  hint?: ReactNode;
  /** A validation message; when present the checkbox is invalid. */
  error?: ReactNode;
  invalid?: boolean;
  /** Convenience for controlled use: the new checked state. */
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * A native <input type="checkbox"> with a themed box. Native on purpose (not Radix Checkbox):
 * `ref`, `name`, `onChange` and `defaultChecked` behave as react-hook-form's `register` expects,
 * and the value is submitted with a plain form.
 */
export function Checkbox({
  label,
  hint,
  error,
  invalid,
  id,
  className,
  disabled,
  onChange,
  onCheckedChange,
  'aria-describedby': describedBy,
  ...rest
}: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? `checkbox${generatedId.replace(/[^\w-]/g, '')}`;
  const messages = messageIds(inputId, hint, error);
  const isInvalid = invalid ?? messages.hasError;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    onChange?.(event);
    onCheckedChange?.(event.target.checked);
  }

  return (
    <div className={cx(choice, className)} data-disabled={disabled ? '' : undefined}>
      <span className={box}>
        <input
          {...rest}
          type="checkbox"
          id={inputId}
          disabled={disabled}
          onChange={handleChange}
          aria-invalid={isInvalid ? true : undefined}
          aria-describedby={joinIds(messages.describedBy, describedBy)}
          className={cx(choiceBox, input)}
        />
        <Icon name="check" size="small" className={tick} />
      </span>
      <div className={choiceText}>
        <Label.Root htmlFor={inputId} className={choiceLabel}>
          {label}
        </Label.Root>
        {messages.hasHint ? <FieldHint id={messages.hintId}>{hint}</FieldHint> : null}
        {messages.hasError ? <FieldError id={messages.errorId}>{error}</FieldError> : null}
      </div>
    </div>
  );
}
