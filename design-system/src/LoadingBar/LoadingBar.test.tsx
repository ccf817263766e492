import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingBar } from './LoadingBar.tsx';

const bar = () => document.querySelector('[data-loading-bar]');

describe('LoadingBar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows nothing for a navigation shorter than the delay', () => {
    const { rerender } = render(<LoadingBar active={false} />);
    rerender(<LoadingBar active />);
    act(() => vi.advanceTimersByTime(150));
    rerender(<LoadingBar active={false} />);
    act(() => vi.advanceTimersByTime(2000));
    expect(bar()).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('appears after the delay, announces the label, then completes and goes away', () => {
    const { rerender } = render(<LoadingBar active label="Načítání stránky" delay={200} />);
    act(() => vi.advanceTimersByTime(199));
    expect(bar()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(bar()?.getAttribute('data-state')).toBe('loading');
    expect(bar()?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Načítání stránky');

    rerender(<LoadingBar active={false} label="Načítání stránky" delay={200} />);
    expect(bar()?.getAttribute('data-state')).toBe('complete');
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => vi.advanceTimersByTime(400));
    expect(bar()).toBeNull();
  });

  it('resumes loading if a new navigation starts while completing', () => {
    const { rerender } = render(<LoadingBar active />);
    act(() => vi.advanceTimersByTime(200));
    rerender(<LoadingBar active={false} />);
    act(() => vi.advanceTimersByTime(100));
    rerender(<LoadingBar active />);
    act(() => vi.advanceTimersByTime(1000));
    expect(bar()?.getAttribute('data-state')).toBe('loading');
  });

  it('renders only the empty live region on the server and when idle', () => {
    render(<LoadingBar active={false} />);
    expect(bar()).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
  });
});
