import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../FormField/FormField.tsx';
import { clampQuantity, parseQuantity } from './clampQuantity.ts';
import { QuantityStepper } from './QuantityStepper.tsx';

const input = () => screen.getByRole('spinbutton') as HTMLInputElement;
const minus = () => screen.getByRole('button', { name: 'Decrease quantity' });
const plus = () => screen.getByRole('button', { name: 'Increase quantity' });

describe('clampQuantity / parseQuantity', () => {
  it('snaps onto the step grid and into the limits', () => {
    const limits = { min: 1, max: 10, step: 1 };
    expect(clampQuantity(0, limits)).toBe(1);
    expect(clampQuantity(15, limits)).toBe(10);
    expect(clampQuantity(2.6, limits)).toBe(3);
    expect(clampQuantity(Number.NaN, limits)).toBe(1);
    expect(clampQuantity(7, { min: 0, max: 100, step: 5 })).toBe(5);
    expect(clampQuantity(8, { min: 0, max: 100, step: 5 })).toBe(10);
  });

  it('parses numbers and rejects everything else', () => {
    expect(parseQuantity(' 12 ')).toBe(12);
    expect(parseQuantity('')).toBeNull();
    expect(parseQuantity('abc')).toBeNull();
  });
});

describe('QuantityStepper', () => {
  it('steps with the buttons and reports each new value', async () => {
    const onValueChange = vi.fn();
    render(
      <QuantityStepper aria-label="Quantity" defaultValue={2} onValueChange={onValueChange} />,
    );
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toBe(input());
    await userEvent.click(plus());
    await userEvent.click(plus());
    await userEvent.click(minus());
    expect(input().value).toBe('3');
    expect(onValueChange.mock.calls).toEqual([[3], [4], [3]]);
  });

  it('makes the buttons unavailable at the limits and ignores their clicks', async () => {
    const onValueChange = vi.fn();
    render(
      <QuantityStepper
        aria-label="Quantity"
        min={1}
        max={2}
        defaultValue={1}
        onValueChange={onValueChange}
      />,
    );
    expect(minus().getAttribute('aria-disabled')).toBe('true');
    expect(plus().hasAttribute('aria-disabled')).toBe(false);
    await userEvent.click(minus());
    expect(onValueChange).not.toHaveBeenCalled();
    await userEvent.click(plus());
    expect(plus().getAttribute('aria-disabled')).toBe('true');
    // The button stays focusable so keyboard users do not lose their place.
    expect(document.activeElement).toBe(plus());
    await userEvent.click(plus());
    expect(input().value).toBe('2');
    expect(onValueChange.mock.calls).toEqual([[2]]);
  });

  it('clamps a typed value above max on blur', async () => {
    const onValueChange = vi.fn();
    render(<QuantityStepper aria-label="Quantity" max={10} onValueChange={onValueChange} />);
    await userEvent.tripleClick(input());
    await userEvent.keyboard('15');
    expect(input().value).toBe('15');
    await userEvent.tab();
    expect(input().value).toBe('10');
    expect(onValueChange).toHaveBeenLastCalledWith(10);
  });

  it('clamps a typed value below min on Enter and restores an emptied field', () => {
    const onValueChange = vi.fn();
    render(
      <QuantityStepper
        aria-label="Quantity"
        min={2}
        defaultValue={3}
        onValueChange={onValueChange}
      />,
    );
    fireEvent.change(input(), { target: { value: '0' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(input().value).toBe('2');
    expect(onValueChange).toHaveBeenLastCalledWith(2);
    fireEvent.change(input(), { target: { value: '' } });
    fireEvent.blur(input());
    expect(input().value).toBe('2');
    expect(onValueChange).toHaveBeenCalledTimes(1);
  });

  it('commits valid typed values at once and rounds to the step', () => {
    const onValueChange = vi.fn();
    render(
      <QuantityStepper aria-label="Quantity" step={5} min={0} onValueChange={onValueChange} />,
    );
    fireEvent.change(input(), { target: { value: '20' } });
    expect(onValueChange).toHaveBeenLastCalledWith(20);
    fireEvent.change(input(), { target: { value: '22' } });
    fireEvent.blur(input());
    expect(input().value).toBe('20');
    expect(onValueChange).toHaveBeenCalledTimes(1);
  });

  it('follows a controlled value', async () => {
    function Controlled() {
      const [quantity, setQuantity] = useState(4);
      return (
        <>
          <QuantityStepper aria-label="Quantity" value={quantity} onValueChange={setQuantity} />
          <output>{quantity}</output>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.click(minus());
    expect(screen.getByRole('status').textContent).toBe('3');
    expect(input().value).toBe('3');
  });

  it('takes translated button labels, a FormField label and forwards ref', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <FormField label="Množství" error="Skladem jen 3 kusy">
        <QuantityStepper
          ref={ref}
          name="quantity"
          decrementLabel="Snížit množství"
          incrementLabel="Zvýšit množství"
        />
      </FormField>,
    );
    const field = screen.getByRole('spinbutton', { name: 'Množství' });
    expect(ref.current).toBe(field);
    expect(field.getAttribute('name')).toBe('quantity');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Snížit množství' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zvýšit množství' })).toBeTruthy();
  });

  it('disables the buttons too when its FormField is disabled', () => {
    render(
      <FormField label="Quantity" disabled>
        <QuantityStepper />
      </FormField>,
    );
    expect(screen.getByRole('spinbutton', { name: 'Quantity' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect((minus() as HTMLButtonElement).disabled).toBe(true);
    expect((plus() as HTMLButtonElement).disabled).toBe(true);
  });

  it('works with a react-hook-form Controller', async () => {
    const onValid = vi.fn();
    function Form() {
      const { control, handleSubmit } = useForm({ defaultValues: { quantity: 2 } });
      return (
        <form onSubmit={handleSubmit(onValid)}>
          <Controller
            name="quantity"
            control={control}
            render={({ field }) => (
              <QuantityStepper
                aria-label="Quantity"
                max={5}
                name={field.name}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<Form />);
    await userEvent.click(plus());
    await userEvent.tripleClick(input());
    await userEvent.keyboard('9');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ quantity: 5 });
  });

  it('disables the input and both buttons when disabled', () => {
    render(<QuantityStepper aria-label="Quantity" defaultValue={3} disabled />);
    expect(input().disabled).toBe(true);
    expect((minus() as HTMLButtonElement).disabled).toBe(true);
    expect((plus() as HTMLButtonElement).disabled).toBe(true);
  });
});
