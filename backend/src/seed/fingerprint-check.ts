import type { SeedSection } from './sections.ts';

/** `backend/src/seed/fingerprints.json`: what each section wrote at the version committed. */
export type FingerprintFile = Record<string, { version: number; fingerprint: string }>;

export const refreshCommand =
  'UPDATE_SEED_FINGERPRINTS=1 pnpm vitest run --project @vitrina/backend backend/src/seed/fingerprints.test.ts';

export interface FingerprintCheck {
  /**
   * Sections whose rows changed while neither they nor a section they depend on got a new version:
   * existing databases would keep the old rows. Refreshing the file cannot fix these.
   */
  unbumped: string[];
  /** Differences the file should take on (new versions, sections added or removed). */
  stale: string[];
  /** The file as it should be. */
  expected: FingerprintFile;
}

/**
 * Compares fresh fingerprints with the committed file. A section whose version changed, or that
 * depends (directly or not) on one whose version changed, is re-applied on existing databases
 * (docs/decisions/014-versioned-seed.md), so its rows may change freely; any other changed
 * section needs a bump.
 */
export function checkFingerprints(
  sections: readonly SeedSection[],
  committed: FingerprintFile,
  computed: Record<string, string>,
): FingerprintCheck {
  const check: FingerprintCheck = { unbumped: [], stale: [], expected: {} };
  const reapplied = new Set<string>();
  for (const { name, version, dependsOn } of sections) {
    const fingerprint = computed[name] ?? '';
    check.expected[name] = { version, fingerprint };
    const held = committed[name];
    if (!held) {
      // Existing databases apply a new section, and re-apply what depends on it.
      reapplied.add(name);
      check.stale.push(`section "${name}" is not in fingerprints.json yet`);
      continue;
    }
    if (held.version !== version || dependsOn.some((dependency) => reapplied.has(dependency))) {
      reapplied.add(name);
    }
    if (held.fingerprint !== fingerprint && !reapplied.has(name)) {
      check.unbumped.push(
        `section "${name}" now writes other rows, but its version is still ${version}: raise it to ` +
          `${version + 1} in backend/src/seed/sections.ts (existing databases then re-apply it)`,
      );
    } else if (held.version !== version) {
      check.stale.push(`section "${name}" is at version ${version}, the file says ${held.version}`);
    } else if (held.fingerprint !== fingerprint) {
      check.stale.push(`section "${name}" changed along with a section it depends on`);
    }
  }
  for (const name of Object.keys(committed)) {
    if (!(name in check.expected)) check.stale.push(`section "${name}" no longer exists`);
  }
  return check;
}
