import { RichText, type RichTextDoc } from '@vitrina/cms-blocks';
import type { FaqAnswer } from './search.server.ts';
import * as styles from './SearchPage.css.ts';
import { faqAnchor } from './searchUrl.ts';

/**
 * Matching FAQ questions with their answers, open (there is no FAQ page to go to): each has the
 * anchor the dropdown's FAQ options link to, so choosing one scrolls to its answer.
 */
export function SearchFaq({ questions }: { questions: readonly FaqAnswer[] }) {
  return (
    <div className={styles.faqList}>
      {questions.map((question) => (
        <article key={question.id} id={faqAnchor(question.id)} className={styles.faqItem}>
          <h3 className={styles.faqQuestion}>{question.title}</h3>
          <RichText content={question.content as RichTextDoc} />
        </article>
      ))}
    </div>
  );
}
