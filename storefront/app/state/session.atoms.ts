import { atom } from 'jotai';
import type { Locale } from '../i18n/locale.ts';

/** The shopper's currency and language, hydrated from the root loader on every render. */
export const currencyAtom = atom('CZK');
export const localeAtom = atom<Locale>('cs');
