import { useLingui } from '@lingui/react/macro';
import { RichText, type RichTextDoc } from '@vitrina/cms-blocks';
import { AppLink } from '@vitrina/design-system';
import type { CategoryPageData } from './category.server.ts';
import * as styles from './CategoryPage.css.ts';

/** Below the products: the editors' text, FAQ, related articles and the category's video. */
export function CategoryBelow({ content }: { content: NonNullable<CategoryPageData['content']> }) {
  const { t } = useLingui();
  return (
    <>
      {content.below ? (
        <section className={styles.section}>
          <RichText content={content.below as RichTextDoc} />
        </section>
      ) : null}
      {content.faq.length > 0 ? (
        <section className={styles.section} aria-labelledby="category-faq">
          <h2 id="category-faq" className={styles.sectionTitle}>{t`Frequently asked questions`}</h2>
          <div>
            {content.faq.map((question) => (
              // Native disclosure: opens by keyboard and without a script.
              <details key={question._id} className={styles.faqItem}>
                <summary className={styles.faqQuestion}>{question.title}</summary>
                <RichText content={question.content as RichTextDoc} />
              </details>
            ))}
          </div>
        </section>
      ) : null}
      {content.articles.length > 0 ? (
        <section className={styles.section} aria-labelledby="category-articles">
          <h2 id="category-articles" className={styles.sectionTitle}>{t`Related articles`}</h2>
          <ul className={styles.links}>
            {content.articles.map((article) => (
              <li key={article.href}>
                <AppLink href={article.href}>{article.title}</AppLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {content.video ? (
        <section className={styles.section} aria-labelledby="category-video">
          <h2 id="category-video" className={styles.sectionTitle}>{t`Video`}</h2>
          {/* A link, not an embed: the shop's CSP frames no other site (decision 028). */}
          <p>
            <a href={content.video.url} target="_blank" rel="noopener noreferrer">
              {content.video.title ?? t`Watch the video`}
            </a>
          </p>
        </section>
      ) : null}
    </>
  );
}
