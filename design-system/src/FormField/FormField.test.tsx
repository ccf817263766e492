import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import { Select } from '../Select/Select.tsx';
import { Textarea } from '../Textarea/Textarea.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { FormField } from './FormField.tsx';

describe('FormField', () => {
  it('names the control with its label and links it by id', () => {
    render(
      <FormField label="E-mail">
        <TextField type="email" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input.id).not.toBe('');
    expect(document.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('E-mail');
  });

  it('is valid without an error: hint described, no aria-invalid, no alert', () => {
    render(
      <FormField label="Phone" hint="With the country code">
        <TextField type="tel" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.getAttribute('aria-describedby')).toBe(`${input.id}-hint`);
    expect(document.getElementById(`${input.id}-hint`)?.textContent).toBe('With the country code');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks the control invalid and describes it by hint then error', () => {
    render(
      <FormField id="email" label="E-mail" hint="We send the receipt here" error="Enter an e-mail">
        <TextField />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input.id).toBe('email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('email-hint email-error');
    const alert = screen.getByRole('alert');
    expect(alert.id).toBe('email-error');
    expect(alert.textContent).toBe('Enter an e-mail');
  });

  it('shows a validated value only while there is no error', () => {
    const { rerender } = render(
      <FormField label="Postcode" valid>
        <TextField />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Postcode' });
    expect(input.hasAttribute('data-valid')).toBe(true);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    rerender(
      <FormField label="Postcode" valid error="5 digits">
        <TextField />
      </FormField>,
    );
    expect(input.hasAttribute('data-valid')).toBe(false);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps ids the control adds itself after the field’s own', () => {
    render(
      <FormField label="Note" error="Too long">
        <Textarea aria-describedby="counter" />
      </FormField>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Note' });
    expect(textarea.getAttribute('aria-describedby')).toBe(`${textarea.id}-error counter`);
  });

  it('passes required and disabled to the control; the asterisk is not read', () => {
    render(
      <FormField label="City" required disabled>
        <TextField />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'City' }) as HTMLInputElement;
    expect(input.required).toBe(true);
    expect(input.disabled).toBe(true);
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });

  it('still names the control when the label is visually hidden', () => {
    render(
      <FormField label="Search the shop" hideLabel>
        <TextField type="search" />
      </FormField>,
    );
    expect(screen.getByRole('searchbox', { name: 'Search the shop' })).toBeTruthy();
  });

  it('gives each field its own generated id', () => {
    render(
      <>
        <FormField label="First">
          <TextField />
        </FormField>
        <FormField label="Second">
          <TextField />
        </FormField>
      </>,
    );
    const first = screen.getByRole('textbox', { name: 'First' });
    const second = screen.getByRole('textbox', { name: 'Second' });
    expect(first.id).not.toBe(second.id);
  });

  it('names a radio group and a select by the same label', () => {
    render(
      <>
        <FormField label="Delivery" error="Choose a delivery">
          <RadioGroup
            options={[
              { value: 'post', label: 'Post' },
              { value: 'pickup', label: 'Pickup point' },
            ]}
          />
        </FormField>
        <FormField label="Country">
          <Select options={[{ value: 'CZE', label: 'Czechia' }]} />
        </FormField>
      </>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Delivery' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(group.getAttribute('aria-describedby')).toBe(`${group.id}-error`);
    expect(screen.getByRole('combobox', { name: 'Country' })).toBeTruthy();
  });
});
