import { useLingui } from '@lingui/react/macro';
import { Container } from '@vitrina/design-system';
import * as styles from './notices.css.ts';

/** The shop takes no orders now (global configuration): said on every page, under the header. */
export function ShoppingDisabledNotice({ text }: { text: string | null }) {
  const { t } = useLingui();
  return (
    <div className={styles.shoppingDisabled} role="note">
      <Container>{text || t`Shopping is temporarily unavailable.`}</Container>
    </div>
  );
}
