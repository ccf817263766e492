import { useLingui } from '@lingui/react/macro';
import { Button, FormField, Textarea, TextField } from '@vitrina/design-system';
import { Form } from 'react-router';
import { contactFieldMessages, contactFormSchema, type ContactValues } from './contactFields.ts';
import type { ContactActionResult } from './contact.server.ts';
import { FormNotices } from './FormNotices.tsx';
import * as styles from './forms.css.ts';
import { useActionForm } from './useActionForm.ts';

const empty: ContactValues = { name: '', email: '', phone: '', message: '' };

/**
 * The contact form: a plain POST to the page's action, so it works without JavaScript; with it,
 * react-hook-form checks the fields first (same schema, same messages as the server).
 */
export function ContactForm({ result }: { result: ContactActionResult | undefined }) {
  const { t, i18n } = useLingui();
  const { field, busy, errorOf, onSubmit } = useActionForm<ContactValues>({
    schema: contactFormSchema,
    messages: contactFieldMessages(i18n),
    empty,
    result,
  });

  return (
    <Form
      method="post"
      noValidate
      className={styles.form}
      aria-labelledby="contact-form-title"
      onSubmit={onSubmit}
    >
      <h2 id="contact-form-title" className={styles.title}>
        {t`Write to us`}
      </h2>
      <FormNotices
        result={result}
        sentText={t`Thank you, your message has been sent. We will reply by e-mail.`}
      />
      <FormField label={t`Name`} required error={errorOf('name')}>
        <TextField autoComplete="name" {...field('name')} />
      </FormField>
      <FormField label={t`E-mail`} required error={errorOf('email')}>
        <TextField type="email" autoComplete="email" {...field('email')} />
      </FormField>
      <FormField label={t`Phone`} error={errorOf('phone')}>
        <TextField type="tel" autoComplete="tel" {...field('phone')} />
      </FormField>
      <FormField label={t`Message`} required error={errorOf('message')}>
        <Textarea rows={6} {...field('message')} />
      </FormField>
      <div>
        <Button type="submit" disabled={busy}>
          {t`Send message`}
        </Button>
      </div>
    </Form>
  );
}
