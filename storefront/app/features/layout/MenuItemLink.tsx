import type { MenuItem } from '@vitrina/contracts/content';
import { useLingui } from '@lingui/react/macro';
import { useLocale } from '../../i18n/useLocale.ts';
import { menuHref } from '../../routing/menuHref.ts';
import { RouterLink } from '../../ui/RouterLink.tsx';
import { visuallyHiddenText } from '../../ui/visuallyHidden.css.ts';

/** One content menu item as a link; items whose target cannot be built render as plain text. */
export function MenuItemLink(props: { item: MenuItem; className?: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const link = menuHref(props.item.link, locale);
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
