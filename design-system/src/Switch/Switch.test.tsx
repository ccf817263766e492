import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch.tsx';

describe('Switch', () => {
  it('is a switch named by its label; clicking the label toggles it', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Show prices with VAT" onCheckedChange={onCheckedChange} />);
    const control = screen.getByRole('switch', { name: 'Show prices with VAT' });
    expect(control.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(screen.getByText('Show prices with VAT'));
    expect(control.getAttribute('aria-checked')).toBe('true');
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
  });

  it('toggles with Space and Enter', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Dark mode" defaultChecked onCheckedChange={onCheckedChange} />);
    const control = screen.getByRole('switch', { name: 'Dark mode' });
    control.focus();
    await userEvent.keyboard(' ');
    expect(control.getAttribute('aria-checked')).toBe('false');
    await userEvent.keyboard('{Enter}');
    expect(control.getAttribute('aria-checked')).toBe('true');
    expect(onCheckedChange.mock.calls).toEqual([[false], [true]]);
  });

  it('follows a controlled `checked`', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Fixed" checked={false} onCheckedChange={onCheckedChange} />);
    const control = screen.getByRole('switch', { name: 'Fixed' });
    await userEvent.click(control);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(control.getAttribute('aria-checked')).toBe('false');
  });

  it('wires hint and error and ignores clicks when disabled', async () => {
    const onCheckedChange = vi.fn();
    render(
      <Switch
        id="sms"
        label="SMS updates"
        hint="About your order only"
        error="Enter a phone number first"
        disabled
        onCheckedChange={onCheckedChange}
      />,
    );
    const control = screen.getByRole('switch', { name: 'SMS updates' });
    expect(control.getAttribute('aria-describedby')).toBe('sms-hint sms-error');
    expect(control.getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(control);
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
