import { AppLink } from '../LinkProvider/LinkProvider.tsx';
import type { LinkComponentProps } from '../LinkProvider/LinkProvider.tsx';
import { cx } from '../styles/cx.ts';
import { isExternalHref } from './isExternalHref.ts';
import { link } from './Link.css.ts';
import type { LinkTone, LinkUnderline } from './linkVariants.ts';

export type LinkProps = LinkComponentProps & {
  tone?: LinkTone;
  underline?: LinkUnderline;
};

const safeRel = ['noopener', 'noreferrer'];

/** Adds noopener and noreferrer to whatever rel the caller gave (e.g. "nofollow"). */
function externalRel(rel: string | undefined): string {
  const tokens = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  for (const token of safeRel) tokens.add(token);
  return [...tokens].join(' ');
}

/**
 * A text link. Internal paths go through the app's link component (client-side navigation);
 * external addresses render a plain <a> that leaks neither the opener nor the referrer. No
 * `target` is added: opening a new tab is the caller's explicit choice.
 */
export function Link({ tone, underline, className, href, rel, ...rest }: LinkProps) {
  const classes = cx(link({ tone, underline }), className);
  if (isExternalHref(href)) {
    return <a {...rest} href={href} rel={externalRel(rel)} className={classes} />;
  }
  return <AppLink {...rest} href={href} rel={rel} className={classes} />;
}
