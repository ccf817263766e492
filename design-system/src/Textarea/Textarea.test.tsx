import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../FormField/FormField.tsx';
import { Textarea } from './Textarea.tsx';

describe('Textarea', () => {
  it('renders a native textarea with four rows by default', () => {
    render(<Textarea aria-label="Message" />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea.getAttribute('rows')).toBe('4');
  });

  it('forwards ref and calls onChange with the typed text', async () => {
    const ref = createRef<HTMLTextAreaElement>();
    const onChange = vi.fn();
    render(<Textarea ref={ref} name="message" aria-label="Message" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox'), 'Hi{Enter}there');
    expect(ref.current?.value).toBe('Hi\nthere');
    expect(ref.current?.name).toBe('message');
    expect(onChange).toHaveBeenCalledTimes(8);
  });

  it('takes label, error and aria-invalid from a FormField', () => {
    render(
      <FormField label="Message" error="Write at least 10 characters">
        <Textarea defaultValue="Short" />
      </FormField>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    expect(textarea.getAttribute('aria-describedby')).toBe(`${textarea.id}-error`);
  });
});
