import { motion, zIndex } from './constants.ts';

/** Theme-independent tokens, as CSS strings, shared by every token set. */
export const sharedTokens = {
  motion: {
    fast: `${motion.fastDuration}ms`,
    standard: `${motion.standardDuration}ms`,
    scroll: `${motion.scrollDuration}ms`,
    easing: motion.easing,
  },
  zIndex: {
    dropdown: String(zIndex.dropdown),
    sticky: String(zIndex.sticky),
    overlay: String(zIndex.overlay),
    modal: String(zIndex.modal),
    toast: String(zIndex.toast),
    loadingBar: String(zIndex.loadingBar),
  },
};

/** The spacing scale is shared so layouts line up across themes; themes change look, not rhythm. */
export const space = {
  none: '0',
  xxsmall: '2px',
  xsmall: '4px',
  small: '8px',
  medium: '12px',
  large: '16px',
  xlarge: '24px',
  xxlarge: '32px',
  xxxlarge: '48px',
  gutter: '16px',
};
