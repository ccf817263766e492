import type { ComponentPropsWithRef } from 'react';
import { cx } from '../styles/cx.ts';
import { divider } from './Divider.css.ts';
import type { DividerWeight } from './dividerVariants.ts';

export type DividerProps = Omit<ComponentPropsWithRef<'hr'>, 'children'> & {
  weight?: DividerWeight;
};

/** A horizontal rule between sections; an <hr>, so it is announced as a separator. */
export function Divider({ weight, className, ...rest }: DividerProps) {
  return <hr className={cx(divider({ weight }), className)} {...rest} />;
}
