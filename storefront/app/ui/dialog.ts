// The design system's dialog on its own: the chunk LazyDialog loads when a dialog first opens.
export { Dialog, DialogClose } from '@vitrina/design-system';
