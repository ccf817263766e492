import { style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';
import { fieldset } from './forms/FormFields.css.ts';

export const registerForm = style({});

/**
 * The company fields show while "I am buying for a company" is ticked: with `:has()`, so also
 * without JavaScript.
 */
export const business = style([
  fieldset,
  {
    display: 'none',
    padding: vars.space.medium,
    borderRadius: vars.radius.medium,
    background: vars.color.surfaceSunken,
    selectors: {
      [`${registerForm}:has(input[name="isBusiness"]:checked) &`]: { display: 'flex' },
    },
  },
]);

/** IČO and its lookup button on one line; the button keeps the field's height. */
export const lookup = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'end',
  gap: vars.space.small,
});
