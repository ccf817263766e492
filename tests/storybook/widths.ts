/**
 * The widths every story is checked at: a common phone (375 px, below the design system's first
 * breakpoint at 480) and the `lg` breakpoint (1024 px). The first is where the story renders and
 * plays; the page is then widened for the second. Screenshot names end in the width.
 */
export const storyWidths = [
  { width: 375, height: 812 },
  { width: 1024, height: 768 },
] as const;

export type StoryWidth = (typeof storyWidths)[number];
