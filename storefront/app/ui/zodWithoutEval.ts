/*
 * Zod compiles object parsers with `new Function` where it may, and probes for that when a schema
 * is built. The shop's policy forbids eval in the browser, and even the probe is reported as a
 * violation, so browsers parse without it (the server keeps the faster compiled parsers). Zod
 * reads `globalThis.__zod_globalConfig` when it loads, so the flag must be set before any schema
 * exists: this module (no imports) comes first in root.tsx for the dev server, and the build puts
 * the same statement first in every client chunk (vite.config.ts), because a chunk's imports run
 * before its own code and any of them may define schemas.
 */
export const zodJitlessStatement =
  "if(typeof document!=='undefined')(globalThis.__zod_globalConfig??={}).jitless=true;";

interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}

if (typeof document !== 'undefined')
  ((globalThis as ZodGlobal).__zod_globalConfig ??= {}).jitless = true;
