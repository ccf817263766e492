import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@vitrina/design-system';

// Phones: the panel opens over the page when its link targets it (works without a script).
export const panel = style({
  display: 'none',
  selectors: {
    '&:target': {
      display: 'block',
      position: 'fixed',
      inset: 0,
      zIndex: 50,
      overflowY: 'auto',
      padding: vars.space.large,
      background: vars.color.surface,
    },
  },
  '@media': {
    [mediaQueries.lg]: {
      display: 'block',
      selectors: { '&:target': { position: 'static', padding: 0, zIndex: 'auto' } },
    },
  },
});

export const panelHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  marginBottom: vars.space.medium,
  '@media': { [mediaQueries.lg]: { display: 'none' } },
});

export const form = style({ display: 'grid', gap: vars.space.small });

export const group = style({
  margin: 0,
  minWidth: 0,
  border: 0,
  borderBottom: `1px solid ${vars.color.border}`,
  padding: `${vars.space.small} 0 ${vars.space.medium}`,
});

export const legend = style({
  float: 'left',
  width: '100%',
  padding: 0,
  fontWeight: vars.fontWeight.strong,
});

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 32,
  cursor: 'pointer',
  fontWeight: vars.fontWeight.strong,
});

export const options = style({
  display: 'grid',
  gap: vars.space.xsmall,
  margin: `${vars.space.small} 0 0`,
  padding: 0,
  listStyle: 'none',
  maxHeight: 320,
  overflowY: 'auto',
});

export const optionLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
});

export const swatch = style({
  display: 'inline-block',
  width: 16,
  height: 16,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
});

export const optionCount = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const priceRow = style({
  // Below the floated legend: a grid beside a float is squeezed past the panel's edge.
  clear: 'both',
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.small,
  marginTop: vars.space.small,
});

export const priceInput = style({
  width: '100%',
  minHeight: 40,
  padding: `0 ${vars.space.small}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});

export const fieldLabel = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  fontSize: vars.fontSize.small,
});

// On phones the button stays in reach at the bottom of the open panel; beside the listing it
// sits after the filters (a ticked box applies itself there when scripts run).
export const submit = style({
  position: 'sticky',
  bottom: 0,
  paddingBlock: vars.space.small,
  background: vars.color.surface,
  '@media': { [mediaQueries.lg]: { position: 'static' } },
});
export const submitButton = style({ width: '100%' });
