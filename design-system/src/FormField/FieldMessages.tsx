import type { ReactNode } from 'react';
import { error as errorClass, hint as hintClass } from '../styles/field.css.ts';

/** Hint under a control; referenced from the control's aria-describedby. */
export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={hintClass}>
      {children}
    </p>
  );
}

/**
 * Error under a control. role="alert" makes screen readers announce it when it appears (validation
 * on change or blur), and aria-describedby lets them read it again when the control is focused.
 */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={errorClass} role="alert">
      {children}
    </p>
  );
}

/** Ids for a control's hint and error; `describedBy` lists only the ones that are rendered. */
export function messageIds(id: string, hint: ReactNode, error: ReactNode) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasHint = hint != null && hint !== false && hint !== '';
  const hasError = error != null && error !== false && error !== '';
  const describedBy = [hasHint && hintId, hasError && errorId].filter(Boolean).join(' ');
  return { hintId, errorId, hasHint, hasError, describedBy: describedBy || undefined };
}
