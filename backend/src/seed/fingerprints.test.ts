import { readFile, writeFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema/index.ts';
import { testDatabases, useMigratedDatabase } from '../test/databases.ts';
import { testProductCount } from '../test/test-app.ts';
import { checkFingerprints, refreshCommand, type FingerprintFile } from './fingerprint-check.ts';
import { sectionFingerprints, unlistedVolatileColumns } from './fingerprint.ts';
import { seedDemo } from './index.ts';
import { seedSections, type SeedSection } from './sections.ts';

const fileUrl = new URL('./fingerprints.json', import.meta.url);
/** `UPDATE_SEED_FINGERPRINTS=1`: rewrite fingerprints.json instead of comparing with it. */
const updating = process.env.UPDATE_SEED_FINGERPRINTS === '1';

async function readCommitted(): Promise<FingerprintFile> {
  try {
    return JSON.parse(await readFile(fileUrl, 'utf8')) as FingerprintFile;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

describe('fingerprint check', () => {
  const section = (name: string, version: number, dependsOn: string[] = []) =>
    ({ name, version, dependsOn, tables: [], write: () => Promise.resolve({}) }) as SeedSection;
  const committed: FingerprintFile = {
    core: { version: 1, fingerprint: 'c1' },
    categories: { version: 2, fingerprint: 'k1' },
    menus: { version: 1, fingerprint: 'm1' },
  };
  const sections = [section('core', 1), section('categories', 2, ['core']), section('menus', 1)];
  const unchanged = { core: 'c1', categories: 'k1', menus: 'm1' };

  it('passes when every fingerprint and version matches', () => {
    const check = checkFingerprints(sections, committed, unchanged);
    expect(check).toEqual({ unbumped: [], stale: [], expected: committed });
  });

  it('names the section whose rows changed without a new version, and the version to take', () => {
    const check = checkFingerprints(sections, committed, { ...unchanged, categories: 'k2' });
    expect(check.unbumped).toEqual([
      expect.stringMatching(/"categories".* still 2: raise it to 3/),
    ]);
    expect(check.stale).toEqual([]);
  });

  it('only asks for a refresh when the version was raised, with or without new rows', () => {
    const bumped = [section('core', 1), section('categories', 3, ['core']), section('menus', 1)];
    for (const categories of ['k1', 'k2']) {
      const check = checkFingerprints(bumped, committed, { ...unchanged, categories });
      expect(check.unbumped).toEqual([]);
      expect(check.stale).toEqual([expect.stringContaining('"categories" is at version 3')]);
      expect(check.expected.categories).toEqual({ version: 3, fingerprint: categories });
    }
  });

  it('lets the rows of a dependant change with a bumped dependency, transitively', () => {
    const chain = [section('core', 2), section('categories', 2, ['core']), section('menus', 1)];
    const dependants = checkFingerprints(chain, committed, { core: 'c2', categories: 'k2' });
    expect(dependants.unbumped).toEqual([expect.stringContaining('"menus"')]);
    const nested = [...chain.slice(0, 2), section('menus', 1, ['categories'])];
    const check = checkFingerprints(nested, committed, {
      core: 'c2',
      categories: 'k2',
      menus: 'm2',
    });
    expect(check.unbumped).toEqual([]);
    expect(check.stale).toHaveLength(3);
  });

  it('asks for a refresh when sections were added or removed', () => {
    const check = checkFingerprints([...sections.slice(0, 2), section('reviews', 1)], committed, {
      ...unchanged,
      reviews: 'r1',
    });
    expect(check.unbumped).toEqual([]);
    expect(check.stale).toEqual([
      expect.stringContaining('"reviews" is not in'),
      expect.stringContaining('"menus" no longer exists'),
    ]);
  });

  it('finds columns filled at insert time, which would make fingerprints differ run to run', () => {
    expect(unlistedVolatileColumns(seedSections)).toEqual([]);
    const records = { ...section('records', 1), tables: [schema.seedSections] };
    expect(unlistedVolatileColumns([records])).toEqual(['seed_sections.applied_at']);
  });
});

describe.each(testDatabases)('seed fingerprints on $name', (database) => {
  const migrated = useMigratedDatabase(database);
  beforeAll(async () => {
    // The catalogue's rows depend on the product count: fingerprint the test shop's.
    await seedDemo(migrated.handle.db, { products: testProductCount });
  });

  it('match fingerprints.json for the sections’ versions', async () => {
    const computed = await sectionFingerprints(migrated.handle.db, seedSections);
    const check = checkFingerprints(seedSections, await readCommitted(), computed);
    if (check.unbumped.length > 0) {
      // Refreshing alone would hide the change from existing `.data/` folders: refuse it.
      expect.fail(
        `Demo rows changed without a new section version:\n- ${check.unbumped.join('\n- ')}\n` +
          `Then refresh backend/src/seed/fingerprints.json: ${refreshCommand}\n` +
          '(A version no commit holds yet may keep its number: delete its entry, then refresh.)',
      );
    }
    if (updating) {
      await writeFile(fileUrl, `${JSON.stringify(check.expected, null, 2)}\n`);
      return;
    }
    if (check.stale.length > 0) {
      expect.fail(
        `backend/src/seed/fingerprints.json is out of date:\n- ${check.stale.join('\n- ')}\n` +
          `Refresh it: ${refreshCommand}`,
      );
    }
  });

  it('gives the same fingerprints when the same seed runs again', async () => {
    const before = await sectionFingerprints(migrated.handle.db, seedSections);
    // Written again later in the run: a clock or random value in the rows would show here.
    const result = await seedDemo(migrated.handle.db, {
      sections: seedSections.map((each) => ({ ...each, version: each.version + 1 })),
    });
    expect(result.applied).toHaveLength(seedSections.length);
    expect(await sectionFingerprints(migrated.handle.db, seedSections)).toEqual(before);
  });
});
