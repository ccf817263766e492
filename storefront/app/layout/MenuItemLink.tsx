import type { MenuItem } from '@vitrina/contracts';
import { useLingui } from '@lingui/react/macro';
import type { Locale } from '../i18n/locale.ts';
import { menuHref } from './menuHref.ts';
import { RouterLink } from './RouterLink.tsx';
import { visuallyHiddenText } from './visuallyHidden.css.ts';

/** One content menu item as a link; items whose target cannot be built render as plain text. */
export function MenuItemLink(props: { item: MenuItem; locale: Locale; className?: string }) {
  const { t } = useLingui();
  const link = menuHref(props.item.link, props.locale);
  if (!link) return <span className={props.className}>{props.item.title}</span>;
  return (
    <RouterLink href={link.href} className={props.className}>
      {props.item.title}
      {link.external ? (
        <span className={visuallyHiddenText}>{t`(opens in a new window)`}</span>
      ) : null}
    </RouterLink>
  );
}
