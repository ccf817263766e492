export { Dialog, DialogClose } from './Dialog.tsx';
export type { DialogCloseProps, DialogProps } from './Dialog.tsx';
export { dialogSizes } from './dialogVariants.ts';
export type { DialogSize } from './dialogVariants.ts';
export type { ModalProps } from './ModalFrame.tsx';
