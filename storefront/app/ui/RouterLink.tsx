import type { LinkComponentProps } from '@vitrina/design-system';
import { Link } from 'react-router';
import { isExternalHref } from '../routing/externalHref.ts';

/** The design system's link slot filled with React Router: internal hrefs navigate in the app. */
export function RouterLink({ href, ...rest }: LinkComponentProps) {
  if (isExternalHref(href)) {
    return <a href={href} rel="noopener noreferrer" target="_blank" {...rest} />;
  }
  return <Link to={href} {...rest} />;
}
