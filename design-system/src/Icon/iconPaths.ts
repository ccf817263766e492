/**
 * The icon set: stroke paths on a 24×24 grid, drawn with `currentColor` so icons take the text
 * colour of the theme. Adding a name here adds it to `iconNames` and to the `Icon` prop type.
 */
export const iconPaths = {
  'arrow-left': ['M19 12H5', 'M11 6l-6 6 6 6'],
  'arrow-right': ['M5 12h14', 'M13 6l6 6-6 6'],
  goods: ['M4 7h16l-1.5 12h-13L4 7Z', 'M8 7a4 4 0 0 1 8 0'],
  search: ['M11 18a7 7 0 1 1 0-14 7 7 0 0 1 0 14Z', 'm16 16 4 4'],
  cart: ['M3 4h2l2.4 10.5h10.8L20.5 7H6.2', 'M9 20h.01', 'M17 20h.01'],
  heart: ['M12 20s-7.5-4.6-7.5-10A4.5 4.5 0 0 1 12 7.1 4.5 4.5 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10Z'],
  compare: ['M7 4v16', 'M17 4v16', 'M4 8h6', 'M14 15h6'],
  user: ['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z', 'M4 21a8 8 0 0 1 16 0'],
  close: ['M6 6l12 12', 'M18 6 6 18'],
  check: ['M5 12.5l4.5 4.5L19 7.5'],
  'chevron-down': ['m6 9 6 6 6-6'],
  'chevron-up': ['m6 15 6-6 6 6'],
  'chevron-left': ['m15 6-6 6 6 6'],
  'chevron-right': ['m9 6 6 6-6 6'],
  menu: ['M4 6h16', 'M4 12h16', 'M4 18h16'],
  plus: ['M12 5v14', 'M5 12h14'],
  minus: ['M5 12h14'],
} as const satisfies Record<string, readonly string[]>;

export type IconName = keyof typeof iconPaths;

/** Every icon name, in declaration order (for pickers and stories). */
export const iconNames = Object.keys(iconPaths) as IconName[];
