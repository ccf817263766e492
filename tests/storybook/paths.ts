import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The static Storybook that `pnpm --filter @vitrina/stories run build` writes. */
export const storybookDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../stories/storybook-static',
);
