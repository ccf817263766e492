import { cx } from '../styles/cx.ts';
import { spinner } from './Spinner.css.ts';

export interface SpinnerProps {
  className?: string;
}

/**
 * A decorative busy indicator sized to the current font. It is hidden from assistive technology:
 * the busy state is announced by the owner (e.g. `aria-busy` on a Button).
 */
export function Spinner({ className }: SpinnerProps) {
  return (
    <svg className={cx(spinner, className)} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
