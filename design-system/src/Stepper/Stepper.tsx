import type { HTMLAttributes, ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { AppLink } from '../LinkProvider/LinkProvider.tsx';
import { cx } from '../styles/cx.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './Stepper.css.ts';
import { stepState } from './stepperVariants.ts';

export interface StepperStep {
  /** Translated step name ("Cart", "Delivery and payment", "Details"). */
  label: ReactNode;
  /** Makes the step a link back once it is complete; upcoming and current steps never link. */
  href?: string;
}

export type StepperProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** The checkout steps in order (spec §9: three). */
  steps: readonly StepperStep[];
  /** Index of the current step, 0-based; steps before it are complete. */
  current: number;
  /** The navigation landmark's name (translated); English default. */
  label?: string;
  /** Read after a completed step's name (translated); English default. */
  completedLabel?: string;
};

/**
 * Checkout progress: an ordered list of steps, the current one marked aria-current="step".
 * Completed steps with an href link back; the number becomes a check mark once done.
 */
export function Stepper({
  steps,
  current,
  label = 'Checkout progress',
  completedLabel = 'completed',
  className,
  ...rest
}: StepperProps) {
  return (
    <nav aria-label={label} className={className} {...rest}>
      <ol className={styles.list}>
        {steps.map((step, index) => {
          const state = stepState(index, current);
          const inner = (
            <>
              <span className={styles.marker({ state })} aria-hidden="true">
                {state === 'complete' ? <Icon name="check" size="small" /> : index + 1}
              </span>
              <span className={styles.label({ state })} data-step-label="">
                {step.label}
                {/* The space sits outside the hidden text so every name computation keeps it. */}
                {state === 'complete' ? (
                  <>
                    {' '}
                    <VisuallyHidden>{`(${completedLabel})`}</VisuallyHidden>
                  </>
                ) : null}
              </span>
            </>
          );
          return (
            // Steps are a fixed sequence; the position is their identity.
            <li key={index} className={styles.step({ state })}>
              {state === 'complete' && step.href !== undefined ? (
                <AppLink href={step.href} className={cx(styles.content, styles.link)}>
                  {inner}
                </AppLink>
              ) : (
                <span
                  className={styles.content}
                  aria-current={state === 'current' ? 'step' : undefined}
                >
                  {inner}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
