import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FormField } from '../FormField/FormField.tsx';
import { themes } from '../themes/themes.css.ts';
import { Select } from './Select.tsx';
import type { SelectOption } from './Select.tsx';

const countries: SelectOption[] = [
  { value: 'CZE', label: 'Czechia' },
  { value: 'SVK', label: 'Slovakia' },
  { value: 'CHE', label: 'Switzerland', disabled: true },
];

beforeAll(() => {
  // jsdom lacks the pointer-capture and scrolling APIs Radix Select calls.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

describe('Select', () => {
  it('shows the placeholder on a combobox named by its FormField', () => {
    render(
      <FormField label="Country" hint="Where we deliver" error="Choose a country">
        <Select options={countries} placeholder="Choose…" />
      </FormField>,
    );
    const trigger = screen.getByRole('combobox', { name: 'Country' });
    expect(trigger.textContent).toContain('Choose…');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(trigger.getAttribute('aria-invalid')).toBe('true');
    expect(trigger.getAttribute('aria-describedby')).toBe(`${trigger.id}-hint ${trigger.id}-error`);
  });

  it('opens from the keyboard and selects the chosen option', async () => {
    const onValueChange = vi.fn();
    render(<Select aria-label="Country" options={countries} onValueChange={onValueChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Country' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Czechia',
      'Slovakia',
      'Switzerland',
    ]);
    expect(options[2]?.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('option', { name: 'Slovakia' }));
    expect(onValueChange).toHaveBeenCalledWith('SVK');
    expect(trigger.textContent).toContain('Slovakia');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('portals its list into the theme root of its trigger when that is nested', async () => {
    render(
      <div className={themes.boca} data-testid="panel">
        <Select aria-label="Country" options={countries} />
      </div>,
    );
    screen.getByRole('combobox', { name: 'Country' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('panel').contains(screen.getByRole('listbox'))).toBe(true);
  });

  it('does not open when disabled', async () => {
    render(<Select aria-label="Country" options={countries} disabled />);
    const trigger = screen.getByRole('combobox', { name: 'Country' });
    await userEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('submits its value through a hidden native select inside a form', () => {
    const { container } = render(
      <form>
        <Select aria-label="Country" name="country" options={countries} defaultValue="CZE" />
      </form>,
    );
    const form = container.querySelector('form')!;
    expect(new FormData(form).get('country')).toBe('CZE');
  });

  it('works with a react-hook-form Controller and focuses the trigger on error', async () => {
    const onValid = vi.fn();
    const triggerRef = createRef<HTMLButtonElement>();
    function Form() {
      const { control, handleSubmit } = useForm<{ country: string }>({
        defaultValues: { country: '' },
      });
      return (
        <form onSubmit={handleSubmit(onValid)}>
          <Controller
            name="country"
            control={control}
            rules={{ required: true }}
            render={({ field, fieldState }) => (
              <FormField label="Country" error={fieldState.error ? 'Required' : undefined}>
                <Select
                  options={countries}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={(node) => {
                    field.ref(node);
                    triggerRef.current = node;
                  }}
                />
              </FormField>
            )}
          />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Required'));
    expect(document.activeElement).toBe(triggerRef.current);
    expect(onValid).not.toHaveBeenCalled();
  });
});
