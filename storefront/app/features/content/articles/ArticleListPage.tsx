import { useLingui } from '@lingui/react/macro';
import { PageLinks } from '../../../ui/PageLinks.tsx';
import { PageMeta } from '../../../ui/PageMeta.tsx';
import { PageShell } from '../../../ui/PageShell.tsx';
import { lead } from '../../../ui/PageShell.css.ts';
import * as styles from './ArticleList.css.ts';
import type { ArticleListData } from './articleList.server.ts';
import { ArticleTiles } from './ArticleTiles.tsx';

/** An article list: the categories to narrow it, the tiles, and the page links. */
export function ArticleListPage(props: ArticleListData) {
  const { t } = useLingui();
  const { paging } = props;
  return (
    <PageShell title={props.title} documentTitle={props.seo.documentTitle}>
      <PageMeta meta={props.seo.meta} />
      {props.perex ? <p className={lead}>{props.perex}</p> : null}
      <nav aria-label={t`Article categories`}>
        <ul className={styles.filters}>
          <li>
            <a
              className={styles.filterLink}
              href={props.listHref}
              aria-current={props.filter === 'all' ? 'page' : undefined}
            >
              {t`All articles`}
            </a>
          </li>
          {props.categories.map((category) => (
            <li key={category.href}>
              <a
                className={styles.filterLink}
                href={category.href}
                aria-current={category.current ? 'page' : undefined}
              >
                {category.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <ArticleTiles articles={props.articles} />
      <PageLinks className={styles.paging} paging={paging} />
    </PageShell>
  );
}
