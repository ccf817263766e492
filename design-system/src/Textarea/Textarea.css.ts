import { style } from '@vanilla-extract/css';

// Vertical resizing only, so a user can enlarge it without breaking the layout's width.
export const textarea = style({ resize: 'vertical' });
