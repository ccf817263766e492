import { useLingui } from '@lingui/react/macro';
import { Button } from '@vitrina/design-system';
import type { ContactBoxData } from './pages.server.ts';
import * as styles from './ContentPage.css.ts';

/** The page's contact box (spec §3 Page): its title and text, the shop's phone and e-mail. */
export function ContactBox({ box }: { box: ContactBoxData }) {
  const { t } = useLingui();
  const title = box.title ?? t`Need help?`;
  return (
    <aside className={styles.contactBox} aria-label={title}>
      <h2 className={styles.contactTitle}>{title}</h2>
      {box.description ? <p>{box.description}</p> : null}
      {box.contact ? (
        <p className={styles.contactLines}>
          <a href={`tel:${box.contact.phone.replace(/\s/g, '')}`}>{box.contact.phone}</a>
          <a href={`mailto:${box.contact.email}`}>{box.contact.email}</a>
        </p>
      ) : null}
      {box.showButton ? (
        <Button href={box.contactHref} color="primary">
          {t`Contact us`}
        </Button>
      ) : null}
    </aside>
  );
}
