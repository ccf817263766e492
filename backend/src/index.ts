// Entry points for other workspace tools (e2e set-up, scripts); the server itself starts in main.ts.
export { buildApp, type AppOptions } from './app.ts';
export { loadConfig, readConfig, type Config } from './config.ts';
export type { Database, DatabaseHandle } from './db/database.ts';
export { openDatabase } from './db/open.ts';
export { prepareDatabase } from './seed/prepare.ts';
export { reseedDemo, seedDemo, type SeedOptions } from './seed/index.ts';
