import type { Messages } from '@lingui/core';
import { messages as cs } from '../locales/cs/messages.po';
import { messages as en } from '../locales/en/messages.po';
import type { Locale } from './locale.ts';

/** Both compiled catalogs stay in server memory; they are read-only and shared safely. */
export const serverCatalogs: Record<Locale, Messages> = { cs, en };
