import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stepper } from './Stepper.tsx';
import { stepState } from './stepperVariants.ts';

const steps = [
  { label: 'Cart', href: '/kosik' },
  { label: 'Delivery and payment', href: '/kosik/doprava' },
  { label: 'Details', href: '/kosik/udaje' },
];

describe('stepState', () => {
  it('is complete before the current step and upcoming after it', () => {
    expect([0, 1, 2].map((index) => stepState(index, 1))).toEqual([
      'complete',
      'current',
      'upcoming',
    ]);
  });
});

describe('Stepper', () => {
  it('is an ordered list in a named navigation', () => {
    render(<Stepper steps={steps} current={1} />);
    const nav = screen.getByRole('navigation', { name: 'Checkout progress' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('links completed steps only and marks the current one with aria-current="step"', () => {
    render(<Stepper steps={steps} current={1} completedLabel="hotovo" />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/kosik');
    expect(links[0]?.textContent).toBe('Cart (hotovo)');
    const current = screen.getByText('Delivery and payment').closest('[aria-current]');
    expect(current?.getAttribute('aria-current')).toBe('step');
    expect(current?.closest('a')).toBeNull();
    expect(screen.getByText('Details').closest('a')).toBeNull();
    expect(document.querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it('shows a completed step without an href as text', () => {
    render(<Stepper steps={[{ label: 'Cart' }, { label: 'Details' }]} current={1} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Cart').textContent).toBe('Cart (completed)');
  });

  it('numbers upcoming steps and checks off completed ones', () => {
    const { container } = render(<Stepper steps={steps} current={1} />);
    const markers = container.querySelectorAll('li > * > [aria-hidden="true"]');
    expect(markers[0]?.querySelector('svg[data-icon="check"]')).not.toBeNull();
    expect(markers[1]?.textContent).toBe('2');
    expect(markers[2]?.textContent).toBe('3');
  });
});
