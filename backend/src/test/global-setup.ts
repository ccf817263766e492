import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteExtensions } from '../db/pglite.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a freshly initialised, empty PGlite cluster (no migrations, no data). */
    pgliteTemplate: string;
  }
}

/**
 * initdb in WASM takes seconds; run it once per test run and let every file start its own
 * database from the result. Each file still migrates and seeds its copy itself.
 */
export default async function setup(project: TestProject) {
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = join(tmpdir(), `vitrina-pglite-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(file, { force: true });
}
