import * as styles from './forms.css.ts';

/** A page form's outcome in the form itself: sent (a status) or why not (an alert). */
export function FormNotices(props: {
  result: { sent: boolean; formError?: string } | undefined;
  sentText: string;
}) {
  return (
    <>
      {props.result?.sent ? (
        <p role="status" className={styles.success}>
          {props.sentText}
        </p>
      ) : null}
      {props.result?.formError ? (
        <p role="alert" className={styles.failure}>
          {props.result.formError}
        </p>
      ) : null}
    </>
  );
}
