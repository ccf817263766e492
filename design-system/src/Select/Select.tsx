import { Select as SelectPrimitive } from 'radix-ui';
import type { FocusEventHandler, Ref } from 'react';
import type { FieldSize } from '../FormField/fieldVariants.ts';
import { useFieldControl } from '../FormField/fieldContext.ts';
import { Icon } from '../Icon/Icon.tsx';
import { cx } from '../styles/cx.ts';
import { usePortalContainer } from '../styles/portalContainer.ts';
import { fieldBox } from '../styles/field.css.ts';
import * as styles from './Select.css.ts';

export interface SelectOption {
  /** Must not be empty: Radix reserves "" for "no selection" (the placeholder). */
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Shown while nothing is selected. */
  placeholder?: string;
  /** With `name` inside a <form>, Radix adds a hidden native <select> so the value is submitted. */
  name?: string;
  required?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  size?: FieldSize;
  id?: string;
  className?: string;
  autoComplete?: string;
  onBlur?: FocusEventHandler<HTMLButtonElement>;
  /** The trigger button: react-hook-form's Controller focuses it on a validation error. */
  ref?: Ref<HTMLButtonElement>;
  'aria-label'?: string;
  'aria-describedby'?: string;
  /** Portal target of the list; defaults to the trigger's theme root (see `usePortalContainer`). */
  container?: HTMLElement | null;
}

/**
 * A themed single-choice list (Radix Select: a combobox button with a listbox popup, typeahead and
 * arrow keys). Named by the surrounding FormField's label, or by `aria-label`.
 */
export function Select({
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  name,
  required,
  disabled,
  invalid,
  size,
  id,
  className,
  autoComplete,
  onBlur,
  ref,
  'aria-label': ariaLabel,
  'aria-describedby': describedBy,
  container: explicitContainer,
}: SelectProps) {
  // The anchor is the value span, not the trigger: the trigger's ref belongs to the caller.
  const { anchorRef, container } = usePortalContainer(explicitContainer);
  const field = useFieldControl({
    id,
    invalid,
    required,
    disabled,
    'aria-describedby': describedBy,
  });
  const { required: isRequired, disabled: isDisabled, ...triggerA11y } = field;

  return (
    <SelectPrimitive.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      name={name}
      required={isRequired}
      disabled={isDisabled}
      autoComplete={autoComplete}
    >
      <SelectPrimitive.Trigger
        {...triggerA11y}
        ref={ref}
        onBlur={onBlur}
        aria-label={ariaLabel}
        className={cx(fieldBox({ size }), styles.trigger, className)}
      >
        <span ref={anchorRef} className={styles.value}>
          <SelectPrimitive.Value placeholder={placeholder} />
        </span>
        <SelectPrimitive.Icon className={styles.chevron}>
          <Icon name="chevron-down" size="medium" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal container={container}>
        <SelectPrimitive.Content className={styles.content} position="popper" sideOffset={4}>
          <SelectPrimitive.ScrollUpButton className={styles.scrollButton}>
            <Icon name="chevron-up" size="small" />
          </SelectPrimitive.ScrollUpButton>
          <SelectPrimitive.Viewport className={styles.viewport}>
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className={styles.item}
              >
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                <SelectPrimitive.ItemIndicator className={styles.indicator}>
                  <Icon name="check" size="small" />
                </SelectPrimitive.ItemIndicator>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
          <SelectPrimitive.ScrollDownButton className={styles.scrollButton}>
            <Icon name="chevron-down" size="small" />
          </SelectPrimitive.ScrollDownButton>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
