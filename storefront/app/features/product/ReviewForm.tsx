import { useLingui } from '@lingui/react/macro';
import { AppLink, Button, FormField, Textarea } from '@vitrina/design-system';
import { useForm } from 'react-hook-form';
import { Form, useLocation, useNavigation, useSubmit } from 'react-router';
import { zodFieldResolver } from '../content/forms/zodResolver.ts';
import {
  isReviewOutcome,
  reviewFormSchema,
  reviewStarChoices,
  type ReviewFormValues,
} from './reviewForm.ts';
import { reviewNotices } from './reviewNotices.ts';
import * as styles from './ReviewForm.css.ts';

/**
 * Writing a review (spec §7 `POST /products/{id}/reviews`): stars as native radios (a real radio
 * group that works without JavaScript) and the text. It posts to the product page, whose action
 * comes back here with `?review=` for the notice; a guest gets a link to log in and back.
 */
export function ReviewForm(props: { productId: number; loginPath: string | null }) {
  const { t, i18n } = useLingui();
  const { search } = useLocation();
  const submit = useSubmit();
  const busy = useNavigation().state === 'submitting';
  const form = useForm<ReviewFormValues>({
    resolver: zodFieldResolver<ReviewFormValues>(reviewFormSchema, {
      productId: t`This product cannot be reviewed.`,
      stars: t`Choose 1 to 5 stars.`,
      review: i18n._(reviewNotices.empty),
    }),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { productId: String(props.productId), stars: '', review: '' },
  });
  const outcome = new URLSearchParams(search).get('review');
  const notice = isReviewOutcome(outcome) ? (
    <p
      role={outcome === 'success' ? 'status' : 'alert'}
      className={outcome === 'success' ? styles.success : styles.failure}
    >
      {i18n._(reviewNotices[outcome])}
    </p>
  ) : null;
  const heading = (
    <h3 id="review-form-title" className={styles.title}>
      {t`Write a review`}
    </h3>
  );
  if (props.loginPath) {
    return (
      <div className={styles.form}>
        {heading}
        {notice}
        <p>
          <AppLink href={props.loginPath}>{t`Log in to write a review`}</AppLink>
        </p>
      </div>
    );
  }
  const starsError = form.formState.errors.stars?.message;
  return (
    <Form
      method="post"
      noValidate
      preventScrollReset
      className={styles.form}
      aria-labelledby="review-form-title"
      onSubmit={(event) => {
        const element = event.currentTarget;
        void form.handleSubmit(() => submit(element, { preventScrollReset: true }))(event);
      }}
    >
      {heading}
      {notice}
      <input type="hidden" name="productId" value={props.productId} />
      <fieldset
        className={styles.stars}
        aria-describedby={starsError ? 'review-stars-error' : undefined}
      >
        <legend className={styles.legend}>{t`Your rating`}</legend>
        {reviewStarChoices.map((stars) => (
          <label key={stars} className={styles.choice}>
            <input
              type="radio"
              value={String(stars)}
              className={styles.radio}
              aria-invalid={starsError ? true : undefined}
              {...form.register('stars')}
            />
            <span aria-hidden="true" className={styles.starRow}>
              {'★'.repeat(stars) + '☆'.repeat(5 - stars)}
            </span>
            <span>{t`${stars} out of 5 stars`}</span>
          </label>
        ))}
        {starsError ? (
          <p id="review-stars-error" className={styles.error}>
            {starsError}
          </p>
        ) : null}
      </fieldset>
      <FormField label={t`Your review`} required error={form.formState.errors.review?.message}>
        <Textarea rows={5} maxLength={5000} {...form.register('review')} />
      </FormField>
      <div>
        <Button type="submit" disabled={busy}>
          {t`Send review`}
        </Button>
      </div>
    </Form>
  );
}
