import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPgliteTemplates, createPostgresTemplate, dropPostgresDatabase } from './templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Tarballs of PGlite data dirs: a bare cluster, and the same migrated and seeded. */
    pgliteTemplates: { empty: string; seeded: string };
    /** The migrated, seeded database on TEST_DATABASE_URL's server; null without the URL. */
    postgresTemplate: string | null;
  }
}

/**
 * initdb in WASM, the migrations and the seed take seconds; do them once per run and let every
 * test file start its own database as a copy of the result. Built from the current migrations
 * and seed on every run, so nothing goes stale (docs/decisions/016-test-database-templates.md).
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  const postgresTemplate = url ? `vitrina_test_template_${process.pid}` : null;
  const files = {
    empty: join(tmpdir(), `vitrina-pglite-empty-${process.pid}.tar`),
    seeded: join(tmpdir(), `vitrina-pglite-seeded-${process.pid}.tar`),
  };
  const teardown = async () => {
    await Promise.all(Object.values(files).map((file) => rm(file, { force: true })));
    if (url && postgresTemplate) await dropPostgresDatabase(url, postgresTemplate);
  };
  const build = async () => {
    // Independent: PGlite works in this process, PostgreSQL on its server. Settle both before
    // cleaning up, so a failure of one never races the other's half-built template.
    const [pglite, server] = await Promise.allSettled([
      buildPgliteTemplates().then(async ({ empty, seeded }) => {
        await writeFile(files.empty, Buffer.from(await empty.arrayBuffer()));
        await writeFile(files.seeded, Buffer.from(await seeded.arrayBuffer()));
      }),
      url && postgresTemplate ? createPostgresTemplate(url, postgresTemplate) : undefined,
    ]);
    for (const result of [pglite, server]) {
      if (result.status === 'rejected') {
        await teardown();
        throw result.reason;
      }
    }
  };
  await build();
  // Watch mode: a rerun may follow an edit of a migration or the seed.
  project.onTestsRerun(build);
  project.provide('pgliteTemplates', files);
  project.provide('postgresTemplate', postgresTemplate);
  return teardown;
}
