import { breakpointNames, breakpoints } from '@vitrina/design-system';

/** One viewport per design-system breakpoint, at exactly its minimum width. */
export const breakpointViewports = Object.fromEntries(
  breakpointNames.map((name) => [
    name,
    {
      name: `${name} · ${breakpoints[name]}px`,
      styles: { width: `${breakpoints[name]}px`, height: '900px' },
      type: breakpoints[name] < 768 ? 'mobile' : breakpoints[name] < 1024 ? 'tablet' : 'desktop',
    },
  ]),
);
