import { config } from 'zod';

/*
 * Zod compiles object parsers with `new Function` where it may. The shop's policy forbids eval in
 * the browser, and even zod's probe for it is reported as a violation, so browsers parse without
 * it (the server keeps the faster compiled parsers). Imported first by root.tsx: route modules run
 * before the client entry, and one of them may parse on import.
 */
if (typeof document !== 'undefined') config({ jitless: true });
