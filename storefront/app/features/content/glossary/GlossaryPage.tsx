import { useLingui } from '@lingui/react/macro';
import { PageMeta } from '../../../ui/PageMeta.tsx';
import { PageShell } from '../../../ui/PageShell.tsx';
import * as styles from './Glossary.css.ts';
import type { GlossaryData } from './glossary.server.ts';

const anchor = (letter: string) => `pismeno-${encodeURIComponent(letter.toLowerCase())}`;

/** The glossary: a row of letters to jump to, then each letter's terms. */
export function GlossaryPage({ groups, seo }: GlossaryData) {
  const { t } = useLingui();
  return (
    <PageShell title={seo.documentTitle}>
      <PageMeta meta={seo.meta} />
      <nav aria-label={t`Letters`}>
        <ul className={styles.letters}>
          {groups.map((group) => (
            <li key={group.letter}>
              <a className={styles.letterLink} href={`#${anchor(group.letter)}`}>
                {group.letter}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.groups}>
        {groups.map((group) => (
          <section key={group.letter} aria-labelledby={anchor(group.letter)}>
            <h2 id={anchor(group.letter)} className={styles.letterHeading}>
              {group.letter}
            </h2>
            <ul className={styles.terms}>
              {group.items.map((term) => (
                <li key={term.href}>
                  <a href={term.href}>{term.title}</a>
                  {term.perex ? <p className={styles.perex}>{term.perex}</p> : null}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </PageShell>
  );
}
