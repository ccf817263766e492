import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { fieldSizes } from '../FormField/fieldVariants.ts';
import { TextField } from './TextField.tsx';

describe('TextField', () => {
  it('renders a native text input named by aria-label when used alone', () => {
    render(<TextField aria-label="Coupon code" />);
    const input = screen.getByRole('textbox', { name: 'Coupon code' });
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('type')).toBe('text');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('forwards ref, name and onChange to the input', async () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    render(<TextField ref={ref} name="city" aria-label="City" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Brno');
    expect(ref.current?.name).toBe('city');
    expect(ref.current?.value).toBe('Brno');
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it('marks itself invalid with `invalid`', () => {
    render(<TextField aria-label="Postcode" invalid />);
    expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBe('true');
  });

  it('gives every size its own class', () => {
    const classes = fieldSizes.map((size) => {
      const { unmount } = render(<TextField aria-label="x" size={size} />);
      const className = screen.getByRole('textbox').className;
      unmount();
      return className;
    });
    expect(new Set(classes).size).toBe(fieldSizes.length);
  });

  it('works with react-hook-form register (default value, change, blur validation)', async () => {
    const onValid = vi.fn();
    function Form() {
      const { register, handleSubmit, formState } = useForm({
        defaultValues: { email: 'old@example.com' },
        mode: 'onBlur',
      });
      return (
        <form onSubmit={handleSubmit(onValid)}>
          <TextField
            aria-label="E-mail"
            invalid={Boolean(formState.errors.email)}
            {...register('email', { pattern: /@/ })}
          />
          <button type="submit">Send</button>
        </form>
      );
    }
    render(<Form />);
    const input = screen.getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement;
    expect(input.value).toBe('old@example.com');
    await userEvent.clear(input);
    await userEvent.type(input, 'nope');
    fireEvent.blur(input);
    await vi.waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    await userEvent.type(input, '@shop.cz');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ email: 'nope@shop.cz' });
  });
});
