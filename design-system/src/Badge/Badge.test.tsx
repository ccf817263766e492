import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, DiscountBadge } from './Badge.tsx';
import { BadgeList } from './BadgeList.tsx';
import { badgeVariants } from './badgeVariants.ts';
import { discountPercent } from './discountPercent.ts';

describe('discountPercent', () => {
  it('rounds to a whole percent', () => {
    expect(discountPercent(14.6)).toBe(15);
    expect(discountPercent(14.5)).toBe(15);
    expect(discountPercent(14.49)).toBe(14);
  });

  it('hides a discount that is not above 0 once rounded, and odd input', () => {
    expect(discountPercent(0)).toBeNull();
    expect(discountPercent(0.4)).toBeNull();
    expect(discountPercent(-10)).toBeNull();
    expect(discountPercent(Number.NaN)).toBeNull();
    expect(discountPercent(0.5)).toBe(1);
  });

  it('caps an impossible discount at 100', () => {
    expect(discountPercent(140)).toBe(100);
  });
});

describe('DiscountBadge', () => {
  it('shows "−15 %" with a real minus and a no-break space', () => {
    const { container } = render(<DiscountBadge percentage={14.6} />);
    // textContent, not getByText: Testing Library folds the no-break space into a plain one.
    expect(container.textContent).toBe('\u221215\u00a0%');
  });

  it('renders nothing when the rounded discount is 0', () => {
    const { container } = render(<DiscountBadge percentage={0.3} />);
    expect(container.innerHTML).toBe('');
  });

  it('reads a label first and accepts a custom format', () => {
    const { container } = render(
      <DiscountBadge percentage={20} label="Sleva" format={(percent) => `-${percent}%`} />,
    );
    expect(container.textContent).toBe('Sleva -20%');
  });
});

describe('Badge', () => {
  it('gives every variant its own class', () => {
    const { container } = render(
      <>
        {badgeVariants.map((variant) => (
          <Badge key={variant} variant={variant}>
            {variant}
          </Badge>
        ))}
      </>,
    );
    const classes = Array.from(container.children, (element) => element.className);
    expect(new Set(classes).size).toBe(badgeVariants.length);
  });

  it('renders a decorative icon before the text', () => {
    render(
      <Badge variant="gift" icon="goods">
        Gift
      </Badge>,
    );
    const badge = screen.getByText('Gift');
    expect(badge.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('BadgeList', () => {
  it('lists the badges and skips empty entries', () => {
    const showGift = false;
    render(
      <BadgeList aria-label="Tags">
        <Badge variant="freeDelivery">Free delivery</Badge>
        {showGift && <Badge variant="gift">Gift</Badge>}
        <DiscountBadge percentage={10} />
      </BadgeList>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('renders nothing without badges', () => {
    const { container } = render(<BadgeList>{null}</BadgeList>);
    expect(container.innerHTML).toBe('');
  });
});
