import type { ReactNode } from 'react';
import * as styles from './BranchDetailPage.css.ts';

/** A titled part of the branch page (one h2 under the page's h1). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}
