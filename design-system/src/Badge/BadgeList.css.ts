import { globalStyle, style } from '@vanilla-extract/css';

export const badgeList = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// A child that rendered nothing (a DiscountBadge for 0 %) leaves no gap and no list item to announce.
globalStyle(`${badgeList} > li:empty`, { display: 'none' });
