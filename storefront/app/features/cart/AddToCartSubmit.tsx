import { useLingui } from '@lingui/react/macro';
import { Tooltip } from '@vitrina/design-system';
import { useId, type ReactElement } from 'react';
import { visuallyHiddenText } from '../../ui/visuallyHidden.css.ts';
import type { AddToCartBlock } from './addToCartState.ts';

/** What the submit button of an add-to-cart form gets from its state. */
export interface AddToCartButtonState {
  disabled: boolean;
  loading: boolean;
  'aria-describedby'?: string;
}

/**
 * An add-to-cart form's button: usable, or disabled per spec §5 with the reason ("Please select
 * a variant", "Not in stock") as a tooltip and as its description for screen readers. The
 * wrapper takes focus, since a disabled button cannot.
 */
export function AddToCartSubmit(props: {
  block: AddToCartBlock;
  loading: boolean;
  wrapClassName: string;
  button: (state: AddToCartButtonState) => ReactElement;
}) {
  const { t } = useLingui();
  const reasonId = useId();
  const reason =
    props.block === 'selectVariant'
      ? t`Please select a variant`
      : props.block === 'notInStock'
        ? t`Not in stock`
        : null;
  if (!reason) return props.button({ disabled: false, loading: props.loading });
  return (
    <>
      <Tooltip content={reason}>
        <span tabIndex={0} className={props.wrapClassName}>
          {props.button({ disabled: true, loading: false, 'aria-describedby': reasonId })}
        </span>
      </Tooltip>
      <span id={reasonId} className={visuallyHiddenText}>
        {reason}
      </span>
    </>
  );
}
