import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../styles/cx.ts';
import { centredMotion, dialog, dialogSize } from './Dialog.css.ts';
import type { DialogSize } from './dialogVariants.ts';
import { ModalFrame } from './ModalFrame.tsx';
import type { ModalProps } from './ModalFrame.tsx';

export type DialogProps = ModalProps & { size?: DialogSize };

/** A centred modal dialog: title, optional description, body, optional footer actions. */
export function Dialog({ size = 'medium', ...rest }: DialogProps) {
  return <ModalFrame {...rest} contentClassName={cx(dialog, centredMotion, dialogSize[size])} />;
}

export type DialogCloseProps = ComponentPropsWithRef<typeof DialogPrimitive.Close>;

/** Closes the surrounding Dialog or Drawer; use `asChild` to make a Button close it. */
export function DialogClose(props: DialogCloseProps) {
  return <DialogPrimitive.Close {...props} />;
}
