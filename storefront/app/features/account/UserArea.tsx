import { useLingui } from '@lingui/react/macro';
import { Button, Container, Icon } from '@vitrina/design-system';
import type { ReactNode } from 'react';
import { Form, NavLink } from 'react-router';
import { useLocale } from '../../i18n/useLocale.ts';
import { routePath } from '../../routing/routePath.ts';
import { DocumentTitle } from '../../ui/DocumentTitle.tsx';
import { useShopperSummary } from './shopper.atoms.ts';
import { accountMenu } from './accountMenu.ts';
import * as styles from './UserArea.css.ts';

/** The account menu (spec §2 order and conditions) and the logout button. */
export function AccountMenu() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const features = useShopperSummary()?.features;
  return (
    <nav aria-label={t`My account`} className={styles.menu}>
      <ul className={styles.menuList}>
        {(features ? accountMenu(features) : []).map((entry) => (
          <li key={entry.route}>
            <NavLink
              to={routePath(entry.route, {}, locale)}
              className={({ isActive }) => (isActive ? styles.activeItem : styles.menuItem)}
              end={entry.route !== 'user-orders' && entry.route !== 'user-shoppingLists'}
            >
              {i18n._(entry.label)}
            </NavLink>
          </li>
        ))}
      </ul>
      <Form method="post" action="/actions/logout" className={styles.logout}>
        <input type="hidden" name="redirectTo" value={routePath('index', {}, locale)} />
        <Button type="submit" color="ghost" size="small" iconLeft={<Icon name="return" />}>
          {t`Log out`}
        </Button>
      </Form>
    </nav>
  );
}

/** A page of the user area: the menu beside (desktop) or above (phone) the page's content. */
export function UserArea(props: { title: string; children: ReactNode }) {
  return (
    <Container>
      <DocumentTitle title={props.title} />
      <div className={styles.area}>
        <AccountMenu />
        <section className={styles.content} aria-labelledby="user-area-title">
          <h1 id="user-area-title" className={styles.title}>
            {props.title}
          </h1>
          {props.children}
        </section>
      </div>
    </Container>
  );
}
