import { useLingui } from '@lingui/react/macro';
import * as styles from './ContactPage.css.ts';

/** The shop's phone and e-mail as links (the contact and inquiry pages' side card). */
export function ShopContactLines({ contact }: { contact: { phone: string; email: string } }) {
  const { t } = useLingui();
  return (
    <dl className={styles.lines}>
      <dt>{t`Phone`}</dt>
      <dd>
        <a href={`tel:${contact.phone.replace(/\s/g, '')}`}>{contact.phone}</a>
      </dd>
      <dt>{t`E-mail`}</dt>
      <dd>
        <a href={`mailto:${contact.email}`}>{contact.email}</a>
      </dd>
    </dl>
  );
}
