import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../FormField/FormField.tsx';
import { RadioGroup } from './RadioGroup.tsx';
import type { RadioOption } from './RadioGroup.tsx';

const delivery: RadioOption[] = [
  { value: 'post', label: 'Czech Post', hint: '2–3 days' },
  { value: 'pickup', label: 'Pickup point' },
  { value: 'courier', label: 'Courier', disabled: true },
];

describe('RadioGroup', () => {
  it('names each radio by its label and describes it by its hint', () => {
    render(<RadioGroup aria-label="Delivery" options={delivery} />);
    expect(screen.getByRole('radiogroup', { name: 'Delivery' })).toBeTruthy();
    const post = screen.getByRole('radio', { name: 'Czech Post' });
    const hintId = post.getAttribute('aria-describedby');
    expect(hintId && document.getElementById(hintId)?.textContent).toBe('2–3 days');
    expect(screen.getByRole('radio', { name: 'Courier' }).hasAttribute('disabled')).toBe(true);
  });

  it('selects by clicking a label and reports the value', async () => {
    const onValueChange = vi.fn();
    render(<RadioGroup aria-label="Delivery" options={delivery} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByText('Pickup point'));
    expect(onValueChange).toHaveBeenCalledWith('pickup');
    expect(screen.getByRole('radio', { name: 'Pickup point' }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it('moves the selection with arrow keys, skipping disabled options', async () => {
    const onValueChange = vi.fn();
    render(
      <RadioGroup
        aria-label="Delivery"
        options={delivery}
        defaultValue="post"
        onValueChange={onValueChange}
      />,
    );
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Czech Post' }));
    // Radix moves focus on the next tick and selects only while the arrow key is still down, so
    // the key is held ({ArrowDown>}) until the selection lands, as with a real key press.
    await userEvent.keyboard('{ArrowDown>}');
    await vi.waitFor(() => expect(onValueChange).toHaveBeenLastCalledWith('pickup'));
    await userEvent.keyboard('{/ArrowDown}{ArrowDown>}');
    // Courier is disabled, so focus wraps to the first option.
    await vi.waitFor(() => expect(onValueChange).toHaveBeenLastCalledWith('post'));
    await userEvent.keyboard('{/ArrowDown}');
  });

  it('takes name, invalid state and description from a FormField', () => {
    render(
      <FormField label="Payment" hint="Pick one" error="Choose a payment method" required>
        <RadioGroup options={delivery} />
      </FormField>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Payment' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(group.getAttribute('aria-required')).toBe('true');
    expect(group.getAttribute('aria-describedby')).toBe(`${group.id}-hint ${group.id}-error`);
  });
});
