// Copies the kitchen-sink story's screenshot baselines into docs/screenshots/, so the design-system
// page in docs/ shows exactly what the story suite compares.
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { themeNames } from '../storybook/themes.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const baselines = path.resolve(here, '../storybook/__screenshots__');
const docs = path.resolve(here, '../../docs/screenshots');

for (const theme of themeNames) {
  const target = path.join(docs, `kitchen-sink-${theme}.png`);
  copyFileSync(path.join(baselines, `pages-kitchen-sink--all-components--${theme}.png`), target);
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}
