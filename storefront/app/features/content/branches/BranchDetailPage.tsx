import { useLingui } from '@lingui/react/macro';
import { Button, Icon, Image } from '@vitrina/design-system';
import { JsonLd } from '../../../ui/JsonLd.tsx';
import { PageShell } from '../../../ui/PageShell.tsx';
import { BranchEmbed } from './BranchEmbed.tsx';
import type { BranchDetailData } from './branches.server.ts';
import * as styles from './BranchDetailPage.css.ts';
import { BranchFacts } from './BranchFacts.tsx';
import { Section } from './BranchSection.tsx';
import { OpeningHoursTable, OpeningStatusLine } from './OpeningHours.tsx';

/** One pick-up point: address and hours first, then services, access, people and pictures. */
export function BranchDetailPage({ branch, jsonLd, renderedAt }: BranchDetailData) {
  const { t } = useLingui();
  const { address, title } = branch;
  return (
    <PageShell title={branch.title} documentTitle={branch.seoTitle || branch.title}>
      {branch.seoDescription ? <meta name="description" content={branch.seoDescription} /> : null}
      <JsonLd data={jsonLd} />
      <div className={styles.layout}>
        <div className={styles.intro}>
          <address className={styles.address}>
            {address.street}, {address.postcode} {address.city}
          </address>
          <OpeningStatusLine week={branch.openingHours} renderedAt={renderedAt} />
          {branch.description ? <p>{branch.description}</p> : null}
        </div>
        <aside
          className={`${styles.panel} ${styles.aside}`}
          aria-label={t`Opening hours and contact`}
        >
          <OpeningHoursTable week={branch.openingHours} renderedAt={renderedAt} />
          <Contacts phone={branch.phone} email={branch.email} />
          <div className={styles.actions}>
            {branch.googleMapLink ? (
              <Button href={branch.googleMapLink} color="secondary" size="small">
                {t`Directions`}
              </Button>
            ) : null}
            {branch.reviewLink ? (
              <Button href={branch.reviewLink} color="secondary" size="small">
                {t`Reviews`}
              </Button>
            ) : null}
          </div>
        </aside>
        <div className={styles.details}>
          {branch.mainImage ? (
            <Image
              src={branch.mainImage.src}
              srcSet={branch.mainImage.srcSet}
              alt={branch.mainImage.alt}
              width={720}
              height={480}
              priority
            />
          ) : null}
          <BranchFacts branch={branch} />
        </div>
      </div>
      {branch.employees.length ? (
        <Section title={t`Our team`}>
          <ul className={styles.people}>
            {branch.employees.map((person) => (
              <li key={person.name} className={styles.person}>
                {person.photo ? (
                  <img
                    className={styles.photo}
                    src={person.photo.src}
                    srcSet={person.photo.srcSet}
                    alt=""
                    width={64}
                    height={64}
                    loading="lazy"
                  />
                ) : null}
                <div>
                  <strong>{person.name}</strong>
                  <div>{person.position}</div>
                  {person.phone ? (
                    <a href={`tel:${person.phone.replace(/\s/g, '')}`}>{person.phone}</a>
                  ) : null}
                  {person.phone && person.email ? ' · ' : null}
                  {person.email ? <a href={`mailto:${person.email}`}>{person.email}</a> : null}
                </div>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {branch.images.length ? (
        <Section title={t`Photos`}>
          <div className={styles.gallery}>
            {branch.images.map((image) => (
              <img
                key={image.src}
                className={styles.image}
                src={image.src}
                srcSet={image.srcSet}
                alt={image.alt}
                width={320}
                height={240}
                loading="lazy"
              />
            ))}
          </div>
        </Section>
      ) : null}
      {branch.tourIframe ? (
        <Section title={t`Virtual tour`}>
          <BranchEmbed src={branch.tourIframe} title={t`360° view of ${title}`} />
        </Section>
      ) : null}
      {branch.mapIframe ? (
        <Section title={t`On the map`}>
          {branch.mapDescription ? <p>{branch.mapDescription}</p> : null}
          <BranchEmbed src={branch.mapIframe} title={t`Map of ${title}`} />
        </Section>
      ) : null}
      <p className={styles.section}>
        <Button href={branch.listHref} color="secondary" iconLeft={<Icon name="arrow-left" />}>
          {t`All pick-up points`}
        </Button>
      </p>
    </PageShell>
  );
}

function Contacts({ phone, email }: { phone: string | null; email: string | null }) {
  const { t } = useLingui();
  if (!phone && !email) return null;
  return (
    <dl className={styles.facts}>
      {phone ? (
        <div>
          <dt>{t`Phone`}</dt>
          <dd>
            <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
          </dd>
        </div>
      ) : null}
      {email ? (
        <div>
          <dt>{t`E-mail`}</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
