import type { DialogCloseProps, DialogProps } from '@vitrina/design-system';
import { lazy, Suspense, useState } from 'react';

const loadDialog = () => import('./dialog.ts');
const Dialog = lazy(() => loadDialog().then((module) => ({ default: module.Dialog })));
const Close = lazy(() => loadDialog().then((module) => ({ default: module.DialogClose })));

/** Starts loading the dialog's code, e.g. when a request that ends in one is sent. */
export function preloadDialog(): void {
  void loadDialog();
}

/**
 * The design system's `Dialog` (controlled by `open`), whose code (Radix Dialog, focus trap,
 * scroll lock) loads when it first opens, not with the page (decision 240). A closed dialog renders
 * nothing in either case; once opened it stays mounted, so it closes as the design system's does.
 */
export function LazyDialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open === true);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}

/** `DialogClose` for the footer of a `LazyDialog` (from the same chunk). */
export function LazyDialogClose(props: DialogCloseProps) {
  return <Close {...props} />;
}
