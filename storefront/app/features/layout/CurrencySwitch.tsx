import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { currencyButton, currencyForm } from './switches.css.ts';

export interface CurrencyOption {
  code: string;
  symbol: string;
}

/** Where the currency form posts; see routes/setCurrency.ts. */
export const setCurrencyPath = '/actions/set-currency';

/**
 * One submit button per currency. A native POST (no JavaScript needed): the action sets the
 * cookie and redirects back here, which reloads the page in the new currency (spec section 4).
 */
export function CurrencySwitch(props: { currency: string; currencies: CurrencyOption[] }) {
  const { t } = useLingui();
  const { pathname, search } = useLocation();
  return (
    <form method="post" action={setCurrencyPath} className={currencyForm} aria-label={t`Currency`}>
      <input type="hidden" name="redirectTo" value={pathname + search} />
      {props.currencies.map(({ code, symbol }) => (
        <button
          key={code}
          type="submit"
          name="currency"
          value={code}
          className={currencyButton}
          aria-pressed={code === props.currency}
          title={`${code} (${symbol})`}
        >
          {code}
        </button>
      ))}
    </form>
  );
}
