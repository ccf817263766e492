import { Slot } from 'radix-ui';
import type { ComponentPropsWithRef, MouseEvent, ReactElement, ReactNode } from 'react';
import { AppLink } from '../LinkProvider/LinkProvider.tsx';
import type { LinkComponentProps } from '../LinkProvider/LinkProvider.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { cx } from '../styles/cx.ts';
import { button, icon, label } from './Button.css.ts';
import type { ButtonColor, ButtonFloat, ButtonSize } from './buttonVariants.ts';

interface ButtonOwnProps {
  color?: ButtonColor;
  size?: ButtonSize;
  float?: ButtonFloat;
  /** Decorative icon before the label (hidden from assistive technology). */
  iconLeft?: ReactNode;
  iconRight?: ReactNode;
  /** Shows a spinner, sets `aria-busy` and ignores clicks while an action runs. */
  loading?: boolean;
  className?: string;
}

type NativeButtonProps = Omit<ComponentPropsWithRef<'button'>, keyof ButtonOwnProps>;

/** A <button>; `type` defaults to "button" so it never submits a form by accident. */
export type ButtonAsButtonProps = ButtonOwnProps &
  NativeButtonProps & { href?: undefined; asChild?: false };

/** A link rendered by the app's link component (see `LinkProvider`). */
export type ButtonAsLinkProps = ButtonOwnProps &
  Omit<LinkComponentProps, keyof ButtonOwnProps> & { href: string; asChild?: false };

/** Styles and content merged into the single child element (Radix Slot). */
export type ButtonAsChildProps = ButtonOwnProps &
  Omit<NativeButtonProps, 'children'> & { asChild: true; href?: undefined; children: ReactElement };

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps | ButtonAsChildProps;

function preventWhileBusy(event: MouseEvent<HTMLElement>) {
  event.preventDefault();
  event.stopPropagation();
}

export function Button(props: ButtonProps) {
  const { color, size, float, iconLeft, iconRight, loading = false, className, ...rest } = props;
  const classes = cx(button({ color, size, float }), className);
  const busy = loading ? { 'aria-busy': true, 'aria-disabled': true } : {};
  const before = loading ? <Spinner /> : iconLeft;
  const inner = (content: ReactNode) => (
    <>
      {before ? (
        <span className={icon} aria-hidden="true">
          {before}
        </span>
      ) : null}
      <span className={label}>{content}</span>
      {iconRight ? (
        <span className={icon} aria-hidden="true">
          {iconRight}
        </span>
      ) : null}
    </>
  );

  if (rest.asChild) {
    const { asChild: _asChild, children, onClick, ...slotProps } = rest;
    return (
      <Slot.Root
        {...slotProps}
        {...busy}
        className={classes}
        onClick={loading ? preventWhileBusy : onClick}
      >
        <Slot.Slottable child={children}>{inner}</Slot.Slottable>
      </Slot.Root>
    );
  }

  if (rest.href !== undefined) {
    const { asChild: _asChild, children, onClick, ...linkProps } = rest;
    return (
      <AppLink
        {...linkProps}
        {...busy}
        className={classes}
        onClick={loading ? preventWhileBusy : onClick}
      >
        {inner(children)}
      </AppLink>
    );
  }

  const {
    asChild: _asChild,
    href: _href,
    children,
    onClick,
    type = 'button',
    ...buttonProps
  } = rest;
  return (
    <button
      {...buttonProps}
      {...busy}
      type={type}
      className={classes}
      onClick={loading ? preventWhileBusy : onClick}
    >
      {inner(children)}
    </button>
  );
}
