import { useLingui } from '@lingui/react/macro';
import { Button, FormField, Icon, Textarea } from '@vitrina/design-system';
import { useEffect } from 'react';
import { Form, useNavigate, useNavigation } from 'react-router';
import { notify, notifyDuration } from '../../ui/notify.ts';
import { PageShell } from '../../ui/PageShell.tsx';
import { cartErrorMessage } from '../cart/cartMessages.ts';
import type { ImportLineError } from './orderImport.ts';
import type { ImportNotice, ImportResult } from './orderImport.server.ts';
import * as styles from './OrderImportPage.css.ts';

function useImportTexts() {
  const { t, i18n } = useLingui();
  const lineProblem = (error: ImportLineError) =>
    error.problem === 'amount'
      ? t`Line ${error.line} ("${error.text}"): the amount must be a whole number from 1 to 9999.`
      : error.problem === 'code'
        ? t`Line ${error.line} ("${error.text}"): this is not a product code.`
        : t`Line ${error.line} ("${error.text}"): write a code and an amount, nothing more.`;
  const notice = (entry: ImportNotice) =>
    entry.errorCode === 'not_found'
      ? t`${entry.code}: we do not sell anything under this code.`
      : `${entry.code}: ${cartErrorMessage(i18n, { title: entry.title, code: entry.errorCode })}`;
  const added = (result: Extract<ImportResult, { status: 'done' }>) =>
    t`Added ${result.added} of ${result.total} items to the cart.`;
  return {
    lineProblem,
    notice,
    added,
    inProgress: t`The import is in progress; the items will appear in your cart shortly.`,
    failed: t`The codes could not be looked up right now. Please try again in a moment.`,
    empty: t`Write at least one line with a code, or choose a file.`,
    tooLarge: t`The file is too large; import at most 100 lines at a time.`,
    tooMany: t`Import at most 100 lines at a time.`,
  };
}

/**
 * With JavaScript the outcome goes into toasts (spec §8: the line errors as one info notice for
 * 3 s per line plus 3 s, then "added N of M") and the shopper goes on to the cart; without it,
 * the page lists the same notices with a link to the cart.
 */
function useOutcomeToasts(result: ImportResult | undefined, cartHref: string) {
  const texts = useImportTexts();
  const navigate = useNavigate();
  useEffect(() => {
    if (!result || (result.status !== 'done' && result.status !== 'inProgress')) return;
    // Spec §8: the batch notices last 3 s per refused line plus 3 s; then the cart reloads.
    const duration = notifyDuration * (1 + (result.status === 'done' ? result.notices.length : 0));
    if (result.status === 'inProgress') notify.info(texts.inProgress, { duration });
    else {
      if (result.notices.length > 0)
        notify.info(result.notices.map(texts.notice).join('\n'), { duration });
      notify.success(texts.added(result), { duration });
    }
    void navigate(cartHref);
    // Once per answer; the texts follow the same answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result, cartHref, navigate]);
}

function Outcome({ result, cartHref }: { result: ImportResult; cartHref: string }) {
  const texts = useImportTexts();
  const { t } = useLingui();
  if (result.status === 'invalid') {
    return (
      <div role="alert" className={styles.problem}>
        {result.problem === 'lines' ? (
          <>
            {t`Please correct these lines; nothing was added yet.`}
            <ul className={styles.noticeList}>
              {result.errors.map((error) => (
                <li key={error.line}>{texts.lineProblem(error)}</li>
              ))}
            </ul>
          </>
        ) : (
          texts[result.problem]
        )}
      </div>
    );
  }
  if (result.status === 'failed') {
    return (
      <p role="alert" className={styles.problem}>
        {texts.failed}
      </p>
    );
  }
  return (
    <div className={styles.results} role="status">
      {result.status === 'inProgress' ? (
        <p className={styles.info}>{texts.inProgress}</p>
      ) : (
        <>
          {result.notices.length > 0 ? (
            <div className={styles.info}>
              <ul className={styles.noticeList}>
                {result.notices.map((entry) => (
                  <li key={entry.line}>{texts.notice(entry)}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <p className={styles.success}>{texts.added(result)}</p>
        </>
      )}
      <div className={styles.actions}>
        <Button href={cartHref} iconRight={<Icon name="arrow-right" />}>
          {t`Go to the cart`}
        </Button>
      </div>
    </div>
  );
}

/**
 * Order import (`/kosik/import-objednavky`): paste "code amount" lines or upload a CSV/TXT file;
 * one multipart form, so it works without JavaScript.
 */
export function OrderImportPage(props: {
  data: { cartHref: string };
  result: ImportResult | undefined;
}) {
  const { t } = useLingui();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const { result } = props;
  useOutcomeToasts(result, props.data.cartHref);
  const lineErrors = result?.status === 'invalid' && result.problem === 'lines';
  return (
    <PageShell title={t`Order import`}>
      <meta name="robots" content="noindex, nofollow" />
      <p className={styles.intro}>
        {t`Know the codes already? Paste them with amounts, one item per line, or upload a CSV or text file exported from your spreadsheet. We will add everything to your cart at once.`}
      </p>
      {result ? <Outcome result={result} cartHref={props.data.cartHref} /> : null}
      <Form method="post" encType="multipart/form-data" className={styles.form}>
        <FormField
          label={t`Codes and amounts`}
          hint={t`One item per line: the product code or EAN, then the amount. Separate them by a space, tab, semicolon or comma.`}
          error={lineErrors ? t`Some lines need correcting (see above).` : undefined}
        >
          <Textarea
            name="lines"
            rows={8}
            className={styles.lines}
            defaultValue={result?.status === 'invalid' ? result.text : ''}
            spellCheck={false}
            autoComplete="off"
          />
        </FormField>
        <div>
          <p className={styles.intro}>{t`For example:`}</p>
          <pre className={styles.example}>{'VTR-1001 2\n8591234567890;1\nVTR-2040, 5'}</pre>
        </div>
        <label className={styles.fileLabel}>
          {t`Or upload a file (.csv, .txt)`}
          <input
            type="file"
            name="file"
            accept=".csv,.txt,text/csv,text/plain"
            className={styles.file}
          />
        </label>
        <div className={styles.actions}>
          <Button type="submit" loading={busy} iconLeft={<Icon name="cart" />}>
            {t`Add to cart`}
          </Button>
        </div>
      </Form>
    </PageShell>
  );
}
