import { style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';

export const usp = style({ display: 'flex', gap: vars.space.medium, alignItems: 'flex-start' });

export const uspIcon = style({ color: vars.color.brand, flexShrink: 0 });
