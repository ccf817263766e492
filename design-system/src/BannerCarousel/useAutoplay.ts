import { useEffect, useState } from 'react';

/** Spec-free default: long enough to read a banner's headline and button. */
export const defaultAutoplayInterval = 6000;

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Rotation of a carousel (WAI-ARIA APG carousel): on by default but never under reduced motion;
 * the shopper's pause wins; hover or focus inside holds it while they last.
 */
export function useAutoplay({
  enabled,
  interval,
  onTick,
}: {
  enabled: boolean;
  interval: number;
  onTick: () => void;
}) {
  // Off on the server and until we know the shopper's motion preference.
  const [stopped, setStopped] = useState(true);
  const [held, setHeld] = useState({ hover: false, focus: false });

  useEffect(() => {
    if (enabled && !prefersReducedMotion()) setStopped(false);
  }, [enabled]);

  const running = !stopped && !held.hover && !held.focus;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(onTick, interval);
    return () => clearInterval(timer);
  }, [running, interval, onTick]);

  return {
    /** Rotation is on (possibly held by hover or focus). */
    playing: !stopped,
    /** Slides are changing by themselves right now (the live region stays quiet then). */
    running,
    toggle: () => setStopped((value) => !value),
    hold: (reason: 'hover' | 'focus', on: boolean) =>
      setHeld((current) => (current[reason] === on ? current : { ...current, [reason]: on })),
  };
}
