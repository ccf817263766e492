import { ModalFrame } from '../Dialog/ModalFrame.tsx';
import type { ModalProps } from '../Dialog/ModalFrame.tsx';
import { cx } from '../styles/cx.ts';
import { drawer, drawerSide } from './Drawer.css.ts';
import type { DrawerSide } from './drawerVariants.ts';

export type DrawerProps = ModalProps & { side?: DrawerSide };

/**
 * A full-height modal sheet at the left or right edge (menu, cart, filters). It is a Radix modal
 * dialog like `Dialog`, with the same focus trap, Escape, focus return and close label.
 */
export function Drawer({ side = 'right', ...rest }: DrawerProps) {
  return <ModalFrame {...rest} contentClassName={cx(drawer, drawerSide[side])} />;
}
