import { useLingui } from '@lingui/react/macro';
import { useLocale } from '../../../i18n/useLocale.ts';
import type { ArticleTile } from './articleCards.server.ts';
import * as styles from './ArticleList.css.ts';

/** A publication date in the shopper's language, in the shop's time zone. */
export function PublishedDate({ iso }: { iso: string }) {
  const locale = useLocale();
  const text = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeZone: 'Europe/Prague',
  }).format(new Date(iso));
  return <time dateTime={iso}>{text}</time>;
}

/** Article tiles: picture, category and date, title, perex. */
export function ArticleTiles({ articles }: { articles: readonly ArticleTile[] }) {
  const { t } = useLingui();
  if (articles.length === 0) return <p>{t`There are no articles here yet.`}</p>;
  return (
    <ul className={styles.grid}>
      {articles.map((article) => (
        <li key={article.id}>
          <article className={styles.tile}>
            {article.image ? (
              <img
                className={styles.tileImage}
                src={article.image.src}
                srcSet={article.image.srcSet}
                alt=""
                width={480}
                height={270}
                loading="lazy"
              />
            ) : (
              <div className={styles.tileImage} />
            )}
            <div className={styles.tileBody}>
              <p className={styles.meta}>
                {article.category ? <>{article.category.title} · </> : null}
                <PublishedDate iso={article.datePublished} />
              </p>
              <h2 className={styles.tileTitle}>
                <a className={styles.tileLink} href={article.href}>
                  {article.title}
                </a>
              </h2>
              {article.perex ? <p className={styles.perex}>{article.perex}</p> : null}
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
