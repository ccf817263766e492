import type { ComponentPropsWithRef } from 'react';
import { cx } from '../styles/cx.ts';
import { icon } from './Icon.css.ts';
import { iconComponents } from './iconSet.ts';
import type { IconName } from './iconSet.ts';
import type { IconSize } from './iconVariants.ts';

export type IconProps = Omit<ComponentPropsWithRef<'svg'>, 'children'> & {
  name: IconName;
  size?: IconSize;
  /** Makes the icon meaningful (role="img" with this name); without it the icon is decorative. */
  label?: string;
};

/**
 * An inline SVG icon from the set, in the current text colour. The stroke width is the theme's
 * (`vars.stroke.icon`), so all icons of a theme share one line weight.
 */
export function Icon({ name, size, label, className, ...rest }: IconProps) {
  const Glyph = iconComponents[name];
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <Glyph
      focusable="false"
      data-icon={name}
      {...a11y}
      {...rest}
      className={cx(icon({ size }), className)}
    />
  );
}
