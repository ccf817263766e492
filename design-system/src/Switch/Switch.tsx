import { Label, Switch as SwitchPrimitive } from 'radix-ui';
import { useId } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { joinIds } from '../FormField/fieldContext.ts';
import { FieldError, FieldHint, messageIds } from '../FormField/FieldMessages.tsx';
import { cx } from '../styles/cx.ts';
import { choice, choiceLabel, choiceText } from '../styles/field.css.ts';
import { thumb, track } from './Switch.css.ts';

export type SwitchProps = Omit<
  ComponentPropsWithRef<typeof SwitchPrimitive.Root>,
  'children' | 'asChild'
> & {
  /** The visible label beside the switch (its accessible name). */
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  invalid?: boolean;
};

/**
 * An on/off setting that applies at once (role="switch", Radix Switch). Use `checked` +
 * `onCheckedChange` (react-hook-form: a Controller); with `name` inside a <form> it submits "on".
 */
export function Switch({
  label,
  hint,
  error,
  invalid,
  id,
  className,
  disabled,
  'aria-describedby': describedBy,
  ...rest
}: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? `switch${generatedId.replace(/[^\w-]/g, '')}`;
  const messages = messageIds(switchId, hint, error);
  const isInvalid = invalid ?? messages.hasError;

  return (
    <div className={cx(choice, className)} data-disabled={disabled ? '' : undefined}>
      <SwitchPrimitive.Root
        {...rest}
        id={switchId}
        disabled={disabled}
        aria-invalid={isInvalid ? true : undefined}
        aria-describedby={joinIds(messages.describedBy, describedBy)}
        className={track}
      >
        <SwitchPrimitive.Thumb className={thumb} />
      </SwitchPrimitive.Root>
      <div className={choiceText}>
        <Label.Root htmlFor={switchId} className={choiceLabel}>
          {label}
        </Label.Root>
        {messages.hasHint ? <FieldHint id={messages.hintId}>{hint}</FieldHint> : null}
        {messages.hasError ? <FieldError id={messages.errorId}>{error}</FieldError> : null}
      </div>
    </div>
  );
}
