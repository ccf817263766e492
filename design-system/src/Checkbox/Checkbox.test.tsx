import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox.tsx';

describe('Checkbox', () => {
  it('is a native checkbox named by its label; clicking the label toggles it', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Subscribe to the newsletter" onCheckedChange={onCheckedChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Subscribe to the newsletter' });
    expect(checkbox.tagName).toBe('INPUT');
    await userEvent.click(screen.getByText('Subscribe to the newsletter'));
    expect((checkbox as HTMLInputElement).checked).toBe(true);
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
  });

  it('toggles with the Space key', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Gift wrap" onChange={onChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Gift wrap' }) as HTMLInputElement;
    checkbox.focus();
    await userEvent.keyboard(' ');
    expect(checkbox.checked).toBe(true);
    await userEvent.keyboard(' ');
    expect(checkbox.checked).toBe(false);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('wires hint and error, and is invalid only with an error', () => {
    const { rerender } = render(<Checkbox id="terms" label="I agree" hint="Read them first" />);
    const checkbox = screen.getByRole('checkbox', { name: 'I agree' });
    expect(checkbox.getAttribute('aria-describedby')).toBe('terms-hint');
    expect(checkbox.hasAttribute('aria-invalid')).toBe(false);

    rerender(<Checkbox id="terms" label="I agree" hint="Read them first" error="Required" />);
    expect(checkbox.getAttribute('aria-invalid')).toBe('true');
    expect(checkbox.getAttribute('aria-describedby')).toBe('terms-hint terms-error');
    expect(screen.getByRole('alert').textContent).toBe('Required');
  });

  it('does not toggle when disabled', async () => {
    render(<Checkbox label="Locked" disabled />);
    const checkbox = screen.getByRole('checkbox', { name: 'Locked' }) as HTMLInputElement;
    await userEvent.click(screen.getByText('Locked'));
    expect(checkbox.disabled).toBe(true);
    expect(checkbox.checked).toBe(false);
  });

  it('forwards ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Checkbox ref={ref} label="x" name="agree" value="yes" />);
    expect(ref.current?.type).toBe('checkbox');
    expect(ref.current?.value).toBe('yes');
  });

  it('works with react-hook-form register and defaultValues', async () => {
    const onValid = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm({ defaultValues: { newsletter: true } });
      return (
        <form onSubmit={handleSubmit(onValid)}>
          <Checkbox label="Newsletter" {...register('newsletter')} />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<Form />);
    const checkbox = screen.getByRole('checkbox', { name: 'Newsletter' }) as HTMLInputElement;
    expect(checkbox.checked).toBe(true);
    await userEvent.click(checkbox);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ newsletter: false });
  });
});
