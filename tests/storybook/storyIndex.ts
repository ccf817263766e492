import { readFileSync } from 'node:fs';
import path from 'node:path';
import { storybookDir } from './paths.ts';

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

/** Stories tagged so are rendered and checked but not screenshotted (e.g. live clocks). */
export const noScreenshotTag = 'no-screenshot';

/** Every story of the built Storybook (docs pages excluded), in index order. */
export function readStories(): StoryEntry[] {
  const file = path.join(storybookDir, 'index.json');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(
      `${file} is missing: build Storybook first (pnpm --filter @vitrina/stories run build)`,
    );
  }
  const index = JSON.parse(text) as { entries: Record<string, StoryEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}
