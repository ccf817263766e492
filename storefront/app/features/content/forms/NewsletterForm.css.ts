import { style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';

export const form = style({ display: 'grid', gap: vars.space.small, maxWidth: '30rem' });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.heading,
});

export const text = style({ margin: 0 });

export const row = style({ display: 'flex', gap: vars.space.small, flexWrap: 'wrap' });

export const input = style({ flex: '1 1 12rem', minWidth: 0 });

export const success = style({ margin: 0, color: vars.color.positive });

export const failure = style({ margin: 0, color: vars.color.critical });
