import { useContext, useState } from 'react';
import type { ChangeEvent, FocusEvent, KeyboardEvent } from 'react';
import { FieldContext } from '../FormField/fieldContext.ts';
import type { FieldSize } from '../FormField/fieldVariants.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { cx } from '../styles/cx.ts';
import { TextField } from '../TextField/TextField.tsx';
import type { TextFieldProps } from '../TextField/TextField.tsx';
import { clampQuantity, parseQuantity } from './clampQuantity.ts';
import { input, stepper } from './QuantityStepper.css.ts';

export type QuantityStepperProps = Omit<
  TextFieldProps,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'step' | 'size'
> & {
  value?: number;
  defaultValue?: number;
  /** Called with a whole, clamped quantity whenever it changes. */
  onValueChange?: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  size?: FieldSize;
  /** Accessible names of the buttons; the app passes translated text. */
  decrementLabel?: string;
  incrementLabel?: string;
};

/**
 * A number input with − and + buttons. Typed values are committed while they are valid and
 * clamped to [min, max] on blur or Enter; the buttons are unavailable at the limits. Controlled
 * (`value` + `onValueChange`, e.g. a react-hook-form Controller) or uncontrolled (`defaultValue`).
 */
export function QuantityStepper({
  value,
  defaultValue,
  onValueChange,
  min = 1,
  max = Number.POSITIVE_INFINITY,
  step = 1,
  size = 'large',
  decrementLabel = 'Decrease quantity',
  incrementLabel = 'Increase quantity',
  disabled: disabledProp,
  className,
  onBlur,
  onKeyDown,
  ...rest
}: QuantityStepperProps) {
  // A disabled FormField disables the buttons too, not only the input.
  const fieldDisabled = useContext(FieldContext)?.disabled;
  const disabled = disabledProp ?? fieldDisabled;
  const limits = { min, max, step };
  const [uncontrolled, setUncontrolled] = useState(() =>
    clampQuantity(defaultValue ?? min, limits),
  );
  const current = value ?? uncontrolled;
  // What the user is typing, kept apart from the value so "" or "1" on the way to "12" is allowed.
  const [draft, setDraft] = useState<string | null>(null);

  function commit(next: number) {
    const clamped = clampQuantity(next, limits);
    if (value === undefined) setUncontrolled(clamped);
    if (clamped !== current) onValueChange?.(clamped);
  }

  function finishTyping() {
    if (draft === null) return;
    const typed = parseQuantity(draft);
    if (typed !== null) commit(typed);
    setDraft(null);
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const text = event.target.value;
    setDraft(text);
    const typed = parseQuantity(text);
    if (typed !== null && clampQuantity(typed, limits) === typed) commit(typed);
  }

  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    finishTyping();
    onBlur?.(event);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') finishTyping();
    onKeyDown?.(event);
  }

  function stepBy(direction: 1 | -1) {
    const base = (draft === null ? null : parseQuantity(draft)) ?? current;
    setDraft(null);
    commit(base + direction * step);
  }

  const atMin = current <= min;
  const atMax = current >= max;
  // aria-disabled, not disabled: a focused button that became unavailable keeps the focus.
  const buttonState = (unavailable: boolean) =>
    disabled ? { disabled: true } : { 'aria-disabled': unavailable || undefined };

  return (
    <div className={cx(stepper, className)}>
      <IconButton
        icon="minus"
        label={decrementLabel}
        color="outline"
        size={size}
        {...buttonState(atMin)}
        onClick={() => !atMin && stepBy(-1)}
      />
      <TextField
        {...rest}
        type="number"
        inputMode="numeric"
        size={size}
        min={min}
        max={Number.isFinite(max) ? max : undefined}
        step={step}
        disabled={disabled}
        value={draft ?? String(current)}
        onChange={handleChange}
        onBlur={handleBlur}
        onKeyDown={handleKeyDown}
        className={input}
      />
      <IconButton
        icon="plus"
        label={incrementLabel}
        color="outline"
        size={size}
        {...buttonState(atMax)}
        onClick={() => !atMax && stepBy(1)}
      />
    </div>
  );
}
