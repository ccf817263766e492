import { useLingui } from '@lingui/react/macro';
import { Button, formatPrice, Icon, type IconName } from '@vitrina/design-system';
import { useLocale } from '../../i18n/useLocale.ts';
import { routePath } from '../../routing/routePath.ts';
import { accountMenu, type AccountMenuRoute } from './accountMenu.ts';
import { useShopperSummary } from './shopper.atoms.ts';
import type { DashboardData } from './dashboard.server.ts';
import { DashboardOrders } from './DashboardOrders.tsx';
import * as area from './UserArea.css.ts';

const icons: Record<AccountMenuRoute, IconName> = {
  'user-dashboard': 'home',
  'user-settings': 'user',
  'user-orders': 'package',
  'user-password': 'lock',
  'user-shoppingLists': 'list',
  'user-addressList': 'truck',
  'user-favourites': 'heart',
};

/** The shopper's loyalty credits (only when the shop runs them). */
function CreditsCard({ credits }: { credits: DashboardData['credits'] }) {
  const { t } = useLingui();
  if (!credits) return null;
  return (
    <article className={area.card} aria-labelledby="dashboard-credits">
      <h2 id="dashboard-credits" className={area.cardTitle}>
        <Icon name="gift" />
        {t`Loyalty credits`}
      </h2>
      {credits === 'failed' ? (
        <p className={area.muted}>{t`Your credits cannot be shown right now. Try again later.`}</p>
      ) : (
        <>
          <p className={area.lines}>
            <strong>{formatPrice(credits.amount, credits.currency)}</strong>
          </p>
          <p className={area.muted}>{t`You can spend them on your next order in the cart.`}</p>
        </>
      )}
    </article>
  );
}

/**
 * The user area's overview: the shopper's details, default addresses, credits, newest orders and
 * the way to each part.
 */
export function DashboardPage({ data }: { data: DashboardData }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const features = useShopperSummary()?.features;
  const { user } = data;
  return (
    <>
      <p className={area.muted}>{t`Hello ${user.firstName}, welcome to your account.`}</p>
      <div className={`${area.cards} ${area.section}`}>
        <article className={area.card} aria-labelledby="dashboard-details">
          <h2 id="dashboard-details" className={area.cardTitle}>
            <Icon name="user" />
            {t`Your details`}
          </h2>
          <p className={area.lines}>
            {user.firstName} {user.lastName}
            <br />
            {user.email}
            {user.phone ? (
              <>
                <br />
                {user.phone}
              </>
            ) : null}
            {user.companyName ? (
              <>
                <br />
                {user.companyName}
              </>
            ) : null}
          </p>
          {user.businessStatus === 'pending' ? (
            <p className={area.muted}>{t`Your company details are waiting for approval.`}</p>
          ) : null}
          <div className={area.row}>
            <Button href={routePath('user-settings', {}, locale)} color="outline" size="small">
              {t`Edit`}
            </Button>
          </div>
        </article>
        <article className={area.card} aria-labelledby="dashboard-addresses">
          <h2 id="dashboard-addresses" className={area.cardTitle}>
            <Icon name="truck" />
            {t`Default addresses`}
          </h2>
          {data.defaultAddresses?.length ? (
            data.defaultAddresses.map((address) => (
              <p key={address.id} className={area.lines}>
                <strong>{address.type === 'billing' ? t`Billing` : t`Delivery`}:</strong>{' '}
                {address.street} {address.houseNumber}, {address.postcode} {address.city}
              </p>
            ))
          ) : (
            <p className={area.muted}>{t`No default address yet.`}</p>
          )}
          <div className={area.row}>
            <Button href={routePath('user-addressList', {}, locale)} color="outline" size="small">
              {t`Manage addresses`}
            </Button>
          </div>
        </article>
        <CreditsCard credits={data.credits} />
      </div>
      <DashboardOrders data={data} />
      <nav aria-label={t`Account sections`} className={area.section}>
        <ul className={area.tiles}>
          {(features ? accountMenu(features) : [])
            .filter((entry) => entry.route !== 'user-dashboard')
            .map((entry) => (
              <li key={entry.route}>
                <a href={routePath(entry.route, {}, locale)} className={area.tile}>
                  <Icon name={icons[entry.route]} size="large" />
                  {i18n._(entry.label)}
                </a>
              </li>
            ))}
        </ul>
      </nav>
    </>
  );
}
