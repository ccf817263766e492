import { globalStyle } from '@vanilla-extract/css';
import { vars } from './themes/contract.css.ts';

/**
 * Side-effect stylesheet: `import '@vitrina/design-system/global.css'`. A small reset plus body
 * typography from the theme vars, which resolve once a theme class is on <html>.
 */
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  background: vars.color.surface,
  color: vars.color.text,
});

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.body,
  background: vars.color.surface,
  color: vars.color.text,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

globalStyle('h1, h2, h3, h4, h5, h6', {
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.heading,
  letterSpacing: vars.letterSpacing.heading,
});

globalStyle('p, blockquote, figure, dl, dd, ol, ul', { margin: 0 });

globalStyle('img, svg, video, canvas, picture', { display: 'block', maxWidth: '100%' });

globalStyle('img, video', { height: 'auto' });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle('a', { color: vars.color.brand });

globalStyle(':focus-visible', {
  outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

globalStyle('::selection', { background: vars.color.brandAccent, color: vars.color.onBrandAccent });
