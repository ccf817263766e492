import { Plural, useLingui } from '@lingui/react/macro';
import type { ReviewsPage } from '@vitrina/contracts/store';
import { AppLink, Pagination, Rating } from '@vitrina/design-system';
import { Form } from 'react-router';
import { useLocale } from '../../i18n/useLocale.ts';
import {
  reviewOrders,
  reviewStars,
  type ReviewOrder,
  type ReviewsRequest,
} from './reviewsQuery.ts';
import * as styles from './ReviewsSection.css.ts';

/** "4.5 out of 5" in the page language, for the star images. */
export function useRatingLabel() {
  const { t } = useLingui();
  return (stars: number, max: number) => t`${stars} out of ${max} stars`;
}

/**
 * Reviews, 5 a page (spec §9): the average, then the reviews in the chosen order. Paging and
 * sorting are links and a GET form, so they work without JavaScript.
 */
export function ReviewsSection(props: {
  reviews: ReviewsPage | null;
  request: ReviewsRequest;
  keptSearch: string;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const ratingLabel = useRatingLabel();
  const { reviews, request } = props;
  if (!reviews) return <p>{t`Reviews could not be loaded right now.`}</p>;
  const { summary } = reviews;
  if (summary.count === 0) return <p>{t`Nobody has reviewed this product yet.`}</p>;
  const orderNames: Record<ReviewOrder, string> = {
    newest: t`Newest first`,
    oldest: t`Oldest first`,
    best: t`Best rated first`,
    worst: t`Worst rated first`,
  };
  const pageHref = (page: number) => {
    const search = new URLSearchParams(props.keptSearch);
    search.set('reviews_page', String(page));
    if (request.order !== 'newest') search.set('reviews_sort', request.order);
    return `?${search.toString()}#reviews`;
  };
  const count = summary.count;
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Europe/Prague' });
  return (
    <div className={styles.reviews}>
      <div className={styles.summary}>
        {summary.averageRating !== null ? (
          <>
            <span className={styles.average}>
              {i18n.number(reviewStars(summary.averageRating).stars, { maximumFractionDigits: 1 })}
            </span>
            <Rating value={summary.averageRating} label={ratingLabel} />
          </>
        ) : null}
        <span>
          <Plural value={count} _0="No reviews" one="# review" other="# reviews" />
        </span>
      </div>
      <Form method="get" className={styles.sort} preventScrollReset>
        {[...new URLSearchParams(props.keptSearch)].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor="reviews-sort">{t`Sort reviews`}</label>
        <select
          id="reviews-sort"
          name="reviews_sort"
          defaultValue={request.order}
          className={styles.select}
        >
          {reviewOrders.map((order) => (
            <option key={order} value={order}>
              {orderNames[order]}
            </option>
          ))}
        </select>
        <button type="submit" className={styles.apply}>
          {t`Sort`}
        </button>
      </Form>
      <ol className={styles.list}>
        {reviews.data.map((review) => (
          <li key={review.id} className={styles.review}>
            <div className={styles.reviewHead}>
              <Rating value={review.rating} size="small" label={ratingLabel} />
              <strong>{review.author}</strong>
              <time dateTime={review.createdAt} className={styles.date}>
                {dates.format(new Date(review.createdAt))}
              </time>
            </div>
            {review.review ? <p className={styles.text}>{review.review}</p> : null}
          </li>
        ))}
      </ol>
      <Pagination
        page={request.page}
        pageCount={reviews.totalPages}
        hrefForPage={pageHref}
        labels={{
          navigation: t`Review pages`,
          previous: t`Previous`,
          next: t`Next`,
          page: (page) => t`Page ${page}`,
        }}
      />
      <AppLink href="#product-top" className={styles.back}>
        {t`Back to the product`}
      </AppLink>
    </div>
  );
}
