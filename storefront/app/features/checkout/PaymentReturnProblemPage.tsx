import { useLingui } from '@lingui/react/macro';
import { Button, Icon } from '@vitrina/design-system';
import { PageShell } from '../../ui/PageShell.tsx';
import type { PaymentReturnProblem } from './paymentReturn.server.ts';
import * as styles from './FinishPage.css.ts';

/**
 * A return from the payment gateway that could not be taken (a mangled or forged address, or the
 * shop's back end away). A good return never renders: it goes on to the order's page.
 */
export function PaymentReturnProblemPage(props: {
  data: { problem: PaymentReturnProblem; shopHref: string };
}) {
  const { t } = useLingui();
  const { problem, shopHref } = props.data;
  const text =
    problem === 'unavailable'
      ? t`We could not confirm the payment right now. If you paid, the payment will be matched to your order; the order confirmation e-mail has a link to its state.`
      : t`This link does not carry a valid payment result, so nothing was changed. If you paid, the payment will be matched to your order; the order confirmation e-mail has a link to its state.`;
  return (
    <PageShell title={t`Payment not confirmed`}>
      <meta name="robots" content="noindex, nofollow" />
      <p role="alert" className={styles.stateProblem}>
        <Icon name="warning" />
        {text}
      </p>
      <div className={styles.footer}>
        <Button href={shopHref} color="outline" iconLeft={<Icon name="chevron-left" />}>
          {t`Go back to home`}
        </Button>
      </div>
    </PageShell>
  );
}
