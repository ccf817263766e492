import type { ReactNode } from 'react';
import { Link } from 'react-router';
import * as styles from './SearchPage.css.ts';
import type { SearchLink } from './searchTypes.ts';

/** A titled section of the results page; nothing when it has no links. */
export function SearchSection(props: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={props.id}>
      <h2 id={props.id} className={styles.sectionTitle}>
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}

/** Categories and brands as a row of pill links (what Czech shops show above the products). */
export function ChipLinks({ links }: { links: readonly SearchLink[] }) {
  return (
    <ul className={styles.chips}>
      {links.map((link) => (
        <li key={link.key}>
          <Link to={link.href} className={styles.chip}>
            {link.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Articles as cards with their picture. */
export function ArticleLinks({ links }: { links: readonly SearchLink[] }) {
  return (
    <ul className={styles.articles}>
      {links.map((link) => (
        <li key={link.key}>
          <Link to={link.href} className={styles.article}>
            {link.image ? (
              <img
                src={link.image}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                className={styles.thumb}
              />
            ) : null}
            <span>{link.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
