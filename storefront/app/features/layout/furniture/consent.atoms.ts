import { atom } from 'jotai';

/**
 * Whether the cookie-consent dialog shows: `auto` follows the stored choice (open while there is
 * none); the footer's "Cookie settings" opens it again, a choice closes it.
 */
export const consentDialogAtom = atom<'auto' | 'open' | 'closed'>('auto');

/** What opened the dialog, so focus can go back there when it closes. */
export const consentOpenerAtom = atom<HTMLElement | null>(null);
