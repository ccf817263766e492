import { useLingui } from '@lingui/react/macro';
import type { BranchView } from './branches.server.ts';
import * as styles from './BranchDetailPage.css.ts';
import { Section } from './BranchSection.tsx';

/** Services, how to get there and how to pay. */
export function BranchFacts({ branch }: { branch: BranchView }) {
  const { t } = useLingui();
  return (
    <>
      {branch.services.length ? (
        <Section title={t`Services`}>
          <ul className={styles.list}>
            {branch.services.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section title={t`Getting there and paying`}>
        <dl className={styles.facts}>
          {branch.carAccessibility ? (
            <div>
              <dt>{t`By car`}</dt>
              <dd>{branch.carAccessibility}</dd>
            </div>
          ) : null}
          {branch.publicTransport ? (
            <div>
              <dt>{t`By public transport`}</dt>
              <dd>{branch.publicTransport}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t`Payment`}</dt>
            <dd>{branch.payWithCard ? t`Cash or card` : t`Cash only`}</dd>
          </div>
        </dl>
      </Section>
    </>
  );
}
