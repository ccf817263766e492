import type { ComponentPropsWithRef } from 'react';
import { cx } from '../styles/cx.ts';
import { icon } from './Icon.css.ts';
import { iconPaths } from './iconPaths.ts';
import type { IconName } from './iconPaths.ts';
import type { IconSize } from './iconVariants.ts';

export type IconProps = Omit<ComponentPropsWithRef<'svg'>, 'children'> & {
  name: IconName;
  size?: IconSize;
  /** Makes the icon meaningful (role="img" with this name); without it the icon is decorative. */
  label?: string;
};

/** An inline SVG icon from the set, in the current text colour. */
export function Icon({ name, size, label, className, ...rest }: IconProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
      {...a11y}
      {...rest}
      className={cx(icon({ size }), className)}
    >
      {iconPaths[name].map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
}
