import { useLingui } from '@lingui/react/macro';
import { AppLink, Button, Checkbox, FormField, Textarea, TextField } from '@vitrina/design-system';
import { Form } from 'react-router';
import { useLocale } from '../../../i18n/useLocale.ts';
import { routePath } from '../../../routing/routePath.ts';
import type { InquiryActionResult } from './inquiry.server.ts';
import {
  emptyInquiry,
  inquiryFieldMessages,
  inquiryFormSchema,
  type InquiryValues,
} from './inquiryFields.ts';
import { FormNotices } from './FormNotices.tsx';
import * as styles from './forms.css.ts';
import { useActionForm } from './useActionForm.ts';

/** The privacy policy's seeded slugs (as the checkout's terms link). */
const privacySlug = { cs: 'ochrana-osobnich-udaju', en: 'privacy-policy' } as const;

/**
 * The simple order / inquiry form (decision 220): a plain POST to the page's action, so it works
 * without JavaScript; with it, react-hook-form checks the fields first with the server's schema
 * and messages.
 */
export function InquiryForm({ result }: { result: InquiryActionResult | undefined }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { form, field, busy, errorOf, onSubmit } = useActionForm<InquiryValues>({
    schema: inquiryFormSchema,
    messages: inquiryFieldMessages(i18n),
    empty: emptyInquiry,
    result,
  });

  return (
    <Form
      method="post"
      noValidate
      className={styles.form}
      aria-labelledby="inquiry-form-title"
      onSubmit={onSubmit}
    >
      <h2 id="inquiry-form-title" className={styles.title}>
        {t`What would you like to order?`}
      </h2>
      <FormNotices
        result={result}
        sentText={t`Thank you, we have received your inquiry. We will reply with prices and delivery by e-mail or phone.`}
      />
      <FormField
        label={t`Products and amounts, or your question`}
        hint={t`One product per line: its name or code and the amount, e.g. "STAN-4 × 2".`}
        required
        error={errorOf('message')}
      >
        <Textarea rows={7} {...field('message')} />
      </FormField>
      <FormField label={t`Name`} required error={errorOf('name')}>
        <TextField autoComplete="name" {...field('name')} />
      </FormField>
      <FormField label={t`E-mail`} required error={errorOf('email')}>
        <TextField type="email" autoComplete="email" {...field('email')} />
      </FormField>
      <FormField label={t`Phone`} error={errorOf('phone')}>
        <TextField type="tel" autoComplete="tel" {...field('phone')} />
      </FormField>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t`Ordering for a company (optional)`}</legend>
        <FormField label={t`Company name`} error={errorOf('company')}>
          <TextField autoComplete="organization" {...field('company')} />
        </FormField>
        <FormField label={t`Company ID (IČO)`} error={errorOf('tin')}>
          <TextField inputMode="numeric" maxLength={8} {...field('tin')} />
        </FormField>
      </fieldset>
      <Checkbox
        label={
          <>
            {t`I agree that the shop keeps my details to answer this inquiry.`}{' '}
            <AppLink href={routePath('page-slug', { slug: privacySlug[locale] }, locale)}>
              {t`How we handle personal data`}
            </AppLink>
          </>
        }
        required
        error={errorOf('consent')}
        {...form.register('consent')}
        defaultChecked={result?.values.consent ?? false}
      />
      <div>
        <Button type="submit" disabled={busy}>
          {t`Send inquiry`}
        </Button>
      </div>
    </Form>
  );
}
