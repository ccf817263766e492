import type { ComponentPropsWithRef } from 'react';
import { button } from '../Button/Button.css.ts';
import type { ButtonColor, ButtonSize } from '../Button/buttonVariants.ts';
import { Icon } from '../Icon/Icon.tsx';
import type { IconName } from '../Icon/iconSet.ts';
import { cx } from '../styles/cx.ts';
import { iconButton } from './IconButton.css.ts';

export type IconButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'color'> & {
  icon: IconName;
  /** The accessible name (aria-label); required because the button shows no text. */
  label: string;
  color?: ButtonColor;
  size?: ButtonSize;
};

/** A square button showing only an icon, in Button's colours; `type` defaults to "button". */
export function IconButton({
  icon,
  label,
  color = 'ghost',
  size = 'large',
  type = 'button',
  className,
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      {...rest}
      aria-label={label}
      className={cx(button({ color, size }), iconButton({ size }), className)}
    >
      <Icon name={icon} size={size === 'large' ? 'large' : 'medium'} />
    </button>
  );
}
