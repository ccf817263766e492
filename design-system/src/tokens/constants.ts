/**
 * Values that are the same in every theme and are also needed by JavaScript (scrolling, stacking
 * of portals). The theme contract repeats them as CSS variables so styles can use either.
 */
export const motion = {
  /** Smooth-scroll animation length (spec §9). */
  scrollDuration: 300,
  fastDuration: 120,
  standardDuration: 200,
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

export const zIndex = {
  dropdown: 1000,
  sticky: 1100,
  overlay: 1200,
  modal: 1300,
  /** Spec §9: toasts at 9999, the loading bar above everything at 10000. */
  toast: 9999,
  loadingBar: 10000,
} as const;

/** Toast container behaviour (spec §9: up to 4 at once, 5000 ms, top centre). */
export const toastDefaults = {
  maxVisible: 4,
  duration: 5000,
} as const;
