import { Label, RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { useId } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useFieldControl, useFieldLabelId } from '../FormField/fieldContext.ts';
import { FieldHint } from '../FormField/FieldMessages.tsx';
import { cx } from '../styles/cx.ts';
import { choice, choiceBox, choiceLabel, choiceText } from '../styles/field.css.ts';
import { dot, group, radio } from './RadioGroup.css.ts';
import type { RadioGroupOrientation } from './radioGroupVariants.ts';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** Extra text under the option's label (a delivery time, a fee). */
  hint?: ReactNode;
  disabled?: boolean;
}

export type RadioGroupProps = Omit<
  ComponentPropsWithRef<typeof RadioGroupPrimitive.Root>,
  'children' | 'asChild' | 'orientation'
> & {
  options: readonly RadioOption[];
  orientation?: RadioGroupOrientation;
  invalid?: boolean;
};

/**
 * One choice out of a few visible options (Radix RadioGroup: arrow keys move and select, Tab
 * leaves the group). Named by the surrounding FormField's label, or by `aria-label`.
 */
export function RadioGroup({
  options,
  orientation = 'vertical',
  invalid,
  id,
  required,
  disabled,
  className,
  'aria-describedby': describedBy,
  'aria-labelledby': labelledBy,
  ...rest
}: RadioGroupProps) {
  const field = useFieldControl({
    id,
    invalid,
    required,
    disabled,
    'aria-describedby': describedBy,
  });
  const fieldLabelId = useFieldLabelId();
  const generatedId = useId();
  const groupId = field.id ?? `radio${generatedId.replace(/[^\w-]/g, '')}`;

  return (
    <RadioGroupPrimitive.Root
      {...rest}
      {...field}
      id={groupId}
      orientation={orientation}
      aria-labelledby={labelledBy ?? (rest['aria-label'] ? undefined : fieldLabelId)}
      className={cx(group({ orientation }), className)}
    >
      {options.map((option, index) => {
        const itemId = `${groupId}-${index}`;
        const hintId = option.hint ? `${itemId}-hint` : undefined;
        return (
          <div
            key={option.value}
            className={choice}
            data-disabled={option.disabled || field.disabled ? '' : undefined}
          >
            <RadioGroupPrimitive.Item
              id={itemId}
              value={option.value}
              disabled={option.disabled}
              aria-describedby={hintId}
              className={cx(choiceBox, radio)}
            >
              <RadioGroupPrimitive.Indicator className={dot} />
            </RadioGroupPrimitive.Item>
            <div className={choiceText}>
              <Label.Root htmlFor={itemId} className={choiceLabel}>
                {option.label}
              </Label.Root>
              {hintId ? <FieldHint id={hintId}>{option.hint}</FieldHint> : null}
            </div>
          </div>
        );
      })}
    </RadioGroupPrimitive.Root>
  );
}
