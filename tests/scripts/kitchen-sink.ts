// Copies the kitchen-sink story's screenshot baselines into docs/screenshots/, so the design-system
// page in docs/ shows exactly what the story suite compares.
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { themeNames } from '../storybook/themes.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const baselines = path.resolve(here, '../storybook/__screenshots__');
const docs = path.resolve(here, '../../docs/screenshots');

// The desktop shot keeps its old name; the phone shot sits beside it.
const widths = [
  { width: 1024, suffix: '' },
  { width: 375, suffix: '-375' },
];

for (const theme of themeNames) {
  for (const { width, suffix } of widths) {
    const target = path.join(docs, `kitchen-sink-${theme}${suffix}.png`);
    const baseline = `pages-kitchen-sink--all-components--${theme}--${width}.png`;
    copyFileSync(path.join(baselines, baseline), target);
    console.log(`wrote ${path.relative(process.cwd(), target)}`);
  }
}
